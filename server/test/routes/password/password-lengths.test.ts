import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../common/options.js';
import { passwordResets, users } from '../../../db/schema/index.js';
import { newSecret } from '../../../lib/accounts/tokens.js';
import { setUpTestApp } from '../../build.js';
import { nextClientIp, PASSWORD } from '../auth/account-helpers.js';

/**
 * Issue 32 §3: a staff account (admin, manager) keeps the 8-character minimum it was created with when its owner
 * changes or resets the password, also after a temporary password; a citizen's own account (role user) keeps 6.
 */
describe('password lengths by role', () => {
  const t = setUpTestApp();

  const changePassword = (token: string, password: string, language = 'en') =>
    t.request({
      method: 'PUT', url: '/api/me/password', token, headers: { 'accept-language': language },
      payload: { current_password: PASSWORD, new_password: password, new_password_confirmation: password },
    });
  const login = (phone: string, password: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { phone, password }, remoteAddress: nextClientIp() });
  /** A reset link's token for this account, as the forgot-password mail carries it. */
  async function resetToken(userId: number) {
    const { token, hash } = newSecret();
    await t.database.db.insert(passwordResets).values({ userId, tokenHash: hash, expiresAt: sql`now() + interval '1 hour'` });
    return token;
  }
  const reset = (email: string, token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/password/reset', payload: { email, token, password, password_confirmation: password }, remoteAddress: nextClientIp() });
  const passwordHash = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;

  const SHORT_FOR_STAFF = { new_password: ['The new password field must be at least 8 characters.'] };

  it.each<Role>(['admin', 'manager'])('%s: changing the password needs 8 characters; 7 are refused and change nothing', async (role) => {
    const { user, token } = await t.signIn(role);
    const before = await passwordHash(user.id);
    const refused = await changePassword(token, 'seven77');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: SHORT_FOR_STAFF.new_password[0], errors: SHORT_FOR_STAFF });
    expect(await passwordHash(user.id)).toBe(before);
    expect((await login(user.phone, PASSWORD)).statusCode).toBe(200);

    expect((await changePassword(token, 'eight888')).statusCode).toBe(200);
    expect((await login(user.phone, 'eight888')).statusCode).toBe(200);
  });

  it("a citizen's own account (role user) keeps the documented 6", async () => {
    const { user, token } = await t.signIn('user');
    expect((await changePassword(token, 'five5')).json().errors).toEqual({ new_password: ['The new password field must be at least 6 characters.'] });
    expect((await changePassword(token, 'six666')).statusCode).toBe(200);
    expect((await login(user.phone, 'six666')).statusCode).toBe(200);
  });

  it('says the rule in Hindi to a Hindi screen', async () => {
    const { token } = await t.signIn('manager');
    expect((await changePassword(token, 'seven77', 'hi')).json().errors).toEqual({ new_password: ['नया पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।'] });
  });

  it('after a temporary password a manager still chooses 8 characters', async () => {
    const admin = await t.signIn('admin');
    const { user } = await t.signIn('manager');
    const temporary = await t.request({ method: 'POST', url: `/api/admin/users/${user.id}/temporary-password`, token: admin.token });
    expect(temporary.statusCode).toBe(200);
    const session = await login(user.phone, temporary.json().password);
    expect(session.json().user.must_change_password).toBe(true);
    const change = (password: string) =>
      t.request({
        method: 'PUT', url: '/api/me/password', token: session.json().token,
        payload: { current_password: temporary.json().password, new_password: password, new_password_confirmation: password },
      });
    expect((await change('seven77')).json().errors).toEqual(SHORT_FOR_STAFF);
    expect((await change('eight888')).statusCode).toBe(200);
    expect((await login(user.phone, 'eight888')).json().user.must_change_password).toBe(false);
  });

  it("a reset link gives a staff account 8 characters and a user's 6; a refused password leaves the link usable", async () => {
    const { user: manager } = await t.signIn('manager', { email: 'manager.reset@example.com' });
    const token = await resetToken(manager.id);
    const refused = await reset('manager.reset@example.com', token, 'seven77');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
    expect((await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, manager.id)))[0].usedAt).toBeNull();
    expect((await reset('manager.reset@example.com', token, 'eight888')).statusCode).toBe(200);
    expect((await login(manager.phone, 'eight888')).statusCode).toBe(200);

    const { user } = await t.signIn('user', { email: 'user.reset@example.com' });
    expect((await reset('user.reset@example.com', await resetToken(user.id), 'six666')).statusCode).toBe(200);
  });

  it("a wrong token with a short password says only that the token is wrong (whose account it is stays unknown)", async () => {
    await t.signIn('admin', { email: 'admin.reset@example.com' });
    const response = await reset('admin.reset@example.com', 'not-a-token', 'seven77');
    expect(response.json().errors).toEqual({ token: ['This password reset token is invalid.'] });
  });
});
