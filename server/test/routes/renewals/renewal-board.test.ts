import dayjs from 'dayjs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { citizens, drivingLicences, insurances, learnerLicences, puccs, renewals, vehicles } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { setUpWorld, type Actor } from '../citizens/fixtures.js';

/** The board's columns page past their first 25, and its search finds renewals by owner, mobile, vehicle or number (issue 32). */

const { t, world } = setUpWorld();
const day = (offset: number) => dayjs(todayInIndia()).add(offset, 'day').format('YYYY-MM-DD');

type Page = {
  data: { id: number; status: string; expiry_date: string; owner_name: string; identifier: string }[];
  meta: { total: number; last_page: number; counts: Record<string, number>; counts_capped?: string[] };
};
const board = async (actor: Actor, query: string) => {
  const response = await t.request({ method: 'GET', url: `/api/renewals?${query}`, token: actor.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const ids = (page: Page) => page.data.map((row) => row.id);
/** Every renewal id the search answers, all statuses, as an admin. */
const found = async (q: string, actor = world.admin, filters = '') => ids(await board(actor, `q=${encodeURIComponent(q)}&per_page=100${filters}`)).sort();

let serial = 0;
/** A citizen of branch A with a vehicle whose insurance ends `offset` days from today: its renewal's id. */
async function insuredOwner(name: string, offset: number, values: { mobile?: string; registrationNo?: string; branchId?: number } = {}) {
  const db = t.database.db;
  const [citizen] = await db.insert(citizens).values({ name, mobile: values.mobile ?? nextMobile(), branchId: values.branchId ?? world.branchA }).returning();
  const number = ++serial;
  const registrationNo = values.registrationNo ?? `CG10BD${String(number).padStart(4, '0')}`;
  const [vehicle] = await db.insert(vehicles).values({ citizenId: citizen.id, registrationNo }).returning();
  const [insurance] = await db.insert(insurances).values({
    vehicleId: vehicle.id, insuranceType: 'Comprehensive', companyName: 'United', policyNumber: `BD-POL-${number}`, startDate: day(offset - 365), endDate: day(offset),
  }).returning();
  const [renewal] = await db.select().from(renewals).where(and(eq(renewals.docType, 'insurance'), eq(renewals.recordId, insurance.id)));
  return { renewalId: renewal.id, citizenId: citizen.id, vehicleId: vehicle.id };
}

describe('renewals board: paging and search', () => {
  const due: number[] = [];
  let zorawar: Awaited<ReturnType<typeof insuredOwner>>;
  beforeAll(async () => {
    for (let i = 0; i < 60; i++) due.push((await insuredOwner(`Paged Owner ${i}`, -10 + (i % 35))).renewalId);
    zorawar = await insuredOwner('Zorawar Pathak', 12, { mobile: '9876012345', registrationNo: 'CG07ZX4321' });
  });

  it('pages each column past its first 25, soonest expiry first, every renewal once', async () => {
    const first = await board(world.managerA, 'status=due');
    expect(first.data).toHaveLength(25);
    expect(first.meta.total).toBe(first.meta.counts.due);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 25));
    const pages = [first];
    for (let page = 2; page <= first.meta.last_page; page++) pages.push(await board(world.managerA, `status=due&page=${page}`));
    const rows = pages.flatMap((page) => page.data);
    expect(rows).toHaveLength(first.meta.total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(due));
    const order = rows.map((row) => `${row.expiry_date}:${String(row.id).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort());
    // The other columns page on their own.
    const contacted = await board(world.managerA, 'status=contacted&page=2');
    expect(contacted.data).toEqual([]);
  });

  it("finds a renewal by its owner's name, any case, and by a full name", async () => {
    expect(await found('zorawar')).toEqual([zorawar.renewalId]);
    expect(await found('ZORAWAR PATHAK')).toEqual([zorawar.renewalId]);
    expect(await found('Pathak')).toEqual([zorawar.renewalId]);
  });

  it("finds it by the owner's mobile, whole (with +91, spaces, hyphens) or its first digits", async () => {
    expect(await found('9876012345')).toEqual([zorawar.renewalId]);
    expect(await found('+91 98760-12345')).toEqual([zorawar.renewalId]);
    expect(await found('98760123')).toEqual([zorawar.renewalId]);
  });

  it('finds it by a part of the vehicle number, however written', async () => {
    expect(await found('CG07ZX4321')).toEqual([zorawar.renewalId]);
    expect(await found('cg-07 zx 4321')).toEqual([zorawar.renewalId]);
    expect(await found('ZX432')).toEqual([zorawar.renewalId]);
  });

  it("finds a vehicle's other renewals and a licence's by the document's own number", async () => {
    const db = t.database.db;
    const [pucc] = await db.insert(puccs).values({ vehicleId: zorawar.vehicleId, puccNumber: 'PUC-CG-778899', validFrom: day(-170), validUntil: day(4) }).returning();
    const [dl] = await db.insert(drivingLicences).values({ citizenId: zorawar.citizenId, dlNo: 'CG0720190055501', issueDate: day(-7000), expiryDate: day(8) }).returning();
    const [ll] = await db.insert(learnerLicences).values({ citizenId: (await insuredOwner('Licence Holder', 20)).citizenId, llNo: 'LL-CG-4455661', issueDate: day(-170), expiryDate: day(6) }).returning();
    const renewalOf = async (docType: string, recordId: number) =>
      (await db.select({ id: renewals.id }).from(renewals).where(and(eq(renewals.docType, docType), eq(renewals.recordId, recordId))))[0].id;
    expect(await found('cg-778899')).toEqual([await renewalOf('pucc', pucc.id)]);
    expect(await found('20190055501')).toEqual([await renewalOf('dl', dl.id)]);
    expect(await found('ll-cg-4455661')).toEqual([await renewalOf('ll', ll.id)]);
    const policy = (await db.select({ number: insurances.policyNumber }).from(insurances).innerJoin(renewals, eq(renewals.recordId, insurances.id))
      .where(and(eq(renewals.id, zorawar.renewalId), eq(renewals.docType, 'insurance'))))[0].number;
    expect(await found(policy)).toEqual([zorawar.renewalId]);
    // The vehicle number finds each of its renewals; the name, all of the owner's.
    expect(await found('ZX4321')).toEqual([zorawar.renewalId, await renewalOf('pucc', pucc.id)].sort());
    expect(await found('Zorawar')).toEqual([zorawar.renewalId, await renewalOf('pucc', pucc.id), await renewalOf('dl', dl.id)].sort());
  });

  it('keeps the other filters, the status column and the caller\'s branch with a search, and counts what it finds', async () => {
    expect(await found('Zorawar', world.admin, '&doc_type=dl')).toHaveLength(1);
    expect(await found('Zorawar', world.admin, '&due_within=5')).toHaveLength(1);
    expect(await found('Zorawar', world.managerB)).toEqual([]);
    expect(await found('Zorawar', world.managerA, `&assignee_id=${world.managerA.id}`)).toEqual([]);
    const searched = await board(world.managerA, 'q=zorawar&status=due');
    expect(searched.meta.counts).toEqual({ due: 3, contacted: 0, renewed: 0, lost: 0 });
    expect(searched.meta.total).toBe(3);
    expect(await found('nobody-has-this')).toEqual([]);
  });

  it("searches a common term's renewals along the column, counted as the rows are", async () => {
    // More than 2,000 holders: the term is checked on each renewal of the walk, not looked up by its holders.
    await t.database.db.insert(citizens).values(Array.from({ length: 2_001 }, (_, i) => ({ name: `Common Bhoi ${i}`, mobile: nextMobile(), branchId: world.branchB })));
    const mine = [];
    for (let i = 0; i < 30; i++) mine.push((await insuredOwner(`Bhoi Renewing ${i}`, i)).renewalId);
    const first = await board(world.managerA, 'q=bhoi&status=due');
    expect(first.data).toHaveLength(25);
    const second = await board(world.managerA, 'q=bhoi&status=due&page=2');
    expect([...ids(first), ...ids(second)].sort()).toEqual([...mine].sort());
    expect(first.meta.counts.due).toBe(30);
    expect(first.meta.counts_capped).toBeUndefined();
    const counted = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(renewals).where(inArray(renewals.id, mine));
    expect(first.meta.total).toBe(counted[0].n);
  });

  it("counts a common term's matches only a few pages ahead, and pages on past them", async () => {
    const db = t.database.db;
    const owners = await db.insert(citizens).values(Array.from({ length: 150 }, (_, i) => ({ name: `Bhoi Many ${i}`, mobile: nextMobile(), branchId: world.branchA }))).returning();
    const cars = await db.insert(vehicles).values(owners.map((owner, i) => ({ citizenId: owner.id, registrationNo: `CG11BM${String(i).padStart(4, '0')}` }))).returning();
    await db.insert(insurances).values(cars.map((car, i) => ({
      vehicleId: car.id, insuranceType: 'Comprehensive' as const, companyName: 'United', policyNumber: `BM-${i}`, startDate: day(-300), endDate: day(i % 30),
    })));
    const first = await board(world.managerA, 'q=bhoi&status=due');
    expect(first.meta.counts.due).toBe(125);
    expect(first.meta.counts_capped).toEqual(['due']);
    expect(first.meta.total).toBe(125);
    const rows = [];
    for (let page = 1; ; page++) {
      const next = await board(world.managerA, `q=bhoi&status=due&page=${page}`);
      rows.push(...ids(next));
      if (next.data.length < 25) break;
      expect(next.meta.total).toBeGreaterThan(page * 25);
    }
    expect(new Set(rows).size).toBe(180);
  });

  it('refuses a term longer than 100 characters with 422', async () => {
    const response = await t.request({ method: 'GET', url: `/api/renewals?q=${'x'.repeat(101)}`, token: world.admin.token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.q).toBeDefined();
  });
});
