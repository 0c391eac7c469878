/**
 * Reminders (issues 22, 32): a manager previews tomorrow's WhatsApp digests and reads one; the admin sends today's
 * now, after a confirmation naming the count, and sees the digest move to Delivered on a signed delivery report; the
 * page in Hindi. Then (@phone) today's and tomorrow's previews, a run WhatsApp reports failed and Resend failed, in
 * English and Hindi; the e2e server has no quiet hours, so the page names none.
 *
 * Both journeys send today's run, which every journey shares: they run one after the other in the desk project
 * only (two at once changed each other's counts), the second at a phone's width (390 px).
 */
import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { todayInIndia } from '../../common/record-status';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { authed, day, post, shown } from './support/records';

/** The e2e server's WHATSAPP_APP_SECRET (playwright.config.ts). */
const WEBHOOK_SECRET = 'e2e-webhook-secret';

test.describe.configure({ mode: 'serial' });

class RemindersPage extends BasePage {
  readonly path = '/reminders';

  /** The section (card) under a heading. */
  section(heading: RegExp) {
    return this.page.locator('.MuiCard-root').filter({ has: this.page.getByRole('heading', { name: heading }) });
  }

  /** The row (desk) or card (phone) holding `text` in a section. */
  item(heading: RegExp, text: string) {
    const section = this.section(heading);
    return section.getByRole('row').filter({ hasText: text }).or(section.getByRole('article').filter({ hasText: text }));
  }
}

/** A vehicle of the citizen with an insurance ending `days` from today. */
async function insuranceEnding(api: APIRequestContext, token: string, citizenId: number, registration: string, days: number) {
  const vehicle = await post(api, token, `/api/citizens/${citizenId}/vehicles`, { registration_no: registration, type: 'LMV' });
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POL${registration}`, start_date: day(days - 365), end_date: day(days), status: 'active',
  });
}

/** A status report for a message (delivered, or failed with WhatsApp's error), signed as Meta signs it. */
async function report(api: APIRequestContext, providerId: string, status: 'delivered' | 'failed') {
  const errors = status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {};
  const body = JSON.stringify({ entry: [{ changes: [{ value: { statuses: [{ id: providerId, status, timestamp: String(Math.floor(Date.now() / 1000)), ...errors }] } }] }] });
  const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`;
  const response = await api.post('/api/webhooks/whatsapp', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: body });
  expect(await response.json()).toMatchObject({ updated: 1, opt_outs: 0 });
}

/** The id of today's digest to `mobile`. */
async function digestTo(api: APIRequestContext, token: string, mobile: string): Promise<number> {
  const digests = await (await api.get(`/api/reminders/digests?run_date=${todayInIndia()}&per_page=100`, authed(token))).json();
  return digests.data.find((queued: { mobile: string }) => queued.mobile === mobile).id;
}

const fontsLoaded = (page: Page) => page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));

