/**
 * Expiry journeys (doc2 §2, §9): a manager runs the report for the next 30 days and pages to its end, opens a
 * citizen from the expired documents and Check Expiries lists that citizen's expired documents as the report does.
 */
import type { APIRequestContext } from '@playwright/test';
import { BasePage, DEMO, expect, test } from './support/fixtures';

class ExpiryReportPage extends BasePage {
  readonly path = '/reports/expiries';

  /** The documents listed: table rows on a desk, cards on a phone. */
  items() {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell') }).or(this.page.getByRole('article'));
  }

  /** A filter's button; on a phone the filters first unfold from 'Filters'. */
  async filter(name: string) {
    if ((this.page.viewportSize()?.width ?? 1280) < 600) await this.page.getByRole('button', { name: /^Filters/ }).click();
    return this.button(name);
  }

  /** 'Showing from–to of total' as numbers. */
  async shown() {
    const text = await this.page.getByText(/^Showing \d/).textContent();
    const [from, to, total] = (text ?? '').match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, '')));
    return { from, to, total };
  }
}

type ReportRow = { type: string; identifier: string; expiry_date: string; citizen_id: number };

/** Every row of the report with `query`, through the API, page after page. */
async function reportRows(api: APIRequestContext, token: string, query: Record<string, string>): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get(`/api/reports/expiries?${new URLSearchParams({ ...query, page: String(page) })}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('-');

test('a manager runs the expiry report for the next 30 days and pages to its end @phone', async ({ page, signIn, snap }) => {
  await signIn(DEMO.managerWithoutBranch);
  const report = await new ExpiryReportPage(page).open();
  const filtered = page.waitForResponse((response) => /\/api\/reports\/expiries\?.*end_date=/.test(response.url()));
  await (await report.filter('Next 30 days')).click();
  await expect(page).toHaveURL(/start_date=\d{4}-\d\d-\d\d&end_date=\d{4}-\d\d-\d\d/);
  // Other journeys add documents meanwhile: the pages are those of the answer drawn, not of a later count.
  const { total, last_page: last } = (await (await filtered).json()) as { total: number; last_page: number };
  expect(total).toBeGreaterThan(0);
  await expect.poll(async () => (await report.shown()).total).toBe(total);
  await expect(report.items().first()).toBeVisible();
  await snap('expiry-report-next-30');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  if (last > 1) {
    await pages.getByRole('button', { name: String(last), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${last}`));
  }
  // It ends at the total, or is full when another journey added documents after the last page was chosen.
  await expect.poll(async () => {
    const { from, to, total } = await report.shown();
    return from === (last - 1) * 15 + 1 && (to === total || (to - from + 1 === 15 && to < total));
  }).toBe(true);
  await page.goto(`${report.path}?end_date=2000-01-01&page=3`);
  await expect(page.getByText('No documents match these filters.').or(page.getByText('No records on this page. Go back to page 1.'))).toBeVisible();
});

test("Check Expiries lists a citizen's expired documents as the report does @phone", async ({ page, api, signIn, snap }) => {
  const token = await signIn(DEMO.manager);
  const report = await new ExpiryReportPage(page).open();
  await (await report.filter('Expired')).click();
  const firstOwner = report.items().first().getByRole('link');
  const citizenId = Number((await firstOwner.getAttribute('href'))!.split('/').pop());
  await firstOwner.click();
  await expect(page).toHaveURL(new RegExp(`/citizens/${citizenId}$`));
  await page.getByRole('link', { name: 'Check Expiries' }).click();
  await expect(page).toHaveURL(new RegExp(`/citizens/${citizenId}/expired$`));
  await expect(page.getByRole('heading', { name: /^Expired documents of / })).toBeVisible();
  await snap('citizen-expired-documents');

  // The server's yesterday (it runs on this machine's clock and zone).
  const yesterday = new Date(Date.now() - 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const expected = (await reportRows(api, token, { end_date: yesterday })).filter((row) => row.citizen_id === citizenId);
  const shown = new ExpiryReportPage(page).items();
  await expect(shown).toHaveCount(expected.length);
  for (const row of expected) {
    await expect(shown.filter({ hasText: row.type }).filter({ hasText: row.identifier }).filter({ hasText: ddmmyyyy(row.expiry_date) })).toHaveCount(1);
  }
});

test("on a phone the expiry report shows its results first, the filters folded behind 'Filters (N)'", async ({ page, signIn, snap }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(DEMO.manager);
  await page.goto('/reports/expiries?doc_type=insurance&owner_name=a');
  const report = new ExpiryReportPage(page);
  const filters = page.getByRole('button', { name: 'Filters (2)' });
  await expect(filters).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Owner Name' })).toHaveCount(0);
  await expect(report.items().first()).toBeInViewport();
  await snap('expiry-report-phone-folded');
  await filters.click();
  await expect(page.getByRole('textbox', { name: 'Owner Name' })).toHaveValue('a');
  // Clicked once the filters have unfolded past it: a click while the fold still clips it was once lost in CI.
  const clear = page.getByRole('button', { name: 'Clear' });
  await expect(clear).toBeInViewport({ ratio: 1 });
  await clear.click();
  await expect(page).toHaveURL(/\/reports\/expiries$/);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(report.items().first()).toBeInViewport();
});
