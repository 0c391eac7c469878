import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { messages, reminderDocuments } from '../../../db/schema/index.js';
import { claimDue } from '../../../lib/messaging/outbox.js';
import { addDays } from '../../../../common/record-status.js';
import { runFinished } from '../../../lib/renewals/reminder-digests.js';
import { runReminders } from '../../../lib/renewals/reminder-run.js';
import { startMinute, startReminderSchedule } from '../../../lib/renewals/reminder-schedule.js';
import { buildTestApp, type TestApp } from '../../build.js';
import { addCitizen, insuranceDue, licenceDue } from '../../routes/reminders/reminder-fixtures.js';

/**
 * The daily run with an injected clock, on PGlite and on PostgreSQL: each window, one digest per mobile, no duplicate
 * on a second run, after a run stopped midway or with two instances at once; quiet hours hold it and the worker.
 */

const config = loadConfig({}).reminders;
const DAY = '2031-03-10';
/** 10:30 in India that day, and 22:00 (quiet hours). */
const morning = () => new Date(`${DAY}T05:00:00Z`);
const night = () => new Date(`${DAY}T16:30:00Z`);
const noLog = { info: () => undefined, error: () => undefined } as never;

const reminderCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.kind, 'reminder')))[0].n;
const documentCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(reminderDocuments))[0].n;

/** `mobiles` mobiles, each with a document in every window (and one in none): answers the documents due. */
async function seed(t: TestApp, mobiles: number) {
  for (let i = 0; i < mobiles; i++) {
    const citizen = await addCitizen(t);
    for (const window of [30, 15, 7]) await insuranceDue(t, citizen.id, DAY, window);
    await licenceDue(t, citizen.id, DAY, i % 2 ? 1 : -1);
    await insuranceDue(t, citizen.id, DAY, 2);
  }
  return mobiles * 4;
}

describe.each([['PGlite', true], ['PostgreSQL', false]])('the reminder run on %s', (_name, pglite) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ pglite, env: { WHATSAPP_POLL_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('holds in quiet hours, then queues each window once, one digest per mobile, even when stopped midway', async () => {
    const due = await seed(t, 6);
    expect(await runReminders(t.database.db, { config, clock: night })).toEqual({ queued: 0, documents: 0, held: true });
    expect(await reminderCount(t)).toBe(0);

    let batches = 0;
    const stopped = runReminders(t.database.db, {
      config, clock: morning, batchRows: 9, insertRows: 2,
      afterBatch: () => {
        if (++batches === 2) throw new Error('the server stopped');
      },
    });
    await expect(stopped).rejects.toThrow('the server stopped');
    expect(await runFinished(t.database.db, DAY)).toBe(false);
    const first = await reminderCount(t);
    expect(first).toBe(4); // two batches of two whole mobiles (9 rows hold two mobiles' four documents each)

    const resumed = await runReminders(t.database.db, { config, clock: morning, batchRows: 9, insertRows: 2 });
    expect(resumed).toEqual({ queued: 2, documents: 8, held: false });
    expect(await reminderCount(t)).toBe(6);
    expect(await documentCount(t)).toBe(due);
    expect(await runFinished(t.database.db, DAY)).toBe(true);
    expect(await runReminders(t.database.db, { config, clock: morning })).toEqual({ queued: 0, documents: 0, held: false });
    const windows = await t.database.db.selectDistinct({ window: reminderDocuments.window }).from(reminderDocuments);
    expect(windows.map((row) => row.window).sort((a, b) => a - b)).toEqual([-1, 1, 7, 15, 30]);
  });

  it("reminds the next day, once, a document that entered its window after the day's run (an import at noon)", async () => {
    const day = addDays(DAY, 100);
    const at = (date: string) => () => new Date(`${date}T05:00:00Z`);
    expect(await runReminders(t.database.db, { config, clock: at(day) })).toMatchObject({ queued: 0 });
    expect(await runFinished(t.database.db, day)).toBe(true);
    const late = await addCitizen(t);
    const insurance = await insuranceDue(t, late.id, day, 30);
    const licence = await licenceDue(t, late.id, day, -1);
    expect(await runReminders(t.database.db, { config, clock: at(addDays(day, 1)) })).toEqual({ queued: 1, documents: 2, held: false });
    const reminded = await t.database.db.select().from(reminderDocuments).where(eq(reminderDocuments.citizenId, late.id));
    expect(reminded.map(({ recordId, window, runDate }) => ({ recordId, window, runDate })).sort((a, b) => a.window - b.window)).toEqual([
      { recordId: licence.recordId, window: -1, runDate: addDays(day, 1) },
      { recordId: insurance.recordId, window: 30, runDate: addDays(day, 1) },
    ]);
    const [digest] = await t.database.db.select().from(messages).where(eq(messages.recipient, late.mobile));
    expect(digest.body).toMatch(/Driving License \S+ expired on/);
    expect(await runReminders(t.database.db, { config, clock: at(addDays(day, 2)) })).toMatchObject({ queued: 0 });
  });

  it("the worker holds reminder digests in quiet hours and sends other messages", async () => {
    const [other] = await t.database.db.insert(messages).values({ channel: 'whatsapp', recipient: '9827000001', body: 'hello', nextAttemptAt: new Date() }).returning();
    const held = await claimDue(t.database.db, 'quiet-worker', true);
    expect(held.map((message) => message.id)).toEqual([other.id]);
    const open = await claimDue(t.database.db, 'day-worker', false);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((message) => message.kind === 'reminder')).toBe(true);
  });

  it('the schedule runs the next day from REMINDER_TIME on, and waits before it', async () => {
    const nextDay = addDays(DAY, 1);
    await seed(t, 1);
    const before = startReminderSchedule(t.database.db, { ...config, time: '11:00' }, noLog, () => undefined, () => new Date(`${nextDay}T05:00:00Z`));
    await before.stop();
    expect(await runFinished(t.database.db, nextDay)).toBe(false);
    const after = startReminderSchedule(t.database.db, { ...config, time: '09:00' }, noLog, () => undefined, () => new Date(`${nextDay}T05:00:00Z`));
    await after.stop();
    expect(await runFinished(t.database.db, nextDay)).toBe(true);
  });
});

describe('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ env: { WHATSAPP_POLL_MS: '60000' } });
    second = await buildTestApp({ databaseOf: first, env: { WHATSAPP_POLL_MS: '60000' } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('started together, send each digest once', async () => {
    const due = await seed(first, 8);
    const results = await Promise.all([first, second].map((app) => runReminders(app.database.db, { config, clock: morning, batchRows: 5, insertRows: 2 })));
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(8);
    expect(results.reduce((sum, result) => sum + result.documents, 0)).toBe(due);
    expect(await reminderCount(first)).toBe(8);
    expect(await documentCount(first)).toBe(due);
  });
});

describe('when REMINDER_TIME falls in quiet hours', () => {
  it('the run starts when they end', () => {
    expect(startMinute({ ...config, time: '22:30' })).toBe(8 * 60);
    expect(startMinute({ ...config, time: '06:00' })).toBe(8 * 60);
    expect(startMinute({ ...config, time: '09:15' })).toBe(9 * 60 + 15);
  });
});
