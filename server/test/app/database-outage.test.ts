import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../build.js';
import { serverUrl } from '../databases.js';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.js';

/** Finding 11 of issue 8: while PostgreSQL is unreachable every request answers 503 in time, then the server recovers. */
let proxy: TcpProxy;
beforeAll(async () => {
  const { hostname, port } = new URL(serverUrl);
  proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
});
afterAll(() => proxy.close());

const t = setUpTestApp({ databaseAddress: (url) => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(proxy.port) }).toString() });

describe.each([
  ['is down (connections cut and refused)', () => proxy.cut()],
  ['hangs (connections accepted, never answered)', () => proxy.stall()],
])('while the database %s', (_case, goDown) => {
  it('every kind of request answers 503 with Retry-After within 5 s; once it is back, requests succeed again', async () => {
    const { token } = await t.signIn('admin');
    expect((await t.request({ method: 'GET', url: '/api/citizens', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'postgres' });

    await goDown();
    const during = [
      { method: 'GET', url: '/api/citizens', token },
      { method: 'POST', url: '/api/citizens', token, payload: { name: 'Asha Verma', mobile: '9876501234' } },
      { method: 'POST', url: '/api/login', payload: { phone: '9876501234', password: 'secret123' } },
    ] as const;
    const answers = await Promise.all(
      during.map(async (request) => {
        const started = Date.now();
        return { response: await t.request(request), took: Date.now() - started };
      }),
    );
    for (const { response, took } of answers) {
      expect(took).toBeLessThan(5000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(5);
    }
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });

    await proxy.restore();
    expect((await t.request({ method: 'GET', url: '/api/citizens', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
