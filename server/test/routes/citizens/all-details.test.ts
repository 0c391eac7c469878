import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, citizens, deletedFiles, renewals } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { statementsOf } from '../../statements.js';
import { addCitizen, expectStatusPerRole, form, PDF, PNG, setUpWorld, snapshot } from './fixtures.js';

const { t, world } = setUpWorld();

const RECORD_KEYS = ['insurances', 'puccs', 'fitnesses', 'taxes', 'permits', 'vltds', 'speed_governors'];
let serial = 0;

/** Builds, through the API, a citizen with an LL and a DL (with documents) and vehicles carrying one record of each type. */
async function citizenWithEverything(vehicleCount: number) {
  const token = world.admin.token;
  const post = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token, payload });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const citizen = await post('/api/citizens', { name: 'Full Record', mobile: nextMobile(), dob: '1985-03-03' });
  const n = () => String(++serial).padStart(5, '0');
  await post(`/api/citizens/${citizen.id}/ll`, form({ ll_no: `CG04L${n()}`, issue_date: '2020-01-01' }, { bytes: PDF }));
  await post(`/api/citizens/${citizen.id}/dl`, form({ dl_no: `CG04D${n()}`, issue_date: '2020-08-01' }, { bytes: PNG }));
  for (let i = 0; i < vehicleCount; i++) {
    const vehicle = await post(`/api/citizens/${citizen.id}/vehicles`, { registration_no: `CG04AD${n().slice(1)}` });
    const dates = { issue_date: '2024-01-01', expiry_date: '2025-01-01' };
    await post(`/api/vehicles/${vehicle.id}/taxes`, form({ tax_mode: 'Yearly', tax_from: '2024-01-01', tax_upto: '2025-01-01', amount: '1250.50' }, { bytes: PDF }));
    await post(`/api/vehicles/${vehicle.id}/insurances`, { insurance_type: 'Comprehensive', company_name: 'ICICI Lombard', policy_number: `P${n()}`, start_date: '2024-01-01', end_date: '2025-01-01' });
    await post(`/api/vehicles/${vehicle.id}/puccs`, { pucc_number: `PU${n()}`, valid_from: '2024-01-01', valid_until: '2024-07-01' });
    await post(`/api/vehicles/${vehicle.id}/fitnesses`, form({ certificate_number: `F${n()}`, ...dates }, { bytes: PDF }));
    await post(`/api/vehicles/${vehicle.id}/vltds`, form({ certificate_number: `V${n()}`, ...dates }));
    await post(`/api/vehicles/${vehicle.id}/permits`, form({ permit_number: `PM${n()}`, ...dates }, { bytes: PDF }));
    await post(`/api/vehicles/${vehicle.id}/speed-governors`, form({ certificate_number: `S${n()}`, ...dates }, { bytes: PNG }));
  }
  return citizen.id as number;
}

const allDetails = (id: number, token: string | undefined) => t.request({ method: 'GET', url: `/api/citizens/${id}/all-details`, token });

