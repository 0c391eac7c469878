import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../common/options.js';
import { apiTokens, citizens, messages, passwordResets, users } from '../../../db/schema/index.js';
import { NO_EMAIL, NO_SELF_DELETE, NO_SELF_DEMOTE } from '../../../lib/accounts/user-admin.js';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { adminOnly, expectRefused, expectStatuses, staffOnly } from './helpers.js';

const { t, world } = setUpWorld();
const FORBIDDEN = 'This action is unauthorized.';

/** A new account of the role (with an email unless told otherwise) and a bearer token of it. */
async function member(role: Role = 'user', overrides: Partial<typeof users.$inferInsert> = {}) {
  const phone = nextMobile();
  const { user, token } = await t.signIn(role, { name: `Member ${phone}`, email: `member${phone}@example.com`, phone, ...overrides });
  return { ...user, token };
}

const tokensOf = async (userId: number) => (await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).length;
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const newUser = (role: Role, extra: Record<string, unknown> = {}) => ({ name: 'New Member', phone: nextMobile(), password: 'password8', role, ...extra });

describe('GET /api/admin/users', () => {
  it('answers staff only', async () => {
    await expectStatuses(t, world, () => ({ method: 'GET', url: '/api/admin/users' }), staffOnly(200));
  });

  it('lists each account with its branch and primary citizen, newest first, 10 a page by default', async () => {
    const manager = await member('manager', { branchId: world.branchA });
    const [profile] = await t.database.db.insert(citizens).values({ name: 'Own Profile', mobile: manager.phone, userId: manager.id }).returning();
    const response = await t.request({ method: 'GET', url: '/api/admin/users', token: world.admin.token });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ current_page: 1, per_page: 10, from: 1 });
    expect(data[0]).toMatchObject({
      id: manager.id, role: 'manager', branch_id: world.branchA, branch: { id: world.branchA },
      citizen_id: profile.id, primary_citizen: { id: profile.id, name: 'Own Profile' },
    });
    expect(data[0]).not.toHaveProperty('password_hash');
  });

  it('searches name, email and phone, filters by role and pages', async () => {
    const found = await member('user', { name: 'Zebulon Quixote', email: 'zq.unique@example.com' });
    const get = async (query: string) => (await t.request({ method: 'GET', url: `/api/admin/users?${query}`, token: world.managerA.token })).json();
    for (const q of ['zebulon quix', 'ZQ.UNIQUE@', found.phone.slice(2)]) {
      expect(await get(`q=${encodeURIComponent(q)}`), q).toMatchObject({ data: [{ id: found.id }] });
    }
    expect((await get('q=zebulon&role=manager')).data).toEqual([]);
    const managers = await get('role=manager&per_page=25');
    expect(managers.meta.per_page).toBe(25);
    expect(managers.data.every((row: { role: string }) => row.role === 'manager')).toBe(true);
    expect((await get('per_page=1&page=2')).meta).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2 });
    expect((await get('q=100%25')).data).toEqual([]);
  });

  it('says on each row whether the caller may message its primary profile, as send-message then answers', async () => {
    const withProfile = async (branchId: number | null) => {
      const user = await member('user');
      await t.database.db.insert(citizens).values({ name: `Profile of ${user.name}`, mobile: user.phone, userId: user.id, branchId });
      return user.id;
    };
    // A user's own profile usually has no branch; staff may have made it in a branch.
    const profiles = { none: await withProfile(null), a: await withProfile(world.branchA), b: await withProfile(world.branchB) };
    const noProfile = (await member('user')).id;
    const expected = { managerA: [false, true, false], managerFree: [true, true, true], admin: [true, true, true] };
    for (const [caller, canMessage] of Object.entries(expected) as [keyof typeof expected, boolean[]][]) {
      const { token } = world[caller];
      const rows = (await t.request({ method: 'GET', url: '/api/admin/users?per_page=1000', token })).json().data as { id: number; can_message: boolean; citizen_id: number | null }[];
      const rowOf = (id: number) => rows.find((row) => row.id === id)!;
      expect(Object.values(profiles).map((id) => rowOf(id).can_message), caller).toEqual(canMessage);
      expect(rowOf(noProfile).can_message).toBe(false);
      for (const id of Object.values(profiles)) {
        const sent = await t.request({ method: 'POST', url: `/api/citizens/${rowOf(id).citizen_id}/send-message`, token, payload: { message: 'Hello' } });
        expect(sent.statusCode, `${caller} → user ${id}`).toBe(rowOf(id).can_message ? 201 : 404);
      }
    }
  });

  it('refuses a bad role, page or page size (422)', async () => {
    for (const query of ['role=boss', 'per_page=1001', 'page=0']) {
      await expectRefused(t, { method: 'GET', url: `/api/admin/users?${query}`, token: world.admin.token }, 422);
    }
  });
});

