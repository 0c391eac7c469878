import dayjs from 'dayjs';
import { INSURANCE_TYPES } from '../../../../common/options.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { citizens, learnerLicences, drivingLicences, vehicles, insurances } from '../../../db/schema/index.js';
import { setUpTestApp } from '../../build.js';

const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');
const insurance = (vehicleId: number, endDate: string) => ({
  vehicleId, insuranceType: INSURANCE_TYPES[0], companyName: 'LIC', policyNumber: 'P1', startDate: inDays(-300), endDate,
});

describe('GET /api/dashboard/expiring-documents', () => {
  const t = setUpTestApp();
  let userToken: string;
  beforeAll(async () => {
    const db = t.database.db;
    const account = await t.signIn('user');
    userToken = account.token;
    const [own, created] = await db
      .insert(citizens)
      .values([
        { name: 'Own profile', mobile: account.user.phone, userId: account.user.id },
        { name: 'Created by user', mobile: '9876500011', createdBy: account.user.id },
      ])
      .returning();
    await db.insert(learnerLicences).values([
      { citizenId: own.id, llNo: 'CG04/LL/SOON', expiryDate: inDays(10) },
      { citizenId: created.id, llNo: 'CG04/LL/OTHER', expiryDate: inDays(5) },
    ]);
    await db.insert(drivingLicences).values([
      { citizenId: own.id, dlNo: 'CG04-PAST', expiryDate: inDays(-1) },
    ]);
    const [car] = await db.insert(vehicles).values({ citizenId: own.id, registrationNo: 'CG04AB7777' }).returning();
    await db.insert(insurances).values(insurance(car.id, inDays(60)));
    const [bike] = await db.insert(vehicles).values({ citizenId: own.id, registrationNo: 'CG04AB8888' }).returning();
    await db.insert(insurances).values(insurance(bike.id, inDays(61)));
  });

  const get = (token?: string) => t.request({ method: 'GET', url: '/api/dashboard/expiring-documents', token });

  it("lists only the caller's own profile documents expiring from today to 60 days ahead, soonest first", async () => {
    const response = await get(userToken);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { doc_type: string; identifier: string; expiry_date: string }[];
    expect(rows.map(({ doc_type, identifier, expiry_date }) => [doc_type, identifier, expiry_date])).toEqual([
      ['ll', 'CG04/LL/SOON', inDays(10)],
      ['insurance', 'CG04AB7777', inDays(60)],
    ]);
  });

  it('answers an empty list to an account without an own profile, and 401 to a visitor', async () => {
    const { token } = await t.signIn('admin');
    expect((await get(token)).json()).toEqual({ data: [] });
    const visitor = await get();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
