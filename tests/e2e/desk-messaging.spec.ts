/**
 * WhatsApp messaging (decisions.md §Messaging): a branch manager sends a message from a citizen's page and
 * notifies a learner licence's expiry; the outbox rows are checked through the API. The test server has no
 * WHATSAPP_TOKEN, so the log transport sends and marks them sent.
 */
import type { APIRequestContext } from '@playwright/test';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';

class CitizenMessagesPage extends BasePage {
  constructor(
    readonly page: BasePage['page'],
    readonly id: number,
  ) {
    super(page);
  }

  get path() {
    return `/citizens/${this.id}`;
  }

  async sendMessage(text: string) {
    await this.button('Send Message').click();
    const dialog = this.dialog('Send Message');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    return dialog;
  }
}

const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function post(api: APIRequestContext, token: string, url: string, data: object) {
  const response = await api.post(url, { ...authed(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The citizen's messages through the API, once every one has left the outbox. */
async function sentMessages(api: APIRequestContext, token: string, citizenId: number) {
  let rows: { body: string; status: string; sender: { name: string } }[] = [];
  await expect(async () => {
    rows = (await (await api.get(`/api/citizens/${citizenId}/messages`, authed(token))).json()).data;
    expect(rows.map((row) => row.status).every((status) => status === 'sent')).toBe(true);
  }).toPass({ timeout: 15_000 });
  return rows;
}

test('a branch manager messages a citizen on WhatsApp and notifies an LL expiry', async ({ page, api, signIn, snap }) => {
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const name = `E2E Messaging ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const llNo = `CG04M${mobile.slice(-6)}`;
  await post(api, token, `/api/citizens/${citizen.id}/ll`, { ll_no: llNo, issue_date: '2025-01-15', expiry_date: '2025-07-13' });

  const detail = await new CitizenMessagesPage(page, citizen.id).open();
  const dialog = await detail.sendMessage('Your driving licence is ready for pickup at the office.');
  await expect(dialog.getByText(`Message sent to ${name}.`)).toBeVisible();
  const waMe = dialog.getByRole('link', { name: 'Open in WhatsApp' });
  await expect(waMe).toHaveAttribute('href', `https://wa.me/91${mobile}?text=Your%20driving%20licence%20is%20ready%20for%20pickup%20at%20the%20office.`);
  await snap('desk-messaging-sent-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const notice = `Dear ${name}, your Learner License ${llNo} expired on 13-07-2025. Please contact us to apply for a new one.`;
  const licenceRow = page.getByRole('row').filter({ hasText: llNo });
  await licenceRow.getByRole('button', { name: 'Notify' }).click();
  const confirmation = detail.dialog('Send expiry notice');
  await expect(confirmation.getByText(notice)).toBeVisible();
  await expect(confirmation.getByText(`To ${name} (${mobile}) by WhatsApp:`)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Send' }).click();
  await detail.expectToast(`Message sent to ${name}.`);
  await expect(licenceRow).toContainText(/\d\d-\d\d-\d{4} \d\d:\d\d/);

  const rows = await sentMessages(api, token, citizen.id);
  expect(rows.map((row) => row.body)).toEqual([notice, 'Your driving licence is ready for pickup at the office.']);
  const me = await (await api.get('/api/me', authed(token))).json();
  expect(rows.map((row) => row.sender.name)).toEqual([me.name, me.name]);

  await page.getByRole('tab', { name: 'Messages' }).click();
  const table = page.getByRole('row').filter({ hasText: 'ready for pickup' });
  await expect(table.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: llNo }).getByText('Sent', { exact: true })).toBeVisible();
  await snap('desk-messaging-messages-tab');
});