test("a manager previews tomorrow's reminders; the admin sends today's and one is delivered", async ({ page, api, signIn, snap }) => {
  const managerToken = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const name = `E2E Reminder ${mobile.slice(-4)}`;
  const citizen = await post(api, managerToken, '/api/citizens', { name, mobile });
  await insuranceEnding(api, managerToken, citizen.id, `CG04RT${mobile.slice(-4)}`, 31); // tomorrow: 30 days left
  await insuranceEnding(api, managerToken, citizen.id, `CG04RS${mobile.slice(-4)}`, 7); // today: 7 days left

  const reminders = await new RemindersPage(page).open();
  const tomorrow = /^Tomorrow's reminders/;
  const row = reminders.item(tomorrow, mobile);
  await expect(row).toContainText(name);
  await expect(row).toContainText('30 days left');
  await row.getByRole('button', { name: `Message to ${mobile}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message to ${mobile}` });
  await expect(dialog).toContainText(`${name}: vehicle insurance CG04RT${mobile.slice(-4)} expires on`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(reminders.button('Send reminders now')).toHaveCount(0);
  await snap('reminders-manager');

  const adminToken = await signIn(DEMO.admin);
  const today = await (await api.get('/api/reminders/preview', authed(adminToken))).json();
  const count: number = today.meta.messages;
  expect(count).toBeGreaterThan(0);
  await reminders.open();
  await reminders.button('Send reminders now').click();
  await expect(page.getByRole('dialog')).toContainText(`Send today's ${count} reminder ${count === 1 ? 'message' : 'messages'} now?`);
  // Journeys running beside this one may add a document due today between the preview and the run: the toast names
  // what the run queued.
  const [run] = await Promise.all([page.waitForResponse('**/api/reminders/run'), page.getByRole('button', { name: 'Confirm' }).click()]);
  const { queued } = (await run.json()) as { queued: number };
  expect(queued).toBeGreaterThanOrEqual(count);
  await expect(page.getByText(`${queued} reminder ${queued === 1 ? 'message' : 'messages'} queued`)).toBeVisible();

  const sent = reminders.item(/^Messages sent/, mobile);
  await expect(async () => {
    await reminders.open();
    await expect(sent).toContainText('Sent', { timeout: 1000 });
  }).toPass();
  await report(api, `log:${await digestTo(api, adminToken, mobile)}`, 'delivered');
  await reminders.open();
  await expect(sent).toContainText('Delivered');
  await expect(reminders.item(/^Runs/, shown(todayInIndia()))).toContainText(/Delivered: [1-9]/);
  await snap('reminders-admin');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await fontsLoaded(page);
  await expect(reminders.heading(/^कल के अनुस्मारक/)).toBeVisible();
  await snap('reminders-hindi');
});

test("the admin previews today's and tomorrow's reminders, sees a failed run and resends it, in English and Hindi, on a phone", async ({ page, api, signIn, snap }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signIn(DEMO.admin);
  const mobile = uniqueMobile();
  const name = `E2E Resend ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  await insuranceEnding(api, token, citizen.id, `CG04RF${mobile.slice(-4)}`, 7); // today
  await insuranceEnding(api, token, citizen.id, `CG04RG${mobile.slice(-4)}`, 31); // tomorrow

  const reminders = await new RemindersPage(page).open();
  await expect(reminders.item(/^Today's reminders/, mobile)).toContainText(`CG04RF${mobile.slice(-4)}`);
  await expect(reminders.item(/^Today's reminders/, mobile)).toContainText('7 days left');
  await expect(reminders.item(/^Tomorrow's reminders/, mobile)).toContainText('30 days left');
  await expect(reminders.section(/^Today's reminders/)).toContainText('Not sent yet: what Send reminders now sends.');
  await expect(page.getByText(/^Every day one WhatsApp message/)).toBeVisible();
  await expect(page.getByText(/Nothing is sent from/)).toHaveCount(0);
  await snap('reminders-today-tomorrow');

  await reminders.button('Send reminders now').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/reminder messages? queued$/)).toBeVisible();
  const digest = await digestTo(api, token, mobile);
  const sent = reminders.item(/^Messages sent/, mobile);
  await expect(async () => {
    await reminders.open();
    await expect(sent).toContainText('Sent', { timeout: 1000 });
  }).toPass();
  await report(api, `log:${digest}`, 'failed');

  await reminders.open();
  await expect(sent).toContainText('Failed');
  const run = reminders.item(/^Runs/, shown(todayInIndia()));
  await expect(run).toContainText(/Failed: [1-9]/);
  await snap('reminders-failed-run');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await fontsLoaded(page);
  await expect(reminders.heading(/^आज के अनुस्मारक/)).toBeVisible();
  await expect(reminders.heading(/^कल के अनुस्मारक/)).toBeVisible();
  const runHindi = reminders.item(/^दैनिक रन/, shown(todayInIndia()));
  await expect(runHindi).toContainText(/विफल: [1-9]/);
  await expect(page.getByText(/कुछ नहीं भेजा जाता/)).toHaveCount(0);
  await snap('reminders-failed-run-hindi');

  const [today] = (await (await api.get('/api/reminders/runs', authed(token))).json()).data;
  const count: number = today.resendable;
  await runHindi.getByRole('button', { name: 'विफल संदेश दोबारा भेजें' }).click();
  await expect(page.getByRole('dialog')).toContainText(`${shown(todayInIndia())} ${count === 1 ? 'का' : 'के'} ${count} विफल अनुस्मारक संदेश दोबारा भेजें?`);
  await page.getByRole('button', { name: 'पुष्टि करें' }).click();
  await expect(page.getByText(`${count} अनुस्मारक संदेश फिर से कतार में`)).toBeVisible();
  const sentHindi = reminders.item(/^भेजे गए संदेश/, mobile);
  await expect(async () => {
    await reminders.open();
    await expect(sentHindi).toContainText('भेजा गया', { timeout: 1000 });
  }).toPass();
  const after = await (await api.get(`/api/reminders/digests?run_date=${todayInIndia()}&per_page=100`, authed(token))).json();
  expect(after.data.filter((queued: { mobile: string }) => queued.mobile === mobile)).toEqual([expect.objectContaining({ id: digest, status: 'sent', documents: 1 })]);
  await snap('reminders-resent-hindi');
});
