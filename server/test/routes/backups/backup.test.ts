import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type OpenOptions } from '../../../db/client.js';
import { NotEmptyError, restoreDump } from '../../../db/restore/index.js';
import { seedDemo } from '../../../db/seed/index.js';
import { ARCHIVE_DUMP } from '../../../lib/reports/backup-archive.js';
import { zipEntries } from '../../backup-zip.js';
import { setUpTestApp } from '../../build.js';
import { runDatabaseName, urlFor, withAdminClient } from '../../databases.js';

type Digests = Record<string, string>;

/** Every table of every schema of ours (migrations' journal included): row count and md5 of its sorted rows; every sequence's position. */
async function digests(database: Database): Promise<Digests> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const result: Digests = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; digest: string }>(
      database.db,
      sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`),
    );
    result[name] = `${row.rows} rows ${row.digest}`;
  }
  const sequences = await queryRows<{ name: string; last_value: string | null }>(
    database.db,
    sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text from pg_sequences order by 1`,
  );
  for (const { name, last_value } of sequences) result[`sequence ${name}`] = String(last_value);
  // The backup log gains its row once the dump is read: a backup never holds its own entry.
  return Object.fromEntries(Object.entries(result).filter(([name]) => !name.includes('public.database_backups')));
}

/** Digests of the database at `target`, opened for the moment. */
async function digestsAt(target: OpenOptions): Promise<Digests> {
  const database = openDatabase(target);
  try {
    return await digests(database);
  } finally {
    await database.close();
  }
}

const rowsOf = (result: Digests, table: string) => Number(result[`public.${table}`].split(' ')[0]);

for (const pglite of [false, true]) {
  describe(`backup and restore on ${pglite ? 'PGlite' : 'PostgreSQL'}`, () => {
    const t = setUpTestApp({ pglite });
    const folder = mkdtempSync(path.join(os.tmpdir(), 'pd-backup-'));
    const zipFile = path.join(folder, 'backup.zip');
    const dumpFile = path.join(folder, 'backup.sql');
    const databaseName = runDatabaseName();
    /** Where the restore goes: a new, empty PostgreSQL database or a new PGlite data folder. */
    const target: OpenOptions = pglite ? { dataDir: path.join(folder, 'restored') } : { databaseUrl: urlFor(databaseName), dataDir: folder };
    let original: Digests;
    let dump: string;

    beforeAll(async () => {
      if (!pglite) await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName} TEMPLATE template0`));
      await seedDemo(t.database, { citizens: 60 });
      const { token } = await t.signIn('admin');
      const response = await t.request({ method: 'GET', url: '/api/database-backups/download', token });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="backup-\d{8}-\d{4}\.zip"$/);
      writeFileSync(zipFile, response.rawPayload);
      dump = (await zipEntries(zipFile)).get(ARCHIVE_DUMP)!.toString('utf8');
      writeFileSync(dumpFile, dump);
      original = await digests(t.database);
    }, 120_000);

    afterAll(async () => {
      rmSync(folder, { recursive: true, force: true });
    });

    it('downloads a ZIP holding the plain SQL dump', () => {
      expect(dump.startsWith('--\n-- PostgreSQL database dump')).toBe(true);
      expect(dump).toMatch(/CREATE TABLE public\.citizens/);
    });

    it('leaves the database writable (PGlite shares its one session with its pg_dump)', async () => {
      const { token } = await t.signIn('user');
      const response = await t.request({ method: 'POST', url: '/api/citizens', token, payload: { name: 'After Backup', mobile: '9123456780' } });
      expect(response.statusCode, response.body).toBe(201);
      await queryRows(t.database.db, sql`delete from citizens where id = ${response.json().id}`);
    });

    it('restores into an empty database with every row of every table, derived tables and sequences included', async () => {
      expect(rowsOf(original, 'citizens')).toBeGreaterThanOrEqual(60);
      expect(rowsOf(original, 'current_documents')).toBeGreaterThan(0);
      expect(rowsOf(original, 'row_counts')).toBeGreaterThan(0);
      await restoreDump(dumpFile, target);
      expect(await digestsAt(target)).toEqual(original);
    }, 120_000);

    it('refuses a database that is not empty, and with force empties it first', async () => {
      await expect(restoreDump(dumpFile, target)).rejects.toThrow(NotEmptyError);
      await restoreDump(dumpFile, target, { force: true });
      expect(await digestsAt(target)).toEqual(original);
    }, 120_000);

    it('leaves the database as it was when the dump fails half-way', async () => {
      const broken = path.join(folder, 'broken.sql');
      writeFileSync(broken, `${dump.slice(0, Math.floor(dump.length / 2))}\nTHIS IS NOT SQL;\n`);
      await expect(restoreDump(broken, target, { force: true })).rejects.toThrow();
      expect(await digestsAt(target)).toEqual(original);
    }, 120_000);
  });
}
