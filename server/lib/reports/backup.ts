import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import dayjs from 'dayjs';
import type { Database } from '../../db/client.js';

/** `backup-YYYYMMDD-HHmm.zip`, in the server's local time. */
export const backupFileName = (at: Date) => `backup-${dayjs(at).format('YYYYMMDD-HHmm')}.zip`;

/** Portable across roles: a restore into another server or database must not need the same role names. */
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** A PostgreSQL client program of the server's major version: Debian's folder for that version first, then PATH. */
export function postgresProgram(name: 'pg_dump' | 'psql', major: number): string {
  const own = `/usr/lib/postgresql/${major}/bin/${name}`;
  return existsSync(own) ? own : name;
}

/** The server's major version, from `server_version_num` (150020 → 15). */
export async function serverMajor(query: (text: string) => Promise<{ rows: { version: string }[] }>): Promise<number> {
  const { rows } = await query(`SELECT current_setting('server_version_num') AS version`);
  return Math.floor(Number(rows[0].version) / 10000);
}

/** A connection URL without its password, and the password for libpq's PGPASSWORD (kept out of `ps`). */
export function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Runs a program and answers its output once the first bytes arrive; a program that fails before that rejects
 * with its error text. Output ends only after a clean exit, so a failure half-way breaks the download rather
 * than ending it short; a reader that goes away stops the program.
 */
function programOutput(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = new PassThrough();
    let errorText = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errorText = (errorText + text).slice(-2000)));
    child.stdout.pipe(output, { end: false });
    child.stdout.once('data', () => resolve(output));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) return void output.end();
      const error = new Error(`${program} exited with ${code}: ${errorText.trim()}`);
      output.destroy(error);
      reject(error);
    });
    output.once('close', () => child.kill());
  });
}

/**
 * PGlite as pgDump should see it. Its pg_dump shares the one session and leaves it inside the dump's read-only
 * transaction; the first statement pgDump sends afterwards (in the same turn, before any request's) is made to
 * end that transaction first, so the app writes again.
 */
function endingDumpTransaction(pglite: PGlite): PGlite {
  let ended = false;
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'exec' && !ended) {
        return (query: string, options?: QueryOptions) => {
          ended = true;
          return target.exec(`ROLLBACK; ${query}`, options);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A plain SQL dump of the whole database: pg_dump of the server's version, or PGlite's own pg_dump. On PostgreSQL,
 * `snapshot` (pg_export_snapshot of an open transaction) dumps the database as that transaction sees it.
 */
export async function databaseDump(database: Database, snapshot?: string): Promise<Readable> {
  if (database.kind === 'pglite') {
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const file = await pgDump({ pg: endingDumpTransaction(database.pglite!), args: DUMP_ARGS });
    return Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]);
  }
  const pool = database.pool!;
  const major = await serverMajor((text) => pool.query(text));
  const { url, env } = libpqTarget((pool.options as { connectionString: string }).connectionString);
  const args = [...DUMP_ARGS, ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--dbname=${url}`];
  return programOutput(postgresProgram('pg_dump', major), args, env);
}
