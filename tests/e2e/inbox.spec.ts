/**
 * The WhatsApp inbox (issue 36): a citizen writes to the office's number (a signed Cloud API webhook call), the admin
 * sees the conversation appear live without a reload, opens the chat, replies, and the reply shows with its tick;
 * the citizen's Messages tab shows both. Then (@phone) the chat opens full-screen and goes back to the list. For each
 * role that sees the inbox, at a desk and on a phone, a citizen sends a PDF (fetched from the fake Cloud API beside the
 * server), it shows live in the open chat, Save to record makes it an insurance record's document ("From WhatsApp,
 * <date>", it opens), and the renewal card shows the reply: the admin in English for the number's own citizen, a
 * manager without branch for another citizen (a father sends his son's policy), a branch manager in Hindi after
 * answering with a quick reply.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { day, post } from './support/records';
import { citizenSends, expectInsuranceFromWhatsApp, expectSettledAccessible, InboxPage } from './pages/inbox';

/** A citizen with a vehicle whose insurance expires in 10 days (an open renewal); answers the citizen and the registration. */
async function citizenWithRenewal(api: APIRequestContext, token: string, name: string, mobile: string) {
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const registration = `CG04WA${mobile.slice(-4)}`;
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POLWA${mobile}`, start_date: day(-355), end_date: day(10), status: 'active',
  });
  return { citizen, registration };
}

/** The renewals board finds the citizen's card by mobile and it shows the reply. */
async function expectRenewalReply(page: Page, mobile: string, reply: string | RegExp) {
  await page.goto(`/renewals?q=${mobile}`);
  await expect(page.getByText(reply).first()).toBeVisible();
}

test('a citizen sends a PDF, the admin sees it live, saves it to an insurance record that shows where it came from, and the renewal card shows the reply @phone', async ({ page, api, signIn }) => {
  const token = await signIn(DEMO.admin);
  const mobile = uniqueMobile();
  const name = `E2E PDF ${mobile.slice(-4)}`;
  const { citizen, registration } = await citizenWithRenewal(api, token, name, mobile);
  await citizenSends(api, mobile, { text: 'policy bhej raha hoon' });
  const inbox = await new InboxPage(page).open();
  await inbox.conversation(name).click();
  await expect(inbox.chat).toContainText('policy bhej raha hoon');

  await citizenSends(api, mobile, { pdf: 'policy.pdf' });
  // Live: the file shows in the open chat once fetched, without a reload.
  await expect(inbox.chat.getByRole('link', { name: 'policy.pdf' })).toBeVisible({ timeout: 5_000 });
  await expectSettledAccessible(page, 'a chat with a PDF');
  // Before the new insurance renews it: the card of the open renewal shows the reply.
  await expectRenewalReply(page, mobile, /Replied .* with a file/);

  await inbox.open();
  await inbox.conversation(name).click();
  await inbox.saveToInsurance('policy.pdf', { registration, policy: `wapol${mobile.slice(-4)}` });
  await expectInsuranceFromWhatsApp(page, citizen.id, registration, `wapol${mobile.slice(-4)}`);
});

test("a manager without branch saves the PDF a father sends to his son's insurance, found by vehicle number @phone", async ({ page, api, signIn }) => {
  const token = await signIn(DEMO.managerWithoutBranch);
  const fatherMobile = uniqueMobile();
  const father = `E2E Father ${fatherMobile.slice(-4)}`;
  await citizenWithRenewal(api, token, father, fatherMobile);
  const son = await citizenWithRenewal(api, token, `E2E Son ${fatherMobile.slice(-4)}`, uniqueMobile());
  await citizenSends(api, fatherMobile, { text: 'bete ki policy' });
  const inbox = await new InboxPage(page).open();
  await inbox.conversation(father).click();
  await citizenSends(api, fatherMobile, { pdf: 'son-policy.pdf' });
  await expect(inbox.chat.getByRole('link', { name: 'son-policy.pdf' })).toBeVisible({ timeout: 5_000 });
  const policy = `sonpol${fatherMobile.slice(-4)}`;
  await inbox.saveToInsurance('son-policy.pdf', { registration: son.registration, policy, search: { text: son.registration, option: son.citizen.name } });
  await expectInsuranceFromWhatsApp(page, son.citizen.id, son.registration, policy);
  await expectRenewalReply(page, fatherMobile, /Replied .* with a file/);
});

test('a citizen writes, the admin sees it live, replies, and the Messages tab shows both', async ({ page, api, signIn, snap }) => {
  const token = await signIn(DEMO.admin);
  const mobile = uniqueMobile();
  const name = `E2E Inbox ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const inbox = await new InboxPage(page).open();

  await citizenSends(api, mobile, { text: 'haan renew kar do' });
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
  await citizenSends(api, mobile, { text: 'PUC ki photo bhej di' });
  const inbox = await new InboxPage(page).open();
  await inbox.conversation(name).click();
  await expect(page.getByRole('log')).toContainText('PUC ki photo bhej di');
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(inbox.conversation(name)).toBeVisible();
});

test('a branch manager in Hindi sees a message live, answers with a quick reply, the renewal card shows the reply, and saves a PDF to an insurance record @phone', async ({ page, api, signIn, adminToken, snap }) => {
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const name = `E2E Hindi ${mobile.slice(-4)}`;
  const { citizen, registration } = await citizenWithRenewal(api, token, name, mobile);
  const title = `Bima ${mobile.slice(-4)}`;
  await post(api, adminToken, '/api/quick-replies', { language: 'hi', title, body: 'Namaste {name}, {vehicle} ka bima {expiry} ko khatam hoga.' });

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'hi'));
  const inbox = await new InboxPage(page).open();
  await citizenSends(api, mobile, { text: 'haan renew kar do' });
  await expect(inbox.conversation(name)).toContainText('haan renew kar do', { timeout: 5_000 });
  await inbox.conversation(name).click();
  await page.getByRole('combobox', { name: 'झटपट जवाब' }).click();
  await page.getByRole('option', { name: `${title} (हिन्दी)` }).click();
  const reply = `Namaste ${name}, ${registration} ka bima ${day(10).split('-').reverse().join('-')} ko khatam hoga.`;
  await expect(page.getByRole('textbox', { name: 'जवाब लिखें' })).toHaveValue(reply);
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByRole('log').locator('[data-direction="out"]').filter({ hasText: reply })).toBeVisible();
  await snap('inbox-quick-reply-hi');

  await expectRenewalReply(page, mobile, "जवाब दिया: 'haan renew kar do'");

  await inbox.open();
  await inbox.conversation(name).click();
  await citizenSends(api, mobile, { pdf: 'bima.pdf' });
  await expect(inbox.chat.getByRole('link', { name: 'bima.pdf' })).toBeVisible({ timeout: 5_000 });
  await expectSettledAccessible(page, 'a chat with a PDF, in Hindi');
  const policy = `hipol${mobile.slice(-4)}`;
  await inbox.saveToInsurance('bima.pdf', { registration, policy, language: 'hi' });
  await expectInsuranceFromWhatsApp(page, citizen.id, registration, policy, 'hi');
});
