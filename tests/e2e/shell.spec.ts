import { AppBar, AskForServicePage, DashboardPage, HomePage, LoginPage, RegisterPage } from './pages/shell';
import { DEMO, E2E_ADMIN, expect, snapHere, test, uniqueMobile } from './support/fixtures';

test.describe('shell', () => {
  test('a visitor picks a service tile and lands on its request form @phone', async ({ page, snap }, testInfo) => {
    const home = await new HomePage(page).open();
    await expect(home.heading('Online Services')).toBeVisible();
    await expect(home.heading('Driving License Related Services')).toBeVisible();
    await expect(home.heading('Vehicle Related Services')).toBeVisible();
    expect(await new AppBar(page).navigationLinks()).toEqual(['Home', 'Ask For Service', 'Document Inquiry', 'Login', 'Register']);
    await snapHere(page, testInfo, 'navigation-visitor');
    await page.keyboard.press('Escape');
    await snap('home');

    await home.tile('Transfer of Ownership (Buyer)').click();

    await expect(page).toHaveURL('/ask-for-service?category=vehicle&service=transfer_ownership_buyer');
    const form = new AskForServicePage(page);
    await expect(form.service('Transfer of Ownership (Buyer)')).toBeChecked();
    await expect(form.select(/^Category/)).toHaveValue('vehicle');
    await snap('ask-for-service');
  });

  test('a signed-out visit to /dashboard goes to the login page and back after signing in @phone', async ({ page, snap }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
    await snap('login');

    const login = new LoginPage(page);
    await login.signIn(DEMO.user.phone, 'wrong-password');
    // Shown once, under the field the server names (the sign-in identifier), not in an alert.
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(1);
    await expect(page.locator('.MuiAlert-colorError')).toHaveCount(0);
    await snap('login-failed');

    await login.field('Password').fill(DEMO.user.password);
    await login.button('Login').click();

    await expect(page).toHaveURL('/dashboard');
    await login.expectToast('Welcome!');
    await expect(login.heading(`Welcome, ${DEMO.user.name}!`)).toBeVisible();
  });

  test('a new account registers, completes its profile on the dashboard and sees it saved @phone', async ({ page, snap }) => {
    const register = await new RegisterPage(page).open();
    await register.field('Name').fill('Kiran Patel');
    await register.field('Mobile number').fill('12345');
    await register.field('Password').fill('secret12');
    await register.field('Confirm password').fill('secret13');
    await register.button('Register').click();
    await expect(page.getByText('Mobile number must be exactly 10 digits.')).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await snap('register-invalid');

    await register.register({ name: 'Kiran Patel', phone: uniqueMobile(), password: 'secret12' });

    await expect(page).toHaveURL('/dashboard');
    // The profile dialog opens at once and hides the page (toast included) from the accessibility tree.
    await expect(page.getByText('Registration successful! Welcome.')).toBeVisible();
    const dashboard = new DashboardPage(page);
    await expect(dashboard.profileDialog()).toBeVisible();
    await snap('complete-profile');

    await dashboard.completeProfile({ dob: '21-08-1994', fatherName: 'Suresh Patel', address: 'Shankar Nagar, Raipur' });

    await expect(dashboard.profileDialog()).toBeHidden();
    await dashboard.expectToast('Profile updated.');
    await expect(dashboard.heading('Welcome, Kiran Patel!')).toBeVisible();
    await expect(page.getByText("You haven't created your primary citizen profile yet.")).toBeHidden();
    await page.reload();
    await expect(dashboard.heading('Welcome, Kiran Patel!')).toBeVisible();
    await expect(dashboard.profileDialog()).toBeHidden();
    await snap('dashboard-user');
  });

  test('the admin sees the Admin Dashboard with counts and logs out @phone', async ({ page, snap }, testInfo) => {
    await page.goto('/login');
    await new LoginPage(page).signIn(E2E_ADMIN.phone, E2E_ADMIN.password);

    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading('Admin Dashboard')).toBeVisible();
    expect(await dashboard.count('Total Citizens')).toBeGreaterThan(0);
    expect(await dashboard.count('Total Users')).toBeGreaterThanOrEqual(5);
    expect(await dashboard.count('Pending Service Requests')).toBeGreaterThanOrEqual(0);
    await expect(dashboard.link(/Total Users/)).toHaveAttribute('href', '/admin/users');
    await snap('dashboard-admin');

    const appBar = new AppBar(page);
    expect(await appBar.navigationLinks()).toEqual(
      expect.arrayContaining(['Dashboard', 'Citizens', 'Ask For Service', 'Service Requests', 'Document Inquiries', 'Admin']),
    );
    await snapHere(page, testInfo, 'navigation-admin');
    await page.keyboard.press('Escape');

    const menu = await appBar.openUserMenu();
    await expect(menu).toContainText(`Mobile: ${E2E_ADMIN.phone}`);
    await expect(menu).toContainText('Role: Admin');
    await snapHere(page, testInfo, 'user-menu');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await appBar.expectToast('Logged out');
    await expect(page).toHaveURL('/');
    await expect(appBar.button('Account menu')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a user opening /admin is told the page is not for their role and finds the way back to their dashboard @phone', async ({ page, signIn, snap }) => {
    await signIn(DEMO.user);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Forbidden (user)' })).toBeVisible();
    await expect(page.getByText('The page “Admin Panel” is not open to your role (User).')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeHidden();
    await expect(page).toHaveTitle('Forbidden (user) · Parivahan Desk');
    await snap('forbidden');

    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.user.name}!` })).toBeVisible();
  });

  test('the admin panel offers User Management and Data Export', async ({ page, signIn, snap }) => {
    await signIn(E2E_ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByRole('link', { name: /User Management/ })).toHaveAttribute('href', '/admin/users');
    await expect(page.getByRole('link', { name: /Data Export/ })).toHaveAttribute('href', '/admin/export');
    await snap('admin-panel');
  });

  test('account settings, password pages and the Hindi switch render for a person @phone', async ({ page, signIn, snap }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await snap('forgot-password');
    await page.goto('/reset-password?email=asha%40example.com');
    await expect(page.getByText('Missing token')).toBeVisible();
    await snap('reset-password-missing-token');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');

    await signIn(DEMO.user);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', /^\/citizens\/\d+$/);
    await snap('account');

    await new AppBar(page).chooseLanguage('हिन्दी');
    await expect(page.getByRole('heading', { name: 'खाता सेटिंग्स' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'खाता सेटिंग्स' })).toBeVisible();
    await snap('account-hindi');
    await page.goto('/');
    await snap('home-hindi');
  });

  test('staff start a new profile for someone else and are never asked for their own; a new user starts with their own @phone', async ({ page, signIn, createUser, snap }) => {
    await signIn(DEMO.manager);
    await page.goto('/citizens/create');
    const dialog = page.getByRole('dialog', { name: 'New Citizen Profile' });
    await expect(dialog.getByRole('radio', { name: 'Someone else' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('');
    await snap('new-profile-staff');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByText("You haven't created your primary citizen profile yet.")).toBeHidden();
    await snap('account-staff');

    const user = await createUser();
    await signIn(user);
    await page.goto('/citizens/create');
    await expect(dialog.getByRole('radio', { name: 'My own profile' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(user.name);
    await expect(dialog.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue(user.phone);
    await page.goto('/account');
    await expect(page.getByText("You haven't created your primary citizen profile yet.")).toBeVisible();
  });
});