describe('POST /api/admin/users', () => {
  const post = (payload: object) => ({ method: 'POST' as const, url: '/api/admin/users', payload });

  it('lets staff create a user, and only an admin create a manager or an admin', async () => {
    await expectStatuses(t, world, () => post(newUser('user')), staffOnly(201));
    await expectStatuses(t, world, () => post(newUser('manager')), adminOnly(201));
    await expectStatuses(t, world, () => post(newUser('admin')), adminOnly(201));
  });

  it('answers the account; a manager keeps the branch given, other roles get none', async () => {
    const manager = await t.request({ ...post(newUser('manager', { branch_id: world.branchB, email: 'Boss@Example.com' })), token: world.admin.token });
    expect(manager.statusCode).toBe(201);
    expect(manager.json()).toMatchObject({ name: 'New Member', role: 'manager', branch_id: world.branchB, email: 'Boss@Example.com' });
    const user = await t.request({ ...post(newUser('user', { branch_id: world.branchB, email: '' })), token: world.managerA.token });
    expect(user.json()).toMatchObject({ role: 'user', branch_id: null, email: null });
    const stored = await userRow(user.json().id);
    expect(stored.passwordHash).not.toContain('password8');
  });

  it('refuses bad input with its field and changes nothing', async () => {
    const token = world.admin.token;
    const cases: [object, string][] = [
      [newUser('user', { password: 'short12' }), 'password'],
      [newUser('user', { phone: '12345' }), 'phone'],
      [newUser('user', { email: 'not-an-email' }), 'email'],
      [newUser('user', { name: '' }), 'name'],
      [newUser('boss' as Role), 'role'],
      [newUser('manager', { branch_id: 999999 }), 'branch_id'],
    ];
    for (const [payload, field] of cases) {
      const body = await expectRefused(t, { ...post(payload), token }, 422);
      expect(Object.keys(body.errors ?? {}), field).toEqual([field]);
    }
    expect((await expectRefused(t, { ...post(newUser('user', { password: 'short12' })), token }, 422)).errors?.password[0]).toMatch(/8/);
  });

  it('answers 409 for a taken phone or email (any case)', async () => {
    const taken = await member('user', { email: 'taken@example.com' });
    const token = world.managerFree.token;
    await expectRefused(t, { ...post(newUser('user', { phone: taken.phone })), token }, 409, 'The mobile number has already been taken.');
    await expectRefused(t, { ...post(newUser('user', { email: 'TAKEN@example.com' })), token }, 409, 'The email has already been taken.');
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const put = (id: number, payload: object) => ({ method: 'PUT' as const, url: `/api/admin/users/${id}`, payload });
  const edit = (extra: object = {}) => ({ name: 'Edited Name', phone: nextMobile(), ...extra });

  it('lets staff edit a user, and only an admin edit a manager or an admin', async () => {
    await expectStatuses(t, world, async () => put((await member('user')).id, edit()), staffOnly(200));
    await expectStatuses(t, world, async () => put((await member('manager')).id, edit()), adminOnly(200));
    await expectStatuses(t, world, async () => put((await member('admin')).id, edit()), adminOnly(200));
  });

  it('saves name, email, phone and a manager branch; a new phone or email signs the account out', async () => {
    const manager = await member('manager', { branchId: world.branchA });
    const phone = nextMobile();
    const response = await t.request({ ...put(manager.id, edit({ phone, email: 'new@example.com', branch_id: world.branchB })), token: world.admin.token });
    expect(response.json()).toMatchObject({ name: 'Edited Name', phone, email: 'new@example.com', branch_id: world.branchB, branch: { id: world.branchB } });
    expect(await tokensOf(manager.id)).toBe(0);
    const user = await member('user');
    const same = await t.request({ ...put(user.id, { name: 'Only Name', phone: user.phone, email: user.email, branch_id: world.branchA }), token: world.managerA.token });
    expect(same.json()).toMatchObject({ name: 'Only Name', branch_id: null });
    expect(await tokensOf(user.id)).toBe(1);
  });

  it('keeps the session of an admin who edits their own phone', async () => {
    const admin = await member('admin');
    const response = await t.request({ ...put(admin.id, edit()), token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(await tokensOf(admin.id)).toBe(1);
  });

  it('refuses bad input, an unknown account and a taken phone, changing nothing', async () => {
    const user = await member('user');
    const other = await member('user');
    const token = world.admin.token;
    await expectRefused(t, { ...put(user.id, edit({ phone: '55' })), token }, 422);
    await expectRefused(t, { ...put(user.id, { phone: nextMobile() }), token }, 422);
    await expectRefused(t, { ...put(999999, edit()), token }, 404, 'Not found.');
    await expectRefused(t, { ...put(user.id, edit({ phone: other.phone })), token }, 409, 'The mobile number has already been taken.');
    const manager = await member('manager');
    await expectRefused(t, { ...put(manager.id, edit({ branch_id: 999999 })), token }, 422);
    expect((await userRow(user.id)).name).toBe(user.name);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  const patch = (id: number, role: string) => ({ method: 'PATCH' as const, url: `/api/admin/users/${id}/role`, payload: { role } });

  it('lets only an admin grant a staff role or change a staff account', async () => {
    await expectStatuses(t, world, async () => patch((await member('user')).id, 'manager'), adminOnly(200));
    await expectStatuses(t, world, async () => patch((await member('user')).id, 'admin'), adminOnly(200));
    await expectStatuses(t, world, async () => patch((await member('manager')).id, 'user'), adminOnly(200));
    // The only role a manager may give is `user`, to an account that already has it.
    await expectStatuses(t, world, async () => patch((await member('user')).id, 'user'), staffOnly(200));
  });

  it('changes the role, signs the account out, and clears the branch of a demoted manager', async () => {
    const manager = await member('manager', { branchId: world.branchA });
    const response = await t.request({ ...patch(manager.id, 'user'), token: world.admin.token });
    expect(response.json()).toMatchObject({ role: 'user', branch_id: null });
    expect(await tokensOf(manager.id)).toBe(0);
    const promoted = await t.request({ ...patch(manager.id, 'admin'), token: world.admin.token });
    expect(promoted.json().role).toBe('admin');
  });

  it('gives a new manager the branch sent (none when sent none) and clears the branch of any other role', async () => {
    const send = async (id: number, payload: object, token = world.admin.token) =>
      (await t.request({ method: 'PATCH', url: `/api/admin/users/${id}/role`, payload, token })).json();
    const user = await member('user');
    expect(await send(user.id, { role: 'manager', branch_id: world.branchB })).toMatchObject({ role: 'manager', branch_id: world.branchB, branch: { id: world.branchB } });
    expect(await send(user.id, { role: 'admin', branch_id: world.branchB })).toMatchObject({ role: 'admin', branch_id: null });
    expect(await send(user.id, { role: 'manager' })).toMatchObject({ role: 'manager', branch_id: null });
    expect(await send(user.id, { role: 'manager', branch_id: '' })).toMatchObject({ role: 'manager', branch_id: null });
    const other = await member('user');
    expect(await send(other.id, { role: 'user', branch_id: world.branchA }, world.managerA.token)).toMatchObject({ role: 'user', branch_id: null });
    expect((await userRow(other.id)).branchId).toBeNull();
  });

  it('moves a manager to another branch, signing them out; the same role and branch change nothing', async () => {
    const manager = await member('manager', { branchId: world.branchA });
    const patchManager = (payload: object) => t.request({ method: 'PATCH', url: `/api/admin/users/${manager.id}/role`, payload, token: world.admin.token });
    expect((await patchManager({ role: 'manager' })).json()).toMatchObject({ branch_id: world.branchA });
    expect(await tokensOf(manager.id)).toBe(1);
    expect((await patchManager({ role: 'manager', branch_id: world.branchB })).json()).toMatchObject({ branch_id: world.branchB });
    expect(await tokensOf(manager.id)).toBe(0);
  });

  it('refuses an unknown branch (422), changing nothing', async () => {
    const user = await member('user');
    const body = await expectRefused(t, { method: 'PATCH', url: `/api/admin/users/${user.id}/role`, payload: { role: 'manager', branch_id: 999999 }, token: world.admin.token }, 422);
    expect(Object.keys(body.errors ?? {})).toEqual(['branch_id']);
    expect(await userRow(user.id)).toMatchObject({ role: 'user', branchId: null });
  });

  it('refuses anyone changing their own role, a bad role and an unknown account', async () => {
    const admin = await member('admin');
    await expectRefused(t, { ...patch(admin.id, 'user'), token: admin.token }, 403, NO_SELF_DEMOTE);
    await expectRefused(t, { ...patch(world.managerA.id, 'user'), token: world.managerA.token }, 403, FORBIDDEN);
    await expectRefused(t, { ...patch(admin.id, 'boss'), token: world.admin.token }, 422);
    await expectRefused(t, { ...patch(999999, 'user'), token: world.admin.token }, 404);
    expect((await userRow(admin.id)).role).toBe('admin');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  const remove = (id: number) => ({ method: 'DELETE' as const, url: `/api/admin/users/${id}` });

  it('lets staff delete a user, and only an admin delete a manager or an admin', async () => {
    await expectStatuses(t, world, async () => remove((await member('user')).id), staffOnly(200));
    await expectStatuses(t, world, async () => remove((await member('manager')).id), adminOnly(200));
    await expectStatuses(t, world, async () => remove((await member('admin')).id), adminOnly(200));
  });

  it('deletes the account and keeps the citizens it created and its own profile', async () => {
    const user = await member('user');
    const [made, own] = await t.database.db
      .insert(citizens)
      .values([{ name: 'Made By Them', mobile: nextMobile(), createdBy: user.id }, { name: 'Their Profile', mobile: user.phone, userId: user.id }])
      .returning();
    const response = await t.request({ ...remove(user.id), token: world.managerB.token });
    expect(response.json()).toEqual({ message: 'User deleted.' });
    expect(await userRow(user.id)).toBeUndefined();
    const kept = await t.database.db.select().from(citizens).where(eq(citizens.name, 'Made By Them'));
    expect(kept).toMatchObject([{ id: made.id, createdBy: null }]);
    expect((await t.database.db.select().from(citizens).where(eq(citizens.id, own.id)))[0].userId).toBeNull();
  });

  it('refuses deleting oneself and an unknown account', async () => {
    await expectRefused(t, { ...remove(world.admin.id), token: world.admin.token }, 403, NO_SELF_DELETE);
    await expectRefused(t, { ...remove(world.managerFree.id), token: world.managerFree.token }, 403, NO_SELF_DELETE);
    await expectRefused(t, { ...remove(999999), token: world.admin.token }, 404);
  });
});

describe('POST /api/admin/users/{id}/send-reset-link', () => {
  const send = (id: number) => ({ method: 'POST' as const, url: `/api/admin/users/${id}/send-reset-link` });

  it('lets staff send a user the link, and only an admin send a manager or an admin one', async () => {
    await expectStatuses(t, world, async () => send((await member('user')).id), staffOnly(200));
    await expectStatuses(t, world, async () => send((await member('manager')).id), adminOnly(200));
  });

  it('mails the forgot-password link (a reset token and an outbox row)', async () => {
    const user = await member('user');
    const response = await t.request({ ...send(user.id), token: world.managerA.token });
    expect(response.json()).toEqual({ message: `A password reset link has been sent to ${user.email}.` });
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(1);
    const [mail] = await t.database.db.select().from(messages).where(eq(messages.recipient, user.email!));
    expect(mail).toMatchObject({ channel: 'email', senderId: world.managerA.id, status: 'sent' });
    expect(mail.body).toContain('/reset-password?email=');
  });

  it('answers 422 for an account without an email, 404 for an unknown one', async () => {
    const user = await member('user', { email: null });
    const body = await expectRefused(t, { ...send(user.id), token: world.admin.token }, 422, NO_EMAIL);
    expect(body.errors).toEqual({ email: [NO_EMAIL] });
    await expectRefused(t, { ...send(999999), token: world.admin.token }, 404);
  });
});

