import { AskForServicePage, HomePage } from './pages/shell';
import { ServiceRequestsPage, TrackPage } from './pages/desk';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { loginToken } from './support/session';

const NOT_FOUND = 'No request found for this reference and mobile number.';

test.describe('tracking a request', () => {
  test('a visitor sends a request, copies its reference and tracks it as staff work on it @phone', async ({ page, signIn, snap }) => {
    const mobile = uniqueMobile();
    await new HomePage(page).open();
    await expect(page.getByRole('link', { name: 'Track a request' })).toHaveAttribute('href', '/track');
    await snap('tracking-home-link');

    await page.goto('/ask-for-service?category=dl&service=duplicate_dl');
    const form = new AskForServicePage(page);
    await form.field('Contact name').fill('Tracking Visitor');
    await form.field('Contact mobile').fill(mobile);
    await form.button('Submit Request').click();
    await expect(page).toHaveURL('/ask-for-service/sent');
    await expect(page.getByText('Your reference', { exact: true })).toBeVisible();
    const reference = (await page.getByText(/^SR-\d{4}-\d{6}$/).textContent())!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await form.button('Copy reference').click();
    // Said beside the button (the public pages have no toasts).
    await expect(page.getByRole('status').filter({ hasText: 'Reference copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await snap('tracking-request-sent');

    await form.link('Track a request').click();
    await expect(page).toHaveURL(`/track?reference=${reference}`);
    const track = new TrackPage(page);
    await expect(track.field('Reference')).toHaveValue(reference);
    await track.track(null, uniqueMobile());
    // Shown in the red alert beside the Track button, focused (issue 34: the public pages have no toasts).
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: NOT_FOUND })).toBeFocused();
    await snap('tracking-not-found');

    await track.track(null, mobile);
    await expect(track.result(reference)).toContainText('Service request');
    await expect(track.result(reference).getByRole('listitem')).toHaveText([/Pending$/]);

    // The office finds the request by its reference and marks it contacted; the visitor sees the change.
    await signIn(DEMO.manager);
    const desk = await new ServiceRequestsPage(page).open();
    await desk.search(reference.toLowerCase());
    // One request found (a table row at desk width, a card on a phone).
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(desk.button('Mark as Contacted')).toHaveCount(1);
    await desk.button('Mark as Contacted').click();
    await desk.expectToast('Request marked as contacted.');
    await snap('tracking-desk-search');
    await page.evaluate(() => localStorage.removeItem('token'));

    await page.goto(`/track?reference=${reference}`);
    await track.track(null, mobile);
    await expect(track.result(reference).getByRole('listitem')).toHaveText([/Pending$/, /Contacted$/]);
    await snap('tracking-found');
  });

  test('a visitor sends an inquiry and tracks it in Hindi @phone', async ({ page, api, snap }) => {
    const mobile = uniqueMobile();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('locale', 'hi'));
    await page.goto('/document-inquiry');
    await page.getByRole('textbox', { name: 'नाम', exact: true }).fill('ट्रैकिंग आगंतुक');
    await page.getByRole('textbox', { name: 'मोबाइल', exact: true }).fill(mobile);
    await page.getByRole('checkbox', { name: 'बीमा' }).check();
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(page).toHaveURL('/document-inquiry/sent');
    await expect(page.getByText('आपका संदर्भ', { exact: true })).toBeVisible();
    const reference = (await page.getByText(/^DI-\d{4}-\d{6}$/).textContent())!;
    await expect(page.getByRole('button', { name: 'संदर्भ कॉपी करें' })).toBeVisible();
    await snap('tracking-inquiry-sent-hi');

    // The office marks it resolved.
    const token = await loginToken(api, DEMO.manager);
    const [inquiry] = (await (await api.get(`/api/admin/document-inquiries?q=${reference}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const resolved = await api.patch(`/api/admin/document-inquiries/${inquiry.id}/status`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'resolved' } });
    expect(resolved.status()).toBe(200);

    await page.getByRole('link', { name: 'अनुरोध ट्रैक करें' }).click();
    const track = new TrackPage(page);
    const hindi = { reference: 'संदर्भ', mobile: 'मोबाइल नंबर', submit: 'ट्रैक करें' };
    await track.track(null, uniqueMobile(), hindi);
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'इस संदर्भ और मोबाइल नंबर का कोई अनुरोध नहीं मिला।' })).toBeFocused();
    await track.track(null, mobile, hindi);
    await expect(track.result(reference)).toContainText('दस्तावेज़ पूछताछ');
    await expect(track.result(reference).getByRole('listitem')).toHaveCount(2);
    await snap('tracking-found-hi');
  });
});
