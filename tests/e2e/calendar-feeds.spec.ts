/**
 * Calendar feeds (issue 23): a manager turns on their feed in Account Settings, copies its address, and the feed
 * fetched from it (as a calendar app would, without a token) holds their citizen's insurance as an all-day event;
 * turned off, the address answers 404. The citizen's Calendar (.ics) download holds the same document. Hindi too.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { BasePage, expect, test, uniqueMobile } from './support/fixtures';
import { day, post } from './support/records';

class AccountPage extends BasePage {
  readonly path = '/account';

  /** The address shown once the feed is turned on. */
  address() {
    return this.page.getByLabel(/^(Calendar feed address|कैलेंडर फ़ीड का पता)$/);
  }
}

/** The events of an iCalendar text as a calendar library reads them: summary, first day, whether all-day. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

/** A citizen of the manager's with a vehicle whose insurance ends in 10 days; answers what its event reads. */
async function citizenWithInsurance(api: APIRequestContext, token: string) {
  const mobile = uniqueMobile();
  const name = `E2E Calendar ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const registration = `CG04CL${mobile.slice(-4)}`;
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POL${mobile.slice(-6)}`, start_date: day(-355), end_date: day(10), status: 'active',
  });
  return { id: citizen.id as number, event: { summary: `Insurance expires: ${registration} (${name})`, start: day(10), allDay: true } };
}

/** Switches the language from the app bar, as a user does, and waits for every font face (Devanagari loads on demand). */
async function switchToHindi(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
}

test('a manager subscribes to their expiries and downloads a citizen’s calendar @phone', async ({ page, api, signIn, createUser, snap }) => {
  const manager = await createUser({ role: 'manager' });
  const token = await signIn(manager);
  const citizen = await citizenWithInsurance(api, token);

  const account = await new AccountPage(page).open();
  await expect(account.heading('Calendar Feed')).toBeVisible();
  await snap('calendar-feed-off');
  await account.button('Turn on calendar feed').click();
  const url = (await account.address().textContent())!;
  expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await account.button('Copy').click();
  await expect(page.getByText('Address copied.')).toBeVisible();
  await snap('calendar-feed-on');

  const feed = await api.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(eventsOf(await feed.text())).toContainEqual(citizen.event);

  await page.reload();
  await expect(page.getByText(/^Your calendar feed is on/)).toBeVisible();
  await account.button('Turn off').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(account.button('Turn on calendar feed')).toBeVisible();
  expect((await api.get(url)).status()).toBe(404);

  await page.goto(`/citizens/${citizen.id}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`expiries-${citizen.id}.ics`);
  expect(eventsOf(await readFile((await download.path())!, 'utf8'))).toEqual([citizen.event]);
  await snap('citizen-calendar-button');
});

test('the calendar feed and the citizen’s calendar in Hindi @phone', async ({ page, api, signIn, createUser, snap }) => {
  const token = await signIn(await createUser({ role: 'manager' }));
  const citizen = await citizenWithInsurance(api, token);
  const account = await new AccountPage(page).open();
  await switchToHindi(page);
  await account.button('कैलेंडर फ़ीड चालू करें').click();
  await expect(account.address()).toContainText('/api/calendar/');
  await snap('calendar-feed-on-hi');

  await page.goto(`/citizens/${citizen.id}`);
  await expect(page.getByRole('button', { name: 'कैलेंडर (ICS)' })).toBeVisible();
  await snap('citizen-calendar-button-hi');
});
