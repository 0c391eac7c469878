import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextMobile, setUpTestApp } from '../build.js';
import { deskJourney } from './desk-client.js';

const t = setUpTestApp();
const CLIENT = path.join(import.meta.dirname, 'desk-client.ts');

/** The client's fetch reaches the test app: each answer is held to the document on the way (build.ts). */
const appFetch: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const body = request.body ? await request.text() : undefined;
  const answer = await t.request({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body !== undefined && { payload: body }),
  });
  const headers = new Headers(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
  return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
};

/** Issue 35's "Done when": a client generated from the document alone compiles strictly and does the desk's work. */
describe('a client written from the API document with openapi-fetch', () => {
  it('compiles under tsc --strict with no cast and no type of its own', () => {
    const tsc = path.join('node_modules', '.bin', 'tsc');
    const options = ['--ignoreConfig', '--strict', '--noEmit', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', '--lib', 'ES2023,DOM', '--types', 'node'];
    expect(() => execFileSync(tsc, [...options, CLIENT], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  }, 60_000);

  it('signs in, adds a citizen with every kind of record, lists, changes, reports, searches, tracks a request and deletes it all', async () => {
    const { user } = await t.signIn('admin');
    const mobile = nextMobile();
    const report = await deskJourney(appFetch, { phone: user.phone, password: 'secret123' }, mobile);
    expect(report).toMatchObject({
      citizenName: 'Ramesh Kumar Sahu',
      recordsAdded: ['Yearly', 'Third Party', 'PUCC123', 'FIT001', 'VLT001', 'PER9', 'SG001'],
      vehicleMatches: 1,
      trackedStatus: expect.any(String),
      invalidMobile: [expect.stringMatching(/mobile/i)],
      unauthorised: expect.any(String),
    });
    expect(report.listed).toBeGreaterThanOrEqual(1);
    expect(report.expiryRows).toBeGreaterThanOrEqual(1);
    expect(report.globalHits).toBeGreaterThanOrEqual(1);
    expect(report.deleted).toHaveLength(11);
  });
});
