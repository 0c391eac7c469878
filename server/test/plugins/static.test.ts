import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../build.js';

/** A built app as `vite build` leaves it: each file with its brotli and gzip copy. */
function fakeBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pd-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'pages'));
  const write = (file: string, text: string) => {
    const bytes = Buffer.from(text);
    writeFileSync(path.join(root, file), bytes);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(bytes));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(bytes));
  };
  write('index.html', `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`);
  write('assets/index-AbC123xy.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
  write('robots.txt', 'User-agent: *\nAllow: /\nDisallow: /api/\n');
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', JSON.stringify({ name: 'Parivahan Desk', start_url: '/' }));
  write('pages/home.en.html', `<!doctype html><html lang="en"><body><div id="root"><h1>Online Services</h1></div>${' '.repeat(2000)}</body></html>`);
  write('pages/home.hi.html', `<!doctype html><html lang="hi"><body><div id="root"><h1>ऑनलाइन सेवाएँ</h1></div>${' '.repeat(2000)}</body></html>`);
  writeFileSync(path.join(root, 'pages', 'pages.json'), JSON.stringify({ '/': 'home' }));
  return root;
}

const webRoot = fakeBuild();
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
const t = setUpTestApp({ webRoot });
const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.request({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) } });
const asset = '/assets/index-AbC123xy.js';

describe('the built app', () => {
  it('keeps hashed assets for a year (immutable)', async () => {
    const response = await get(asset);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the brotli copy to a browser that accepts brotli, else the gzip copy, else the file itself', async () => {
    const brotli = await get(asset, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toMatch(/^console\.log/);
    const gzip = await get(asset, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toMatch(/^console\.log/);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.log/);
  });

  it('answers /robots.txt as text, not the app\'s page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*/);
  });

  it('has the service worker revalidated on every load (a new build\'s worker is found at once) and the install manifest served', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ name: 'Parivahan Desk' });
  });

  it('sends the public home drawn at build time in the language of the locale cookie, English without one', async () => {
    const english = await get('/?x=1', 'br');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['content-encoding']).toBe('br');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(english.rawPayload).toString()).toContain('<html lang="en">');
    const hindi = await get('/', undefined, 'theme=dark; locale=hi');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('ऑनलाइन सेवाएँ');
    expect((await get('/', undefined, 'locale=fr')).body).toContain('<html lang="en">');
  });

  it('has index.html revalidated on every load, also as the page of any app path', async () => {
    for (const url of ['/index.html', '/citizens/12']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset (a chunk of an older build), not the page', async () => {
    const response = await get('/assets/index-Old000.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