describe('GET /api/citizens/{id}/all-details', () => {
  it('answers the owner, licences and vehicles with their seven record lists, documents signed', async () => {
    const id = await citizenWithEverything(2);
    const response = await allDetails(id, world.managerFree.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.owner).toMatchObject({ id, name: 'Full Record', learner_licenses_count: 1, driving_licenses_count: 1, vehicles_count: 2, can_edit: true });
    expect(body.learner_licenses).toMatchObject([{ ll_no: expect.any(String), file_url: expect.stringMatching(/^\/storage\/ll\//) }]);
    expect(body.driving_licenses).toMatchObject([{ dl_no: expect.any(String), file_url: expect.stringMatching(/^\/storage\/dl\/.+\.png\?/) }]);
    expect(body.vehicles).toHaveLength(2);
    for (const vehicle of body.vehicles) {
      expect(Object.keys(vehicle)).toEqual(expect.arrayContaining(['registration_no', 'make_model', ...RECORD_KEYS]));
      for (const key of RECORD_KEYS) expect(vehicle[key]).toMatchObject([{ vehicle_id: vehicle.id }]);
    }
    expect(body.vehicles[0].speed_governors[0]).toMatchObject({ certificate_number: expect.any(String), file_url: expect.stringMatching(/\.png\?/) });
    expect(body.vehicles[0].vltds[0]).toMatchObject({ file_path: null, file_url: null });
  });

  it('writes each row exactly as the lists of its own screen do (keys, dates, amounts, documents)', async () => {
    const id = await citizenWithEverything(1);
    const token = world.admin.token;
    const listed = async (url: string) => (await t.request({ method: 'GET', url, token })).json().data;
    const unsigned = (rows: Record<string, unknown>[]) =>
      rows.map((row) => ({ ...row, file_url: typeof row.file_url === 'string' ? row.file_url.split('?')[0] : row.file_url }));
    const body = (await allDetails(id, token)).json();
    expect(unsigned(body.learner_licenses)).toEqual(unsigned(await listed(`/api/citizens/${id}/ll`)));
    expect(unsigned(body.driving_licenses)).toEqual(unsigned(await listed(`/api/citizens/${id}/dl`)));
    const [vehicle] = body.vehicles;
    const vehicleFields = Object.fromEntries(Object.entries(vehicle).filter(([key]) => !RECORD_KEYS.includes(key)));
    // The list also counts the records (what blocks a delete); here they are themselves.
    const { records, ...listedVehicle } = (await listed(`/api/citizens/${id}/vehicles`))[0];
    expect(vehicleFields).toEqual(listedVehicle);
    expect(records).toEqual({ tax: 1, insurance: 1, pucc: 1, fitness: 1, vltd: 1, permit: 1, speed_governor: 1 });
    for (const key of RECORD_KEYS) {
      expect(unsigned(vehicle[key])).toEqual(unsigned(await listed(`/api/vehicles/${vehicle.id}/${key.replace(/_/g, '-')}`)));
    }
    expect(vehicle.taxes[0]).toMatchObject({ tax_from: '2024-01-01', amount: '1250.50', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
  });

  it('runs the same number of statements for one vehicle as for three', async () => {
    const [one, three] = [await citizenWithEverything(1), await citizenWithEverything(3)];
    const statementsFor = async (id: number) =>
      (await statementsOf(t.database, async () => expect((await allDetails(id, world.admin.token)).statusCode).toBe(200))).length;
    await statementsFor(one); // the admin's session read once, then kept in memory
    const count = await statementsFor(one);
    expect(await statementsFor(three)).toBe(count);
    expect(count).toBe(1); // one statement builds the whole answer
  });

  it('is for those who see the citizen, 404 for the others', async () => {
    await expectStatusPerRole(world, (actor) => allDetails(world.citizenId, actor?.token), 200);
  });
});

describe('DELETE /api/citizens/{id} with everything attached', () => {
  it('removes licences, vehicles and records in one go, auditing every row and keeping their files for a restore', async () => {
    const id = await citizenWithEverything(2);
    const details = (await allDetails(id, world.admin.token)).json();
    const files = [
      ...details.learner_licenses, ...details.driving_licenses,
      ...details.vehicles.flatMap((vehicle: Record<string, object[]>) => RECORD_KEYS.flatMap((key) => vehicle[key])),
    ].map((row: { file_path: string | null }) => row.file_path).filter(Boolean) as string[];
    expect(files).toHaveLength(2 + 2 * 4); // LL, DL; per vehicle tax, fitness, permit, speed governor (VLTd without)
    for (const file of files) expect(existsSync(path.join(t.config.storageDir, file))).toBe(true);
    const before = (await snapshot(t)).tables;
    // Its documents in the renewal window or expired have their renewals, deleted (and audited) with them.
    const followed = await t.database.db.select().from(renewals).where(eq(renewals.citizenId, id));
    expect(followed.length).toBeGreaterThan(0);

    const response = await t.request({ method: 'DELETE', url: `/api/citizens/${id}`, token: world.admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Citizen profile deleted.' });

    const after = (await snapshot(t)).tables;
    const removed = Object.fromEntries(Object.keys(before).map((table) => [table, before[table].rows - after[table].rows]));
    expect(removed).toEqual({
      citizens: 1, learner_licences: 1, driving_licences: 1, vehicles: 2, taxes: 2, insurances: 2, puccs: 2, fitnesses: 2,
      vltds: 2, permits: 2, speed_governors: 2, audit_log: -(1 + 1 + 1 + 2 + 7 * 2 + followed.length),
    });
    expect(await t.database.db.select().from(renewals).where(eq(renewals.citizenId, id))).toEqual([]);
    for (const file of files) expect(existsSync(path.join(t.config.storageDir, file))).toBe(true);
    const kept = await t.database.db.select().from(deletedFiles).where(inArray(deletedFiles.filePath, files));
    expect(kept).toHaveLength(files.length);
    const deletions = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'delete'), eq(auditLog.actorId, world.admin.id)));
    expect(deletions.find((row) => row.entity === 'citizen' && row.entityId === id)?.before).toMatchObject({ id, name: 'Full Record' });
    expect(new Set(deletions.map((row) => row.entity))).toEqual(new Set([
      'citizen', 'learner_licence', 'driving_licence', 'vehicle', 'tax', 'insurance', 'pucc', 'fitness', 'vltd', 'permit', 'speed_governor', 'renewal',
    ]));
  });

  it('keeps the citizen, its rows and its files when the delete fails half-way', async () => {
    const id = await addCitizen(t, world);
    const licence = await t.request({ method: 'POST', url: `/api/citizens/${id}/ll`, token: world.admin.token, payload: form({ ll_no: `CG04LX${String(++serial).padStart(4, '0')}` }, { bytes: PDF }) });
    expect(licence.json().file_path).toMatch(/^ll\//);
    const state = await snapshot(t);
    expect(state.files).toContain(licence.json().file_path);
    // A row the delete does not know about (a foreign key added by hand) makes the transaction fail at the end.
    await t.database.pool!.query('create table citizen_pins (citizen_id integer references citizens(id))');
    await t.database.pool!.query('insert into citizen_pins values ($1)', [id]);
    const response = await t.request({ method: 'DELETE', url: `/api/citizens/${id}`, token: world.admin.token });
    expect(response.statusCode).toBe(409);
    expect(await snapshot(t)).toEqual(state);
    expect(await t.database.db.select({ id: citizens.id }).from(citizens).where(inArray(citizens.id, [id]))).toEqual([{ id }]);
    await t.database.pool!.query('drop table citizen_pins');
  });
});
