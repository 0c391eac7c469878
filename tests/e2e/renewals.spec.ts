/**
 * The follow-up pipeline (issue 22): a manager finds a renewal assigned to them on the board, marks it contacted,
 * adds the vehicle's new insurance through its record dialog, and sees the renewal renewed; the board in Hindi.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { todayInIndia } from '../../common/record-status';
import { CitizenPage, quotedToast } from './pages/citizen';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { choose, selectNamed } from './support/forms';

class RenewalsPage extends BasePage {
  readonly path = '/renewals';

  /** A status column of the desk's board, named by its status and count: 'Due (3)'. */
  column(status: string) {
    return this.page.getByRole('region', { name: new RegExp(`^${status} \\(`) });
  }

  card(status: string, text: string) {
    return this.column(status).getByRole('article').filter({ hasText: text });
  }

  async filterAssignee(name: string) {
    await choose(this.page, selectNamed(this.page, 'Assignee'), name);
  }
}

const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
async function call(api: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object) {
  const response = await api[method](url, { ...authed(token), ...(data && { data }) });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** dd-mm-yyyy `days` from today in India. */
const shownDay = (days: number) => new Date(Date.parse(todayInIndia()) + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
const isoDay = (days: number) => shownDay(days).split('-').reverse().join('-');

/** Every font face loaded, and the text laid out with them (the Devanagari faces load as Hindi text asks for them). */
const fontsLoaded = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load()));
    await document.fonts.ready;
    // Text painted with the fallback before its face arrived is swapped on a later frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

test('a manager works a renewal from due to renewed by adding the new insurance', async ({ page, api, signIn, snap }) => {
  test.setTimeout(240_000);
  const token = await signIn(DEMO.manager);
  const me = await call(api, token, 'get', '/api/me');
  const mobile = uniqueMobile();
  const name = `E2E Renewal ${mobile.slice(-4)}`;
  const registration = `CG04RW${mobile.slice(-4)}`;
  const citizen = await call(api, token, 'post', '/api/citizens', { name, mobile });
  const vehicle = await call(api, token, 'post', `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  await call(api, token, 'post', `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `OLD${mobile.slice(-6)}`, start_date: isoDay(-360), end_date: isoDay(5),
  });
  // The office hands the renewal to the manager (the board's bulk assign is in the unit specs).
  const { data } = await call(api, token, 'get', '/api/renewals?doc_type=insurance&overdue=false&due_within=5&per_page=1000');
  const renewal = data.find((row: { identifier: string }) => row.identifier === registration);
  await call(api, token, 'post', '/api/renewals/assign', { ids: [renewal.id], assignee_id: me.id });

  const board = await new RenewalsPage(page).open();
  await board.filterAssignee(me.name);
  const due = board.card('Due', registration);
  await expect(due).toContainText(name);
  await expect(due).toContainText(`Assigned to ${me.name}`);
  await expect(due.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${mobile}`);
  await snap('renewals-board');

  await due.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(board.card('Contacted', registration)).toBeVisible();
  await board.card('Contacted', registration).getByRole('button', { name: 'Notes' }).click();
  const notes = board.dialog(`Notes – ${name}`);
  await notes.getByRole('textbox', { name: 'New note' }).fill('Will renew with ACME today');
  await notes.getByRole('button', { name: 'Add' }).click();
  await expect(notes.getByText('Will renew with ACME today')).toBeVisible();
  await expect(notes.getByText('Status: Due → Contacted')).toBeVisible();
  await notes.getByRole('button', { name: 'Close' }).click();

  await board.card('Contacted', registration).getByRole('link', { name }).click();
  const citizenPage = new CitizenPage(page, citizen.id);
  await citizenPage.tab('Vehicles');
  const insurance = await citizenPage.openRecords(registration, 'Insurance', 'Insurance');
  await insurance.add(
    { 'Insurance Type': 'Comprehensive', Company: 'ACME General', 'Policy Number': `new${mobile.slice(-6)}`, 'Start Date': shownDay(0), 'End Date': shownDay(365) },
    quotedToast('Insurance record added.', `NEW${mobile.slice(-6)}`),
  );
  await insurance.close();

  await board.open();
  await board.filterAssignee(me.name);
  const renewed = board.card('Renewed', registration);
  await expect(renewed).toContainText('Renewed by a newer record');
  await snap('renewals-board-renewed');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'नवीनीकरण', level: 1 })).toBeVisible();
  await expect(board.column('नवीनीकृत').getByRole('article').filter({ hasText: registration })).toContainText('नए रिकॉर्ड से नवीनीकृत');
  await expect(page.getByRole('heading', { name: 'नवीनीकरण' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await fontsLoaded(page);
  await snap('renewals-board-hi');
});
