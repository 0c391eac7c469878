import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { reminderDocuments, reminderRuns, renewals } from '../../../db/schema/index.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { citizenWithRecords, deleteEntryOf } from './fixtures.js';

/**
 * A restore brings back the office's follow-up work with the rows (issue 32, item 1.2): renewals with their status,
 * assignee, notes and history, the messages sent from the profile, the reminder records.
 */
const { t, world } = setUpWorld({ env: { REMINDER_QUIET_HOURS: 'off' } });
const today = todayInIndia();

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = world.admin.token) => {
  const response = await t.request({ method, url, token, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const renewalOf = async (docType: string, recordId: number) =>
  (await t.database.db.select().from(renewals).where(and(eq(renewals.docType, docType as 'tax'), eq(renewals.recordId, recordId))))[0];
const restoreEntry = async (entity: string, id: number) => call('POST', `/api/audit/${(await deleteEntryOf(t, world.admin.token, entity, id)).id}/restore`);

/** The renewal as the board's card shows it (notes, history), and its row but for the restore's updated_at. */
async function renewalState(id: number) {
  const [row] = await t.database.db.select().from(renewals).where(eq(renewals.id, id));
  const { updatedAt: _updated, ...stored } = row;
  return { detail: await call('GET', `/api/renewals/${id}`), stored };
}

/** The citizen's Messages tab, without what the outbox changes while it tries to send. */
const messagesOf = async (citizenId: number) =>
  (await call('GET', `/api/citizens/${citizenId}/messages`)).data.map((message: Record<string, unknown>) => ({
    id: message.id, citizen_id: message.citizen_id, kind: message.kind, body: message.body, sender: message.sender,
  }));

const remindersOf = (citizenId: number) =>
  t.database.db.select().from(reminderDocuments).where(eq(reminderDocuments.citizenId, citizenId)).orderBy(asc(reminderDocuments.id));

/**
 * A citizen of branch A with an insurance ending in 7 days (reminded today) marked Contacted, assigned to the
 * branch's manager and noted twice, its tax renewal marked Lost, a message sent from the profile and today's reminders run.
 */
async function citizenWithFollowUp() {
  const made = await citizenWithRecords(t, world);
  const insurance = await call('POST', `/api/vehicles/${made.vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'United India', policy_number: `POL${made.vehicle.id}`,
    start_date: addDays(today, -358), end_date: addDays(today, 7),
  });
  const contacted = await renewalOf('insurance', insurance.id);
  await call('PATCH', `/api/renewals/${contacted.id}`, { status: 'contacted', assignee_id: world.managerA.id }, world.managerA.token);
  await call('POST', `/api/renewals/${contacted.id}/notes`, { text: 'Called: comes on Monday with the RC.' }, world.managerA.token);
  await call('POST', `/api/renewals/${contacted.id}/notes`, { text: 'Quote sent: ₹ 8,450.' });
  const lost = await renewalOf('tax', made.tax.id);
  await call('PATCH', `/api/renewals/${lost.id}`, { status: 'lost', lost_reason: 'Sold the vehicle' });
  await call('POST', `/api/citizens/${made.citizen.id}/send-message`, { message: 'Please bring your RC on Monday.' });
  await t.database.db.delete(reminderRuns);
  expect(await call('POST', '/api/reminders/run')).toMatchObject({ queued: 1 });
  return { ...made, insurance, renewalIds: [contacted.id, lost.id] };
}

describe('a restore brings back the follow-up work', () => {
  it('of a deleted citizen: renewals with status, assignee, notes and history, messages and reminder records, exactly', async () => {
    const { citizen, renewalIds } = await citizenWithFollowUp();
    const before = {
      renewals: await Promise.all(renewalIds.map(renewalState)),
      messages: await messagesOf(citizen.id),
      reminders: await remindersOf(citizen.id),
    };
    expect(before.renewals[0].detail).toMatchObject({ status: 'contacted', assignee: { id: world.managerA.id }, notes_count: 2 });
    expect(before.renewals[0].detail.history).toHaveLength(1);
    expect(before.messages.map((message: { kind: string }) => message.kind)).toEqual(['reminder', 'message']);
    expect(before.reminders).toHaveLength(1);

    await call('DELETE', `/api/citizens/${citizen.id}`);
    for (const id of renewalIds) expect((await t.request({ method: 'GET', url: `/api/renewals/${id}`, token: world.admin.token })).statusCode).toBe(404);

    const answer = await restoreEntry('citizen', citizen.id);
    // The citizen, licence, vehicle, tax and insurance; the two renewals and the two notes.
    expect(answer.restored_rows).toBe(9);
    expect({
      renewals: await Promise.all(renewalIds.map(renewalState)),
      messages: await messagesOf(citizen.id),
      reminders: await remindersOf(citizen.id),
    }).toEqual(before);

    // Nothing is reminded twice: neither in today's preview nor by a run after the restore.
    const preview = await call('GET', '/api/reminders/preview');
    expect(preview.data.filter((digest: { mobile: string }) => digest.mobile === citizen.mobile)).toEqual([]);
    await t.database.db.delete(reminderRuns);
    expect(await call('POST', '/api/reminders/run')).toEqual({ queued: 0, documents: 0 });
  });

  it('of one deleted record: its renewal comes back as it was, not as a new Due one', async () => {
    const { insurance, renewalIds } = await citizenWithFollowUp();
    const before = await renewalState(renewalIds[0]);
    await call('DELETE', `/api/insurances/${insurance.id}`);
    expect(await renewalOf('insurance', insurance.id)).toBeUndefined();
    expect((await restoreEntry('insurance', insurance.id)).restored_rows).toBe(4);
    expect(await renewalState(renewalIds[0])).toEqual(before);
  });

  it('renews a restored open renewal whose document was renewed while it was deleted', async () => {
    const { vehicle, insurance, renewalIds } = await citizenWithFollowUp();
    await call('DELETE', `/api/insurances/${insurance.id}`);
    const newer = await call('POST', `/api/vehicles/${vehicle.id}/insurances`, {
      insurance_type: 'Comprehensive', company_name: 'United India', policy_number: `POL${vehicle.id}N`,
      start_date: addDays(today, -3), end_date: addDays(today, 362),
    });
    await restoreEntry('insurance', insurance.id);
    expect(await renewalOf('insurance', insurance.id)).toMatchObject({
      id: renewalIds[0], status: 'renewed', statusBeforeRenewal: 'contacted', renewedByRecordId: newer.id, assigneeId: world.managerA.id, notesCount: 2,
    });
  });
});
