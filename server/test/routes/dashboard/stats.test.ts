import { beforeAll, describe, expect, it } from 'vitest';
import { branches, citizens, drivingLicences, learnerLicences, serviceRequests, vehicles } from '../../../db/schema/index.js';
import { setUpTestApp } from '../../build.js';

describe('GET /api/dashboard/stats and /api/dashboard/user-stats', () => {
  const t = setUpTestApp();
  let durgId: number;
  let userToken: string;
  let userId: number;
  beforeAll(async () => {
    const db = t.database.db;
    const [durg, raipur] = await db.insert(branches).values([{ name: 'Durg' }, { name: 'Raipur' }]).returning();
    durgId = durg.id;
    const account = await t.signIn('user');
    userToken = account.token;
    userId = account.user.id;
    const [primary, other] = await db
      .insert(citizens)
      .values([
        { name: 'Own profile', mobile: account.user.phone, userId, branchId: durg.id },
        { name: 'Created by user', mobile: '9876500001', createdBy: userId, branchId: durg.id },
        { name: 'Raipur citizen', mobile: '9876500002', branchId: raipur.id },
        { name: 'No branch', mobile: '9876500003' },
      ])
      .returning();
    await db.insert(learnerLicences).values([
      { citizenId: primary.id, llNo: 'CG04/LL/1' }, { citizenId: primary.id, llNo: 'CG04/LL/2' }, { citizenId: other.id, llNo: 'CG04/LL/3' },
    ]);
    await db.insert(drivingLicences).values([{ citizenId: primary.id, dlNo: 'CG0420200001' }]);
    await db.insert(vehicles).values([
      { citizenId: primary.id, registrationNo: 'CG04AB1234' }, { citizenId: primary.id, registrationNo: 'CG04AB1235' },
      { citizenId: primary.id, registrationNo: 'CG04AB1236' }, { citizenId: other.id, registrationNo: 'CG04AB1237' },
    ]);
    const request = { category: 'dl' as const, contactName: 'Someone', contactPhone: '9876500009' };
    await db.insert(serviceRequests).values([
      { ...request, userId }, { ...request, userId }, { ...request, userId, status: 'completed' },
      { ...request }, { ...request, status: 'contacted' },
    ]);
  });

  const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

  it('gives an admin every pending request, citizen and user', async () => {
    const { token } = await t.signIn('admin');
    const response = await get('/api/dashboard/stats', token);
    expect(response.statusCode).toBe(200);
    // Users: the user above and this admin.
    expect(response.json()).toEqual({ pending_requests: 3, total_citizens: 4, total_users: 2 });
  });

  it('counts only the citizens of a manager branch; a manager without a branch sees all', async () => {
    const branchManager = await t.signIn('manager', { branchId: durgId });
    expect((await get('/api/dashboard/stats', branchManager.token)).json()).toMatchObject({ pending_requests: 3, total_citizens: 2 });
    const freeManager = await t.signIn('manager');
    expect((await get('/api/dashboard/stats', freeManager.token)).json()).toMatchObject({ total_citizens: 4 });
  });

  it('refuses the staff statistics to a user (403) and to a visitor (401)', async () => {
    const forbidden = await get('/api/dashboard/stats', userToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await get('/api/dashboard/stats')).statusCode).toBe(401);
  });

  it('gives a user their pending requests and their primary profile counts', async () => {
    const response = await get('/api/dashboard/user-stats', userToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pending_requests_count: 2, ll_count: 2, dl_count: 1, vehicle_count: 3 });
  });

  it('answers zeros for an account without a primary profile, and 401 for a visitor', async () => {
    const { token } = await t.signIn('manager');
    expect((await get('/api/dashboard/user-stats', token)).json()).toEqual({
      pending_requests_count: 0, ll_count: 0, dl_count: 0, vehicle_count: 0,
    });
    expect((await get('/api/dashboard/user-stats')).statusCode).toBe(401);
  });
});
