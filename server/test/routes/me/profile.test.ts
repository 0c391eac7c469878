import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { auditLog, branches, citizens, users } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { accountRowCounts, PASSWORD } from '../auth/account-helpers.js';

describe('GET and PUT /api/me', () => {
  const t = setUpTestApp();

  const putMe = (token: string, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/me', token, payload });

  it('answers 401 without a valid token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/me', token: 'not-a-token' })).statusCode).toBe(401);
    const put = await putMe('not-a-token', { name: 'X' });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('shows the primary citizen profile linked to the user', async () => {
    const [branch] = await t.database.db.insert(branches).values({ name: 'Durg' }).returning();
    const { user, token } = await t.signIn('manager', { branchId: branch.id, email: 'm@example.com' });
    const [citizen] = await t.database.db
      .insert(citizens)
      .values({ name: 'Meena', mobile: user.phone, userId: user.id, fatherName: 'Ramesh', dob: '1990-04-01', address: 'Bhilai' })
      .returning();
    const response = await t.request({ method: 'GET', url: '/api/me', token });
    expect(response.statusCode).toBe(200);
    const profile = { id: citizen.id, name: 'Meena', mobile: user.phone, email: null, father_name: 'Ramesh', dob: '1990-04-01', address: 'Bhilai', language: 'en' };
    expect(response.json()).toEqual({
      id: user.id, name: user.name, phone: user.phone, email: 'm@example.com', role: 'manager', branch_id: branch.id,
      must_change_password: false, citizen_id: citizen.id, primary_citizen: profile, citizen: profile,
    });
  });

  it('creates the primary profile of an account without one, in the account branch, and audits it', async () => {
    const [branch] = await t.database.db.insert(branches).values({ name: 'Raipur' }).returning();
    const { user, token } = await t.signIn('manager', { branchId: branch.id });
    const { phone } = user;
    const before = await accountRowCounts(t.database.db);
    const response = await putMe(token, {
      name: ' Sunita Patel ', phone: `+91${phone}`, father_name: 'Mohan Patel', dob: '1988-12-31', email: 'sunita@example.com', address: 'Tatibandh, Raipur',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, name: 'Sunita Patel', phone, email: 'sunita@example.com' });
    expect(body.primary_citizen).toEqual({
      id: body.citizen_id, name: 'Sunita Patel', mobile: phone, email: 'sunita@example.com', father_name: 'Mohan Patel',
      dob: '1988-12-31', address: 'Tatibandh, Raipur', language: 'en',
    });
    expect((await t.request({ method: 'GET', url: '/api/me', token })).json()).toEqual(body);
    const [row] = await t.database.db.select().from(citizens).where(eq(citizens.id, body.citizen_id));
    expect(row).toMatchObject({ userId: user.id, createdBy: user.id, branchId: branch.id });
    const after = await accountRowCounts(t.database.db);
    expect(after).toEqual({ ...before, citizens: before.citizens + 1, audit_log: before.audit_log + 2 });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(entries.map((e) => [e.entity, e.action])).toEqual(expect.arrayContaining([['user', 'update'], ['citizen', 'create']]));
    expect(JSON.stringify(entries)).not.toMatch(/scrypt/);
  });

  it("gives a new profile the interface's language (Accept-Language), then the one chosen, and keeps it when none is sent", async () => {
    const { user, token } = await t.signIn('user');
    const putIn = (language: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/me', token, payload, headers: { 'accept-language': language } });
    const profile = { name: 'Kamla', phone: user.phone, dob: '1970-03-03' };
    expect((await putIn('hi', profile)).json().primary_citizen).toMatchObject({ language: 'hi' });
    expect((await putIn('en', profile)).json().primary_citizen).toMatchObject({ language: 'hi' });
    expect((await putIn('hi', { ...profile, language: 'en' })).json().primary_citizen).toMatchObject({ language: 'en' });
    const [row] = await t.database.db.select().from(citizens).where(eq(citizens.userId, user.id));
    expect(row.language).toBe('en');
  });

  it('updates the existing primary profile (mobile accepted for phone) and leaves absent fields alone', async () => {
    const { user, token } = await t.signIn('user');
    await putMe(token, { name: 'Arjun', phone: user.phone, father_name: 'Dev', dob: '2000-01-15', address: 'Korba' });
    const before = await accountRowCounts(t.database.db);
    const mobile = nextMobile();
    const response = await putMe(token, { name: 'Arjun Singh', mobile, dob: '2000-01-16', address: '', current_password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Arjun Singh', phone: mobile });
    expect(response.json().primary_citizen).toMatchObject({
      name: 'Arjun Singh', mobile, father_name: 'Dev', dob: '2000-01-16', address: null,
    });
    expect(await accountRowCounts(t.database.db)).toEqual({ ...before, audit_log: before.audit_log + 2 });
    const [update] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'citizen'), eq(auditLog.action, 'update'), eq(auditLog.actorId, user.id)));
    expect(update.before).toMatchObject({ name: 'Arjun', dob: '2000-01-15', father_name: 'Dev', user_id: user.id });
    expect(update.after).toMatchObject({ name: 'Arjun Singh', dob: '2000-01-16' });
  });

  it('refuses bad input with 422 per field and changes nothing', async () => {
    const { user, token } = await t.signIn('user');
    const valid = { name: 'Kavita', phone: user.phone, dob: '1995-05-05' };
    const tomorrow = dayjs(todayInIndia()).add(1, 'day').format('YYYY-MM-DD'); // India's tomorrow, as the server counts
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...valid, name: undefined }, { name: ['The name field is required.'] }],
      [{ ...valid, name: ['a', 'b'] }, { name: ['The name field must be a string.'] }],
      [{ ...valid, name: 'k'.repeat(256) }, { name: ['The name field must not be greater than 255 characters.'] }],
      [{ ...valid, phone: undefined }, { phone: ['The mobile number field is required.'] }],
      [{ ...valid, phone: '12345' }, { phone: ['Mobile number must be exactly 10 digits.'] }],
      [{ ...valid, mobile: '98765', phone: undefined }, { mobile: ['Mobile number must be exactly 10 digits.'] }],
      [{ ...valid, email: 'kavita@' }, { email: ['The email field must be a valid email address.'] }],
      [{ ...valid, dob: '1995-02-30' }, { dob: ['The date of birth field must be a valid date.'] }],
      [{ ...valid, dob: '05-05-1995' }, { dob: ['The date of birth field must be a valid date.'] }],
      [{ ...valid, dob: tomorrow }, { dob: ['The date of birth must not be in the future.'] }],
      [{ ...valid, father_name: 'f'.repeat(256) }, { father_name: ['The father name field must not be greater than 255 characters.'] }],
      [{ ...valid, address: { line: 1 } }, { address: ['The address field must be a string.'] }],
      [{ ...valid, language: 'fr' }, { language: ['The selected language is invalid.'] }],
    ];
    const before = await accountRowCounts(t.database.db);
    for (const [payload, errors] of cases) {
      const response = await putMe(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.name).toBe(user.name);
  });

  it('answers 409 for a phone or email of another account and rolls everything back', async () => {
    const other = await t.signIn('user', { email: 'other@example.com' });
    const { user, token } = await t.signIn('user');
    const before = await accountRowCounts(t.database.db);
    const phoneClash = await putMe(token, { name: 'Changed', phone: other.user.phone, dob: '1990-01-01', current_password: PASSWORD });
    expect(phoneClash.statusCode).toBe(409);
    expect(phoneClash.json().errors).toEqual({ phone: ['The mobile number has already been taken.'] });
    const emailClash = await putMe(token, { name: 'Changed', phone: user.phone, email: 'OTHER@example.com' });
    expect(emailClash.statusCode).toBe(409);
    expect(emailClash.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.name).toBe(user.name);
  });
});
