import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Compliance } from '../../../../common/compliance.js';
import type { ExpiryRow } from '../../../schemas/expiries.js';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { queryRows } from '../../../db/client.js';
import { dueDocuments } from '../../../lib/renewals/reminder-digests.js';
import { sweepRenewals } from '../../../lib/renewals/renewal-sweep.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { setUpWorld } from '../citizens/fixtures.js';

/**
 * Issue 32: a renewal bought early starts after the old document ends. Saving it closes the old document's renewal at
 * once; the badge and the expiry report read the document in force on the day (start <= day <= end); when the new
 * record's day comes, the renewal sweep makes it the current one.
 */
const { t, world } = setUpWorld();

let serial = 0;
const day = (offset: number) => addDays(todayInIndia(), offset);

const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const response = await t.request({ method, url, token: world.admin.token, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

async function addVehicle(): Promise<{ id: number; registration_no: string }> {
  return send('POST', `/api/citizens/${world.citizenId}/vehicles`, { registration_no: `CG07BE${String(++serial).padStart(4, '0')}`, type: 'LMV' });
}
const addInsurance = (vehicleId: number, start: number, end: number): Promise<{ id: number }> =>
  send('POST', `/api/vehicles/${vehicleId}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'United', policy_number: `BE${++serial}`, start_date: day(start), end_date: day(end),
  });
const addPucc = (vehicleId: number) => send('POST', `/api/vehicles/${vehicleId}/puccs`, { pucc_number: `PU${++serial}`, valid_from: day(-10), valid_until: day(170) });

async function complianceOf(vehicleId: number): Promise<Compliance> {
  const { data } = await send('GET', `/api/citizens/${world.citizenId}/vehicles?per_page=1000`);
  return data.find((vehicle: { id: number }) => vehicle.id === vehicleId).compliance;
}
const reportRows = async (registrationNo: string): Promise<ExpiryRow[]> =>
  (await send('GET', `/api/reports/expiries?doc_type=insurance&vehicle_no=${registrationNo}`)).data;
const renewalOf = async (recordId: number) =>
  (await queryRows<{ status: string; renewed_by_record_id: number | null }>(
    t.database.db,
    sql`select status, renewed_by_record_id from renewals where doc_type = 'insurance' and record_id = ${recordId}`,
  ))[0];
const redCitizens = async () => (await send('GET', '/api/citizens?vehicle_state=red&per_page=1000')).data.map((row: { id: number }) => row.id);

/**
 * `days` pass for this vehicle's insurance: its records', current row's and compliance's dates move back, as the
 * calendar moving forward would leave them, without firing a trigger (what a day passing does: nothing is written;
 * the per-day counters are left as they were, so they are not compared afterwards).
 */
async function daysPass(vehicleId: number, days: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update insurances set start_date = start_date - ${days}::int, end_date = end_date - ${days}::int where vehicle_id = ${vehicleId}`);
    await tx.execute(sql`update puccs set valid_from = valid_from - ${days}::int, valid_until = valid_until - ${days}::int where vehicle_id = ${vehicleId}`);
    await tx.execute(sql`update current_documents set expiry_date = expiry_date - ${days}::int, starts_on = starts_on - ${days}::int where vehicle_id = ${vehicleId}`);
    await tx.execute(sql`update vehicle_compliance set lapses_on = lapses_on - ${days}::int where vehicle_id = ${vehicleId} and isfinite(lapses_on)`);
  });
}

describe('a renewal bought early', () => {
  it('closes the old document\'s renewal as soon as it is saved (no reminder either), and keeps the vehicle green without a gap', async () => {
    const vehicle = await addVehicle();
    await addPucc(vehicle.id);
    const old = await addInsurance(vehicle.id, -355, 10);
    expect(await renewalOf(old.id)).toMatchObject({ status: 'due' });
    expect((await complianceOf(vehicle.id)).state).toBe('amber');
    const reminded = async () => (await dueDocuments(t.database.db, todayInIndia(), [10])).map((row) => row.record_id);
    expect(await reminded()).toContain(old.id);

    const next = await addInsurance(vehicle.id, 11, 375);
    expect(await reminded()).not.toContain(old.id);
    expect(await renewalOf(old.id)).toEqual({ status: 'renewed', renewed_by_record_id: next.id });
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'green', reasons: [] });
    const [row] = await reportRows(vehicle.registration_no);
    expect(row).toMatchObject({ record_id: old.id, expiry_date: day(10), starts_on: day(11) });

    await send('DELETE', `/api/insurances/${next.id}`);
    expect(await renewalOf(old.id)).toMatchObject({ status: 'due', renewed_by_record_id: null });
    await expectCountersMatchRows(t.database);
  });

  it('leaves a vehicle whose old policy ended yesterday and whose new one starts next week not covered today', async () => {
    const vehicle = await addVehicle();
    await addPucc(vehicle.id);
    const old = await addInsurance(vehicle.id, -366, -1);
    expect(await renewalOf(old.id)).toMatchObject({ status: 'due' });
    const next = await addInsurance(vehicle.id, 7, 371);

    expect(await renewalOf(old.id)).toEqual({ status: 'renewed', renewed_by_record_id: next.id });
    expect(await complianceOf(vehicle.id)).toEqual({
      state: 'red',
      reasons: [{ doc_type: 'insurance', problem: 'expired', expiry_date: day(-1), starts_on: day(7) }],
    });
    expect(await redCitizens()).toContain(world.citizenId);
    expect(await reportRows(vehicle.registration_no)).toEqual([expect.objectContaining({ record_id: old.id, expiry_date: day(-1), starts_on: day(7) })]);
    const expiredYesterday = (await send('GET', `/api/reports/expiries?exact_date=${day(-1)}&doc_type=insurance`)).data as ExpiryRow[];
    expect(expiredYesterday.map((row) => row.record_id)).toContain(old.id);
    await expectCountersMatchRows(t.database);

    // Eight days on, the new policy has started: the sweep rereads the row, the badge turns green.
    await daysPass(vehicle.id, 8);
    expect((await complianceOf(vehicle.id)).state).toBe('red');
    await sweepRenewals(t.database.db, todayInIndia());
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'green', reasons: [] });
    expect(await reportRows(vehicle.registration_no)).toEqual([expect.objectContaining({ record_id: next.id, expiry_date: day(363), starts_on: null })]);
    expect(await renewalOf(old.id)).toEqual({ status: 'renewed', renewed_by_record_id: next.id });
  });

  it('is red "starts on" for a vehicle whose only policy starts after today, green on that day', async () => {
    const vehicle = await addVehicle();
    await addPucc(vehicle.id);
    const first = await addInsurance(vehicle.id, 3, 367);
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'red', reasons: [{ doc_type: 'insurance', problem: 'not_started', expiry_date: day(367), starts_on: day(3) }] });
    expect(await reportRows(vehicle.registration_no)).toEqual([expect.objectContaining({ record_id: first.id, starts_on: day(3) })]);
    await daysPass(vehicle.id, 3);
    await sweepRenewals(t.database.db, todayInIndia());
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'green', reasons: [] });
  });
});
