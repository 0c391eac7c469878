import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../../../../common/dashboard-charts.js';
import { addDays } from '../../../../common/record-status.js';
import { todayInIndia } from '../../../../common/record-status.js';
import { citizens, insurances, learnerLicences, puccs, serviceRequests, taxes, vehicles } from '../../../db/schema/index.js';
import { addCitizen, setUpWorld, type Actor } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();
/** This week's Monday in India: the first week of the expiring chart, the last of the requests'. */
const monday = weekStart(todayInIndia());

const charts = (actor?: Actor) => t.request({ method: 'GET', url: '/api/dashboard/charts', token: actor?.token });

/** The non-zero counts per week index, e.g. { 0: { insurance: 2 } }. */
function nonZero(weeks: { week_start: string; counts: Record<string, number> }[]) {
  const found: Record<number, Record<string, number>> = {};
  weeks.forEach(({ counts }, week) => {
    const kept = Object.entries(counts).filter(([, n]) => n > 0);
    if (kept.length) found[week] = Object.fromEntries(kept);
  });
  return found;
}

async function vehicleOf(citizenId: number, registrationNo: string) {
  const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId, registrationNo }).returning();
  return vehicle.id;
}
const insurance = (vehicleId: number, endDate: string) => ({
  vehicleId, insuranceType: 'Comprehensive' as const, companyName: 'United', policyNumber: `P${vehicleId}`, startDate: addDays(endDate, -365), endDate,
});

beforeAll(async () => {
  const db = t.database.db;
  const [first, second, third] = [await vehicleOf(world.citizenId, 'CG04AB1001'), await vehicleOf(world.citizenId, 'CG04AB1002'), await vehicleOf(world.citizenId, 'CG04AB1003')];
  const other = await addCitizen(t, world, { branchId: world.branchB, createdBy: world.managerB.id });
  const othersVehicle = await vehicleOf(other, 'CG07ZZ2001');
  await db.insert(insurances).values([
    insurance(first, monday), insurance(second, addDays(monday, 12 * 7)), insurance(third, addDays(monday, -1)), insurance(othersVehicle, addDays(monday, 6)),
  ]);
  // A renewed PUCC counts once, at the current one's date.
  await db.insert(puccs).values([
    { vehicleId: first, puccNumber: 'U1', validFrom: addDays(monday, -200), validUntil: addDays(monday, 3) },
    { vehicleId: first, puccNumber: 'U2', validFrom: addDays(monday, -20), validUntil: addDays(monday, 7) },
  ]);
  await db.insert(taxes).values({ vehicleId: first, taxMode: 'Yearly', taxFrom: addDays(monday, -300), taxUpto: addDays(monday, 12 * 7 - 1) });
  await db.insert(learnerLicences).values({ citizenId: world.citizenId, llNo: 'CG04/LL/9', issueDate: addDays(monday, -160), expiryDate: addDays(monday, 15) });

  // Received at these times in India: the weeks turn at Monday 00:00 IST.
  const at = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
  const request = { category: 'dl' as const, contactName: 'Someone', contactPhone: '9876500009' };
  const eightWeeksBack = addDays(monday, -7 * 7);
  await db.insert(serviceRequests).values([
    { ...request, createdAt: at(monday, '00:30:00') },
    { ...request, status: 'completed', createdAt: at(monday, '00:00:00') },
    { ...request, status: 'contacted', createdAt: at(addDays(monday, -1), '23:59:00') },
    { ...request, status: 'rejected', createdAt: at(eightWeeksBack, '00:00:00') },
    { ...request, createdAt: at(addDays(eightWeeksBack, -1), '23:59:59') },
  ]);
});

describe('GET /api/dashboard/charts', () => {
  it('counts the current documents expiring in each of the next 12 weeks per type, and the requests of the last 8 weeks per status', async () => {
    const response = await charts(world.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.expiring_by_week.map((week: { week_start: string }) => week.week_start)).toEqual(Array.from({ length: 12 }, (_, i) => addDays(monday, i * 7)));
    expect(Object.keys(body.expiring_by_week[0].counts)).toEqual(['ll', 'dl', 'insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor', 'tax']);
    expect(nonZero(body.expiring_by_week)).toEqual({ 0: { insurance: 2 }, 1: { pucc: 1 }, 2: { ll: 1 }, 11: { tax: 1 } });
    expect(body.requests_by_week.map((week: { week_start: string }) => week.week_start)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(monday, (i - 7) * 7)));
    expect(body.requests_by_week[7].counts).toEqual({ pending: 1, contacted: 0, completed: 1, rejected: 0 });
    expect(nonZero(body.requests_by_week)).toEqual({ 0: { rejected: 1 }, 6: { contacted: 1 }, 7: { pending: 1, completed: 1 } });
  });

  it("scopes the documents to a manager's branch (a manager without one sees all); every staff member sees every request", async () => {
    const answers = await Promise.all([world.managerA, world.managerB, world.managerFree].map(async (actor) => (await charts(actor)).json()));
    expect(answers.map((body) => nonZero(body.expiring_by_week))).toEqual([
      { 0: { insurance: 1 }, 1: { pucc: 1 }, 2: { ll: 1 }, 11: { tax: 1 } },
      { 0: { insurance: 1 } },
      { 0: { insurance: 2 }, 1: { pucc: 1 }, 2: { ll: 1 }, 11: { tax: 1 } },
    ]);
    for (const body of answers) expect(nonZero(body.requests_by_week)).toEqual({ 0: { rejected: 1 }, 6: { contacted: 1 }, 7: { pending: 1, completed: 1 } });
  });

  it('refuses a user (403) and a visitor (401)', async () => {
    const forbidden = await charts(world.owner);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await charts()).statusCode).toBe(401);
  });

  it('follows every change in its transaction: a date moved, a document deleted, a citizen moved to another branch; recount_rows() agrees', async () => {
    const db = t.database.db;
    await db.update(taxes).set({ taxUpto: addDays(monday, 20) }).where(eq(taxes.taxUpto, addDays(monday, 12 * 7 - 1)));
    await db.delete(learnerLicences).where(eq(learnerLicences.llNo, 'CG04/LL/9'));
    await db.update(citizens).set({ branchId: world.branchB }).where(eq(citizens.id, world.citizenId));
    const expiring = async (actor: Actor) => nonZero((await charts(actor)).json().expiring_by_week);
    const expected = [{ 0: { insurance: 2 }, 1: { pucc: 1 }, 2: { tax: 1 } }, {}, { 0: { insurance: 2 }, 1: { pucc: 1 }, 2: { tax: 1 } }];
    expect([await expiring(world.admin), await expiring(world.managerA), await expiring(world.managerB)]).toEqual(expected);
    await t.database.pool!.query('select recount_rows()');
    expect([await expiring(world.admin), await expiring(world.managerA), await expiring(world.managerB)]).toEqual(expected);
  });
});
