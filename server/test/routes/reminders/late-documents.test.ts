import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { reminderDocuments } from '../../../db/schema/index.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { addCitizen, insuranceDue, licenceDue } from './reminder-fixtures.js';

/**
 * A document that enters its window after the day's run (an import at noon): today's preview lists what Send
 * reminders now will really queue, and tomorrow's preview (the next run) catches it up.
 */
const { t, world } = setUpWorld({ env: { REMINDER_QUIET_HOURS: 'off', WHATSAPP_POLL_MS: '60000' } });
const today = todayInIndia();
const tomorrow = addDays(today, 1);

type Preview = { data: { mobile: string; documents: { record_id: number; window: number; days_left: number }[] }[]; meta: { messages: number; documents: number } };
const preview = async (date = today): Promise<Preview> => (await t.request({ method: 'GET', url: `/api/reminders/preview?date=${date}`, token: world.admin.token })).json();
const sendNow = async () => (await t.request({ method: 'POST', url: '/api/reminders/run', token: world.admin.token })).json();
const documentsOf = (page: Preview) => page.data.flatMap((digest) => digest.documents);

describe('documents that come after the day\'s run', () => {
  it("are in today's preview, and Send reminders now queues exactly what it counts", async () => {
    const early = await addCitizen(t, { branchId: world.branchA });
    await insuranceDue(t, early.id, today, 15);
    // Before the day's run, tomorrow's preview leaves out what today's run is about to send.
    expect(documentsOf(await preview(tomorrow))).toEqual([]);
    expect(await sendNow()).toEqual({ queued: 1, documents: 1 });

    const noon = await addCitizen(t, { branchId: world.branchB });
    const insurance = await insuranceDue(t, noon.id, today, 30);
    const licence = await licenceDue(t, noon.id, today, -1);
    const other = await addCitizen(t, { branchId: world.branchA });
    await insuranceDue(t, other.id, today, 7);
    const now = await preview();
    expect(now.meta).toMatchObject({ messages: 2, documents: 3 });
    // Tomorrow's run would catch them up (today's has finished), each for the window it entered.
    const caughtUp = documentsOf(await preview(tomorrow));
    expect(caughtUp.find((document) => document.record_id === insurance.recordId)).toMatchObject({ window: 30, days_left: 29 });
    expect(caughtUp.find((document) => document.record_id === licence.recordId)).toMatchObject({ window: -1, days_left: -2 });

    expect(await sendNow()).toEqual({ queued: now.meta.messages, documents: now.meta.documents });
    expect((await preview()).meta).toMatchObject({ messages: 0, documents: 0 });
    expect(documentsOf(await preview(tomorrow))).toEqual([]);
    const [row] = await t.database.db.select().from(reminderDocuments).where(and(eq(reminderDocuments.docType, 'insurance'), eq(reminderDocuments.recordId, insurance.recordId)));
    expect(row).toMatchObject({ window: 30, runDate: today });
  });
});
