import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { recountRows } from '../../lib/citizens/row-counts.js';
import { EVERY_RENEWAL_SQL } from '../../lib/renewals/renewal-sweep.js';
import { queryRows, type Database } from '../client.js';
import type { PhaseClock } from './phases.js';
import { BULK_TABLES } from './tables.js';
import { prepareBulkSession, releaseBulkSession, secondaryIndexes } from './writers.js';

/** The tables derived from the rows, rebuilt after a bulk load that skipped the triggers which keep them. */
const DERIVED_TABLES = ['current_documents', 'vehicle_compliance', 'renewals', 'citizen_names'];

/**
 * The current document of each type, written by two connections: each takes the types of about half the rows
 * (current_document_rows(), migration 0007_current_documents, is the one definition of a current document).
 */
const CURRENT_DOCUMENT_SOURCES = [
  [['insurance', 'insurances', 'end_date', 'vehicle_id'], ['dl', 'driving_licences', 'expiry_date', 'citizen_id'],
    ['ll', 'learner_licences', 'expiry_date', 'citizen_id'], ['fitness', 'fitnesses', 'expiry_date', 'vehicle_id'],
    ['speed_governor', 'speed_governors', 'expiry_date', 'vehicle_id'], ['permit', 'permits', 'expiry_date', 'vehicle_id']],
  [['tax', 'taxes', 'tax_upto', 'vehicle_id'], ['pucc', 'puccs', 'valid_until', 'vehicle_id'],
    ['vltd', 'vltds', 'expiry_date', 'vehicle_id']],
];

/**
 * Rebuilds the current documents, the vehicles' compliance, the renewals the triggers would have made (EVERY_RENEWAL_SQL)
 * and the counters (and in bulk the citizens' names, which triggers keep otherwise), then VACUUM ANALYZE (the new pages
 * all-visible for index-only scans, the planner told the new sizes).
 * `bulk` (PostgreSQL, tables that were empty, triggers skippable): two connections share the work, the derived
 * tables' triggers are skipped (the counters are recounted at the end) and their indexes are built after their rows.
 */
export async function deriveTables(database: Database, clock: PhaseClock, options: { bulk: boolean }): Promise<void> {
  if (options.bulk) return deriveInBulk(database.pool!, clock);
  const query = (text: string) => queryRows(database.db, sql.raw(text));
  await clock.time('current_documents', () => query('SELECT rebuild_current_documents()'));
  await clock.time('vehicle_compliance', () => query('SELECT rebuild_vehicle_compliance()'));
  await clock.time('renewals', () => query(EVERY_RENEWAL_SQL));
  await clock.time('row_counts', () => recountRows(database.db));
  await clock.time('vacuum analyze', () => query(`VACUUM (ANALYZE) ${[...BULK_TABLES, ...DERIVED_TABLES].join(', ')}`));
}

async function deriveInBulk(pool: pg.Pool, clock: PhaseClock): Promise<void> {
  const connections = [await pool.connect(), await pool.connect()];
  try {
    await Promise.all(connections.map(async (connection) => {
      await prepareBulkSession(connection);
      await connection.query(`SET maintenance_work_mem = '512MB'`);
    }));
    const [a, b] = connections;
    const halves: string[] = [];
    for (const sources of CURRENT_DOCUMENT_SOURCES) halves.push(await currentDocumentRows(a, sources));
    await withIndexesAfter(connections, clock, 'current_documents', 'none', () =>
      Promise.all(connections.map((connection, half) => clock.time(`current_documents ${half + 1}/2`, () =>
        connection.query(`INSERT INTO current_documents (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date, owner_search, vehicle_no, starts_on, next_record_id) ${halves[half]}`)))));
    // recount_rows() locks the tables it counts (b, after the renewals); a vacuums the others meanwhile.
    const counted = ['citizens', 'service_requests', 'document_inquiries', 'current_documents', 'renewals'];
    const others = [...BULK_TABLES, ...DERIVED_TABLES].filter((table) => !counted.includes(table));
    await Promise.all([
      (async () => {
        await withIndexesAfter([a], clock, 'citizen_names', 'unique', () =>
          clock.time('citizen_names', () => a.query('SELECT rebuild_citizen_names()')));
        await withIndexesAfter([a], clock, 'vehicle_compliance', 'none', () =>
          clock.time('vehicle_compliance', () => a.query('INSERT INTO vehicle_compliance SELECT * FROM vehicle_compliance_rows(NULL)')));
        await clock.time('vacuum analyze (1)', () => a.query(`VACUUM (ANALYZE) ${others.join(', ')}`));
      })(),
      (async () => {
        await withIndexesAfter([b], clock, 'renewals', 'unique', () =>
          clock.time('renewals', () => b.query(EVERY_RENEWAL_SQL)));
        await clock.time('row_counts', () => b.query('SELECT recount_rows()'));
        await clock.time('vacuum analyze (2)', () => b.query(`VACUUM (ANALYZE) ${counted.join(', ')}`));
      })(),
    ]);
  } finally {
    await Promise.all(connections.map(releaseBulkSession));
  }
}

/** The SELECT of these types' current documents. */
async function currentDocumentRows(connection: pg.PoolClient, sources: string[][]): Promise<string> {
  const selects: string[] = [];
  for (const source of sources) {
    const { rows } = await connection.query<{ text: string }>('SELECT current_document_rows($1, $2, $3, $4, NULL) AS text', source);
    selects.push(rows[0].text);
  }
  return selects.join(' UNION ALL ');
}

/**
 * Drops the table's indexes but those `keep` names (secondaryIndexes()), runs `fill`, then builds them again, shared
 * among the connections (built again even when `fill` fails, so the table is never left without them).
 */
async function withIndexesAfter(
  connections: pg.PoolClient[], clock: PhaseClock, table: string, keep: 'unique' | 'none', fill: () => Promise<unknown>,
): Promise<void> {
  const indexes = await secondaryIndexes(connections[0], [table], keep);
  for (const index of indexes) await connections[0].query(index.drop);
  try {
    await fill();
  } finally {
    const queue = [...indexes];
    await Promise.all(connections.map(async (connection) => {
      for (let index = queue.shift(); index; index = queue.shift()) {
        const { definition, constraint, name } = index;
        await clock.time(`index ${name}`, async () => {
          await connection.query(definition);
          if (constraint) await connection.query(constraint);
        });
      }
    }));
  }
}
