/**
 * Issue 32 §3: every record table fits its dialog. The Insurance dialog's Document, Last notified and Edit/Delete
 * columns lay past its right edge at 1280 px. Each of the seven record kinds, with a document and a notice sent (its
 * widest row), is measured at 1280 and 390 px in English and Hindi: no cell, card or button past the dialog's right
 * edge, and no table wider than its box.
 */
import type { Page } from '@playwright/test';
import { citizens as english } from '../../src/i18n/en/citizens';
import { citizens as hindi } from '../../src/i18n/hi/citizens';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { authed, day, post } from './support/records';
import { PDF } from './support/forms';

/** Each kind: its API path, its button and title key, the notice's document type and a record's fields. */
const KINDS = [
  ['taxes', 'taxes', 'tax', { vehicle_type: 'Construction Equipment Vehicle', tax_mode: 'Quarterly', tax_from: day(-60), tax_upto: day(20), amount: '12850.75' }],
  ['insurances', 'insurances', 'insurance',
    { insurance_type: 'Comprehensive', company_name: 'National Insurance Company Limited', policy_number: 'NIC/2025/310100/31/04/0001234', start_date: day(-345), end_date: day(20) }],
  ['puccs', 'puccs', 'pucc', { pucc_number: 'CG00401230004567', valid_from: day(-160), valid_until: day(20) }],
  ['fitnesses', 'fitnesses', 'fitness', { certificate_number: 'FC/CG04/2025/0012345', issue_date: day(-345), expiry_date: day(20) }],
  ['vltds', 'vltds', 'vltd', { certificate_number: 'VLTD-CG-2025-000123456', issue_date: day(-345), expiry_date: day(20) }],
  ['permits', 'permits', 'permit', { permit_number: 'CG/04/NP/2025/0004567', issue_date: day(-345), expiry_date: day(20) }],
  ['speed-governors', 'speed_governors', 'speed_governor', { certificate_number: 'SG/CG04/2025/00012345', issue_date: day(-345), expiry_date: day(20) }],
] as const;

/** What lies past the open dialog's right edge (or scrolls in its table), by its text; empty when everything fits. */
function overflowing(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    // The dialog role is on MUI's Paper: its box is the dialog's.
    const paper = dialog.getBoundingClientRect();
    const content = dialog.querySelector('.MuiDialogContent-root')!;
    const edge = Math.min(paper.right, content.getBoundingClientRect().right);
    const out = [...content.querySelectorAll('td, th, article, dd, a, button')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.tagName} '${element.textContent?.trim().slice(0, 30)}' right ${Math.round(element.getBoundingClientRect().right)} > ${Math.round(edge)}`);
    const scrolling = [...content.querySelectorAll('.MuiTableContainer-root')]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `table ${box.scrollWidth} px in a box of ${box.clientWidth}`);
    return [...scrolling, ...out];
  });
}

test('every record table fits its dialog, in English and Hindi @phone', async ({ page, api, signIn, snap }, testInfo) => {
  test.setTimeout(240_000);
  const token = await signIn(DEMO.admin);
  const mobile = uniqueMobile();
  const citizen = await post(api, token, '/api/citizens', { name: `E2E Wide Records ${mobile.slice(-4)}`, mobile });
  const registration = `CG04WR${mobile.slice(-4)}`;
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'TRANS(HGV)' });
  for (const [path, , docType, fields] of KINDS) {
    const created = await api.post(`/api/vehicles/${vehicle.id}/${path}`, {
      ...authed(token), multipart: { ...fields, file: { name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const notice = await api.post('/api/reports/expiries/notify', { ...authed(token), data: { doc_type: docType, record_id: (await created.json()).id } });
    expect(notice.status(), await notice.text()).toBeLessThan(300);
  }

  for (const [language, texts] of [['en', english], ['hi', hindi]] as const) {
    await page.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    await page.goto(`/citizens/${citizen.id}?tab=vehicles`);
    for (const [, key] of KINDS) {
      await page.getByRole('button', { name: texts.citizens.vehicles.buttons[key], exact: true }).first().click();
      const title = `${texts.citizens.records[key].title} – ${registration}`;
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('link').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await overflowing(page), `${title} at ${testInfo.project.name}`).toEqual([]);
      if (key === 'insurances' || key === 'taxes') await snap(`record-table-${key}-${language}`);
      await dialog.getByRole('button', { name: language === 'en' ? 'Close' : 'बंद करें', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  }
});
