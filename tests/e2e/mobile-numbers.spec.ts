/**
 * Issue 32 §2: the public Document Inquiry form took only 10 characters of a mobile ('+91-98115-60002' became
 * '+91-98115-'). Every mobile field takes a number written with +91, 0, spaces and hyphens, and keeps its ten digits;
 * the inquiry form names the speed governor as the rest of the app does. In English and Hindi, at 1280 and 390 px.
 * (Each form's own round trip with a mobile written '+91-…' is in the forms table, tests/e2e/forms/.)
 */
import { citizens as enCitizens } from '../../src/i18n/en/citizens';
import { desk as enDesk } from '../../src/i18n/en/desk';
import { options as enOptions } from '../../src/i18n/en/options';
import { citizens as hiCitizens } from '../../src/i18n/hi/citizens';
import { desk as hiDesk } from '../../src/i18n/hi/desk';
import { options as hiOptions } from '../../src/i18n/hi/options';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { authed, post } from './support/records';

const LANGUAGES = [
  ['en', enDesk.desk.inquiries, enOptions.options.document_types, enCitizens.citizens.list],
  ['hi', hiDesk.desk.inquiries, hiOptions.options.document_types, hiCitizens.citizens.list],
] as const;

/** '+91-98115-60002' and '0 98115 60002': how offices and people write a mobile. */
const withCountryCode = (digits: string) => `+91-${digits.slice(0, 5)}-${digits.slice(5)}`;
const withZero = (digits: string) => `0 ${digits.slice(0, 5)} ${digits.slice(5)}`;

for (const [language, inquiry, documentTypes, citizenList] of LANGUAGES) {
  test(`a visitor sends a document inquiry with the mobile written +91-…, kept as its ten digits (${language}) @phone`, async ({ page, api, adminToken, snap }) => {
    await page.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    const mobile = uniqueMobile();
    const name = `E2E Inquirer ${mobile.slice(-4)}`;
    await page.goto('/document-inquiry');
    await page.getByRole('textbox', { name: inquiry.name, exact: true }).fill(name);
    const phone = page.getByRole('textbox', { name: inquiry.phone, exact: true });
    await phone.fill(withCountryCode(mobile));
    await expect(phone).toHaveValue(withCountryCode(mobile));
    await page.getByRole('checkbox', { name: documentTypes.SLD }).check();
    await page.getByRole('checkbox', { name: documentTypes.PUCC }).check();
    await snap(`mobile-document-inquiry-${language}`);
    await page.getByRole('button', { name: inquiry.submit }).click();
    await expect(page).toHaveURL('/document-inquiry/sent');

    const found = await api.get(`/api/admin/document-inquiries?${new URLSearchParams({ q: withZero(mobile) })}`, authed(adminToken));
    expect((await found.json()).data.find((row: { name: string }) => row.name === name)).toMatchObject({ phone: mobile, document_type: ['SLD', 'PUCC'] });
  });

  test(`a staff member finds a citizen by a mobile written 0 … (${language}) @phone`, async ({ page, api, signIn, snap }) => {
    const token = await signIn(DEMO.manager);
    await page.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    const mobile = uniqueMobile();
    const name = `E2E Mobile ${mobile.slice(-4)}`;
    const citizen = await post(api, token, '/api/citizens', { name, mobile: withCountryCode(mobile) });
    expect(citizen.mobile).toBe(mobile);

    await page.goto('/citizens');
    // On a phone the filters fold behind their button.
    const unfold = page.getByRole('button', { name: /^(Filters|फ़िल्टर)/ });
    if (await unfold.isVisible()) await unfold.click();
    await page.getByRole('textbox', { name: citizenList.mobile, exact: true }).fill(withZero(mobile));
    await page.getByRole('button', { name: citizenList.search_button, exact: true }).click();
    const rows = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(mobile);
    await snap(`mobile-citizen-filter-${language}`);
  });
}
