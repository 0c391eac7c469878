import { DashboardPage } from './pages/shell';
import { InquiriesPage, ServiceRequestsPage } from './pages/desk';
import { DEMO, E2E_ADMIN, expect, test, uniqueMobile } from './support/fixtures';

const digits = () => String(Math.floor(1000 + Math.random() * 9000));

test.describe('the desks at a busy counter', () => {
  test('a manager finds a request by phone and by vehicle number, changes the page size and marks it Rejected (in Hindi too) @phone', async ({ page, api, signIn, snap }) => {
    const phone = uniqueMobile();
    const vehicle = `CG 04 QZ ${digits()}`;
    const sent = await api.post('/api/service-requests', {
      data: { category: 'other', query: `Transfer for ${vehicle}`, contact_name: 'Counter Search', contact_phone: phone },
    });
    expect(sent.status()).toBe(201);
    await signIn(DEMO.manager);
    const requests = await new ServiceRequestsPage(page).open();

    await requests.search(phone);
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(page.getByText(`Transfer for ${vehicle}`)).toBeVisible();
    await snap('service-requests-search-phone');

    await requests.search(vehicle.replace(/ /g, '-'));
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(page.getByText('Counter Search')).toBeVisible();

    await requests.button(/Mark as Rejected/).click();
    await requests.expectToast('Request marked as rejected.');
    await expect(requests.button(/Mark as Rejected/)).toBeDisabled();

    await requests.button('Reset').click();
    await requests.select(/^Per page/).click();
    const listed = page.waitForResponse((response) => /\/api\/service-requests\?.*per_page=25/.test(response.url()));
    await page.getByRole('option', { name: '25' }).click();
    expect((await listed).status()).toBe(200);
    await expect.poll(() => new URL(page.url()).searchParams.get('perPage')).toBe('25');
    await page.reload();
    await expect(requests.select(/^Per page/)).toHaveText('25');
    await snap('service-requests-25-per-page');

    const again = await api.post('/api/service-requests', {
      data: { category: 'other', query: 'Hindi toast', contact_name: 'Hindi Counter', contact_phone: uniqueMobile() },
    });
    await page.evaluate(() => localStorage.setItem('locale', 'hi'));
    await page.goto(`/service-requests?${new URLSearchParams({ filter: JSON.stringify({ q: (await again.json()).contact_phone }) })}`);
    await page.getByRole('button', { name: 'अस्वीकृत के रूप में चिह्नित करें' }).click();
    await requests.expectToast('अनुरोध अस्वीकृत के रूप में चिह्नित किया गया।');
    await snap('service-requests-rejected-hindi');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
  });

  test('a manager cancels a CSV download that is taking long', async ({ page, signIn, snap }) => {
    await signIn(DEMO.manager);
    const inquiries = await new InquiriesPage(page).open();
    // The server's answer is held back, as for a very large file.
    await page.route('**/api/admin/document-inquiries/export*', () => undefined);
    await inquiries.button('Download CSV').click();
    await expect(page.getByText(/^Downloading: 0 kB received$/)).toBeVisible();
    await snap('document-inquiries-downloading');
    await inquiries.button('Cancel').click();
    await inquiries.expectToast('Download cancelled.');
    await expect(inquiries.button('Download CSV')).toBeEnabled();
  });

  test("the staff dashboard's Pending Service Requests card opens the list filtered to pending", async ({ page, signIn }) => {
    await signIn(DEMO.manager);
    const dashboard = await new DashboardPage(page).open();
    await dashboard.card('Pending Service Requests').click();
    await expect(page).toHaveURL(/\/service-requests\?/);
    const requests = new ServiceRequestsPage(page);
    await expect(requests.select(/^Status/)).toHaveText('Pending');
    await expect(page.getByRole('button', { name: 'Mark as Pending' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mark as Pending', disabled: false })).toHaveCount(0);
  });

  test("an admin's backup confirmation keeps its text and tells the database's size and the last backup's duration @phone", async ({ page, signIn, snap }) => {
    await signIn(E2E_ADMIN);
    await page.goto('/citizens');
    await page.getByRole('button', { name: 'Backup & Download DB' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This will generate a full database backup and start the download. Continue?');
    await expect(dialog.getByText(/^Database size: [\d.]+ [kM]B\. (The last backup \(\d\d-\d\d-\d{4} \d\d:\d\d\) took \d+ s|No backup has been made yet)\.$/)).toBeVisible();
    await snap('backup-confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.evaluate(() => localStorage.setItem('locale', 'hi'));
    await page.reload();
    await page.getByRole('button', { name: 'बैकअप और डेटाबेस डाउनलोड' }).click();
    await expect(page.getByRole('dialog').getByText(/^डेटाबेस का आकार: /)).toBeVisible();
    await snap('backup-confirmation-hindi');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
  });
});
