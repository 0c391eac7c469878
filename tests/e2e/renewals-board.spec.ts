/**
 * The renewals board past its first page (issue 32): a manager searches an owner with 30 due renewals, sees the first
 * 25 and loads the rest; the search and filters stay in the address through a reload. A renewal's history and the
 * audit trail name the people and rows they change. At 1280 and 390 px, in English and Hindi.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { todayInIndia } from '../../common/record-status';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { choose, selectNamed } from './support/forms';

class RenewalBoardPage extends BasePage {
  readonly path = '/renewals';

  /** The cards of this owner, whichever column or tab shows them. */
  cards(owner: string) {
    return this.page.getByRole('article').filter({ hasText: owner });
  }

  /**
   * Searches and waits for the board's answer: a card of the unfiltered board may show the owner already, and a dialog
   * opened from it closed when the search's answer redrew the board (a CI failure).
   */
  async search(term: string) {
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/renewals' && url.searchParams.get('q') === term;
    });
    await this.page.getByRole('textbox', { name: /Owner, mobile|मालिक, मोबाइल/ }).fill(term);
    await this.page.keyboard.press('Enter');
    await answered;
  }
}

const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
async function call(api: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object) {
  const response = await api[method](url, { ...authed(token), ...(data && { data }) });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const isoDay = (days: number) => new Date(Date.parse(todayInIndia()) + days * 86_400_000).toISOString().slice(0, 10);

/** The `i`th vehicle's number of an owner: CG 07, two series letters and two digits from the mobile, then `i`. */
const registrationOf = (mobile: string, i: number) =>
  `CG07${[...mobile.slice(-4, -2)].map((digit) => String.fromCharCode(65 + Number(digit))).join('')}${mobile.slice(-2)}${String(i).padStart(2, '0')}`;

/** A citizen with `count` vehicles, each insured until 1 to `count` days from today (so each a due renewal). */
async function ownerWithRenewals(api: APIRequestContext, token: string, count: number) {
  const mobile = uniqueMobile();
  const name = `E2E Owner ${mobile.slice(-5)}`;
  const citizen = await call(api, token, 'post', '/api/citizens', { name, mobile });
  for (let i = 1; i <= count; i++) {
    const vehicle = await call(api, token, 'post', `/api/citizens/${citizen.id}/vehicles`, { registration_no: registrationOf(mobile, i) });
    await call(api, token, 'post', `/api/vehicles/${vehicle.id}/insurances`, {
      insurance_type: 'Third Party', company_name: 'ACME General', policy_number: `BRD${mobile.slice(-5)}${i}`, start_date: isoDay(i - 360), end_date: isoDay(i % 28),
    });
  }
  return { id: citizen.id as number, name, mobile };
}

/** The labels of the Audit Trail's filters: the Filters button (a phone's), Record, Action, their choices and Apply. */
const AUDIT_FILTERS = {
  en: { folded: 'Filters', record: 'Record', citizen: 'Citizen', action: 'Action', created: 'Created', apply: 'Apply' },
  hi: { folded: 'फ़िल्टर', record: 'रिकॉर्ड', citizen: 'नागरिक', action: 'कार्य', created: 'बनाया गया', apply: 'लागू करें' },
};

/** The Audit Trail narrowed to citizens created (on a phone the filters are opened first). */
async function filterAudit(page: Page, labels: (typeof AUDIT_FILTERS)['en']) {
  if ((page.viewportSize()?.width ?? 1280) < 600) await page.getByRole('button', { name: new RegExp(`^${labels.folded}`) }).click();
  await choose(page, selectNamed(page, labels.record), labels.citizen);
  await choose(page, selectNamed(page, labels.action), labels.created);
  const filtered = page.waitForResponse((response) => /\/api\/audit\?.*action=create/.test(response.url()));
  await page.getByRole('button', { name: labels.apply }).click();
  await filtered;
}

/** An entry of the trail (a row on a desk, a card on a phone) holding this text. */
const auditEntry = (page: Page, text: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: text });

async function switchToHindi(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
}

