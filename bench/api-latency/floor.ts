import { createHash } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { NO_DAILY_RUN } from '../shared/child-server.js';
import type { Database } from '../../server/db/client.js';
import type { Target } from '../shared/target.js';

/**
 * The floor of a case: the SQL statements its request runs, captured once from an in-process app on the same
 * database (Drizzle's logger), then replayed through pg alone as prepared statements (PGlite's own client, unprepared,
 * for --embedded).
 */

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Runs one statement on the connection of a worker. */
export type Run = (worker: number, statement: Statement) => Promise<unknown>;

/** Types Drizzle leaves as text (dates, timestamps, intervals and their arrays, numeric[]): no parsing here either. */
const TEXT_OIDS = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_OIDS.includes(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const pgliteParsers = Object.fromEntries(TEXT_OIDS.map((oid) => [oid, asText]));

/**
 * Each statement is replayed as a named prepared statement (its name a digest of its text): parsed and planned once
 * per connection, the least the database can do for it, as the server does for its point lookups (lookupRows).
 */
const statementName = (text: string) => `floor_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;

/**
 * Keeps the statements run in the async context of `work` only: the app's own jobs (the purge of kept documents and
 * the renewal sweep as it starts) run beside a request, and a transaction of theirs replayed as part of a case left
 * a connection holding a lock the others waited on for ever.
 */
class StatementRecorder implements Logger {
  private readonly recording = new AsyncLocalStorage<Statement[]>();

  logQuery(sql: string, params: unknown[]): void {
    this.recording.getStore()?.push({ sql, params });
  }

  async during(work: () => Promise<number>): Promise<{ status: number; statements: Statement[] }> {
    const statements: Statement[] = [];
    return { status: await this.recording.run(statements, work), statements };
  }
}

export class Floor {
  private constructor(
    private readonly target: Target,
    private readonly database: Database,
    private readonly app: FastifyInstance,
    private readonly recorder: StatementRecorder,
  ) {}

  /** Opens the target in-process with the product's app on it (the child server must be stopped for PGlite). */
  static async open(target: Target): Promise<Floor> {
    const recorder = new StatementRecorder();
    const database = target.open(recorder);
    const env = { DATA_DIR: target.dataDir, ...NO_DAILY_RUN, ...(target.databaseUrl && { DATABASE_URL: target.databaseUrl }) };
    const app = await buildApp({ config: loadConfig(env), database, logger: false });
    await app.ready();
    // The server keeps the sessions it has read (lib/accounts/session-cache.ts) once it LISTENs for their changes.
    for (let waited = 0; !app.sessions.isListening && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return new Floor(target, database, app, recorder);
  }

  /**
   * Injects the GET as the bearer of `token`, twice: the status and the statements of the second, in order (the
   * steady state, as the measured server runs it: the session read by the first is kept in memory).
   */
  async record(path: string, token: string) {
    await this.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    return this.recorder.during(async () => {
      const answer = await this.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
      return answer.statusCode;
    });
  }

  /** Runs `work` with one connection per worker: a pg.Pool of `concurrency` connections, or PGlite's one (workers queue). */
  async withConnections<T>(concurrency: number, work: (run: Run) => Promise<T>): Promise<T> {
    const { pglite } = this.database;
    if (pglite) return work((_, { sql, params }) => pglite.query(sql, params, { rowMode: 'array', parsers: pgliteParsers }));
    const pool = new pg.Pool({ connectionString: this.target.databaseUrl, max: concurrency });
    try {
      const clients = await Promise.all(Array.from({ length: concurrency }, () => pool.connect()));
      try {
        return await work((worker, { sql, params }) => clients[worker].query({ name: statementName(sql), text: sql, values: params, rowMode: 'array', types: pgTypes }));
      } finally {
        for (const client of clients) client.release();
      }
    } finally {
      await pool.end();
    }
  }

  /** The plan of one statement as it ran: EXPLAIN (ANALYZE, BUFFERS), one line per plan line. */
  async explain({ sql, params }: Statement): Promise<string[]> {
    const text = `EXPLAIN (ANALYZE, BUFFERS) ${sql}`;
    const { pglite, pool } = this.database;
    const rows = pglite
      ? (await pglite.query<Record<string, string>>(text, params)).rows
      : (await pool!.query<Record<string, string>>(text, params)).rows;
    return rows.map((row) => row['QUERY PLAN']);
  }

  /** Revokes the bench's tokens (POST /api/logout), so a kept or existing database does not collect them. */
  async signOut(tokens: string[]): Promise<void> {
    for (const token of tokens) await this.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.close();
  }
}
