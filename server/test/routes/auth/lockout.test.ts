import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { nextClientIp, PASSWORD } from './account-helpers.js';

const LOCKED = 'Too many failed login attempts. Please try again in 15 minutes.';

describe('login lock-out', () => {
  // Twice the usual limits, so that a dozen tries on one phone meet the lock-out, not the rate limit.
  const t = setUpTestApp({ env: { RATE_LIMIT_SCALE: '2' } });

  const login = (phone: string, password: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { phone, password }, remoteAddress: nextClientIp() });

  it('compares only five of twelve wrong passwords sent at once and locks the account', async () => {
    const { user } = await t.signIn('user');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.phone, `wrong-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(7).fill(429)]);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toEqual({ message: LOCKED, errors: { phone: [LOCKED] } });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const right = await login(user.phone, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(LOCKED);
  });

  it('refuses every attempt while a lock is in force, whatever count it was stored with', async () => {
    // As a lock set before attempts were counted ahead of the compare left it: in force, with the count at zero.
    const { user } = await t.signIn('user', { failedLogins: 0, lockedUntil: new Date(Date.now() + 10 * 60_000) });
    const right = await login(user.phone, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: 'Too many failed login attempts. Please try again in 10 minutes.',
      errors: { phone: ['Too many failed login attempts. Please try again in 10 minutes.'] },
    });
  });

  it('locks out a phone without an account after five wrong passwords, answering as for a known one', async () => {
    const { user } = await t.signIn('user');
    const unknownPhone = nextMobile();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const [known, unknown] = await Promise.all([login(user.phone, `wrong-${attempt}`), login(unknownPhone, `wrong-${attempt}`)]);
      expect([known.statusCode, unknown.statusCode]).toEqual([422, 422]);
      expect(unknown.body).toBe(known.body);
    }
    const [known, unknown] = await Promise.all([login(user.phone, 'wrong-6'), login(unknownPhone, 'wrong-6')]);
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json().message).toBe(LOCKED);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Math.abs(Number(unknown.headers['retry-after']) - Number(known.headers['retry-after']))).toBeLessThanOrEqual(1);
  });
});
