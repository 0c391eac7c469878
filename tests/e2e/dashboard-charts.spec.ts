/**
 * Dashboard charts (issue 22, Pictures): the admin's and a branch manager's dashboards draw the documents expiring
 * per week and the service requests per status, each also as a table; a week's bar opens the expiry report of that
 * week (Monday to Sunday). Screenshots at 1280 and 390 px, in English and in Hindi.
 */
import type { Page } from '@playwright/test';
import { BasePage, DEMO, expect, test } from './support/fixtures';

const EXPIRING = 'Documents expiring per week (next 12 weeks)';
const REQUESTS = 'Service requests per status (last 8 weeks)';
const RENEWALS = 'Renewals by status';

class DashboardPage extends BasePage {
  readonly path = '/dashboard';

  chart(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  /** The drawn parts of a chart's bars (a week without documents has none). */
  bars(title: string) {
    return this.chart(title).locator('.chart-bar');
  }

  /** The texts of a chart's y-axis tick labels. */
  countTicks(title: string) {
    return this.chart(title).locator('.chart-count-tick').allTextContents();
  }

  async open() {
    await super.open();
    await expect(this.bars(EXPIRING)).not.toHaveCount(0);
    return this;
  }
}

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Switches the language from the app bar, as a user does, and shows the page again with the Devanagari font faces loaded. */
async function switchToHindi(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
  // Its three weights' faces arrive with the Hindi catalogue; then each is loaded.
  const devanagariFacesLoaded = () =>
    page.evaluate(async () => (await Promise.all([...document.fonts].filter((face) => face.family.includes('Devanagari')).map((face) => face.load()))).length);
  await expect.poll(devanagariFacesLoaded).toBeGreaterThanOrEqual(3);
  // Text laid out before the faces came stays in boxes until drawn anew.
  await page.reload();
  await expect.poll(devanagariFacesLoaded).toBeGreaterThanOrEqual(3);
}

test("an admin's dashboard charts the coming expiries and the requests; a week's bar opens its expiry report @phone", async ({ page, signIn, snap }) => {
  await signIn(DEMO.admin);
  const dashboard = await new DashboardPage(page).open();
  await expect(dashboard.bars(REQUESTS).first()).toBeVisible();
  await snap('dashboard-charts');

  await dashboard.chart(EXPIRING).getByRole('button', { name: 'Show as table' }).click();
  const weeks = dashboard.chart(EXPIRING).getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(weeks).toHaveCount(12);
  await dashboard.chart(EXPIRING).getByRole('button', { name: 'Show as chart' }).click();

  await dashboard.bars(EXPIRING).last().click();
  await expect(page).toHaveURL(/\/reports\/expiries\?start_date=\d{4}-\d\d-\d\d&end_date=\d{4}-\d\d-\d\d$/);
  const url = new URL(page.url());
  const [start, end] = [url.searchParams.get('start_date')!, url.searchParams.get('end_date')!];
  expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
  expect(end).toBe(dayAfter(start, 6));
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
});

test("a branch manager's dashboard charts their branch, as a table too, in Hindi @phone", async ({ page, signIn, snap }) => {
  await signIn(DEMO.manager);
  const dashboard = await new DashboardPage(page).open();
  await expect(page.getByRole('heading', { name: 'Manager Dashboard' })).toBeVisible();
  await dashboard.chart(REQUESTS).getByRole('button', { name: 'Show as table' }).click();
  await expect(dashboard.chart(REQUESTS).getByRole('columnheader')).toHaveText(['Week of', 'Pending', 'Contacted', 'Completed', 'Rejected', 'Total']);
  await expect(dashboard.chart(REQUESTS).getByRole('row')).toHaveCount(9);
  await snap('dashboard-charts-table');

  await switchToHindi(page);
  const requestsInHindi = page.getByRole('region', { name: 'स्थिति के अनुसार सेवा अनुरोध (पिछले 8 सप्ताह)' });
  await expect(page.getByRole('region', { name: 'प्रति सप्ताह समाप्त होने वाले दस्तावेज़ (अगले 12 सप्ताह)' }).locator('.chart-bar').first()).toBeVisible();
  await snap('dashboard-charts-hi');
  await requestsInHindi.getByRole('button', { name: 'तालिका के रूप में देखें' }).click();
  await expect(requestsInHindi.getByRole('columnheader').nth(1)).toHaveText('लंबित');
  await snap('dashboard-charts-table-hi');
});

test("a state's counts (lakhs) show whole on the charts' axes @phone", async ({ page, signIn, snap }) => {
  // The demo's own answer, scaled to a state's counts: a lakh of documents a week and four lakh renewals due.
  await page.route('**/api/dashboard/charts', async (route) => {
    const charts = await (await route.fetch()).json();
    for (const week of charts.expiring_by_week) week.counts.insurance = 100_000 + week.counts.insurance;
    charts.renewals_by_status.due = 400_000;
    await route.fulfill({ json: charts });
  });
  await signIn(DEMO.admin);
  const dashboard = await new DashboardPage(page).open();
  await expect(dashboard.bars(RENEWALS).first()).toBeVisible();
  await snap('dashboard-charts-lakhs');
  const expectWholeLakhs = async (titles: string[]) => {
    for (const title of titles) {
      const ticks = await dashboard.countTicks(title);
      expect(ticks).toContain('1,00,000');
      expect(ticks.filter((tick) => !/^[\d,]+$/.test(tick))).toEqual([]);
    }
  };
  await expectWholeLakhs([EXPIRING, RENEWALS]);
  // Hindi draws the digits in its Devanagari font.
  await switchToHindi(page);
  await expect(dashboard.bars('स्थिति के अनुसार नवीनीकरण').first()).toBeVisible();
  await expectWholeLakhs(['प्रति सप्ताह समाप्त होने वाले दस्तावेज़ (अगले 12 सप्ताह)', 'स्थिति के अनुसार नवीनीकरण']);
  await snap('dashboard-charts-lakhs-hi');
});