test('a manager searches an owner on the renewals board, loads past the first 25 and keeps the search through a reload @phone', async ({ page, api, signIn, snap }) => {
  test.setTimeout(240_000);
  const token = await signIn(DEMO.manager);
  const owner = await ownerWithRenewals(api, token, 30);
  const board = await new RenewalBoardPage(page).open();
  await board.search(owner.name);
  await expect(board.cards(owner.name)).toHaveCount(25);
  await expect(page.getByText('Showing 25 of 30.')).toBeVisible();
  await choose(page, selectNamed(page, 'Document Type'), 'Insurance');
  await expect(page).toHaveURL(/doc_type=insurance/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(owner.name);

  // A reload (or the link shared) shows the same board.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Owner, mobile, vehicle or document No.' })).toHaveValue(owner.name);
  await expect(selectNamed(page, 'Document Type')).toContainText('Insurance');
  await expect(board.cards(owner.name)).toHaveCount(25);
  await page.getByRole('button', { name: 'Load 5 more' }).click();
  await expect(board.cards(owner.name)).toHaveCount(30);
  await expect(page.getByRole('button', { name: /^Load/ })).toHaveCount(0);
  await snap('renewals-board-search');
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    // A phone's tab is kept in the address too.
    await page.getByRole('tab', { name: /^Contacted/ }).click();
    await expect(page).toHaveURL(/tab=contacted/);
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Contacted/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /^Due/ }).click();
  }

  // By mobile (as people write it) and by a vehicle number.
  await board.search(`+91 ${owner.mobile.slice(0, 5)}-${owner.mobile.slice(5)}`);
  await expect(board.cards(owner.name)).toHaveCount(25);
  await board.search(registrationOf(owner.mobile, 7).replace(/^CG07/, 'cg-07 '));
  await expect(board.cards(owner.name)).toHaveCount(1);

  await board.search(owner.name);
  await expect(board.cards(owner.name).nth(24)).toBeVisible();
  await switchToHindi(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'मालिक, मोबाइल, वाहन या दस्तावेज़ नंबर' })).toHaveValue(owner.name);
  await expect(board.cards(owner.name)).toHaveCount(25);
  await expect(page.getByText('30 में से 25 दिखाए गए।')).toBeVisible();
  await expect(page.getByRole('button', { name: '5 और दिखाएँ' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snap('renewals-board-search-hi');
});

test("a renewal's history and the audit trail name the people and rows, not their ids @phone", async ({ page, api, signIn, snap }) => {
  test.setTimeout(240_000);
  const token = await signIn(DEMO.manager);
  const me = await call(api, token, 'get', '/api/me');
  const owner = await ownerWithRenewals(api, token, 1);
  const { data } = await call(api, token, 'get', `/api/renewals?q=${encodeURIComponent(owner.name)}`);
  await call(api, token, 'post', '/api/renewals/assign', { ids: [data[0].id], assignee_id: me.id });

  const board = await new RenewalBoardPage(page).open();
  await board.search(owner.name);
  await board.cards(owner.name).getByRole('button', { name: 'Notes' }).click();
  const notes = board.dialog(`Notes – ${owner.name}`);
  await expect(notes.getByText(`Assignee: - → ${me.name}`)).toBeVisible();
  await snap('renewal-history-names');
  await notes.getByRole('button', { name: 'Close' }).click();

  await signIn(DEMO.admin);
  await page.goto('/admin/audit');
  await filterAudit(page, AUDIT_FILTERS.en);
  const entry = auditEntry(page, `Citizen: ${owner.name}`);
  await expect(entry).toContainText(`Created by${me.name}`);
  await expect(entry).not.toContainText(`#${owner.id}`);
  await snap('audit-trail-names');

  await switchToHindi(page);
  await filterAudit(page, AUDIT_FILTERS.hi);
  await expect(auditEntry(page, `नागरिक: ${owner.name}`)).toContainText(`बनाने वाला${me.name}`);
  await page.waitForLoadState('networkidle');
  await snap('audit-trail-names-hi');
});
