import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_DAYS } from '../../../../common/options.js';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { branches, currentDocuments, drivingLicences, insurances, puccs, taxes, users, vehicles } from '../../../db/schema/index.js';
import { FEED_MAX_EVENTS } from '../../../lib/calendar/expiry-feeds.js';
import { addCitizen, setUpWorld, type Actor } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();
const day = (offset: number) => addDays(todayInIndia(), offset);

interface Parsed {
  name: string;
  events: { uid: string; summary: string; description: string; start: string; allDay: boolean; end: string }[];
}

/** The iCalendar text read back by a calendar library (ical.js): the calendar's name and its events. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

const turnOn = (actor: Actor) => t.request({ method: 'POST', url: '/api/me/calendar', token: actor.token });
const pathOf = (url: string) => new URL(url).pathname;

async function feedOf(url: string): Promise<Parsed> {
  const response = await t.request({ method: 'GET', url: pathOf(url) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parse(response.body);
}
const summaries = (calendar: Parsed) => calendar.events.map((event) => event.summary);

describe('calendar feeds', () => {
  let otherCitizen: number;
  beforeAll(async () => {
    const db = t.database.db;
    const [vehicle] = await db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo: 'CG04CA1001' }).returning();
    await db.insert(insurances).values({ vehicleId: vehicle.id, insuranceType: 'Comprehensive', companyName: 'United', policyNumber: 'POL-CAL-1', startDate: day(-355), endDate: day(10) });
    // Beyond the feed's 90 days, and already past: only the citizen's own calendar shows them.
    await db.insert(puccs).values({ vehicleId: vehicle.id, puccNumber: 'PU-CAL-1', validFrom: day(-80), validUntil: day(CALENDAR_FEED_DAYS + 1) });
    await db.insert(taxes).values({ vehicleId: vehicle.id, taxMode: 'Yearly', taxFrom: day(-370), taxUpto: day(-5) });
    otherCitizen = await addCitizen(t, world, { name: 'Bhola Yadav', branchId: world.branchB });
    await db.insert(drivingLicences).values({ citizenId: otherCitizen, dlNo: 'CG07-DL-CAL', issueDate: day(-7000), expiryDate: day(CALENDAR_FEED_DAYS) });
  });

  it("answers an admin's feed: every document of the next 90 days, one all-day event each, read back by a calendar library", async () => {
    const response = await turnOn(world.admin);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[\w-]{43}\.ics$/);
    const feed = await feedOf(url);
    expect(feed.name).toBe('Parivahan Desk: expiries');
    expect(feed.events).toEqual([
      {
        uid: expect.stringMatching(/^insurance-\d+@parivahan-desk$/),
        summary: 'Insurance expires: CG04CA1001 (Ramesh Kumar)',
        description: expect.stringContaining('Insurance number: POL-CAL-1'),
        start: day(10),
        allDay: true,
        end: day(11),
      },
      {
        uid: expect.stringMatching(/^dl-\d+@parivahan-desk$/),
        summary: 'Driving License expires: CG07-DL-CAL (Bhola Yadav)',
        description: expect.stringContaining(`/citizens/${otherCitizen}`),
        start: day(CALENDAR_FEED_DAYS),
        allDay: true,
        end: day(CALENDAR_FEED_DAYS + 1),
      },
    ]);
    expect(feed.events[1].description).not.toContain('Driving License number');
  });

  it("limits a branch manager's feed to their branch; a manager of none sees all", async () => {
    const branchA = await feedOf((await turnOn(world.managerA)).json().url);
    expect(summaries(branchA)).toEqual(['Insurance expires: CG04CA1001 (Ramesh Kumar)']);
    const branchB = await feedOf((await turnOn(world.managerB)).json().url);
    expect(summaries(branchB)).toEqual(['Driving License expires: CG07-DL-CAL (Bhola Yadav)']);
    expect(summaries(await feedOf((await turnOn(world.managerFree)).json().url))).toHaveLength(2);
  });

  it('revokes the old address when a new one is made, and every address when the feed is turned off', async () => {
    const first = (await turnOn(world.managerA)).json().url;
    const second = (await turnOn(world.managerA)).json().url;
    expect(second).not.toBe(first);
    const gone = await t.request({ method: 'GET', url: pathOf(first) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Not found.' });
    await feedOf(second);
    const status = await t.request({ method: 'GET', url: '/api/me/calendar', token: world.managerA.token });
    expect(status.json()).toEqual({ enabled: true, created_at: expect.any(String) });

    const off = await t.request({ method: 'DELETE', url: '/api/me/calendar', token: world.managerA.token });
    expect(off.json()).toEqual({ message: 'Calendar feed turned off.' });
    expect((await t.request({ method: 'GET', url: pathOf(second) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/me/calendar', token: world.managerA.token })).json()).toEqual({ enabled: false, created_at: null });
    expect((await t.request({ method: 'GET', url: '/api/calendar/not-a-secret.ics' })).statusCode).toBe(404);
  });

  it('keeps only a hash of the secret, and closes the feed of a user who is no longer staff', async () => {
    const { user, token } = await t.signIn('manager', { branchId: world.branchA });
    const { url } = (await turnOn({ id: user.id, token })).json();
    const secret = pathOf(url).split('/').pop()!.replace('.ics', '');
    const stored = await t.database.pool!.query('select secret_hash from calendar_feeds where user_id = $1', [user.id]);
    expect(stored.rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].secret_hash).not.toContain(secret);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);
  });

  it('refuses the feed to a plain user', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await t.request({ method, url: '/api/me/calendar', token: world.owner.token })).statusCode).toBe(403);
    }
  });

  it('caps a feed at its most events with a note saying how far it goes', async () => {
    const [branch] = await t.database.db.insert(branches).values({ name: 'Calendar Cap' }).returning();
    const { user, token } = await t.signIn('manager', { branchId: branch.id });
    const citizen = await addCitizen(t, world, { name: 'Many Docs', branchId: branch.id });
    // The derived table alone, as the triggers would fill it (no foreign keys): FEED_MAX_EVENTS + 1 taxes, 100 a day.
    const rows = Array.from({ length: FEED_MAX_EVENTS + 1 }, (_, i) => ({
      docType: 'tax', recordId: 2_000_000_000 + i, citizenId: citizen, branchId: branch.id, expiryDate: day(Math.floor(i / 100)), ownerSearch: 'many docs',
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.database.db.insert(currentDocuments).values(rows.slice(i, i + 1000));
    const feed = await feedOf((await turnOn({ id: user.id, token })).json().url);
    expect(feed.events).toHaveLength(FEED_MAX_EVENTS + 1);
    const note = feed.events.find((event) => event.uid.startsWith('feed-capped-'))!;
    expect(note).toMatchObject({ summary: 'Only the first 5,000 expiries are shown', start: day(0), allDay: true });
    expect(note.description).toContain(`up to ${day(49).split('-').reverse().join('-')}`);
    expect(feed.events.filter((event) => event.start === day(50))).toHaveLength(0);
  });

  describe("a citizen's calendar", () => {
    const download = (actor: Actor, id = world.citizenId) => t.request({ method: 'GET', url: `/api/citizens/${id}/calendar.ics`, token: actor.token });

    it('downloads all their current documents, past and beyond 90 days', async () => {
      const response = await download(world.managerA);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="expiries-${world.citizenId}.ics"`);
      const calendar = parse(response.body);
      expect(calendar.name).toBe('Parivahan Desk: Ramesh Kumar');
      expect(calendar.events.map((event) => [event.summary, event.start, event.allDay])).toEqual([
        ['Tax expires: CG04CA1001 (Ramesh Kumar)', day(-5), true],
        ['Insurance expires: CG04CA1001 (Ramesh Kumar)', day(10), true],
        ['PUCC expires: CG04CA1001 (Ramesh Kumar)', day(CALENDAR_FEED_DAYS + 1), true],
      ]);
    });

    it('is for staff who may see the citizen', async () => {
      expect((await download(world.managerB)).statusCode).toBe(404);
      expect((await download(world.owner)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/calendar.ics` })).statusCode).toBe(401);
      expect(parse((await download(world.managerB, otherCitizen)).body).events).toHaveLength(1);
    });
  });
});
