/**
 * The WhatsApp inbox (issue 36): a citizen writes to the office's number (a signed Cloud API webhook call), the admin
 * sees the conversation appear live without a reload, opens the chat, replies, and the reply shows with its tick;
 * the citizen's Messages tab shows both. Then (@phone) the chat opens full-screen and goes back to the list. A branch
 * manager working in Hindi, at a desk and on a phone, sees a message live, answers with the office's quick reply
 * filled for the citizen, and the renewal card shows the reply. (Save to record of a PDF needs the Cloud API's media
 * endpoint, which the journeys' server has none of: server/test/routes/conversations/save-to-record.test.ts.)
 */
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { day, post } from './support/records';

/** The e2e server's WHATSAPP_APP_SECRET (playwright.config.ts). */
const WEBHOOK_SECRET = 'e2e-webhook-secret';

class InboxPage extends BasePage {
  readonly path = '/inbox';

  /** The inbox keeps its live feed open, so the network is never idle: it is ready when its search shows. */
  override async open(): Promise<this> {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('searchbox', { name: /Search name, mobile or message|नाम, मोबाइल या संदेश खोजें/ })).toBeVisible();
    return this;
  }

  conversation(name: string) {
    return this.page.getByRole('list', { name: /Inbox|इनबॉक्स/ }).getByRole('link').filter({ hasText: name });
  }
}

/** A text message from `mobile`, signed as Meta signs its webhook calls. */
async function citizenWrites(api: APIRequestContext, mobile: string, text: string) {
  const from = `91${mobile}`;
  const message = { from, id: `wamid.e2e${Date.now()}${mobile}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } };
  const value = { messaging_product: 'whatsapp', metadata: { display_phone_number: '919000000000', phone_number_id: '1' }, contacts: [{ profile: { name: 'WA Citizen' }, wa_id: from }], messages: [message] };
  const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA', changes: [{ field: 'messages', value }] }] });
  const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`;
  const response = await api.post('/api/webhooks/whatsapp', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: body });
  expect(await response.json()).toMatchObject({ stored: 1 });
}

test('a citizen writes, the admin sees it live, replies, and the Messages tab shows both', async ({ page, api, signIn, snap }) => {
  const token = await signIn(DEMO.admin);
  const mobile = uniqueMobile();
  const name = `E2E Inbox ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const inbox = await new InboxPage(page).open();

  await citizenWrites(api, mobile, 'haan renew kar do');
  // Live: the conversation appears without a reload.
  await expect(inbox.conversation(name)).toContainText('haan renew kar do', { timeout: 5_000 });
  await inbox.conversation(name).click();
  const chat = page.getByRole('log');
  await expect(chat).toContainText('haan renew kar do');
  await page.getByRole('textbox', { name: 'Write a reply' }).fill('Ji, kal tak ho jayega');
  await inbox.button('Send').click();
  await expect(chat.locator('[data-direction="out"]').filter({ hasText: 'Ji, kal tak ho jayega' })).toBeVisible();
  await expect(chat.getByRole('img', { name: /Sent|Queued|Sending/ })).toBeVisible();
  await snap('inbox-chat');

  await page.goto(`/citizens/${citizen.id}`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText('haan renew kar do')).toBeVisible();
  await expect(page.getByText('Ji, kal tak ho jayega')).toBeVisible();
  await expect(page.getByText('Received')).toBeVisible();
});

test('the admin opens a chat full-screen on a phone and goes back @phone', async ({ page, api, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signIn(DEMO.admin);
  const mobile = uniqueMobile();
  const name = `E2E Phone ${mobile.slice(-4)}`;
  await post(api, token, '/api/citizens', { name, mobile });
  await citizenWrites(api, mobile, 'PUC ki photo bhej di');
  const inbox = await new InboxPage(page).open();
  await inbox.conversation(name).click();
  await expect(page.getByRole('log')).toContainText('PUC ki photo bhej di');
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(inbox.conversation(name)).toBeVisible();
});

test('a branch manager in Hindi sees a message live, answers with a quick reply, and the renewal card shows the reply @phone', async ({ page, api, signIn, adminToken, snap }) => {
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const name = `E2E Hindi ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: `CG04WA${mobile.slice(-4)}`, type: 'LMV' });
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POLWA${mobile}`, start_date: day(-355), end_date: day(10), status: 'active',
  });
  const title = `Bima ${mobile.slice(-4)}`;
  await post(api, adminToken, '/api/quick-replies', { language: 'hi', title, body: 'Namaste {name}, {vehicle} ka bima {expiry} ko khatam hoga.' });

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'hi'));
  const inbox = await new InboxPage(page).open();
  await citizenWrites(api, mobile, 'haan renew kar do');
  await expect(inbox.conversation(name)).toContainText('haan renew kar do', { timeout: 5_000 });
  await inbox.conversation(name).click();
  await page.getByRole('combobox', { name: 'झटपट जवाब' }).click();
  await page.getByRole('option', { name: `${title} (हिन्दी)` }).click();
  const reply = `Namaste ${name}, CG04WA${mobile.slice(-4)} ka bima ${day(10).split('-').reverse().join('-')} ko khatam hoga.`;
  await expect(page.getByRole('textbox', { name: 'जवाब लिखें' })).toHaveValue(reply);
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByRole('log').locator('[data-direction="out"]').filter({ hasText: reply })).toBeVisible();
  await snap('inbox-quick-reply-hi');

  await page.goto(`/renewals?q=${mobile}`);
  await expect(page.getByText("जवाब दिया: 'haan renew kar do'").first()).toBeVisible();
});
