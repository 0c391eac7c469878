import dayjs from 'dayjs';
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { citizens, drivingLicences, learnerLicences, renewals, vehicles } from '../../../db/schema/index.js';
import { renewalsSummary } from '../../../lib/renewals/renewal-list.js';
import { sweepRenewals } from '../../../lib/renewals/renewal-sweep.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { addCitizen, setUpWorld, type Actor } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();
const day = (offset: number) => dayjs(todayInIndia()).add(offset, 'day').format('YYYY-MM-DD');
let registrationSerial = 0;

const api = (actor: Actor | null, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: actor?.token, ...(payload && { payload }) });

async function ok<T = Record<string, unknown>>(actor: Actor, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, status = 200) {
  const response = await api(actor, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

async function vehicleOf(citizenId: number) {
  const registrationNo = `CG04RN${String(++registrationSerial).padStart(4, '0')}`;
  const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId, registrationNo }).returning();
  return vehicle;
}

/** Adds an insurance through the API (as staff write it) ending `offset` days from today; answers its id. */
async function addInsurance(vehicleId: number, offset: number) {
  const body = await ok<{ id: number }>(world.admin, 'POST', `/api/vehicles/${vehicleId}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'United', policy_number: `POL${vehicleId}${offset}`, start_date: day(offset - 365), end_date: day(offset),
  }, 201);
  return body.id;
}

const renewalOf = async (docType: string, recordId: number) =>
  (await t.database.db.select().from(renewals).where(eq(renewals.recordId, recordId))).find((row) => row.docType === docType);

type Page = { data: { id: number; status: string; identifier: string; owner_name: string; assignee: { id: number } | null }[]; meta: { total: number; counts: Record<string, number> } };
const board = (actor: Actor, query = '') => ok<Page>(actor, 'GET', `/api/renewals${query}`);

describe('renewals', () => {
  let vehicleId: number;
  let insuranceId: number;
  let renewalId: number;
  beforeAll(async () => {
    vehicleId = (await vehicleOf(world.citizenId)).id;
    insuranceId = await addInsurance(vehicleId, 10);
    renewalId = (await renewalOf('insurance', insuranceId))!.id;
  });

  it('is created when a record is written expiring within 30 days (or expired), not beyond', async () => {
    expect(await renewalOf('insurance', insuranceId)).toMatchObject({ status: 'due', expiryDate: day(10), branchId: world.branchA, vehicleId });
    const far = await addInsurance((await vehicleOf(world.citizenId)).id, 90);
    expect(await renewalOf('insurance', far)).toBeUndefined();
    const [ll] = await t.database.db.insert(learnerLicences).values({ citizenId: world.citizenId, llNo: 'LL-RN-1', issueDate: day(-200), expiryDate: day(-20) }).returning();
    expect(await renewalOf('ll', ll.id)).toMatchObject({ status: 'due', expiryDate: day(-20) });
    await expectCountersMatchRows(t.database);
  });

  it('is created by the sweep once a document enters the window, once however often it runs', async () => {
    const far = await addInsurance((await vehicleOf(world.citizenId)).id, 40);
    expect(await sweepRenewals(t.database.db, day(0))).toBe(0);
    const [first, second] = await Promise.all([sweepRenewals(t.database.db, day(15)), sweepRenewals(t.database.db, day(15))]);
    expect(first + second).toBe(1);
    expect(await renewalOf('insurance', far)).toMatchObject({ status: 'due' });
    await expectCountersMatchRows(t.database);
  });

  it('lists the board with its counts per status, soonest first, and the owner and vehicle', async () => {
    const page = await board(world.admin, '?status=due');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.find((row) => row.id === renewalId)).toMatchObject({ identifier: expect.stringMatching(/^CG04RN/), owner_name: 'Ramesh Kumar', status: 'due' });
    expect(page.meta.counts.due).toBe(page.meta.total);
    const all = await board(world.admin);
    expect(all.meta.total).toBe(Object.values(all.meta.counts).reduce((sum, n) => sum + n, 0));
  });

  it('moves due → contacted → lost (with a reason) → renewed (with ₹ earned), audited, counters kept', async () => {
    const url = `/api/renewals/${renewalId}`;
    expect(await ok(world.managerA, 'PATCH', url, { status: 'contacted' })).toMatchObject({ status: 'contacted' });
    let counts = (await board(world.managerA)).meta.counts;
    expect(counts).toMatchObject({ contacted: 1 });
    const noReason = await api(world.managerA, 'PATCH', url, { status: 'lost' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.lost_reason).toBeDefined();
    expect(await ok(world.managerA, 'PATCH', url, { status: 'lost', lost_reason: 'Went to another agent' })).toMatchObject({ status: 'lost', lost_reason: 'Went to another agent' });
    const earnedWhileLost = await api(world.managerA, 'PATCH', url, { earned: 500 });
    expect(earnedWhileLost.statusCode).toBe(422);
    expect(earnedWhileLost.json().errors.earned).toBeDefined();
    const renewed = await ok(world.managerA, 'PATCH', url, { status: 'renewed', earned: 1250.5 });
    expect(renewed).toMatchObject({ status: 'renewed', earned: 1250.5, lost_reason: null });
    // What GET answers, PATCH takes back unchanged.
    expect(await ok(world.managerA, 'PATCH', url, renewed)).toEqual(renewed);
    counts = (await board(world.managerA)).meta.counts;
    expect(counts).toMatchObject({ contacted: 0, lost: 0, renewed: 1 });
    const detail = await ok<{ history: { actor: { id: number } | null; after: { status: string } }[] }>(world.managerA, 'GET', url);
    expect(detail.history.map((change) => change.after.status)).toEqual(['contacted', 'lost', 'renewed']);
    expect(detail.history.every((change) => change.actor?.id === world.managerA.id)).toBe(true);
    const summary = await renewalsSummary(t.database.db, { id: world.managerA.id, role: 'manager', branchId: world.branchA } as never, todayInIndia());
    expect(summary).toEqual({ renewals_by_status: counts, earned_this_month: 1250.5 });
    await ok(world.managerA, 'PATCH', url, { status: 'due' });
    await expectCountersMatchRows(t.database);
  });

  it('rejects bad input with 422 and per-field errors', async () => {
    for (const body of [{ status: 'won' }, { earned: -1 }, { assignee_id: 'x' }]) {
      const response = await api(world.admin, 'PATCH', `/api/renewals/${renewalId}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await api(world.admin, 'GET', '/api/renewals?doc_type=boat')).statusCode).toBe(422);
    expect((await api(world.admin, 'POST', `/api/renewals/${renewalId}/notes`, { text: '   ' })).statusCode).toBe(422);
  });

  it('takes notes with their author and time', async () => {
    const note = await ok<{ text: string; author: { id: number } }>(world.managerFree, 'POST', `/api/renewals/${renewalId}/notes`, { text: 'Called, will renew Monday' }, 201);
    expect(note).toMatchObject({ text: 'Called, will renew Monday', author: { id: world.managerFree.id } });
    const detail = await ok<{ notes_count: number; notes: { text: string }[] }>(world.admin, 'GET', `/api/renewals/${renewalId}`);
    expect(detail.notes_count).toBe(1);
    expect(detail.notes.map((n) => n.text)).toEqual(['Called, will renew Monday']);
  });

  it('is seen by admins and managers of its branch (or of none); others get 404, users 403', async () => {
    const url = `/api/renewals/${renewalId}`;
    for (const actor of [world.admin, world.managerA, world.managerFree]) expect((await api(actor, 'GET', url)).statusCode).toBe(200);
    expect((await api(world.managerB, 'GET', url)).statusCode).toBe(404);
    expect((await api(world.managerB, 'PATCH', url, { status: 'contacted' })).statusCode).toBe(404);
    expect((await api(world.owner, 'GET', '/api/renewals')).statusCode).toBe(403);
    expect((await api(null, 'GET', '/api/renewals')).statusCode).toBe(401);
    expect((await board(world.managerB)).data.some((row) => row.id === renewalId)).toBe(false);
    expect((await board(world.managerB, `?branch_id=${world.branchA}`)).meta.total).toBe(0);
    expect((await board(world.admin, `?branch_id=${world.branchA}`)).data.some((row) => row.id === renewalId)).toBe(true);
  });

  it('assigns to staff of its branch only (422 otherwise), one by one and in bulk', async () => {
    const url = `/api/renewals/${renewalId}`;
    const wrong = await api(world.admin, 'PATCH', url, { assignee_id: world.managerB.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.assignee_id).toBeDefined();
    expect((await api(world.admin, 'PATCH', url, { assignee_id: world.owner.id })).statusCode).toBe(422);
    expect(await ok(world.admin, 'PATCH', url, { assignee_id: world.managerA.id })).toMatchObject({ assignee: { id: world.managerA.id, name: expect.any(String) } });
    const other = (await renewalOf('insurance', await addInsurance((await vehicleOf(world.citizenId)).id, 5)))!.id;
    expect(await ok(world.admin, 'POST', '/api/renewals/assign', { ids: [renewalId, other], assignee_id: world.managerFree.id })).toEqual({ updated: 2 });
    expect((await board(world.admin, `?assignee_id=${world.managerFree.id}`)).data.map((row) => row.id).sort()).toEqual([renewalId, other].sort());
    expect((await api(world.managerB, 'POST', '/api/renewals/assign', { ids: [other], assignee_id: world.managerB.id })).statusCode).toBe(404);
    expect((await api(world.admin, 'POST', '/api/renewals/assign', { ids: [other], assignee_id: world.managerB.id })).statusCode).toBe(422);
  });

  it('filters by type, due within and overdue', async () => {
    const overdue = await board(world.admin, '?overdue=true&per_page=100');
    expect(overdue.data.length).toBeGreaterThan(0);
    const ll = await board(world.admin, '?doc_type=ll&overdue=true');
    expect(ll.data.every((row) => row.identifier === 'LL-RN-1')).toBe(true);
    const soon = await board(world.admin, '?due_within=7&overdue=false&per_page=100');
    expect(soon.data.every((row) => row.id !== renewalId)).toBe(true);
    expect((await board(world.admin, '?due_within=10&overdue=false&per_page=100')).data.some((row) => row.id === renewalId)).toBe(true);
  });

  it('counts each status under every filter as the rows do, from the counters but for an assignee', async () => {
    await addInsurance((await vehicleOf(world.citizenId)).id, -3);
    const [assigned] = await t.database.db.select({ id: renewals.id }).from(renewals).limit(1);
    await ok(world.admin, 'POST', '/api/renewals/assign', { ids: [assigned.id], assignee_id: world.managerFree.id });
    const counted = async (where: SQL) =>
      Object.fromEntries((await t.database.db.select({ status: renewals.status, n: sql<number>`count(*)::int` }).from(renewals).where(where).groupBy(renewals.status))
        .map(({ status, n }) => [status, n]));
    const cases: [Actor, string, SQL][] = [
      [world.admin, '?doc_type=insurance', sql`doc_type = 'insurance'`],
      [world.admin, '?due_within=10', sql`expiry_date <= ${day(10)}`],
      [world.admin, '?overdue=true', sql`expiry_date < ${day(0)}`],
      [world.admin, '?due_within=7&overdue=false', sql`expiry_date between ${day(0)} and ${day(7)}`],
      [world.admin, '?doc_type=insurance&overdue=false', sql`doc_type = 'insurance' and expiry_date >= ${day(0)}`],
      [world.admin, `?branch_id=${world.branchA}&doc_type=insurance&due_within=30`, sql`branch_id = ${world.branchA} and doc_type = 'insurance' and expiry_date <= ${day(30)}`],
      [world.managerA, '?overdue=true', sql`branch_id = ${world.branchA} and expiry_date < ${day(0)}`],
      [world.admin, `?assignee_id=${world.managerFree.id}`, sql`assignee_id = ${world.managerFree.id}`],
    ];
    for (const [actor, query, where] of cases) {
      const { counts } = (await board(actor, query)).meta;
      expect(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)), query).toEqual(await counted(where));
    }
    expect(Object.values((await counted(sql`expiry_date < ${day(0)}`)) as Record<string, number>).some((n) => n > 0)).toBe(true);
  });

  it('is renewed automatically by a newer record of its kind and reopened when that record is deleted', async () => {
    const vehicle = await vehicleOf(world.citizenId);
    const old = await addInsurance(vehicle.id, 3);
    const renewal = (await renewalOf('insurance', old))!;
    await ok(world.admin, 'PATCH', `/api/renewals/${renewal.id}`, { status: 'contacted' });
    const newer = await addInsurance(vehicle.id, 365);
    expect(await renewalOf('insurance', old)).toMatchObject({ status: 'renewed', renewedByRecordId: newer });
    await expectCountersMatchRows(t.database);
    await ok(world.admin, 'DELETE', `/api/insurances/${newer}`);
    expect(await renewalOf('insurance', old)).toMatchObject({ status: 'contacted', renewedByRecordId: null, renewedAt: null });
    const detail = await ok<{ history: { actor: unknown; after: { status: string } }[] }>(world.admin, 'GET', `/api/renewals/${renewal.id}`);
    expect(detail.history.map((change) => [change.actor === null, change.after.status])).toEqual([[false, 'contacted'], [true, 'renewed'], [true, 'contacted']]);
    await expectCountersMatchRows(t.database);
  });

  it('renews an LL by a later DL; deleting the record takes its renewal along', async () => {
    const citizenId = await addCitizen(t, world);
    const [ll] = await t.database.db.insert(learnerLicences).values({ citizenId, llNo: 'LL-RN-2', issueDate: day(-170), expiryDate: day(5) }).returning();
    const [dl] = await t.database.db.insert(drivingLicences).values({ citizenId, dlNo: 'DL-RN-2', issueDate: day(0), expiryDate: day(7300) }).returning();
    expect(await renewalOf('ll', ll.id)).toMatchObject({ status: 'renewed', renewedByRecordId: dl.id });
    await t.database.db.delete(drivingLicences).where(eq(drivingLicences.id, dl.id));
    expect(await renewalOf('ll', ll.id)).toMatchObject({ status: 'due' });
    await t.database.db.delete(learnerLicences).where(eq(learnerLicences.id, ll.id));
    expect(await renewalOf('ll', ll.id)).toBeUndefined();
    await expectCountersMatchRows(t.database);
  });

  it('follows its citizen to another branch', async () => {
    const citizenId = await addCitizen(t, world);
    const insurance = await addInsurance((await vehicleOf(citizenId)).id, 2);
    await t.database.db.update(citizens).set({ branchId: world.branchB }).where(eq(citizens.id, citizenId));
    expect(await renewalOf('insurance', insurance)).toMatchObject({ branchId: world.branchB });
    await expectCountersMatchRows(t.database);
  });
});
