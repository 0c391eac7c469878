import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drivingLicences, fitnesses, insurances, learnerLicences, permits, puccs, speedGovernors, taxes, vehicles, vltds,
} from '../../../db/schema/index.js';
import { addCitizen, setUpWorld, type Actor } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const report = async (actor: Actor | null, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return t.request({ method: 'GET', url: `/api/reports/expiries?${search}`, token: actor?.token });
};
const rowsOf = async (actor: Actor, query: Record<string, string | number> = {}) => {
  const response = await report(actor, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { type: string; identifier: string; document_number: string | null; vehicle_no: string | null; expiry_date: string; record_id: number; citizen_id: number; owner_name: string; full_record: Record<string, unknown> }[];
};
const summary = (rows: { type: string; identifier: string; expiry_date: string }[]) => rows.map((row) => `${row.type} ${row.identifier} ${row.expiry_date}`);

/** A vehicle with one current document of each of the seven kinds, expiring `offset` days from today. */
async function vehicleWithRecords(citizenId: number, registrationNo: string, offset: number) {
  const db = t.database.db;
  const [vehicle] = await db.insert(vehicles).values({ citizenId, registrationNo }).returning();
  const vehicleId = vehicle.id;
  const expiry = day(offset);
  const certificate = { vehicleId, certificateNumber: `C${registrationNo}`, issueDate: day(offset - 365), expiryDate: expiry };
  await db.insert(taxes).values({ vehicleId, taxMode: 'Yearly', taxFrom: day(offset - 365), taxUpto: expiry });
  await db.insert(insurances).values({ vehicleId, insuranceType: 'Comprehensive', companyName: 'United', policyNumber: `P${registrationNo}`, startDate: day(offset - 365), endDate: expiry });
  await db.insert(puccs).values({ vehicleId, puccNumber: `U${registrationNo}`, validFrom: day(offset - 180), validUntil: expiry });
  await db.insert(fitnesses).values(certificate);
  await db.insert(vltds).values(certificate);
  await db.insert(speedGovernors).values(certificate);
  await db.insert(permits).values({ vehicleId, permitNumber: `R${registrationNo}`, issueDate: day(offset - 365), expiryDate: expiry });
  return vehicleId;
}

const VEHICLE_LABELS = ['Insurance', 'PUCC', 'Fitness', 'Permit', 'VLTd', 'Speed Gov.', 'Tax'];

describe('the expiry report', () => {
  let otherBranchCitizen: number;
  beforeAll(async () => {
    await vehicleWithRecords(world.citizenId, 'CG04AB1234', -10);
    await t.database.db.insert(learnerLicences).values({ citizenId: world.citizenId, llNo: 'LL-EXP-1', issueDate: day(-200), expiryDate: day(-20) });
    otherBranchCitizen = await addCitizen(t, world, { name: 'Bhola Yadav', branchId: world.branchB });
    await vehicleWithRecords(otherBranchCitizen, 'CG07ZZ0009', 25);
  });

  it('lists every current document, soonest expiry first, with the types of lists.md', async () => {
    const rows = await rowsOf(world.admin);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toMatchObject({ type: 'Learner License', identifier: 'LL-EXP-1', expiry_date: day(-20), citizen_id: world.citizenId, owner_name: 'Ramesh Kumar' });
    expect(rows.slice(1, 8).map((row) => row.type).sort()).toEqual([...VEHICLE_LABELS].sort());
    expect(rows.slice(1, 8).every((row) => row.identifier === 'CG04AB1234' && row.expiry_date === day(-10))).toBe(true);
    const insurance = rows.find((row) => row.type === 'Insurance')!;
    expect(insurance.full_record).toMatchObject({ policy_number: 'PCG04AB1234', company_name: 'United', end_date: day(-10) });
    const page = (await report(world.admin)).json();
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 15, from: 1, to: 15, total: 15 });
  });

  it('reports a renewed document no more, and the previous one again once the renewal is deleted', async () => {
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.registrationNo, 'CG04AB1234'));
    const [renewal] = await t.database.db.insert(puccs).values({ vehicleId: vehicle.id, puccNumber: 'RENEWED', validFrom: day(-10), validUntil: day(170) }).returning();
    const pucc = (await rowsOf(world.admin, { doc_type: 'pucc', vehicle_no: 'cg04ab1234' }));
    expect(summary(pucc)).toEqual([`PUCC CG04AB1234 ${day(170)}`]);
    expect(pucc[0].full_record).toMatchObject({ pucc_number: 'RENEWED' });
    expect(summary(await rowsOf(world.admin, { end_date: day(-1), doc_type: 'pucc' }))).toEqual([]);
    await t.database.db.delete(puccs).where(eq(puccs.id, renewal.id));
    expect(summary(await rowsOf(world.admin, { doc_type: 'pucc', vehicle_no: 'CG 04-AB' }))).toEqual([`PUCC CG04AB1234 ${day(-10)}`]);
  });

  it('drops an LL once the citizen holds a DL issued after it, and keeps the latest DL', async () => {
    const citizen = await addCitizen(t, world, { name: 'Learner Lal' });
    await t.database.db.insert(learnerLicences).values({ citizenId: citizen, llNo: 'LL-LAL', issueDate: day(-100), expiryDate: day(80) });
    expect(summary(await rowsOf(world.admin, { owner_name: 'learner lal' }))).toEqual([`Learner License LL-LAL ${day(80)}`]);
    const [older] = await t.database.db.insert(drivingLicences).values({ citizenId: citizen, dlNo: 'DL-OLD', issueDate: day(-150), expiryDate: day(30) }).returning();
    expect(summary(await rowsOf(world.admin, { owner_name: 'learner lal' }))).toEqual([`Driving License DL-OLD ${day(30)}`, `Learner License LL-LAL ${day(80)}`]);
    await t.database.db.insert(drivingLicences).values({ citizenId: citizen, dlNo: 'DL-NEW', issueDate: day(-5), expiryDate: day(7300) });
    expect(summary(await rowsOf(world.admin, { owner_name: 'learner lal' }))).toEqual([`Driving License DL-NEW ${day(7300)}`]);
    await t.database.db.update(drivingLicences).set({ issueDate: day(-160) }).where(eq(drivingLicences.dlNo, 'DL-NEW'));
    await t.database.db.delete(drivingLicences).where(eq(drivingLicences.id, older.id));
    expect(summary(await rowsOf(world.admin, { owner_name: 'learner lal' }))).toEqual([`Learner License LL-LAL ${day(80)}`, `Driving License DL-NEW ${day(7300)}`]);
  });

  it('filters by type, exact date, range, owner and vehicle, and their combinations', async () => {
    expect(summary(await rowsOf(world.admin, { doc_type: 'tax' }))).toEqual([`Tax CG04AB1234 ${day(-10)}`, `Tax CG07ZZ0009 ${day(25)}`]);
    expect((await rowsOf(world.admin, { exact_date: day(25) })).map((row) => row.identifier)).toEqual(Array(7).fill('CG07ZZ0009'));
    expect(summary(await rowsOf(world.admin, { start_date: day(-15), end_date: day(-5), doc_type: 'permit' }))).toEqual([`Permit CG04AB1234 ${day(-10)}`]);
    expect(await rowsOf(world.admin, { start_date: day(-9), end_date: day(24) })).toEqual([]);
    expect((await rowsOf(world.admin, { owner_name: 'BHOLA', doc_type: 'fitness' })).map((row) => row.owner_name)).toEqual(['Bhola Yadav']);
    expect(await rowsOf(world.admin, { owner_name: 'bhola', vehicle_no: 'CG04' })).toEqual([]);
    expect(summary(await rowsOf(world.admin, { vehicle_no: 'zz-00', doc_type: 'vltd', end_date: day(30) }))).toEqual([`VLTd CG07ZZ0009 ${day(25)}`]);
  });

  it('pages 15 at a time with a Laravel-style paginator', async () => {
    const citizen = await addCitizen(t, world, { name: 'Pager Prasad' });
    for (let i = 0; i < 3; i++) await vehicleWithRecords(citizen, `CG10PG000${i}`, 400 + i);
    const first = (await report(world.admin, { owner_name: 'pager prasad' })).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, from: 1, to: 15, total: 21 });
    const second = (await report(world.admin, { owner_name: 'pager prasad', page: 2 })).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, from: 16, to: 21, total: 21 });
    expect(second.data.map((row: { expiry_date: string }) => row.expiry_date)).toEqual(Array(6).fill(day(402)));
    const beyond = (await report(world.admin, { owner_name: 'pager prasad', page: 9 })).json();
    expect(beyond).toMatchObject({ data: [], current_page: 9, from: null, to: null, total: 21 });
  });

  it('counts a filtered report only five pages ahead, and says the total is a lower bound', async () => {
    const citizen = await addCitizen(t, world, { name: 'Fleet Owner' });
    await t.database.pool!.query(
      `with v as (insert into vehicles (citizen_id, registration_no) select $1, 'CG20FL' || lpad(n::text, 4, '0') from generate_series(1, 310) n returning id)
       insert into taxes (vehicle_id, tax_mode, tax_from, tax_upto) select id, 'Yearly', $2::date - 365, $2 from v`,
      [citizen, day(900)],
    );
    const first = (await report(world.admin, { exact_date: day(900) })).json();
    expect(first).toMatchObject({ total: 75, total_is_lower_bound: true, last_page: 5, to: 15 });
    const deep = (await report(world.admin, { exact_date: day(900), page: 20 })).json();
    expect(deep).toMatchObject({ total: 310, last_page: 21, from: 286, to: 300 });
    expect(deep.total_is_lower_bound).toBeUndefined();
    expect((await report(world.admin, { doc_type: 'tax' })).json().total_is_lower_bound).toBeUndefined();
  });

  it('finds the documents of a name held by thousands of citizens as of a rare one', async () => {
    const { rows } = await t.database.pool!.query(
      `insert into citizens (name, mobile, branch_id) select 'Common Chandra ' || n, '98' || lpad(n::text, 8, '0'), $1
       from generate_series(1, 2100) n returning id`,
      [world.branchA],
    );
    for (const [i, citizen] of rows.slice(0, 3).entries()) {
      await t.database.db.insert(learnerLicences).values({ citizenId: citizen.id, llNo: `LL-COMMON-${i}`, issueDate: day(-10), expiryDate: day(50 + i) });
    }
    const common = await rowsOf(world.admin, { owner_name: 'common chandra' });
    expect(summary(common)).toEqual([0, 1, 2].map((i) => `Learner License LL-COMMON-${i} ${day(50 + i)}`));
    expect(summary(await rowsOf(world.admin, { owner_name: 'Common Chandra 2' }))).toEqual([`Learner License LL-COMMON-1 ${day(51)}`]);
  });

  it('finds the documents of a number fragment held by thousands of vehicles as of a rare one', async () => {
    const { rows } = await t.database.pool!.query(
      `insert into vehicles (citizen_id, registration_no) select $1, 'CG98CF' || lpad(n::text, 4, '0') from generate_series(1, 2100) n returning id`,
      [world.citizenId],
    );
    for (const [i, vehicle] of [rows[0], rows[2099]].entries()) {
      await t.database.db.insert(puccs).values({ vehicleId: vehicle.id, puccNumber: `U-COMMON-${i}`, validFrom: day(-10), validUntil: day(40 + i) });
    }
    expect(summary(await rowsOf(world.admin, { vehicle_no: 'cg98cf' }))).toEqual([`PUCC CG98CF0001 ${day(40)}`, `PUCC CG98CF2100 ${day(41)}`]);
    expect(summary(await rowsOf(world.admin, { vehicle_no: 'CG98CF2100', owner_name: 'ramesh' }))).toEqual([`PUCC CG98CF2100 ${day(41)}`]);
  });

  it("matches the owner's name (not a relation's), and follows a renamed owner, a renumbered vehicle and a vehicle passed on", async () => {
    const citizen = await addCitizen(t, world, { name: 'Follow Faguram', relationName: 'Parent Pyarelal' });
    const vehicle = await vehicleWithRecords(citizen, 'CG12FW0001', 90);
    const identifiers = async (query: Record<string, string>) => new Set((await rowsOf(world.admin, query)).map((row) => row.identifier));
    expect(await identifiers({ owner_name: 'faguram' })).toEqual(new Set(['CG12FW0001']));
    expect(await identifiers({ owner_name: 'pyarelal' })).toEqual(new Set());
    expect(await identifiers({ owner_name: 'Follow FAGURAM' })).toEqual(new Set(['CG12FW0001']));
    expect(await identifiers({ owner_name: 'parent pyarelal' })).toEqual(new Set());
    await t.database.pool!.query("update citizens set name = 'Renamed Ramdular' where id = $1", [citizen]);
    expect(await identifiers({ owner_name: 'faguram' })).toEqual(new Set());
    expect(await identifiers({ owner_name: 'ramdular', vehicle_no: 'FW0001' })).toEqual(new Set(['CG12FW0001']));
    await t.database.pool!.query("update vehicles set registration_no = 'CG12FW0002' where id = $1", [vehicle]);
    expect(await identifiers({ vehicle_no: 'FW0001' })).toEqual(new Set());
    expect(await identifiers({ vehicle_no: 'FW0002', owner_name: 'ramdular' })).toEqual(new Set(['CG12FW0002']));
    const buyer = await addCitizen(t, world, { name: 'Buyer Budhram' });
    await t.database.pool!.query('update vehicles set citizen_id = $1 where id = $2', [buyer, vehicle]);
    expect(await identifiers({ owner_name: 'ramdular' })).toEqual(new Set());
    expect((await rowsOf(world.admin, { owner_name: 'budhram', vehicle_no: 'FW0002' })).map((row) => row.owner_name)).toEqual(Array(7).fill('Buyer Budhram'));
  });

  it('keeps the unfiltered totals exact (counters) through writes', async () => {
    const counted = async (query: Record<string, string> = {}) => (await report(world.admin, query)).json().total;
    const direct = async (where = 'true') => (await t.database.pool!.query(`select count(*)::int as n from current_documents where ${where}`)).rows[0].n;
    expect(await counted()).toBe(await direct());
    expect(await counted({ doc_type: 'insurance' })).toBe(await direct(`doc_type = 'insurance'`));
    expect((await report(world.managerA)).json().total).toBe(await direct(`branch_id = ${world.branchA}`));
    const before = await t.database.pool!.query('select * from current_documents order by doc_type, record_id');
    await t.database.pool!.query('select rebuild_current_documents()');
    const after = await t.database.pool!.query('select * from current_documents order by doc_type, record_id');
    expect(after.rows).toEqual(before.rows);
    expect(await counted()).toBe(before.rowCount);
  });

  it('is scoped: a branch manager sees their branch, staff without a branch see all, users are refused', async () => {
    const identifiers = async (actor: Actor) => new Set((await rowsOf(actor, { doc_type: 'insurance' })).map((row) => row.identifier));
    expect(await identifiers(world.managerA)).not.toContain('CG07ZZ0009');
    expect(await identifiers(world.managerA)).toContain('CG04AB1234');
    expect([...(await identifiers(world.managerB))]).toEqual(['CG07ZZ0009']);
    expect(await identifiers(world.managerFree)).toEqual(await identifiers(world.admin));
    expect((await report(world.owner)).statusCode).toBe(403);
    expect((await report(null)).statusCode).toBe(401);
  });

  it('moves a citizen’s documents with the citizen to another branch', async () => {
    const citizen = await addCitizen(t, world, { name: 'Mover Mahto' });
    await vehicleWithRecords(citizen, 'CG11MV0001', 60);
    expect(await rowsOf(world.managerB, { owner_name: 'mover' })).toEqual([]);
    await t.database.pool!.query('update citizens set branch_id = $1 where id = $2', [world.branchB, citizen]);
    expect(await rowsOf(world.managerB, { owner_name: 'mover' })).toHaveLength(7);
    expect(await rowsOf(world.managerA, { owner_name: 'mover' })).toEqual([]);
  });

  it('answers 422 for an unknown type, both an exact date and a range, and a range ending before it starts', async () => {
    const bad = [
      [{ doc_type: 'passport' }, 'doc_type', 'Unknown document type.'],
      [{ exact_date: day(1), start_date: day(0) }, 'exact_date', 'Give either an exact date or a date range, not both.'],
      [{ start_date: day(5), end_date: day(1) }, 'end_date', 'The end date must not be before the start date.'],
      [{ exact_date: '2024-02-30' }, 'exact_date', undefined],
    ] as const;
    for (const [query, field, message] of bad) {
      const response = await report(world.admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      if (message) expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
    }
  });
});

