import { describe, expect, it, vi } from 'vitest';
import { setUpTestApp } from '../../build.js';
import { attemptedMail, PASSWORD } from '../auth/account-helpers.js';

describe('forgot password without SMTP', () => {
  const t = setUpTestApp({ env: { PUBLIC_URL: 'https://desk.example.in/' } });

  it('writes the mail to the log and to the outbox (token masked); its link (on PUBLIC_URL, not the Host) resets the password, a temporary one too', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    await t.signIn('user', { email: 'local@example.com', mustChangePassword: true });
    const response = await t.request({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'local@example.com' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'If the email exists, a reset link has been sent.' });

    const outbox = await attemptedMail(t.database.db, 'local@example.com');
    expect(outbox).toMatchObject({
      channel: 'email', status: 'sent', providerId: 'log', subject: 'Reset your Parivahan Desk password', attempts: 1, error: null,
    });
    expect(outbox.sentAt).toBeInstanceOf(Date);
    const logged = info.mock.calls.map(([entry]) => entry as { mail?: { to: string; text: string } }).find((entry) => entry.mail);
    expect(logged?.mail?.to).toBe('local@example.com');
    const link = new URL(logged!.mail!.text.match(/https:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('https://desk.example.in/reset-password');
    const token = link.searchParams.get('token')!;
    expect(outbox.body).toBe(logged!.mail!.text.replace(token, '[hidden]'));

    const reset = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: link.searchParams.get('email'), token, password: 'via-log-1', password_confirmation: 'via-log-1' },
    });
    expect(reset.statusCode).toBe(200);
    const oldLogin = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'local@example.com', password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'local@example.com', password: 'via-log-1' } });
    expect(newLogin.statusCode).toBe(200);
    expect(newLogin.json().user.must_change_password).toBe(false);
  });
});
