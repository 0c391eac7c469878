import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema/index.js';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { verifyPassword } from '../../../lib/accounts/passwords.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { accountRowCounts, expectFieldErrors, nextClientIp } from '../auth/account-helpers.js';

describe('POST /api/register', () => {
  const t = setUpTestApp();

  const register = (payload: Record<string, unknown>, remoteAddress = nextClientIp()) =>
    t.request({ method: 'POST', url: '/api/register', payload, remoteAddress });
  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ravi Sahu', phone: nextMobile(), password: 'secret1', password_confirmation: 'secret1', ...overrides,
  });

  it('creates a `user` account without a citizen and signs it in (201)', async () => {
    const before = await accountRowCounts(t.database.db);
    const payload = valid({ email: 'ravi@example.com', phone: undefined });
    const phone = nextMobile();
    const response = await register({ ...payload, phone: `0${phone}` });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      name: 'Ravi Sahu', phone, email: 'ravi@example.com', role: 'user', branch_id: null, citizen_id: null, primary_citizen: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('secret1', row.passwordHash)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).json()).toEqual(user);
    const after = await accountRowCounts(t.database.db);
    expect(after).toEqual({ ...before, users: before.users + 1, api_tokens: before.api_tokens + 1, audit_log: before.audit_log + 1 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'user', actorId: user.id });
    expect(JSON.stringify(entry.after)).not.toMatch(/scrypt|password_hash|secret1/i);
    expect(entry.after).toMatchObject({ must_change_password: false });
  });

  it('accepts a missing email and a missing confirmation', async () => {
    const response = await register(valid({ password_confirmation: undefined, email: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.email).toBeNull();
  });

  it('refuses bad input with 422 per field and changes nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [valid({ name: undefined }), { name: ['The name field is required.'] }],
      [valid({ name: '' }), { name: ['The name field is required.'] }],
      [valid({ name: { first: 'Ravi' } }), { name: ['The name field must be a string.'] }],
      [valid({ name: 'x'.repeat(256) }), { name: ['The name field must not be greater than 255 characters.'] }],
      [valid({ phone: undefined }), { phone: ['The mobile number field is required.'] }],
      [valid({ phone: '98765' }), { phone: ['Mobile number must be exactly 10 digits.'] }],
      [valid({ phone: '5876543210' }), { phone: ['Mobile number must start with 6, 7, 8 or 9.'] }],
      [valid({ email: 'not-an-email' }), { email: ['The email field must be a valid email address.'] }],
      [valid({ password: undefined }), { password: ['The password field is required.'] }],
      [valid({ password: 'abc', password_confirmation: 'abc' }), { password: ['The password field must be at least 6 characters.'] }],
      [valid({ password_confirmation: 'secret2' }), { password_confirmation: ['Passwords do not match.'] }],
    ];
    const before = await accountRowCounts(t.database.db);
    await expectFieldErrors(register, cases);
    expect(await accountRowCounts(t.database.db)).toEqual(before);
  });

  it('answers 409 naming the field for a phone or email already taken', async () => {
    const { user } = await t.signIn('user', { email: 'Taken@Example.com' });
    const before = await accountRowCounts(t.database.db);
    const phoneClash = await register(valid({ phone: user.phone }));
    expect(phoneClash.statusCode).toBe(409);
    expect(phoneClash.json()).toEqual({
      message: 'The mobile number has already been taken.', errors: { phone: ['The mobile number has already been taken.'] },
    });
    const emailClash = await register(valid({ email: 'taken@example.com' }));
    expect(emailClash.statusCode).toBe(409);
    expect(emailClash.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await accountRowCounts(t.database.db)).toEqual(before);
  });

  it('rate-limits per address and per phone (429 with Retry-After)', async () => {
    const ip = nextClientIp();
    for (let attempt = 1; attempt <= RATE_LIMITS.register.perIp; attempt++) await register({}, ip);
    const byAddress = await register(valid(), ip);
    expect(byAddress.statusCode).toBe(429);
    expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);

    const phone = nextMobile();
    for (let attempt = 1; attempt <= RATE_LIMITS.register.perIdentifier; attempt++) {
      await register(valid({ phone, password_confirmation: 'mismatch' }));
    }
    const byPhone = await register(valid({ phone }));
    expect(byPhone.statusCode).toBe(429);
    expect(Number(byPhone.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(valid())).statusCode).toBe(201);
  });
});