describe("a citizen's expired documents", () => {
  const expired = (actor: Actor | null, id = world.citizenId) =>
    t.request({ method: 'GET', url: `/api/citizens/${id}/expired-documents`, token: actor?.token });

  it('lists the current documents that expired before today, with their details', async () => {
    const citizen = await addCitizen(t, world, { name: 'Expired Ekka' });
    await vehicleWithRecords(citizen, 'CG12EX0001', -3);
    await t.database.db.insert(learnerLicences).values({ citizenId: citizen, llNo: 'LL-EKKA', issueDate: day(-1), expiryDate: day(180) });
    const response = await expired(world.managerA, citizen);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.citizen).toMatchObject({ id: citizen, name: 'Expired Ekka' });
    expect(body.expired_documents).toHaveLength(7);
    expect(body.expired_documents.map((doc: { type: string }) => doc.type).sort()).toEqual([...VEHICLE_LABELS].sort());
    expect(body.expired_documents.find((doc: { type: string }) => doc.type === 'Permit')).toMatchObject({
      identifier: 'CG12EX0001', expiry_date: day(-3), details: { permit_number: 'RCG12EX0001' },
    });
  });

  it('follows the citizen list scope: 404 out of scope, 403 for users, 401 anonymous', async () => {
    const statuses = await Promise.all([null, world.owner, world.managerA, world.managerB, world.managerFree, world.admin].map(async (actor) => (await expired(actor)).statusCode));
    expect(statuses).toEqual([401, 403, 200, 404, 200, 200]);
    expect((await expired(world.admin, 2_000_000)).statusCode).toBe(404);
  });
});

