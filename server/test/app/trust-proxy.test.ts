import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config.js';
import { RATE_LIMITS } from '../../lib/http/rate-limits.js';
import { setUpTestApp, type TestApp } from '../build.js';

let emailCounter = 0;

/** Sends one forgot-password call more than the per-IP limit from `remoteAddress`, each with a new X-Forwarded-For. */
async function forgotWithForgedAddresses(t: TestApp, remoteAddress: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= RATE_LIMITS.forgotPassword.perIp; attempt++) {
    const response = await t.request({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: `forged-${++emailCounter}@example.com` },
      headers: { 'x-forwarded-for': `203.0.113.${emailCounter % 250}` },
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const limitedOnTheLast = [...Array(RATE_LIMITS.forgotPassword.perIp).fill(200), 429];
const neverLimited = Array(RATE_LIMITS.forgotPassword.perIp + 1).fill(200);

describe('X-Forwarded-For without TRUST_PROXY', () => {
  const t = setUpTestApp();

  it('is ignored: a new forged address per request still meets the per-IP limit', async () => {
    expect(await forgotWithForgedAddresses(t, '198.51.100.7')).toEqual(limitedOnTheLast);
  });
});

describe('X-Forwarded-For with TRUST_PROXY naming the proxies', () => {
  const t = setUpTestApp({ env: { TRUST_PROXY: '192.0.2.1, 10.77.0.0/16' } });

  it('names the client when the request comes from a listed proxy', async () => {
    expect(await forgotWithForgedAddresses(t, '10.77.3.4')).toEqual(neverLimited);
  });

  it('is ignored from any other address', async () => {
    expect(await forgotWithForgedAddresses(t, '198.51.100.8')).toEqual(limitedOnTheLast);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody unless set, everybody with true, that many hops with a number, else the listed addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('192.0.2.1, 10.0.0.0/8,')).toEqual(['192.0.2.1', '10.0.0.0/8']);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('192.0.2.1', hop))).toEqual([true, true, false]);
  });
});
