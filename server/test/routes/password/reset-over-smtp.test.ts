import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, passwordResets, users } from '../../../db/schema/index.js';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { verifyPassword } from '../../../lib/accounts/passwords.js';
import { buildTestApp, type TestApp } from '../../build.js';
import { accountRowCounts, attemptedMail, nextClientIp, PASSWORD } from '../auth/account-helpers.js';
import { decodeQuotedPrintable, resetLinkIn, startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';

const SENT = 'If the email exists, a reset link has been sent.';
const INVALID = 'This password reset token is invalid.';

describe('forgot and reset password over real SMTP', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Desk <desk@example.in>' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const forgot = (email: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/password/forgot', payload: { email }, headers, remoteAddress: nextClientIp() });
  /** Forgot-password for a known email: its answer and the mail that follows it. */
  const forgotAndMail = async (email: string, headers: Record<string, string> = {}) => {
    const next = inbox.mails.length + 1;
    const response = await forgot(email, headers);
    return { response, mail: await inbox.received(next) };
  };
  const reset = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/password/reset', payload, remoteAddress: nextClientIp() });

  it('mails a single-use link that sets a new password, ends the sessions and lifts a lock-out', async () => {
    const { user, token } = await t.signIn('user', { email: 'Priya.Nair@example.com', failedLogins: 3 });
    const { response, mail } = await forgotAndMail('priya.nair@EXAMPLE.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });

    expect(mail.to).toEqual(['Priya.Nair@example.com']);
    expect(mail.raw).toMatch(/^Subject: Reset your Parivahan Desk password/m);
    expect(mail.raw).toMatch(/^From: Desk <desk@example\.in>/m);
    const link = resetLinkIn(mail.raw);
    expect(link.searchParams.get('email')).toBe('Priya.Nair@example.com');
    const resetToken = link.searchParams.get('token')!;
    expect(resetToken).toMatch(/^[\w-]{43}$/);

    const outbox = await attemptedMail(t.database.db, 'Priya.Nair@example.com');
    expect(outbox).toMatchObject({ channel: 'email', status: 'sent', attempts: 1, error: null });
    expect(outbox.providerId).toMatch(/@/);
    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored.tokenHash).not.toContain(resetToken);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    await t.database.db.update(users).set({ lockedUntil: new Date(Date.now() + 600_000) }).where(eq(users.id, user.id));
    const payload = { email: link.searchParams.get('email'), token: resetToken, password: 'fresh-pass', password_confirmation: 'fresh-pass' };
    const done = await reset(payload);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password updated. Please log in.' });
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'priya.nair@example.com', password: 'fresh-pass' } });
    expect(login.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ failedLogins: 0, lockedUntil: null });

    const before = await accountRowCounts(t.database.db);
    const reused = await reset({ ...payload, password: 'third-pass', password_confirmation: 'third-pass' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('fresh-pass', unchanged.passwordHash)).toBe(true);
  });

  it('builds the link from the address printed at start, whatever Host or X-Forwarded-Host the request names', async () => {
    await t.signIn('user', { email: 'poisoned@example.com' });
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const { response, mail } = await forgotAndMail('poisoned@example.com', headers);
    expect(response.statusCode).toBe(200);
    const link = resetLinkIn(mail.raw);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(decodeQuotedPrintable(mail.raw)).not.toContain('evil.example');
  });

  it('keeps the mail in the outbox with its token masked, while the mail sent carries it', async () => {
    await t.signIn('user', { email: 'masked@example.com' });
    const { mail } = await forgotAndMail('masked@example.com');
    const resetToken = resetLinkIn(mail.raw).searchParams.get('token')!;
    const [outbox] = await t.database.db.select().from(messages).where(eq(messages.recipient, 'masked@example.com'));
    expect(outbox.body).not.toContain(resetToken);
    expect(outbox.body).toContain('http://localhost:3000/reset-password?email=masked%40example.com&token=[hidden]\n');
  });

  it('refuses an expired token, a superseded token and a token of another email, changing nothing', async () => {
    const { user } = await t.signIn('user', { email: 'vikram@example.com' });
    const other = await t.signIn('user', { email: 'other-vikram@example.com' });
    const first = resetLinkIn((await forgotAndMail('vikram@example.com')).mail.raw).searchParams.get('token')!;
    const second = resetLinkIn((await forgotAndMail('vikram@example.com')).mail.raw).searchParams.get('token')!;
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));

    const before = await accountRowCounts(t.database.db);
    const attempt = (email: string, token: string) =>
      reset({ email, token, password: 'whatever1', password_confirmation: 'whatever1' });
    for (const [email, token] of [['vikram@example.com', second], ['vikram@example.com', first], [other.user.email!, second], ['nobody@example.com', second]]) {
      const response = await attempt(email, token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: [INVALID] });
    }
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    await t.signIn('user', { email: 'known-one@example.com' });
    const mailsBefore = inbox.mails.length;
    const before = await accountRowCounts(t.database.db);
    const unknown = await forgot('no-such-person@example.com');
    const { response: known, mail } = await forgotAndMail('known-one@example.com');
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(unknown.json()).toEqual({ message: SENT });
    // Both were handled after their answers, in turn: only the known address got a mail.
    expect(inbox.mails).toHaveLength(mailsBefore + 1);
    expect(mail.to).toEqual(['known-one@example.com']);
    expect(await accountRowCounts(t.database.db)).toEqual({ ...before, messages: before.messages + 1, password_resets: before.password_resets + 1 });
  });

  it('refuses bad input with 422 per field and changes nothing', async () => {
    const { user } = await t.signIn('user', { email: 'bad-input@example.com' });
    const token = resetLinkIn((await forgotAndMail('bad-input@example.com')).mail.raw).searchParams.get('token')!;
    const valid = { email: 'bad-input@example.com', token, password: 'secret77', password_confirmation: 'secret77' };
    const before = await accountRowCounts(t.database.db);
    const forgotCases: [unknown, Record<string, string[]>][] = [
      [undefined, { email: ['The email field is required.'] }],
      ['not-an-email', { email: ['The email field must be a valid email address.'] }],
      [{ address: 'x@example.com' }, { email: ['The email field must be a string.'] }],
    ];
    for (const [email, errors] of forgotCases) {
      const response = await forgot(email);
      expect(response.statusCode, JSON.stringify(email)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const resetCases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...valid, token: undefined }, { token: ['The token field is required.'] }],
      [{ ...valid, token: '' }, { token: ['The token field is required.'] }],
      [{ ...valid, email: 'nope' }, { email: ['The email field must be a valid email address.'] }],
      [{ ...valid, password: 'abc', password_confirmation: 'abc' }, { password: ['The password field must be at least 6 characters.'] }],
      [{ ...valid, password_confirmation: 'secret78' }, { password_confirmation: ['Passwords do not match.'] }],
      [{ ...valid, password_confirmation: undefined }, { password_confirmation: ['The password confirmation field is required.'] }],
    ];
    for (const [payload, errors] of resetCases) {
      const response = await reset(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await accountRowCounts(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
    expect((await reset(valid)).statusCode).toBe(200);
  });

  it('rate-limits forgot-password per email (429 with Retry-After)', async () => {
    await t.signIn('user', { email: 'often@example.com' });
    for (let attempt = 1; attempt <= RATE_LIMITS.forgotPassword.perIdentifier; attempt++) {
      expect((await forgot('often@example.com')).statusCode).toBe(200);
    }
    const limited = await forgot('OFTEN@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate-limits forgot-password per address (429 with Retry-After)', async () => {
    const remoteAddress = nextClientIp();
    for (let attempt = 1; attempt <= RATE_LIMITS.forgotPassword.perIp; attempt++) {
      await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: `x${attempt}@example.com` }, remoteAddress });
    }
    const limited = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: 'y@example.com' }, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('forgot password when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const inbox = await startSmtpInbox();
    await inbox.close();
    t = await buildTestApp({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(() => t.close());

  it('answers the same message and keeps the mail in the outbox as failed, with the error', async () => {
    await t.signIn('user', { email: 'unlucky@example.com' });
    const response = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: 'unlucky@example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    const outbox = await attemptedMail(t.database.db, 'unlucky@example.com');
    expect(outbox).toMatchObject({ channel: 'email', status: 'failed', attempts: 1, sentAt: null });
    expect(outbox.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('forgot password with a slow mail server', () => {
  let releaseMails: () => void;
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox({ accept: new Promise((resolve) => (releaseMails = resolve)) });
    t = await buildTestApp({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    releaseMails();
    await t.close();
    await inbox.close();
  });

  it('answers a known and an unknown address alike before the mail goes out, and the mail still arrives', async () => {
    await t.signIn('user', { email: 'slow-mail@example.com' });
    const forgot = (email: string) =>
      t.request({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: nextClientIp() });
    const answers = Promise.all([forgot('slow-mail@example.com'), forgot('nobody-here@example.com')]);
    const first = await Promise.race([answers, delay(3000, 'no answer while the mail server holds the mail')]);
    expect(typeof first === 'string' ? first : 'answered').toBe('answered');
    const [known, unknown] = await answers;
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json()).toEqual({ message: SENT });
    expect(inbox.mails).toHaveLength(0);

    releaseMails();
    expect((await inbox.received(1)).to).toEqual(['slow-mail@example.com']);
    expect(inbox.mails).toHaveLength(1);
  });
});
