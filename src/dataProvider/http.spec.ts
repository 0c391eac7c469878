import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, useApiServer } from '../test/api';
import { LOCALE_KEY } from '../i18n';
import { apiFetch, startEarly } from './http';

useApiServer();
afterEach(() => localStorage.removeItem(LOCALE_KEY));

describe('apiFetch', () => {
  it('asks for answers in the chosen language', async () => {
    const calls = answer('get', '/me', {});
    await apiFetch('/me');
    localStorage.setItem(LOCALE_KEY, 'hi');
    await apiFetch('/me');
    expect(calls.map((call) => call.headers.get('accept-language'))).toEqual(['en', 'hi']);
  });

  it("throws the server's message in the language it answered", async () => {
    localStorage.setItem(LOCALE_KEY, 'hi');
    answer('get', '/citizens/9', { message: 'नहीं मिला।' }, 404);
    await expect(apiFetch('/citizens/9')).rejects.toMatchObject({ status: 404, message: 'नहीं मिला।' });
  });

  it('answers the first identical GET with a request started early, then asks again', async () => {
    const calls = answer('get', '/citizens', { data: [], total: 0 });
    void startEarly('/citizens?page=1&per_page=10');
    await apiFetch('/citizens', { query: { page: 1, per_page: 10 } });
    expect(calls).toHaveLength(1);
    await apiFetch('/citizens', { query: { page: 1, per_page: 10 } });
    expect(calls).toHaveLength(2);
  });

  it('does not answer a call made with another token from a request started early', async () => {
    const calls = answer('get', '/me', {});
    void startEarly('/me');
    localStorage.setItem('token', 'another');
    await apiFetch('/me');
    localStorage.removeItem('token');
    expect(calls).toHaveLength(2);
  });

  it("answers from a request another copy of this module started (index.html's inline script)", async () => {
    const calls = answer('get', '/citizens/7', { id: 7 });
    void startEarly('/citizens/7');
    vi.resetModules();
    const app = await import('./http');
    expect(app.apiFetch).not.toBe(apiFetch);
    await expect(app.apiFetch('/citizens/7')).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(1);
  });
});
