import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';

/** Add and Edit User send `branch_id: null` (and `email: ''`) for "no branch", as the app's dialogs do. */
const { t, world } = setUpWorld();

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const addUser = (token: string, role: 'user' | 'manager') =>
  t.request({
    method: 'POST',
    url: '/api/admin/users',
    token,
    payload: { name: 'No Branch', email: '', phone: nextMobile(), password: 'password8', role, branch_id: null },
  });

describe('users without a branch', () => {
  it('lets a branch manager add a plain user (branch sent empty)', async () => {
    const response = await addUser(world.managerA.token, 'user');
    expect(response.statusCode, response.body).toBe(201);
    expect(await userRow(response.json().id)).toMatchObject({ role: 'user', branchId: null, email: null });
  });

  it('lets an admin add a manager with "No branch"', async () => {
    const response = await addUser(world.admin.token, 'manager');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ role: 'manager', branch_id: null, branch: null });
  });

  it("lets an admin set a manager's branch to none", async () => {
    const { user } = await t.signIn('manager', { branchId: world.branchA });
    const payload = { name: user.name, email: '', phone: user.phone, branch_id: null };
    const response = await t.request({ method: 'PUT', url: `/api/admin/users/${user.id}`, token: world.admin.token, payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ branchId: null });
  });
});
