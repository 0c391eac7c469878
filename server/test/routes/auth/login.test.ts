import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../../db/schema/index.js';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { sha256 } from '../../../lib/accounts/tokens.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { accountRowCounts, expectFieldErrors, nextClientIp, PASSWORD } from './account-helpers.js';

const WRONG = 'These credentials do not match our records.';

describe('POST /api/login', () => {
  const t = setUpTestApp();

  const login = (payload: Record<string, unknown>, remoteAddress = nextClientIp()) =>
    t.request({ method: 'POST', url: '/api/login', payload, remoteAddress });

  it('signs in by phone (with +91 prefix) and answers a token and the /me user', async () => {
    const { user } = await t.signIn('manager');
    const response = await login({ phone: `+91 ${user.phone}`, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: user.id, name: user.name, phone: user.phone, email: null, role: 'manager', branch_id: null,
      must_change_password: false, citizen_id: null, primary_citizen: null, citizen: null,
    });
    const [stored] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, sha256(body.token)));
    expect(stored.userId).toBe(user.id);
    const me = await t.request({ method: 'GET', url: '/api/me', token: body.token });
    expect(me.json()).toEqual(body.user);
  });

  it('signs in by email, whatever its case', async () => {
    const { user } = await t.signIn('user', { email: 'Asha.Verma@example.com' });
    const response = await login({ email: 'asha.verma@EXAMPLE.com', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('refuses a wrong password on the identifier field and stores no token', async () => {
    const { user } = await t.signIn('user', { email: `wrong-${Date.now()}@example.com` });
    const before = await accountRowCounts(t.database.db);
    for (const [payload, field] of [
      [{ phone: user.phone, password: 'not-it' }, 'phone'],
      [{ email: user.email, password: 'not-it' }, 'email'],
      [{ phone: nextMobile(), password: PASSWORD }, 'phone'],
    ] as const) {
      const response = await login(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: WRONG, errors: { [field]: [WRONG] } });
    }
    expect(await accountRowCounts(t.database.db)).toEqual(before);
  });

  it('answers 422 for missing or malformed fields', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ phone: '9876543210' }, { password: ['The password field is required.'] }],
      [{ password: PASSWORD }, { phone: ['The mobile number field is required.'] }],
      [{ phone: { number: 1 }, password: PASSWORD }, { phone: ['The mobile number field must be a string.'] }],
      [{ phone: '9'.repeat(21), password: PASSWORD }, { phone: ['The mobile number field must not be greater than 20 characters.'] }],
    ];
    const before = await accountRowCounts(t.database.db);
    await expectFieldErrors(login, cases);
    expect(await accountRowCounts(t.database.db)).toEqual(before);
  });

  it('locks the account for 15 minutes after five wrong passwords in a row, even for the right one', async () => {
    const { user } = await t.signIn('user');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ phone: user.phone, password: `wrong-${attempt}` })).statusCode).toBe(422);
    }
    const locked = await login({ phone: user.phone, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(locked.json().errors.phone).toEqual([locked.json().message]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Once the lock has run out, the right password works and the count starts again.
    await t.database.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await login({ phone: user.phone, password: PASSWORD })).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('resets the count of wrong passwords on a successful login', async () => {
    const { user } = await t.signIn('user');
    for (let attempt = 1; attempt <= 4; attempt++) await login({ phone: user.phone, password: 'nope' });
    expect((await login({ phone: user.phone, password: PASSWORD })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) await login({ phone: user.phone, password: 'nope' });
    expect((await login({ phone: user.phone, password: PASSWORD })).statusCode).toBe(200);
  });

  it('rate-limits one identifier across addresses (429 with Retry-After)', async () => {
    const phone = nextMobile();
    // Five wrong passwords lock the phone (known or not); the rate limit still counts the tries refused for that.
    for (let attempt = 1; attempt <= RATE_LIMITS.login.perIdentifier; attempt++) {
      expect((await login({ phone, password: 'guess' })).statusCode).toBe(attempt <= 5 ? 422 : 429);
    }
    const limited = await login({ phone, password: 'guess' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ phone: nextMobile(), password: 'guess' })).statusCode).toBe(422);
  });

  it('rate-limits one address across identifiers (429 with Retry-After)', async () => {
    const ip = nextClientIp();
    for (let attempt = 1; attempt <= RATE_LIMITS.login.perIp; attempt++) {
      expect((await login({ phone: nextMobile() }, ip)).statusCode).toBe(422);
    }
    const limited = await login({ phone: nextMobile(), password: 'guess' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ phone: nextMobile(), password: 'guess' })).statusCode).toBe(422);
  });
});

describe('POST /api/logout and token expiry', () => {
  const t = setUpTestApp();

  it('revokes the token used, and only that one', async () => {
    const { user, token } = await t.signIn('user');
    const other = await t.request({ method: 'POST', url: '/api/login', payload: { phone: user.phone, password: PASSWORD } });
    const response = await t.request({ method: 'POST', url: '/api/logout', token });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/me', token: other.json().token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('lets a token lapse 30 days after its last use', async () => {
    const { user, token } = await t.signIn('user');
    const setLastUse = (daysAgo: number) =>
      t.database.db
        .update(apiTokens)
        .set({ lastUsedAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(apiTokens.userId, user.id));
    await setLastUse(29);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    const [used] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(Date.now() - used.lastUsedAt.getTime()).toBeLessThan(60_000);
    await setLastUse(31);
    // The clock turned back is heard (NOTIFY): the session this instance keeps in memory goes.
    await expect.poll(async () => (await t.request({ method: 'GET', url: '/api/me', token })).statusCode, { timeout: 2_000 }).toBe(401);
    const lapsed = await t.request({ method: 'GET', url: '/api/me', token });
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
