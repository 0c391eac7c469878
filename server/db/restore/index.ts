import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { libpqTarget, postgresProgram, serverMajor } from '../../lib/reports/backup.js';
import { openDatabase, type Database, type OpenOptions } from '../client.js';

/** A refusal to overwrite: the target database holds tables and `--force` was not given. */
export class NotEmptyError extends Error {}

const USER_SCHEMAS = `SELECT nspname AS name FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`;
const USER_RELATIONS = `SELECT count(*)::int AS relations FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname IN (${USER_SCHEMAS}) AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`;

export type Query = <T>(text: string) => Promise<T[]>;

/** One statement's rows on either driver. */
export const queryOf = (database: Database): Query =>
  database.kind === 'postgres'
    ? async (text) => (await database.pool!.query(text)).rows
    : async <T>(text: string) => (await database.pglite!.query<T>(text)).rows;

/** SQL that drops every schema of ours (tables, functions, extensions in it) and leaves an empty `public`. */
async function emptyingSql(query: Query): Promise<string> {
  const schemas = await query<{ name: string }>(USER_SCHEMAS);
  return [...schemas.map(({ name }) => `DROP SCHEMA "${name.replaceAll('"', '""')}" CASCADE;`), 'CREATE SCHEMA public;'].join('\n');
}

/**
 * psql runs `before` then the dump, stopping at the first error, all in one transaction: a failed restore
 * leaves the database as it was.
 */
async function runPsql(databaseUrl: string, before: string, dumpFile: string, major: number): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  const script = before ? ['-c', before] : [];
  const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', ...script, '-f', dumpFile, `--dbname=${url}`];
  const psql = spawn(postgresProgram('psql', major), args, {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorText = '';
  psql.stderr.setEncoding('utf8').on('data', (text: string) => (errorText = (errorText + text).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => psql.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`psql exited with ${code}: ${errorText.trim()}`);
}

/**
 * PGlite runs the dump's SQL itself, in one transaction. Its pg_dump writes INSERTs (no COPY), so only psql's
 * own commands (`\restrict`, `\connect`…) are left out.
 */
async function execOnPglite(database: Database, before: string, dumpFile: string): Promise<void> {
  const text = (await readFile(dumpFile, 'utf8')).replace(/^\\.*$/gm, '');
  await database.pglite!.transaction(async (tx) => {
    await tx.exec(before);
    await tx.exec(text);
  });
}

/**
 * Loads a plain SQL dump (GET /api/database-backups/download) into the database of `target`: PostgreSQL when
 * it names a `databaseUrl`, else the embedded database of `dataDir`. The database must be empty unless `force`,
 * which empties it first, in the restore's transaction.
 */
export async function restoreDump(dumpFile: string, target: OpenOptions, { force = false } = {}): Promise<void> {
  const database = openDatabase(target);
  try {
    const query = queryOf(database);
    const [{ relations }] = await query<{ relations: number }>(USER_RELATIONS);
    if (relations > 0 && !force) {
      throw new NotEmptyError(`The database is not empty (${relations} tables, views or sequences). Pass --force to empty it first.`);
    }
    const before = relations > 0 ? await emptyingSql(query) : '';
    if (database.kind === 'pglite') return await execOnPglite(database, before, dumpFile);
    await runPsql(target.databaseUrl!, before, dumpFile, await serverMajor((text) => database.pool!.query(text)));
  } finally {
    await database.close();
  }
}
