import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../../db/client.js';
import { databaseDump } from '../../../lib/reports/backup.js';
import { manifestOf, zipEntries } from '../../backup-zip.js';
import { buildTestApp, type TestApp } from '../../build.js';
import { runDatabaseName, urlFor, withAdminClient } from '../../databases.js';
import { startS3 } from '../../s3.js';
import { form, PDF, PNG, setUpWorld } from '../citizens/fixtures.js';

/**
 * A backup is whole: documents uploaded before it open again, same bytes, after `npm run restore` into an empty
 * database and an empty storage folder (or bucket), on PostgreSQL with local storage, with S3 and on PGlite.
 */

const run = promisify(execFile);
/** `npm run restore -- file` with `env` (the new server's settings): its output. */
const restoreCommand = (file: string, env: Record<string, string>) =>
  run('npx', ['tsx', 'server/db/restore/cli.ts', file], { env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env } });

const s3Source = await startS3();
const s3Target = await startS3();
afterAll(async () => Promise.all([s3Source.close(), s3Target.close()]));

const SECRET = { APP_SECRET: 'one-secret-for-the-old-and-new-server' };
const cases = [
  { name: 'PostgreSQL with local storage', pglite: false, source: {}, target: {} },
  { name: 'PostgreSQL with documents in S3', pglite: false, source: { ...s3Source.env, ...SECRET }, target: { ...s3Target.env, ...SECRET } },
  { name: 'PGlite with local storage', pglite: true, source: {}, target: {} },
];

for (const { name, pglite, source, target } of cases) {
  describe(`a backup restored with its documents on ${name}`, () => {
    const { t, world } = setUpWorld({ pglite, env: source });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-restored-'));
    const databaseName = runDatabaseName();
    const uploaded: { id: number; bytes: Buffer; url: string }[] = [];
    let restored: TestApp;
    let backupFile: string;

    beforeAll(async () => {
      for (const [i, bytes] of [PDF, PNG].entries()) {
        const answer = await t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token, payload: form({ ll_no: `CG07R${randomBytes(3).toString('hex')}${i}` }, { bytes }) });
        expect(answer.statusCode, answer.body).toBe(201);
        uploaded.push({ id: answer.json().id, bytes, url: answer.json().file_url });
      }
      const started = await t.request({ method: 'POST', url: '/api/admin/backups', token: world.admin.token });
      expect(started.statusCode, started.body).toBe(202);
      await t.app.backups!.settled();
      backupFile = path.join(t.config.backups.dir!, started.json().name);
      if (!pglite) await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName} TEMPLATE template0`));
    }, 120_000);

    afterAll(async () => {
      await restored?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('lists the backup as verified, holding the database and both documents (copied from the bucket, with S3)', async () => {
      const [entry] = (await t.request({ method: 'GET', url: '/api/admin/backups', token: world.admin.token })).json();
      expect(entry).toMatchObject({ verified: true, error: null, documents: { count: 2, bytes: PDF.length + PNG.length } });
      const entries = await zipEntries(backupFile);
      expect(manifestOf(entries).storage).toEqual('S3_BUCKET' in source ? { kind: 's3', bucket: s3Source.bucket } : { kind: 'local' });
      expect([PDF, PNG].every((bytes) => [...entries.values()].some((entryBytes) => entryBytes.equals(bytes)))).toBe(true);
    });

    it('restores the rows and the documents into an empty database and storage, and every link opens the same bytes', async () => {
      const env = { DATA_DIR: dataDir, ...(pglite ? {} : { DATABASE_URL: urlFor(databaseName) }), ...target };
      const { stdout } = await restoreCommand(backupFile, env);
      expect(stdout).toMatch(/the rows into .*, and 2 documents \([\d,]+ bytes\) into (the storage folder|the bucket) .*, each checked against the backup's manifest\./);
      if ("S3_BUCKET" in target) expect(await s3Target.keys()).toHaveLength(2);
      else expect(readdirSync(path.join(dataDir, 'storage'), { recursive: true }).filter((entry) => String(entry).includes('.'))).toHaveLength(2);

      restored = await buildTestApp({ pglite, pgliteDir: dataDir, databaseUrl: pglite ? undefined : urlFor(databaseName), env: { ...env, DATABASE_URL: '' } });
      const list = await restored.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/ll?per_page=100`, token: world.owner.token });
      expect(list.statusCode, list.body).toBe(200);
      for (const { id, bytes } of uploaded) {
        const { file_url } = (list.json().data as { id: number; file_url: string }[]).find((row) => row.id === id)!;
        const opened = file_url.startsWith('/') ? (await restored.request({ method: 'GET', url: file_url })).rawPayload : Buffer.from(await (await fetch(file_url)).arrayBuffer());
        expect(opened).toEqual(bytes);
      }
    }, 120_000);
  });
}

describe('npm run restore of a backup made before backups held documents (a plain SQL dump)', () => {
  const { t, world } = setUpWorld();
  const databaseName = runDatabaseName();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-restored-'));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restores the rows and says that the documents are not in it', async () => {
    const dumpFile = path.join(dataDir, 'backup-20260101-020000.sql');
    await pipeline(await databaseDump(t.database), createWriteStream(dumpFile));
    await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName} TEMPLATE template0`));
    const { stdout } = await restoreCommand(dumpFile, { DATA_DIR: dataDir, DATABASE_URL: urlFor(databaseName) });
    expect(stdout).toContain(`Restored ${dumpFile} into the PostgreSQL database of DATABASE_URL.`);
    expect(stdout).toContain('This backup holds the database only (it was made before backups held the documents): copy the documents back into the storage folder');
    const database = openDatabase({ databaseUrl: urlFor(databaseName), dataDir });
    try {
      expect(await queryRows(database.db, sql`select id from citizens where id = ${world.citizenId}`)).toEqual([{ id: world.citizenId }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
