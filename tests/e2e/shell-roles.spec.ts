import type { Page } from '@playwright/test';
import { AppBar, AskForServicePage, HomePage } from './pages/shell';
import { DocumentInquiryPage } from './pages/desk';
import { DEMO, E2E_ADMIN, expect, test, uniqueMobile } from './support/fixtures';

/** Issue 20 (roles and dead ends): the forbidden page, navigation per role, success pages, tab titles, <html lang>. */
test.describe('roles and dead ends', () => {
  test('a manager opening an admin-only page sees which page their role cannot use, and goes back to the dashboard @phone', async ({ page, signIn, snap }) => {
    await signIn(DEMO.manager);
    await page.goto('/admin/export');
    await expect(page.getByRole('heading', { name: 'Forbidden (manager)' })).toBeVisible();
    await expect(page.getByText('The page “Data Export” is not open to your role (Manager).')).toBeVisible();
    await snap('forbidden-manager');

    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Manager Dashboard' })).toBeVisible();
    await snap('dashboard-manager');
  });

  test("a manager's navigation has User Management, which opens the users @phone", async ({ page, signIn }) => {
    await signIn(DEMO.manager);
    await page.goto('/dashboard');
    const links = await new AppBar(page).navigationLinks();
    expect(links).toEqual(expect.arrayContaining(['Service Requests', 'Document Inquiries', 'User Management']));
    expect(links).not.toContain('Admin');
    await page.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(page).toHaveTitle('User Management · Parivahan Desk');
  });

  test('a visitor reaches Home and Ask For Service from the navigation @phone', async ({ page }) => {
    await page.goto('/login');
    const appBar = new AppBar(page);
    expect(await appBar.navigationLinks()).toEqual(['Home', 'Ask For Service', 'Document Inquiry', 'Login', 'Register']);
    await page.getByRole('link', { name: 'Ask For Service' }).click();
    await expect(page).toHaveURL('/ask-for-service');
    await expect(page.getByRole('heading', { name: 'Ask For Service' })).toBeVisible();
    expect(await appBar.navigationLinks()).toContain('Home');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('after Ask For Service a page says the office will call on the phone given, and what to bring @phone', async ({ page, snap }) => {
    const home = await new HomePage(page).open();
    await home.tile('Duplicate DL').click();
    const form = new AskForServicePage(page);
    const phone = uniqueMobile();
    await form.field('Contact name').fill('Visitor Verma');
    await form.field('Contact mobile').fill(phone);
    await form.button('Submit Request').click();

    await expect(page).toHaveURL('/ask-for-service/sent');
    await expect(form.heading('Service request received')).toBeVisible();
    await expect(page.getByText(`The office will call you on ${phone}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'When you come to the office, bring' }).getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveTitle('Service request received · Parivahan Desk');
    await snap('request-sent');
    await form.link('Back to home').click();
    await expect(page).toHaveURL('/');
  });

  test('after a Document Inquiry a page says the office will check and call @phone', async ({ page, snap }) => {
    const inquiry = await new DocumentInquiryPage(page).open();
    const phone = uniqueMobile();
    await inquiry.send({ name: 'Visitor Verma', phone, vehicleNo: 'cg04ab1234', types: ['Insurance'] });

    await expect(page).toHaveURL('/document-inquiry/sent');
    await expect(inquiry.heading('Document inquiry received')).toBeVisible();
    await expect(page.getByText(`check your documents and call you on ${phone}`)).toBeVisible();
    await snap('inquiry-sent');
  });

  test('Submit Request says why it waits for a category @phone', async ({ page }) => {
    const form = await new AskForServicePage(page).open();
    await expect(form.button('Submit Request')).toBeDisabled();
    await expect(page.getByText('Choose a category to send the request.')).toBeVisible();
    await expect(form.button('Submit Request')).toHaveAccessibleDescription('Choose a category to send the request.');
  });

  /** Opens each page and expects its tab title: the page's name, then the app's. */
  const expectTitles = async (page: Page, titles: Record<string, string>) => {
    for (const [path, name] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(name ? `${name} · Parivahan Desk` : 'Parivahan Desk');
    }
  };

  test('each public page names the browser tab', async ({ page }) => {
    await expectTitles(page, {
      '/': '',
      '/login': 'Login',
      '/register': 'Register',
      '/forgot-password': 'Forgot Password',
      '/ask-for-service': 'Ask For Service',
      '/document-inquiry': 'Document Inquiry',
      '/track': 'Track your request',
    });
  });

  test('each staff page names the browser tab', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await expectTitles(page, {
      '/dashboard': 'Dashboard',
      '/citizens': 'Citizens',
      '/service-requests': 'Service Requests',
      '/admin/inquiries': 'Document Inquiries',
      '/reports/expiries': 'Expiry Report',
      '/search/ll': 'LL Search',
      '/search/vehicle': 'Vehicle Search',
    });
  });

  test('each admin page, a citizen\'s pages and a missing page name the browser tab', async ({ page, signIn }) => {
    const token = await signIn(DEMO.admin);
    await expectTitles(page, {
      '/admin': 'Admin Panel',
      '/admin/users': 'User Management',
      '/admin/branches': 'Branches',
      '/admin/export': 'Data Export',
      '/account': 'Account Settings',
      '/no-such-page': 'Not Found',
    });
    const citizen = (await (await page.request.get('/api/citizens?per_page=10', { headers: { authorization: `Bearer ${token}` } })).json()).data[0];
    await expectTitles(page, {
      [`/citizens/${citizen.id}`]: `${citizen.name} · Citizens`,
      [`/citizens/${citizen.id}/expired`]: `${citizen.name} · Expired Documents`,
    });
  });

  test('<html lang> and the tab title follow the language, on switching and on the next visit @phone', async ({ page, signIn }) => {
    await signIn(E2E_ADMIN);
    await page.goto('/citizens');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Citizens · Parivahan Desk');

    await new AppBar(page).chooseLanguage('हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('नागरिक · परिवहन डेस्क');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('नागरिक · परिवहन डेस्क');
  });

  test("the top bar's buttons and links have names of their own, apart from the page's", async ({ page, signIn, snap }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute('href', '/register');
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(1);

    await signIn(DEMO.admin);
    // The admin's links stand in the bar from 1536 px (below, they are in the drawer).
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/search/ll');
    await expect(page.getByRole('button', { name: 'Search menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(1);
    await snap('search-ll');
    await page.goto('/citizens');
    await expect(page.getByRole('button', { name: 'Refresh list' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toHaveCount(1);
  });

  test('the brand and the search box are never cut: an icon with the name on a narrow bar @phone', async ({ page, signIn }) => {
    await signIn(DEMO.manager);
    for (const width of [360, 430, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      const brand = page.getByRole('banner').getByRole('link', { name: 'Parivahan Desk' });
      await expect(brand).toBeVisible();
      const name = brand.getByText('Parivahan Desk');
      if (width < 480) await expect(name).toBeHidden();
      else expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `overflow at ${width}`).toBe(0);
    }
  });

  test('no link of the bar slides under the search box: a long bar opens as a drawer until it fits', async ({ page, signIn }) => {
    for (const account of [DEMO.manager, DEMO.admin]) {
      await signIn(account);
      for (const width of [1280, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/dashboard');
        const search = (await page.getByRole('banner').getByRole('textbox', { name: 'Search' }).boundingBox())!;
        const links = page.getByRole('banner').getByRole('navigation').getByRole('link');
        if (width === 1280) await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
        else await expect(links.first()).toBeVisible();
        for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().right))) {
          expect(box, `a link under the search box at ${width} px`).toBeLessThanOrEqual(search.x);
        }
      }
    }
  });
});