describe('the Notify action of a report row', () => {
  const notify = (actor: Actor | null, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/reports/expiries/notify', token: actor?.token, payload: body });
  const messageCount = async () => (await t.database.pool!.query('select count(*)::int as n from messages')).rows[0].n;

  it("queues the document's expiry notice to its owner on WhatsApp", async () => {
    const citizen = await addCitizen(t, world, { name: 'Notice Nag', mobile: '9812345670' });
    await vehicleWithRecords(citizen, 'CG13NT0001', 12);
    const [row] = await rowsOf(world.managerA, { owner_name: 'notice nag', doc_type: 'permit' });
    const response = await notify(world.managerA, { doc_type: 'permit', record_id: row.record_id });
    expect(response.statusCode, response.body).toBe(201);
    const date = day(12).split('-').reverse().join('-');
    expect(response.json().data).toMatchObject({ citizen_id: citizen, recipient: '9812345670', body: `Dear Notice Nag, your permit CG13NT0001 expires on ${date}. Please contact us in time to renew it.` });
    expect(response.json().wa_me_url).toMatch(/^https:\/\/wa\.me\/919812345670\?text=Dear%20Notice%20Nag/);
  });

  it('previews the exact text and phone first, says "expired on" for a passed date and stamps the document when sent', async () => {
    const citizen = await addCitizen(t, world, { name: 'Past Nag', mobile: '9812345671' });
    await vehicleWithRecords(citizen, 'CG13NT0002', -4);
    const [row] = await rowsOf(world.managerA, { owner_name: 'past nag', doc_type: 'insurance' });
    expect(row).toMatchObject({ document_number: 'PCG13NT0002', vehicle_no: 'CG13NT0002', full_record: { notified_at: null } });
    const before = await messageCount();
    const preview = await t.request({ method: 'GET', url: `/api/reports/expiries/notify-preview?doc_type=insurance&record_id=${row.record_id}`, token: world.managerA.token });
    const text = `Dear Past Nag, your vehicle insurance CG13NT0002 expired on ${day(-4).split('-').reverse().join('-')}. Please contact us to renew it.`;
    expect(preview.json()).toEqual({ name: 'Past Nag', mobile: '9812345671', text });
    expect(await messageCount()).toBe(before);
    expect((await notify(world.managerA, { doc_type: 'insurance', record_id: row.record_id })).json().data.body).toBe(text);
    const [after] = await rowsOf(world.managerA, { owner_name: 'past nag', doc_type: 'insurance' });
    expect(after.full_record.notified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const expired = (await t.request({ method: 'GET', url: `/api/citizens/${citizen}/expired-documents`, token: world.admin.token })).json();
    expect(expired.expired_documents.find((doc: { doc_type: string }) => doc.doc_type === 'insurance')).toMatchObject({
      document_number: 'PCG13NT0002', vehicle_no: 'CG13NT0002', details: { notified_at: after.full_record.notified_at },
    });
  });

  it('refuses a document out of scope (404), not current (404), of an unknown type (422), and users (403)', async () => {
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.registrationNo, 'CG07ZZ0009'));
    const [current] = await rowsOf(world.admin, { vehicle_no: 'CG07ZZ0009', doc_type: 'tax' });
    const [old] = await t.database.db.insert(taxes).values({ vehicleId: vehicle.id, taxMode: 'Yearly', taxFrom: day(-800), taxUpto: day(-400) }).returning();
    const before = await messageCount();
    const statuses = [
      (await notify(world.managerA, { doc_type: 'tax', record_id: current.record_id })).statusCode,
      (await notify(world.admin, { doc_type: 'tax', record_id: old.id })).statusCode,
      (await notify(world.admin, { doc_type: 'passport', record_id: current.record_id })).statusCode,
      (await notify(world.owner, { doc_type: 'tax', record_id: current.record_id })).statusCode,
      (await notify(null, { doc_type: 'tax', record_id: current.record_id })).statusCode,
    ];
    expect(statuses).toEqual([404, 404, 422, 403, 401]);
    expect(await messageCount()).toBe(before);
  });
});
