import os from 'node:os';
import type { Fixtures } from './fixtures.js';
import type { Target } from './target.js';
import { SERVER_NODE_ARGS } from '../../server/node-command.js';

/** The lines both benches open their report with: the machine, the database. */

export type DatabaseInfo = Pick<Target, 'kind' | 'fresh' | 'location'>;

export const whole = (n: number) => n.toLocaleString('en-US');
const load = (averages: number[]) => averages.map((l) => l.toFixed(2)).join(' ');

export const databaseInfo = ({ kind, fresh, location }: Target): DatabaseInfo => ({ kind, fresh, location });

/** '<title> · <date> UTC · <cores> (<cpu>), load … at start, … at end · node <version>'. */
export function machineLine(title: string, date: Date, loadAtStart: number[]): string {
  const cores = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()})`;
  return `${title} · ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cores}, load ${load(loadAtStart)} at start, ${load(os.loadavg())} at end · node ${process.version}`;
}

/** The database's kind, origin and rows per table. */
export function databaseLine(database: DatabaseInfo, fixtures: Fixtures): string {
  const rows = Object.values(fixtures.rows).reduce((sum, n) => sum + n, 0);
  const kind = database.kind === 'postgres' ? `PostgreSQL ${fixtures.serverVersion} server` : `PGlite (PostgreSQL ${fixtures.serverVersion}), embedded`;
  const origin = database.fresh ? 'fresh' : `existing ${database.location}`;
  const perTable = Object.entries(fixtures.rows).map(([table, n]) => `${table} ${whole(n)}`).join(', ');
  return `Database: ${kind}, ${origin} · ${whole(fixtures.rows.citizens)} citizens · ${whole(rows)} rows (${perTable})`;
}

/** LOG_LEVEL of the server: the caller's, else the server's default. */
export const logLevel = () => process.env.LOG_LEVEL ?? 'info (the default)';

/** How the server runs and how the client asks. */
export function serverLine(info: { logLevel: string; rateLimitScale: string }, client = 'fetch with keep-alive, whole bodies read'): string {
  return `Server: node ${SERVER_NODE_ARGS.join(' ')} (as npm start), LOG_LEVEL ${info.logLevel}, RATE_LIMIT_SCALE ${info.rateLimitScale}; client: ${client}`;
}

/** The machine as the JSON records it. */
export const machine = () => ({ cores: os.cpus().length, cpu: os.cpus()[0]?.model, loadAtEnd: os.loadavg(), node: process.version });
