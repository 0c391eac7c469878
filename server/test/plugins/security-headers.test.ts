import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../build.js';

/** Issue 8, "Headers": helmet's headers with a same-origin CSP, no-store on personal data, CORS closed by default. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'pd-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const t = setUpTestApp({ webRoot });

describe('security headers', () => {
  it('the page allows scripts, styles, images and calls from its own origin only, never framed', async () => {
    const response = await t.request({ method: 'GET', url: '/citizens' });
    expect(response.statusCode).toBe(200);
    const policy = Object.fromEntries(
      String(response.headers['content-security-policy']).split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    expect(policy).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('API answers carry the same headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizens' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('an inline script of the built page', () => {
  const script = "if (localStorage.getItem('token')) fetch('/api/me'); // हिन्दी";
  const root = mkdtempSync(path.join(os.tmpdir(), 'pd-web-inline-'));
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><html><head><script>${script}</script></head><body></body></html>`);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const withScript = setUpTestApp({ webRoot: root });

  it('is allowed by its hash, and no other inline script is', async () => {
    const response = await withScript.request({ method: 'GET', url: '/citizens' });
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    const scriptSrc = String(response.headers['content-security-policy']).split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('Cache-Control', () => {
  it('API answers (personal data), refusals included, may not be stored', async () => {
    const { token } = await t.signIn('admin');
    for (const [url, status] of [['/api/me', 200], ['/api/citizens', 200], ['/api/citizens/999999', 404]] as const) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await t.request({ method: 'GET', url: '/api/me' })).headers['cache-control']).toBe('no-store');
  });

  it('the health check keeps its own', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe('no-cache');
  });
});

const preflight = (app: typeof t, origin: string) =>
  app.request({ method: 'OPTIONS', url: '/api/login', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

describe('CORS', () => {
  it('is closed when CORS_ORIGINS is not set: no origin is allowed', async () => {
    const answer = await preflight(t, 'https://desk.example.in');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://desk.example.in' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('with CORS_ORIGINS set', () => {
    const open = setUpTestApp({ env: { CORS_ORIGINS: 'https://desk.example.in, https://admin.example.in' } });

    it('allows the origins it names and no other', async () => {
      for (const origin of ['https://desk.example.in', 'https://admin.example.in']) {
        const answer = await preflight(open, origin);
        expect(answer.statusCode).toBe(204);
        expect(answer.headers['access-control-allow-origin']).toBe(origin);
        expect(answer.headers['access-control-allow-methods']).toContain('PUT');
      }
      expect((await preflight(open, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      const read = await open.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://desk.example.in' } });
      expect(read.headers['access-control-allow-origin']).toBe('https://desk.example.in');
    });
  });
});
