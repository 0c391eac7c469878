import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCitizen, form, PDF, setUpWorld } from '../routes/citizens/fixtures.js';

const { t, world } = setUpWorld();
const BROWSER = 'gzip, deflate, br';
const list = (acceptEncoding?: string) =>
  t.request({
    method: 'GET',
    url: '/api/citizens?per_page=100',
    token: world.admin.token,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

beforeAll(async () => {
  for (let i = 0; i < 20; i++) await addCitizen(t, world);
});

describe('compression of API answers', () => {
  it('sends JSON of 1 KB and more as brotli when accepted, else gzip, else as is', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await list(BROWSER);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await list('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends JSON under 1 KB as is', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends a stored document as it is', async () => {
    const document = Buffer.concat([PDF, Buffer.from(`%${' '.repeat(4096)}\n`)]);
    const upload = await t.request({
      method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token,
      payload: form({ ll_no: 'CG04C0001' }, { bytes: document }),
    });
    expect(upload.statusCode).toBe(201);
    const response = await t.request({ method: 'GET', url: upload.json().file_url, headers: { 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(document.length));
    expect(response.rawPayload.equals(document)).toBe(true);
  });
});
