import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { citizens as englishCitizens } from '../../../src/i18n/en/citizens';
import { inbox as englishInbox } from '../../../src/i18n/en/inbox';
import { citizens as hindiCitizens } from '../../../src/i18n/hi/citizens';
import { inbox as hindiInbox } from '../../../src/i18n/hi/inbox';
import { options as hindiOptions } from '../../../src/i18n/hi/options';
import { expectAccessible } from '../support/axe';
import { BasePage } from '../support/base-page';
import { fillDate } from '../support/dates';
import { choose, selectNamed, toastSaid } from '../support/forms';
import { day, shown } from '../support/records';

/** The e2e server's WHATSAPP_APP_SECRET (playwright.config.ts). */
const WEBHOOK_SECRET = 'e2e-webhook-secret';

/** What a citizen sends: a text, or a PDF (the server fetches it from the fake Cloud API, support/fake-cloud-api.ts). */
type Content = { text: string } | { pdf: string };

/** A message from `mobile`, signed as Meta signs its webhook calls. */
export async function citizenSends(api: APIRequestContext, mobile: string, content: Content) {
  const from = `91${mobile}`;
  const id = `wamid.e2e${Date.now()}${mobile}`;
  const body = 'text' in content
    ? { type: 'text', text: { body: content.text } }
    : { type: 'document', document: { id: `media-${id}`, mime_type: 'application/pdf', sha256: 'e2e', filename: content.pdf } };
  const message = { from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...body };
  const value = { messaging_product: 'whatsapp', metadata: { display_phone_number: '919000000000', phone_number_id: '1' }, contacts: [{ profile: { name: 'WA Citizen' }, wa_id: from }], messages: [message] };
  const payload = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA', changes: [{ field: 'messages', value }] }] });
  const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex')}`;
  const response = await api.post('/api/webhooks/whatsapp', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: payload });
  expect(await response.json()).toMatchObject({ stored: 1 });
}

/** axe-core once no fetch shows its progress (the app bar's spinner has no name of its own), as accessibility.spec.ts waits. */
export async function expectSettledAccessible(page: Page, where: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, where);
}

/** The texts Save to record meets, in the journey's language. */
const TEXTS = {
  en: { save: englishInbox.inbox.save, citizens: englishCitizens.citizens, comprehensive: 'Comprehensive', close: 'Close' },
  hi: { save: hindiInbox.inbox.save, citizens: hindiCitizens.citizens, comprehensive: hindiOptions.options.insurance_types.Comprehensive, close: 'बंद करें' },
};

export class InboxPage extends BasePage {
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

  get chat() {
    return this.page.getByRole('log');
  }

  /**
   * Save to record of the PDF `file` in the open chat: the citizen (found by `search` when not the number's own),
   * the vehicle, Insurance, then the insurance form with the file attached, saved as policy `policy`.
   */
  async saveToInsurance(file: string, { registration, policy, search, language = 'en' }: { registration: string; policy: string; search?: { text: string; option: string }; language?: 'en' | 'hi' }) {
    const texts = TEXTS[language];
    const bubble = this.chat.locator('[data-direction="in"]').filter({ has: this.page.getByRole('link', { name: file }) });
    await bubble.getByRole('button', { name: texts.save.action }).click();
    const dialog = this.page.getByRole('dialog', { name: texts.save.title });
    await expect(selectNamed(dialog, texts.save.target)).toBeVisible();
    await expectSettledAccessible(this.page, `the Save to record dialog (${language})`);
    if (search) {
      const citizen = dialog.getByRole('combobox', { name: texts.save.citizen });
      await citizen.fill(search.text);
      await this.page.getByRole('option').filter({ hasText: search.option }).click();
    }
    await choose(this.page, selectNamed(dialog, texts.save.target), registration);
    await choose(this.page, selectNamed(dialog, texts.save.kind), texts.citizens.vehicles.buttons.insurances);
    await dialog.getByRole('button', { name: texts.save.next }).click();
    const form = this.page.getByRole('dialog', { name: texts.citizens.records.insurances.title }).getByRole('region');
    await expect(form).toContainText(texts.citizens.fields.attached_document.replace('%{name}', file));
    await expectSettledAccessible(this.page, `the insurance form with the file attached (${language})`);
    const { fields } = texts.citizens;
    await choose(this.page, selectNamed(form, fields.insurance_type), texts.comprehensive);
    await form.getByRole('textbox', { name: fields.company_name, exact: true }).fill('ACME General');
    await form.getByRole('textbox', { name: fields.policy_number, exact: true }).fill(policy);
    await fillDate(form, new RegExp(`^${fields.start_date}`), shown(day(-1)));
    await fillDate(form, new RegExp(`^${fields.end_date}`), shown(day(364)));
    await form.getByRole('button', { name: texts.citizens.actions.add }).click();
    await toastSaid(this.page, new RegExp(policy.toUpperCase()));
  }
}

/** The citizen's insurance of `policy` shows "From WhatsApp, <today>", and its document opens as a PDF. */
export async function expectInsuranceFromWhatsApp(page: Page, citizenId: number, registration: string, policy: string, language: 'en' | 'hi' = 'en') {
  const { citizens } = TEXTS[language];
  await page.goto(`/citizens/${citizenId}?tab=vehicles`);
  await page.getByRole('row').or(page.getByRole('article')).filter({ hasText: registration })
    .getByRole('button', { name: citizens.vehicles.buttons.insurances, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${citizens.records.insurances.title} – ${registration}` });
  const row = dialog.getByRole('row').or(dialog.getByRole('article')).filter({ hasText: policy.toUpperCase() });
  await expect(row).toContainText(citizens.fields.from_whatsapp.replace('%{date}', shown(day(0))));
  const [documentPage] = await Promise.all([page.waitForEvent('popup'), row.getByRole('link', { name: citizens.actions.view_document }).click()]);
  const document = await documentPage.request.get(documentPage.url());
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  await documentPage.close();
  await dialog.getByRole('button', { name: TEXTS[language].close, exact: true }).click();
}
