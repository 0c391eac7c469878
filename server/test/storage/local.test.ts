import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { purgeDeletedFiles } from '../../lib/storage/deleted-files.js';
import { appSecret, fileStore, LINK_TTL_SECONDS } from '../../lib/storage/index.js';

import { form, PDF, PNG, setUpWorld } from '../routes/citizens/fixtures.js';

const { t, world } = setUpWorld();

let serial = 0;
/** Uploads an LL document through the API and answers the licence (file_path, file_url). */
async function uploaded(bytes: Buffer) {
  const response = await t.request({
    method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token,
    payload: form({ ll_no: `CG04S${String(++serial).padStart(4, '0')}` }, { bytes }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { file_path: string; file_url: string };
}
const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /storage/{file_path}', () => {
  it('serves a document through its signed link, without a bearer token, with its content type', async () => {
    const pdf = await uploaded(PDF);
    const response = await get(pdf.file_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The app's CSP would keep browsers' PDF viewers from drawing the document.
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.rawPayload.equals(PDF)).toBe(true);
    const png = await uploaded(PNG);
    const image = await get(png.file_url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('signs links for one hour', async () => {
    const { file_url } = await uploaded(PDF);
    const expires = Number(new URL(file_url, 'http://x').searchParams.get('expires'));
    expect(expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(LINK_TTL_SECONDS - 60);
    expect(expires - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(LINK_TTL_SECONDS);
  });

  it('refuses (403) an unsigned, altered or expired link', async () => {
    const { file_path, file_url } = await uploaded(PDF);
    const other = await uploaded(PDF);
    const link = new URL(file_url, 'http://x');
    const expires = link.searchParams.get('expires')!;
    const signature = link.searchParams.get('signature')!;
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    const expired = (await fileStore(t.config).signedUrl(file_path, Date.now() - (LINK_TTL_SECONDS + 5) * 1000))!;
    for (const url of [
      `/storage/${file_path}`,
      `/storage/${file_path}?expires=${expires}`,
      `/storage/${file_path}?expires=${expires}&signature=${flipped}`,
      `/storage/${file_path}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/storage/${other.file_path}?expires=${expires}&signature=${signature}`,
      `/storage/${file_path}?expires=${expires}&signature=not-hex`,
      expired,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });

  it('answers 404 for any path outside the storage folder, signed or not, sent as is over HTTP', async () => {
    const { file_url } = await uploaded(PDF);
    const query = file_url.slice(file_url.indexOf('?'));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    /** A raw request: the path reaches the server exactly as written (no dot-segment clean-up by a client). */
    const raw = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.get(`${address}/`, { path: rawPath }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        });
        request.on('error', reject);
      });
    for (const url of [
      '/storage/../app-secret', '/storage/ll/../../app-secret', '/storage/%2e%2e/app-secret', '/storage/ll/%2e%2e%2f%2e%2e%2fapp-secret',
      '/storage/..%5capp-secret', '/storage//etc/passwd', '/storage/%2fetc%2fpasswd', '/storage/ll/x.pdf%00.png', '/storage/',
    ]) {
      for (const suffix of ['', query]) {
        const response = await raw(url + suffix);
        expect(response.status, url + suffix).toBe(404);
        expect(JSON.parse(response.body)).toEqual({ message: 'Not found.' });
      }
    }
  });

  it('answers 404 for a validly signed link to a document removed for good after its row was deleted', async () => {
    const licence = await uploaded(PDF);
    const id = (await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/ll?per_page=100`, token: world.owner.token }))
      .json().data.find((row: { file_path: string }) => row.file_path === licence.file_path).id;
    expect((await t.request({ method: 'DELETE', url: `/api/ll/${id}`, token: world.owner.token })).statusCode).toBe(200);
    const afterRetention = new Date(Date.now() + (t.config.deletedFilesDays + 1) * 86_400_000);
    await purgeDeletedFiles(t.database.db, fileStore(t.config), t.config.deletedFilesDays, afterRetention);
    expect((await get(licence.file_url)).statusCode).toBe(404);
  });
});

describe('the link-signing secret', () => {
  it('is generated once into DATA_DIR/app-secret and kept across restarts', async () => {
    const secret = appSecret(t.config);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(t.config.dataDir, 'app-secret'), 'utf8')).toBe(secret);
    expect(appSecret({ ...t.config })).toBe(secret);
  });

  it('is APP_SECRET when set, so links of one server do not open on another', async () => {
    const { file_path } = await uploaded(PDF);
    const configured = { ...t.config, appSecret: 'configured-secret' };
    expect(appSecret(configured)).toBe('configured-secret');
    const foreign = (await fileStore(configured).signedUrl(file_path))!;
    expect((await get(foreign)).statusCode).toBe(403);
  });
});
