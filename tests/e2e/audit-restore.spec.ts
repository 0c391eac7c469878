/**
 * The audit trail (issue 23): an admin deletes a citizen with a licence, a vehicle and a tax record (both with a
 * PDF), finds the delete in the Audit Trail, restores it and sees the citizen again with its documents and History.
 * Screenshots of the trail and the History tab at 1280 and 390 px, in English and Hindi.
 */
import type { Page } from '@playwright/test';
import { quotedToast } from './pages/citizen';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { choose, PDF, selectNamed, toastSaid } from './support/forms';

class AuditTrailPage extends BasePage {
  readonly path = '/admin/audit';

  /** The entry (a table row on a desk, a card on a phone) of this record and action. */
  entry(record: string, action: string) {
    return this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: record }).filter({ hasText: action });
  }

  async filter(record: string, action: string) {
    await choose(this.page, selectNamed(this.page, 'Record'), record);
    await choose(this.page, selectNamed(this.page, 'Action'), action);
    // The filtered page's answer, not just a quiet network: under load the unfiltered rows were still showing.
    const filtered = this.page.waitForResponse((response) => /\/api\/audit\?.*action=/.test(response.url()));
    await this.button('Apply').click();
    await filtered;
  }
}

/** A citizen made through the API: an LL and a tax record, each with a PDF, on a vehicle. */
async function citizenWithDocuments(page: Page, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, options: { data?: object; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> }) => {
    const response = await page.request.post(`/api${url}`, { headers, ...options });
    expect(response.status(), url).toBe(201);
    return response.json();
  };
  const document = { name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF };
  const digits = uniqueMobile().slice(-4);
  const citizen = await post('/citizens', { data: { name, mobile: uniqueMobile() } });
  const llNo = `CG04A${digits}`;
  await post(`/citizens/${citizen.id}/ll`, { multipart: { ll_no: llNo, vehicle_class: 'LMV', file: document } });
  const vehicle = await post(`/citizens/${citizen.id}/vehicles`, { data: { registration_no: `CG04RZ${digits}` } });
  await post(`/vehicles/${vehicle.id}/taxes`, { multipart: { tax_mode: 'Yearly', tax_from: '2025-04-01', tax_upto: '2026-03-31', file: document } });
  return { id: citizen.id as number, llNo };
}

async function switchToHindi(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
}

test('admin deletes a citizen and restores it with its documents from the audit trail', async ({ page, signIn, snap }) => {
  test.setTimeout(180_000);
  const token = await signIn(DEMO.admin);
  const name = `E2E Restore ${uniqueMobile().slice(-6)}`;
  const citizen = await citizenWithDocuments(page, token, name);

  await page.goto(`/citizens/${citizen.id}`);
  await page.getByRole('group', { name: 'Profile actions' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Are you sure you want to delete the profile for "${name}"? An admin can restore it from the Audit Trail.`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await toastSaid(page, quotedToast('Citizen profile deleted.', name));

  const trail = await new AuditTrailPage(page).open();
  await trail.filter('Citizen', 'Deleted');
  const deleted = trail.entry(`Citizen: ${name}`, 'Deleted');
  await expect(deleted).toContainText(name);
  await snap('audit-trail');
  await deleted.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Restore this record?' });
  await expect(dialog).toContainText('The citizen comes back with the licenses, vehicles, records, renewals and documents deleted with it.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // The tax ended on 31-03-2026: its renewal comes back too.
  await toastSaid(page, 'Restored (5 rows).');
  await expect(trail.entry(`Citizen: ${name}`, 'Deleted').getByRole('button', { name: 'Restore' })).toHaveCount(0);

  await page.goto(`/citizens/${citizen.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const licence = page.getByRole('row').filter({ hasText: citizen.llNo });
  const [documentPage] = await Promise.all([page.waitForEvent('popup'), licence.getByRole('link', { name: 'View' }).click()]);
  expect((await documentPage.request.get(documentPage.url())).headers()['content-type']).toContain('application/pdf');
  await documentPage.close();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Restored' })).toHaveCount(5);
  await expect(page.getByRole('row').filter({ hasText: 'Deleted' })).toHaveCount(5);
  await snap('citizen-history');

  await switchToHindi(page);
  await expect(page.getByRole('tab', { name: 'इतिहास' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'वापस लाया गया' })).toHaveCount(5);
  await snap('citizen-history-hi');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'ऑडिट ट्रेल' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snap('audit-trail-hi');
});
