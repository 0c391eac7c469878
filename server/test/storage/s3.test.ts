import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeDeletedFiles } from '../../lib/storage/deleted-files.js';
import { fileStore, LINK_TTL_SECONDS } from '../../lib/storage/index.js';
import { form, PDF, PNG, setUpWorld } from '../routes/citizens/fixtures.js';
import { startS3 } from '../s3.js';

const s3 = await startS3();
afterAll(() => s3.close());
const { t, world } = setUpWorld({ env: { ...s3.env, APP_SECRET: 'one-secret-for-every-instance' } });

let serial = 0;
const create = (bytes: Buffer | string, ll_no = `CG04B${String(++serial).padStart(7, '0')}`) =>
  t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token, payload: form({ ll_no }, { bytes: Buffer.from(bytes) }) });

async function created(bytes: Buffer) {
  const response = await create(bytes);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; ll_no: string; file_path: string; file_url: string };
}

/** What a browser gets from a link: status, type and bytes. */
async function download(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('documents in an S3-compatible bucket (S3_BUCKET)', () => {
  it('stores the upload as an object and links to it with a GET presigned for an hour', async () => {
    const licence = await created(PDF);
    expect(licence.file_path).toMatch(/^ll\/[0-9a-f-]{36}\.pdf$/);
    expect(await s3.keys()).toContain(licence.file_path);
    const link = new URL(licence.file_url);
    expect(link.origin).toBe(s3.env.S3_ENDPOINT);
    expect(link.pathname).toBe(`/${s3.bucket}/${licence.file_path}`);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(LINK_TTL_SECONDS));
    expect(await download(licence.file_url)).toEqual({ status: 200, type: 'application/pdf', bytes: PDF });
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The local route has nothing to serve.
    expect((await t.request({ method: 'GET', url: `/storage/${licence.file_path}` })).statusCode).toBe(404);
  });

  it('gives every read of the record a presigned link (list, all-details)', async () => {
    const licence = await created(PNG);
    const list = await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/ll?per_page=100`, token: world.owner.token });
    const listed = (list.json().data as { id: number; file_url: string }[]).find((row) => row.id === licence.id)!;
    expect(await download(listed.file_url)).toEqual({ status: 200, type: 'image/png', bytes: PNG });
    const details = await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/all-details`, token: world.owner.token });
    const detailed = (details.json().learner_licenses as { id: number; file_url: string }[]).find((row) => row.id === licence.id)!;
    expect((await download(detailed.file_url)).bytes).toEqual(PNG);
  });

  it('checks the content before anything is sent to the bucket', async () => {
    const before = await s3.keys();
    const response = await create('MZ not a document at all');
    expect(response.statusCode).toBe(422);
    expect(await s3.keys()).toEqual(before);
  });

  it('removes the old object when the document is replaced, and the object once a deleted record has been kept its days', async () => {
    const licence = await created(PDF);
    const replaced = await t.request({
      method: 'POST', url: `/api/ll/${licence.id}`, token: world.owner.token,
      payload: form({ _method: 'PUT', ll_no: licence.ll_no }, { bytes: PNG }),
    });
    expect(replaced.statusCode).toBe(200);
    const { file_path } = replaced.json() as { file_path: string };
    const keys = await s3.keys();
    expect(keys).toContain(file_path);
    expect(keys).not.toContain(licence.file_path);

    const deleted = await t.request({ method: 'DELETE', url: `/api/ll/${licence.id}`, token: world.managerA.token });
    expect(deleted.statusCode).toBe(200);
    // Kept for a restore until DELETED_FILES_DAYS have passed, then removed.
    expect(await s3.keys()).toContain(file_path);
    const afterRetention = new Date(Date.now() + (t.config.deletedFilesDays + 1) * 86_400_000);
    await purgeDeletedFiles(t.database.db, fileStore(t.config), t.config.deletedFilesDays, afterRetention);
    expect(await s3.keys()).not.toContain(file_path);
  });

  it('removes the new object again when the database write fails', async () => {
    const licence = await created(PDF);
    const before = await s3.keys();
    const clash = await create(PNG, licence.ll_no);
    expect(clash.statusCode).toBe(409);
    expect(await s3.keys()).toEqual(before);
  });
});

describe('npm run storage:migrate', () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const inBucket = async (key: string) => {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return { type: object.ContentType, sha256: sha256(Buffer.from(await object.Body!.transformToByteArray())) };
  };

  it('copies every local document under the same key, checked by size and checksum, and can be run again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-migrate-'));
    const documents: Record<string, Buffer> = {
      'll/0b0e8c36-9a57-4a3c-9d0e-7d3c1f1e0a01.pdf': PDF,
      'insurances/0b0e8c36-9a57-4a3c-9d0e-7d3c1f1e0a02.png': PNG,
      'insurances/0b0e8c36-9a57-4a3c-9d0e-7d3c1f1e0a03.pdf': Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 7)]),
    };
    for (const [filePath, bytes] of Object.entries(documents)) {
      mkdirSync(path.join(dataDir, 'storage', path.dirname(filePath)), { recursive: true });
      writeFileSync(path.join(dataDir, 'storage', filePath), bytes);
    }
    const run = () =>
      promisify(execFile)('npx', ['tsx', 'server/lib/storage/migrate-cli.ts'], { env: { ...process.env, ...s3.env, DATA_DIR: dataDir } });

    const first = await run();
    expect(first.stdout).toMatch(/copied\s*│\s*3/);
    for (const [filePath, bytes] of Object.entries(documents)) {
      expect(await inBucket(filePath)).toEqual({ type: filePath.endsWith('.png') ? 'image/png' : 'application/pdf', sha256: sha256(bytes) });
    }
    const again = await run();
    expect(again.stdout).toMatch(/already there\s*│\s*3/);
    expect(again.stdout).toMatch(/copied\s*│\s*0/);
  });

  it('refuses to run without a bucket', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'server/lib/storage/migrate-cli.ts'], { env: { ...process.env, S3_BUCKET: '' } });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Set S3_BUCKET') });
  });
});
