import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type OpenOptions } from '../../db/client.js';
import { queryOf, restoreDump, type Query } from '../../db/restore/index.js';
import { databaseUrlOn, withServerClient } from '../../db/server-client.js';
import { backupManifest, checkDocuments, documentDifferences, withDump } from './backup-contents.js';

/** Rows per table, keyed 'schema.table'. */
export type RowCounts = Record<string, number>;

const TABLES = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

/** The rows of every table of every schema of ours (the migrations' journal included). */
export async function rowCounts(query: Query): Promise<RowCounts> {
  const tables = await query<{ name: string }>(TABLES);
  if (!tables.length) return {};
  const counts = tables.map(({ name }) => `select '${name.replaceAll("'", "''")}' as name, count(*)::float8 as rows from ${name}`);
  const rows = await query<{ name: string; rows: number }>(counts.join(' union all '));
  return Object.fromEntries(rows.map(({ name, rows: n }) => [name, Number(n)]));
}

/** Null when both have the same tables with the same rows; else what differs, in words. */
export function countDifferences(source: RowCounts, restored: RowCounts): string | null {
  const tables = [...new Set([...Object.keys(source), ...Object.keys(restored)])].sort();
  const differences = tables
    .filter((table) => source[table] !== restored[table])
    .map((table) => `${table}: ${source[table] ?? 'no table'} in the database, ${restored[table] ?? 'no table'} in the backup`);
  return differences.length ? `The backup does not restore every row (${differences.join('; ')}).` : null;
}

/** A place to restore into: a new database on the same PostgreSQL server, or a new PGlite folder; `drop` removes it. */
async function scratchTarget(database: Database): Promise<{ target: OpenOptions; drop(): Promise<unknown> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pd-backup-check-'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  if (database.kind === 'pglite') return { target: { dataDir: folder }, drop: removeFolder };
  const serverUrl = (database.pool!.options as { connectionString: string }).connectionString;
  const name = `pd_backup_check_${randomBytes(6).toString('hex')}`;
  const onServer = (statement: string) => withServerClient(serverUrl, (client) => client.query(statement));
  await onServer(`CREATE DATABASE ${name} TEMPLATE template0`);
  return {
    target: { databaseUrl: databaseUrlOn(serverUrl, name), dataDir: folder },
    drop: () => Promise.all([onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), removeFolder()]),
  };
}

/**
 * Restores the dump of `file` into a scratch database of the source's kind and compares its rows per table with
 * `source` (the counts of the moment dumped), then reads every document of the backup against its manifest (count,
 * sizes and SHA-256): null when all are there, else why not. The scratch database is removed after.
 */
export async function verifyBackup(file: string, database: Database, source: RowCounts): Promise<string | null> {
  const manifest = await backupManifest(file);
  const rows = await withDump(file, manifest, async (dumpFile) => {
    const scratch = await scratchTarget(database);
    try {
      await restoreDump(dumpFile, scratch.target);
      const restored = openDatabase(scratch.target);
      try {
        return countDifferences(source, await rowCounts(queryOf(restored)));
      } finally {
        await restored.close();
      }
    } finally {
      await scratch.drop();
    }
  });
  const documents = manifest && documentDifferences(await checkDocuments(file, manifest));
  return [rows, documents].filter(Boolean).join(' ') || null;
}
