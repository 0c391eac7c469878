import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../common/options.js';
import { apiTokens, auditLog, users } from '../../../db/schema/index.js';
import { verifyPassword } from '../../../lib/accounts/passwords.js';
import { CHANGE_PASSWORD_FIRST, NO_SELF_TEMPORARY } from '../../../lib/accounts/temporary-password.js';
import { nextMobile } from '../../build.js';
import { nextClientIp } from '../auth/account-helpers.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { adminOnly, expectRefused, expectStatuses, staffOnly } from './helpers.js';

const { t, world } = setUpWorld();

/** A phone-only account of the role, signed in once. */
async function phoneOnly(role: Role = 'user') {
  const { user, token } = await t.signIn(role, { email: null, lockedUntil: new Date(Date.now() + 600_000), failedLogins: 5 });
  return { ...user, token };
}

const setTemporary = (id: number, token = world.managerA.token) =>
  t.request({ method: 'POST', url: `/api/admin/users/${id}/temporary-password`, token });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

/** Signs in with the phone and password (a fresh client address each time) and answers the token. */
async function signIn(phone: string, password: string) {
  const response = await t.request({ method: 'POST', url: '/api/login', payload: { phone, password }, remoteAddress: nextClientIp() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; user: { must_change_password: boolean } };
}

describe('POST /api/admin/users/{id}/temporary-password', () => {
  it('lets staff set one for a user, and only an admin for a manager or an admin', async () => {
    await expectStatuses(t, world, async () => ({ method: 'POST', url: `/api/admin/users/${(await phoneOnly('user')).id}/temporary-password` }), staffOnly(200));
    await expectStatuses(t, world, async () => ({ method: 'POST', url: `/api/admin/users/${(await phoneOnly('manager')).id}/temporary-password` }), adminOnly(200));
    await expectStatuses(t, world, async () => ({ method: 'POST', url: `/api/admin/users/${(await phoneOnly('admin')).id}/temporary-password` }), adminOnly(200));
  });

  it('answers a new readable password once, ends the sessions, lifts a lock-out and keeps the password out of the audit', async () => {
    const user = await phoneOnly();
    const response = await setTemporary(user.id);
    expect(response.statusCode).toBe(200);
    const { password } = response.json();
    expect(password).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    const second = (await setTemporary(user.id)).json().password;
    expect(second).not.toBe(password);
    const stored = await userRow(user.id);
    expect(await verifyPassword(second, stored.passwordHash)).toBe(true);
    expect(stored).toMatchObject({ mustChangePassword: true, failedLogins: 0, lockedUntil: null });
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, user.id)));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(password);
  });

  it('refuses the caller’s own account and an unknown one, changing nothing', async () => {
    await expectRefused(t, { method: 'POST', url: `/api/admin/users/${world.admin.id}/temporary-password`, token: world.admin.token }, 403, NO_SELF_TEMPORARY);
    await expectRefused(t, { method: 'POST', url: '/api/admin/users/999999/temporary-password', token: world.admin.token }, 404);
    expect((await userRow(world.admin.id)).mustChangePassword).toBe(false);
  });
});

describe('a temporary password', () => {
  it('signs in, then only /me, the password change and logout answer until the user chooses a new one', async () => {
    const user = await phoneOnly();
    const { password } = (await setTemporary(user.id)).json();
    const session = await signIn(user.phone, password);
    expect(session.user.must_change_password).toBe(true);
    const as = (method: 'GET' | 'HEAD' | 'PUT' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
      t.request({ method, url, payload, token: session.token, headers });

    expect((await as('GET', '/api/me')).json()).toMatchObject({ id: user.id, must_change_password: true });
    expect((await as('HEAD', '/api/me')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/citizens'], ['GET', '/api/dashboard/user-stats'], ['PUT', '/api/me', { name: 'New Name', phone: user.phone }],
      ['PUT', '/api/me/phone', { phone: nextMobile(), password }], ['GET', '/api/no-such-route'],
    ] as const) {
      const refused = await as(method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: CHANGE_PASSWORD_FIRST });
    }
    const hindi = await as('GET', '/api/citizens', undefined, { 'accept-language': 'hi' });
    expect(hindi.json()).toEqual({ message: 'आगे बढ़ने से पहले कृपया अपना अस्थायी पासवर्ड बदलें।' });

    const wrong = await as('PUT', '/api/me/password', { current_password: 'not-it', new_password: 'chosen-pass', new_password_confirmation: 'chosen-pass' });
    expect(wrong.statusCode).toBe(422);
    const changed = await as('PUT', '/api/me/password', { current_password: password, new_password: 'chosen-pass', new_password_confirmation: 'chosen-pass' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as('GET', '/api/me')).json().must_change_password).toBe(false);
    expect((await as('GET', '/api/citizens')).statusCode).toBe(200);
    expect((await signIn(user.phone, 'chosen-pass')).user.must_change_password).toBe(false);
  });

  it('still lets the user sign out', async () => {
    const user = await phoneOnly();
    const { password } = (await setTemporary(user.id)).json();
    const { token } = await signIn(user.phone, password);
    expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });
});
