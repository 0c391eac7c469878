import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { insurances, puccs, vehicles } from '../../../db/schema/index.js';
import { setUpWorld } from '../citizens/fixtures.js';

/**
 * Insurance and PUCC status (decisions.md §Records): chosen by hand, but answered `expired` once the end date has
 * passed (in India); a PUT of what GET answered changes nothing.
 */
const { t, world } = setUpWorld();
const day = (offset: number) => dayjs(todayInIndia()).add(offset, 'day').format('YYYY-MM-DD');
let vehicleId: number;
beforeAll(async () => {
  [{ id: vehicleId }] = await t.database.db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo: 'CG04ST0001' }).returning();
});

const TYPES = [
  { segment: 'insurances', table: insurances, end: 'end_date', form: (end: string) => ({ insurance_type: 'Comprehensive', company_name: 'United', policy_number: `P${end}`, start_date: day(-400), end_date: end }) },
  { segment: 'puccs', table: puccs, end: 'valid_until', form: (end: string) => ({ pucc_number: `U${end}`, valid_from: day(-400), valid_until: end }) },
] as const;

describe.each(TYPES)('$segment', ({ segment, table, end, form }) => {
  const token = () => world.admin.token;
  const create = async (endDate: string, status: string) => {
    const response = await t.request({ method: 'POST', url: `/api/vehicles/${vehicleId}/${segment}`, token: token(), payload: { ...form(endDate), status } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const listed = async (id: number) =>
    ((await t.request({ method: 'GET', url: `/api/vehicles/${vehicleId}/${segment}?per_page=1000`, token: token() })).json().data as Record<string, unknown>[]).find((row) => row.id === id)!;
  const storedStatus = async (id: number) => (await t.database.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0].status;
  const put = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/${segment}/${id}`, token: token(), payload });

  it('answers expired once the end date has passed, whatever was chosen, with the chosen status beside it', async () => {
    const passed = await create(day(-1), 'active');
    const endsToday = await create(day(0), 'active');
    const chosenExpired = await create(day(30), 'expired');
    expect(await listed(passed)).toMatchObject({ status: 'expired', chosen_status: 'active', [end]: day(-1) });
    expect(await listed(endsToday)).toMatchObject({ status: 'active', chosen_status: 'active' });
    expect(await listed(chosenExpired)).toMatchObject({ status: 'expired', chosen_status: 'expired' });
    expect(await storedStatus(passed)).toBe('active');
    const details = (await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/all-details`, token: token() })).json();
    const inDetails = details.vehicles.find((vehicle: { id: number }) => vehicle.id === vehicleId)[segment];
    expect(inDetails.find((row: { id: number }) => row.id === passed)).toMatchObject({ status: 'expired', chosen_status: 'active' });
  });

  it('takes back what GET answered (as react-admin sends it) and changes nothing', async () => {
    const id = await create(day(-5), 'active');
    const before = await listed(id);
    const response = await put(id, before);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedStatus(id)).toBe('active');
    expect({ ...(await listed(id)), updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it('stores a status chosen with the form: active again on renewal, expired before the end date', async () => {
    const id = await create(day(-5), 'active');
    const renewed = await put(id, { ...form(day(365)), status: 'active' });
    expect(renewed.json()).toMatchObject({ status: 'active', chosen_status: 'active', [end]: day(365) });
    const cancelled = await put(id, { ...form(day(365)), status: 'expired' });
    expect(cancelled.json()).toMatchObject({ status: 'expired', chosen_status: 'expired' });
    expect(await storedStatus(id)).toBe('expired');
  });
});

it('shows the report row of a passed insurance as expired, with its own number and its vehicle\'s', async () => {
  const db = t.database.db;
  const [vehicle] = await db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo: 'CG04ST0002' }).returning();
  const [{ id }] = await db.insert(insurances).values({ vehicleId: vehicle.id, insuranceType: 'Third Party', companyName: 'United', policyNumber: 'PCURRENT', startDate: day(-400), endDate: day(-2) }).returning();
  const report = (await t.request({ method: 'GET', url: '/api/reports/expiries?doc_type=insurance&vehicle_no=CG04ST0002', token: world.admin.token })).json();
  expect(report.data).toMatchObject([
    { record_id: id, identifier: 'CG04ST0002', document_number: 'PCURRENT', vehicle_no: 'CG04ST0002', full_record: { status: 'expired', chosen_status: 'active' } },
  ]);
});
