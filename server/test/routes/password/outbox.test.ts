import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../db/schema/index.js';
import { setUpTestApp } from '../../build.js';
import { PASSWORD } from '../auth/account-helpers.js';

describe('forgot password without SMTP', () => {
  const t = setUpTestApp({ env: { PUBLIC_URL: 'https://desk.example.in/' } });

  it('writes the mail to the outbox and the log; its link (on PUBLIC_URL) resets the password', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    await t.signIn('user', { email: 'local@example.com' });
    const response = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: 'local@example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'If the email exists, a reset link has been sent.' });

    const [outbox] = await t.database.db.select().from(messages).where(eq(messages.recipient, 'local@example.com'));
    expect(outbox).toMatchObject({
      channel: 'email', status: 'sent', providerId: 'log', subject: 'Reset your Parivahan Desk password', attempts: 1, error: null,
    });
    expect(outbox.sentAt).toBeInstanceOf(Date);
    const link = new URL(outbox.body.match(/https:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('https://desk.example.in/reset-password');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ mail: expect.objectContaining({ to: 'local@example.com', text: outbox.body }) }),
      expect.any(String),
    );

    const reset = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        email: link.searchParams.get('email'), token: link.searchParams.get('token'), password: 'via-log-1', password_confirmation: 'via-log-1',
      },
    });
    expect(reset.statusCode).toBe(200);
    const oldLogin = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'local@example.com', password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'local@example.com', password: 'via-log-1' } });
    expect(newLogin.statusCode).toBe(200);
  });
});
