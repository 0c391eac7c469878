import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { accountRowCounts, expectLockOut, PASSWORD } from '../auth/account-helpers.js';

const INCORRECT = { message: 'The password is incorrect.', errors: { current_password: ['The password is incorrect.'] } };

describe('PUT /api/me changing how the user signs in', () => {
  const t = setUpTestApp();

  const putMe = (token: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/me', token, payload });
  /** The user with a second session, from a login elsewhere. */
  async function userWithTwoSessions(overrides: { email?: string } = {}) {
    const signedIn = await t.signIn('user', overrides);
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { phone: signedIn.user.phone, password: PASSWORD } });
    return { ...signedIn, otherToken: login.json().token as string };
  }
  const status = async (token: string) => (await t.request({ method: 'GET', url: '/api/me', token })).statusCode;

  it('refuses a new phone, a new email or a cleared email without the right current password, changing nothing', async () => {
    const { user, token, otherToken } = await userWithTwoSessions({ email: 'keeps@example.com' });
    const same = { name: 'Taken Over', phone: user.phone, email: user.email };
    const before = await accountRowCounts(t.database.db);
    for (const payload of [
      { ...same, phone: nextMobile() },
      { ...same, phone: nextMobile(), current_password: 'not-mine' },
      { ...same, email: 'thief@example.com' },
      { ...same, email: 'thief@example.com', current_password: '' },
      { ...same, email: '' },
      { ...same, email: null },
    ]) {
      const response = await putMe(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual(INCORRECT);
    }
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: user.name, phone: user.phone, email: 'keeps@example.com' });
    expect(await status(otherToken)).toBe(200);
  });

  it('changes the phone and email with the current password and ends the other sessions', async () => {
    const { user, token, otherToken } = await userWithTwoSessions({ email: 'old@example.com' });
    const phone = nextMobile();
    const response = await putMe(token, { name: 'Moved', phone, email: 'new@example.com', current_password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, phone, email: 'new@example.com' });
    expect(await status(otherToken)).toBe(401);
    expect(await status(token)).toBe(200);
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'new@example.com', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('sets the email of an account without one without the password, ending the other sessions', async () => {
    const { user, token, otherToken } = await userWithTwoSessions();
    const response = await putMe(token, { name: user.name, phone: user.phone, email: 'first@example.com', dob: '1990-01-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'first@example.com', primary_citizen: { email: 'first@example.com' } });
    expect(await status(otherToken)).toBe(401);
  });

  it('updates the name and profile without the password when the phone and email stay (email case aside), keeping the sessions', async () => {
    const { user, token, otherToken } = await userWithTwoSessions({ email: 'Same.Case@example.com' });
    const response = await putMe(token, { name: 'Renamed', phone: user.phone, email: 'same.case@EXAMPLE.com', father_name: 'Dev' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', primary_citizen: { father_name: 'Dev' } });
    expect(await status(otherToken)).toBe(200);
  });

  it('locks the account after five wrong current passwords, as login does', async () => {
    const { user, token } = await t.signIn('user');
    await expectLockOut((password) => putMe(token, { name: user.name, phone: nextMobile(), current_password: password }), 'current_password');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phone).toBe(user.phone);
  });
});
