import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { auditLog, deletedFiles, insurances, puccs, renewals, taxes, vehicles } from '../../../db/schema/index.js';
import { expectUnchanged, setUpWorld } from '../citizens/fixtures.js';
import { citizenWithRecords, deleteEntryOf } from '../audit/fixtures.js';

/** A vehicle's delete with its records (issue 32, item 1.6): an admin's, in one transaction, audited and restorable. */
const { t, world } = setUpWorld();
const today = todayInIndia();

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = world.admin.token, payload?: object) =>
  t.request({ method, url, token, payload });

/** A vehicle of a fresh citizen holding a tax (with a document), two insurances (the latest due in 5 days, Contacted) and a PUCC. */
async function vehicleWithRecords() {
  const made = await citizenWithRecords(t, world);
  const vehicleId = made.vehicle.id as number;
  await t.database.db.insert(insurances).values([
    { vehicleId, insuranceType: 'Comprehensive', companyName: 'National', policyNumber: `P${vehicleId}A`, startDate: addDays(today, -730), endDate: addDays(today, -365) },
    { vehicleId, insuranceType: 'Comprehensive', companyName: 'National', policyNumber: `P${vehicleId}B`, startDate: addDays(today, -360), endDate: addDays(today, 5) },
  ]);
  await t.database.db.insert(puccs).values({ vehicleId, puccNumber: `PU${vehicleId}`, validFrom: addDays(today, -100), validUntil: addDays(today, 265) });
  const [renewal] = await t.database.db.select().from(renewals).where(and(eq(renewals.vehicleId, vehicleId), eq(renewals.docType, 'insurance')));
  expect((await send('PATCH', `/api/renewals/${renewal.id}`, world.admin.token, { status: 'contacted', assignee_id: world.managerA.id })).statusCode).toBe(200);
  expect((await send('POST', `/api/renewals/${renewal.id}/notes`, world.admin.token, { text: 'Wants a quote from two companies.' })).statusCode).toBe(201);
  return { ...made, vehicleId, renewalId: renewal.id };
}

const vehicleRows = async (vehicleId: number) => ({
  vehicle: await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)),
  taxes: await t.database.db.select().from(taxes).where(eq(taxes.vehicleId, vehicleId)),
  insurances: await t.database.db.select().from(insurances).where(eq(insurances.vehicleId, vehicleId)),
  puccs: await t.database.db.select().from(puccs).where(eq(puccs.vehicleId, vehicleId)),
  renewals: await t.database.db.select().from(renewals).where(eq(renewals.vehicleId, vehicleId)),
});
/** The rows without the updated_at a restore writes anew. */
const comparable = (rows: object) => JSON.parse(JSON.stringify(rows, (key, value) => (key === 'updatedAt' ? undefined : value)));

describe('DELETE /api/vehicles/{id}', () => {
  it('lists what each vehicle holds: the records that block its delete', async () => {
    const { citizen, vehicleId } = await vehicleWithRecords();
    const list = (await send('GET', `/api/citizens/${citizen.id}/vehicles`)).json();
    expect(list.data.find((vehicle: { id: number }) => vehicle.id === vehicleId).records).toEqual({
      tax: 1, insurance: 2, pucc: 1, fitness: 0, vltd: 0, permit: 0, speed_governor: 0,
    });
  });

  it('still answers 409 without ?with_records, for an admin too, changing nothing', async () => {
    const { vehicleId } = await vehicleWithRecords();
    await expectUnchanged(t, async () => {
      for (const url of [`/api/vehicles/${vehicleId}`, `/api/vehicles/${vehicleId}?with_records=0`]) {
        const response = await send('DELETE', url);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('Linked records exist. Remove dependent records first.');
      }
    });
  });

  it('with ?with_records=1 deletes the vehicle, its records and renewals in one go for an admin, audited, documents kept', async () => {
    const { vehicleId, tax } = await vehicleWithRecords();
    const response = await send('DELETE', `/api/vehicles/${vehicleId}?with_records=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Vehicle and its records deleted.', deleted_records: 4 });
    expect(await vehicleRows(vehicleId)).toEqual({ vehicle: [], taxes: [], insurances: [], puccs: [], renewals: [] });
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'delete'), eq(auditLog.actorId, world.admin.id), inArray(auditLog.entity, ['vehicle', 'tax', 'insurance', 'pucc'])));
    const mine = entries.filter((entry) => entry.entityId === vehicleId || (entry.before as { vehicle_id?: number }).vehicle_id === vehicleId);
    expect(mine.map((entry) => entry.entity).sort()).toEqual(['insurance', 'insurance', 'pucc', 'tax', 'vehicle']);
    expect(new Set(mine.map((entry) => entry.createdAt.toISOString())).size).toBe(1);
    expect(existsSync(path.join(t.config.storageDir, tax.file_path))).toBe(true);
    expect(await t.database.db.select().from(deletedFiles).where(eq(deletedFiles.filePath, tax.file_path))).toHaveLength(1);

    const inHindi = await t.request({ method: 'POST', url: `/api/vehicles/${(await vehicleWithRecords()).vehicleId}?_method=DELETE&with_records=true`, token: world.admin.token, headers: { 'accept-language': 'hi' } });
    expect(inHindi.statusCode).toBe(200);
    expect(inHindi.json().message).toBe('वाहन और उसके रिकॉर्ड हटा दिए गए।');
  });

  it('with ?with_records=1 is refused to all but an admin: 403 for the managers who edit the citizen, 404 for the others, 401 anonymous', async () => {
    const { vehicleId } = await vehicleWithRecords();
    await expectUnchanged(t, async () => {
      const statuses: Record<string, number> = {};
      for (const role of ['managerA', 'managerFree', 'owner', 'managerB', 'stranger'] as const) {
        statuses[role] = (await send('DELETE', `/api/vehicles/${vehicleId}?with_records=1`, world[role].token)).statusCode;
      }
      statuses.anonymous = (await t.request({ method: 'DELETE', url: `/api/vehicles/${vehicleId}?with_records=1` })).statusCode;
      // The citizen is managerA's: `owner` does not see it (the access matrix has a user who does: 403).
      expect(statuses).toEqual({ managerA: 403, managerFree: 403, owner: 404, managerB: 404, stranger: 404, anonymous: 401 });
    });
  });

  it("restores from the vehicle's entry with its records, documents and renewals as they were", async () => {
    const { vehicleId, renewalId, tax } = await vehicleWithRecords();
    const before = await vehicleRows(vehicleId);
    const renewal = (await send('GET', `/api/renewals/${renewalId}`)).json();
    expect((await send('DELETE', `/api/vehicles/${vehicleId}?with_records=1`)).statusCode).toBe(200);
    const entry = await deleteEntryOf(t, world.admin.token, 'vehicle', vehicleId);
    expect(entry.restorable).toBe(true);
    expect((await deleteEntryOf(t, world.admin.token, 'tax', tax.id)).restorable).toBe(false);

    const restored = await send('POST', `/api/audit/${entry.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    // The vehicle, its four records, the tax's and the latest insurance's renewals and the note.
    expect(restored.json()).toMatchObject({ entity: 'vehicle', row: { id: vehicleId }, restored_rows: 8, files_missing: 0 });
    expect(comparable(await vehicleRows(vehicleId))).toEqual(comparable(before));
    expect((await send('GET', `/api/renewals/${renewalId}`)).json()).toEqual(renewal);
    expect(await t.database.db.select().from(deletedFiles).where(eq(deletedFiles.filePath, tax.file_path))).toEqual([]);
  });
});
