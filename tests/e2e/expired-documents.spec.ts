/**
 * Expired documents (issue 19, items 6, 8, 11): an insurance past its end date reads 'Expired on' whatever status was
 * chosen; Check Expiries shows its policy and vehicle numbers in their own columns, previews and sends its notice
 * (then shows when), and edits it in its own form; the same screens in Hindi.
 */
import type { Page } from '@playwright/test';
import { BasePage, DEMO, expect, snapHere, test, uniqueMobile } from './support/fixtures';
import { day, post, shown } from './support/records';

class ExpiredDocumentsPage extends BasePage {
  constructor(
    readonly page: Page,
    readonly citizenId: number,
  ) {
    super(page);
  }

  get path() {
    return `/citizens/${this.citizenId}/expired`;
  }

  /** A document listed: a table row on a desk, a card on a phone. */
  item(text: string) {
    return this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: text });
  }
}


/** Every font face of the page loaded (the Devanagari ones load only once Hindi text asks for them). */
const fontsLoaded = (page: Page) => page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));

/** Switches the language from the app bar, as a user does, and waits for its font. */
async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await fontsLoaded(page);
}

test("an insurance past its end date reads 'Expired on'; Check Expiries previews its notice, sends it and edits it @phone", async ({ page, api, signIn, snap }) => {
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const name = `E2E Expired ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const registration = `CG04EX${mobile.slice(-4)}`;
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  const policy = `POL${mobile.slice(-6)}`;
  const ended = day(-3);
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: policy, start_date: day(-368), end_date: ended, status: 'active',
  });
  const expiredOn = `Expired on ${shown(ended)}`;

  await page.goto(`/citizens/${citizen.id}`);
  await page.getByRole('tab', { name: 'All Details' }).click();
  await expect(page.getByText(expiredOn)).toBeVisible();
  await snap('all-details-expired-insurance');

  await page.getByRole('link', { name: 'Check Expiries' }).click();
  const expired = new ExpiredDocumentsPage(page, citizen.id);
  const row = expired.item(policy);
  await expect(row).toContainText(registration);
  await expect(row).toContainText(expiredOn);
  await snap('check-expiries');

  await row.getByRole('button', { name: 'Notify' }).click();
  const confirmation = expired.dialog('Send expiry notice');
  const notice = `Dear ${name}, your vehicle insurance ${registration} expired on ${shown(ended)}. Please contact us to renew it.`;
  await expect(confirmation.getByText(notice)).toBeVisible();
  await expect(confirmation.getByText(`To ${name} (${mobile}) by WhatsApp:`)).toBeVisible();
  await snapHere(page, test.info(), 'check-expiries-notify-confirmation');
  await confirmation.getByRole('button', { name: 'Send' }).click();
  await expired.expectToast(`Message sent to ${name}.`);
  await expect(row).toContainText(/\d\d-\d\d-\d{4} \d\d:\d\d/);

  await row.getByRole('button', { name: 'Edit' }).click();
  const form = expired.dialog('Insurance');
  await expect(form.getByRole('textbox', { name: /Policy Number/ })).toHaveValue(policy);
  await expect(form.getByRole('combobox', { name: /Status/ })).toHaveText('Active');
  await snapHere(page, test.info(), 'check-expiries-edit');
  await form.getByRole('button', { name: 'Cancel edit' }).click();

  await switchLanguage(page, 'Language', 'हिन्दी');
  await expect(row).toContainText(`${shown(ended)} को समाप्त`);
  await snap('check-expiries-hi');
  await row.getByRole('button', { name: 'सूचित करें' }).click();
  await expect(expired.dialog('समाप्ति सूचना भेजें').getByText(notice)).toBeVisible();
  await fontsLoaded(page);
  await snapHere(page, test.info(), 'check-expiries-notify-confirmation-hi');
  await expired.dialog('समाप्ति सूचना भेजें').getByRole('button', { name: 'रद्द करें' }).click();
  await page.goto(`/citizens/${citizen.id}`);
  await page.getByRole('tab', { name: 'संपूर्ण विवरण' }).click();
  await expect(page.getByText(`${shown(ended)} को समाप्त`)).toBeVisible();
  await fontsLoaded(page);
  await snap('all-details-expired-insurance-hi');
});
