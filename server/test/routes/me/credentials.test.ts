import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, citizens, users } from '../../../db/schema/index.js';
import { verifyPassword } from '../../../lib/accounts/passwords.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { accountRowCounts, expectFieldErrors, expectLockOut, PASSWORD } from '../auth/account-helpers.js';

describe('PUT /api/me/phone', () => {
  const t = setUpTestApp();

  const putPhone = (token: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/me/phone', token, payload });

  it('changes the phone of the account and of its primary profile, and ends the other sessions', async () => {
    const { user, token } = await t.signIn('user');
    const otherSession = await t.request({ method: 'POST', url: '/api/login', payload: { phone: user.phone, password: PASSWORD } });
    await t.database.db.insert(citizens).values({ name: user.name, mobile: user.phone, userId: user.id });
    const phone = nextMobile();
    const response = await putPhone(token, { phone: `0${phone}`, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Mobile number updated successfully.');
    expect(response.json().user).toMatchObject({ id: user.id, phone, primary_citizen: { mobile: phone } });
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { phone, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token: otherSession.json().token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
  });

  it('works for an account without a primary profile', async () => {
    const { token } = await t.signIn('manager');
    const phone = nextMobile();
    const response = await putPhone(token, { phone, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ phone, primary_citizen: null });
  });

  it('refuses a wrong password, bad input, a taken phone and no token, changing nothing', async () => {
    const other = await t.signIn('user');
    const { user, token } = await t.signIn('user');
    const before = await accountRowCounts(t.database.db);
    const cases: [Record<string, unknown>, number, Record<string, string[]> | undefined][] = [
      [{ phone: nextMobile(), password: 'wrong-one' }, 422, { password: ['The password is incorrect.'] }],
      [{ phone: nextMobile() }, 422, { password: ['The password field is required.'] }],
      [{ password: PASSWORD }, 422, { phone: ['The mobile number field is required.'] }],
      [{ phone: '98765', password: PASSWORD }, 422, { phone: ['Mobile number must be exactly 10 digits.'] }],
      [{ phone: other.user.phone, password: PASSWORD }, 409, { phone: ['The mobile number has already been taken.'] }],
    ];
    for (const [payload, status, errors] of cases) {
      const response = await putPhone(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errors).toEqual(errors);
    }
    expect((await putPhone(undefined, { phone: nextMobile(), password: PASSWORD })).statusCode).toBe(401);
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phone).toBe(user.phone);
  });

  it('locks the account after five wrong passwords, as login does', async () => {
    const { user, token } = await t.signIn('user');
    await expectLockOut((password) => putPhone(token, { phone: nextMobile(), password }), 'password');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phone).toBe(user.phone);
  });
});

describe('PUT /api/me/password', () => {
  const t = setUpTestApp();

  const putPassword = (token: string | undefined, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/me/password', token, payload });

  it('changes the password and signs out the other sessions only', async () => {
    const { user, token } = await t.signIn('user');
    const otherSession = await t.request({ method: 'POST', url: '/api/login', payload: { phone: user.phone, password: PASSWORD } });
    const response = await putPassword(token, {
      current_password: PASSWORD, new_password: 'n3w-pass', new_password_confirmation: 'n3w-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully.' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('n3w-pass', row.passwordHash)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token: otherSession.json().token })).statusCode).toBe(401);
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toHaveLength(1);
  });

  it('refuses a wrong current password, a mismatch and bad input, changing nothing', async () => {
    const { user, token } = await t.signIn('user');
    const valid = { current_password: PASSWORD, new_password: 'another1', new_password_confirmation: 'another1' };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...valid, current_password: 'not-mine' }, { current_password: ['The current password is incorrect.'] }],
      [{ ...valid, new_password_confirmation: 'another2' }, { new_password_confirmation: ['Passwords do not match.'] }],
      [{ ...valid, current_password: undefined }, { current_password: ['The current password field is required.'] }],
      [{ ...valid, new_password_confirmation: undefined }, { new_password_confirmation: ['The new password confirmation field is required.'] }],
      [{ ...valid, new_password: 'short', new_password_confirmation: 'short' }, { new_password: ['The new password field must be at least 6 characters.'] }],
      [{ ...valid, new_password: 'p'.repeat(201) }, { new_password: ['The new password field must not be greater than 200 characters.'] }],
      [{ ...valid, new_password: { secret: true } }, { new_password: ['The new password field must be a string.'] }],
    ];
    const before = await accountRowCounts(t.database.db);
    await expectFieldErrors((payload) => putPassword(token, payload), cases);
    expect((await putPassword(undefined, valid)).statusCode).toBe(401);
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
  });

  it('locks the account after five wrong current passwords, as login does', async () => {
    const { user, token } = await t.signIn('user');
    await expectLockOut(
      (password) => putPassword(token, { current_password: password, new_password: 'another1', new_password_confirmation: 'another1' }),
      'current_password',
    );
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { phone: user.phone, password: PASSWORD } });
    expect(login.statusCode).toBe(429);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
  });
});
