import { eq, is, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { verifyPassword } from '../../lib/accounts/passwords.js';
import { runDatabaseName, urlFor, withAdminClient } from '../../test/databases.js';
import { expectCountersMatchRows } from '../../test/row-counts.js';
import { openDatabase, type Database } from '../client.js';
import { citizens, users } from '../schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, type SeedReport } from './index.js';
import { todayInIndia } from '../../../common/record-status.js';
import { sweepWindow } from '../../lib/renewals/renewal-sweep.js';
import { BULK_TABLES } from './tables.js';

const TODAY = new Date(2026, 5, 15);

/** Every foreign key of the seeded tables: child table, column, parent table. */
const REFERENCES = [
  ['citizens', 'user_id', 'users'], ['citizens', 'branch_id', 'branches'], ['citizens', 'created_by', 'users'],
  ['learner_licences', 'citizen_id', 'citizens'], ['driving_licences', 'citizen_id', 'citizens'],
  ['vehicles', 'citizen_id', 'citizens'], ['service_requests', 'user_id', 'users'],
  ...['taxes', 'insurances', 'puccs', 'fitnesses', 'vltds', 'speed_governors', 'permits'].map((t) => [t, 'vehicle_id', 'vehicles']),
] as const;

/** The first row of a raw query, on either driver. */
async function firstRow<T>(database: Database, query: string): Promise<T> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows[0];
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...BULK_TABLES, 'users', 'branches']) {
    counts[table] = (await firstRow<{ n: number }>(database, `SELECT count(*)::int AS n FROM ${table}`)).n;
  }
  return counts;
}

/** Every index and the constraint that owns it, if one does. */
async function indexDefinitions(database: Database): Promise<string[]> {
  const result = (await database.db.execute(sql.raw(
    `SELECT concat_ws(' owned by ', indexdef, (SELECT conname || ' ' || pg_get_constraintdef(c.oid) FROM pg_constraint c
                                               WHERE c.conindid = format('%I.%I', schemaname, indexname)::regclass AND c.contype IN ('p', 'u'))) AS indexdef
       FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
  ))) as unknown as { rows: { indexdef: string }[] };
  return result.rows.map((row) => row.indexdef);
}

/** A digest of a table's generated columns, to compare two seeds. */
async function digest(database: Database, table: string, columns: string): Promise<string> {
  return (await firstRow<{ d: string }>(database, `SELECT md5(string_agg(concat_ws('|', ${columns}), ',' ORDER BY id)) AS d FROM ${table}`)).d;
}

/** A digest of a whole table in the order of these columns. */
async function tableDigest(database: Database, table: string, columns: string): Promise<string> {
  return (await firstRow<{ d: string }>(database, `SELECT md5(string_agg(concat_ws('|', ${columns}), ',' ORDER BY ${columns})) AS d FROM ${table}`)).d;
}

const RENEWAL_COLUMNS = 'doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date, status';
/** The document tables whose write triggers make renewals (migration 0018_renewal_triggers). */
const DOCUMENT_TABLES = ['learner_licences', 'driving_licences', 'taxes', 'insurances', 'puccs', 'fitnesses', 'vltds', 'speed_governors', 'permits'];

/** A digest and count of the renewals of documents still current (a 'renewed' one's document has been replaced). */
const openRenewals = `SELECT md5(string_agg(concat_ws('|', ${RENEWAL_COLUMNS}), ',' ORDER BY ${RENEWAL_COLUMNS})) AS digest,
  count(*)::int AS count FROM renewals WHERE status <> 'renewed'`;

/**
 * The seeded renewals, and the renewals the write triggers make of the same rows: in a transaction rolled back after,
 * the renewals are emptied and every document row is written again (an update of nothing), as the app's writes would.
 * Compared without the 'renewed' renewals that writes in turn leave of replaced documents (on the embedded database the
 * seed's writes run the triggers: an LL's renewal is renewed by the DL written after it).
 */
async function renewalsAndTriggerMade(database: Database) {
  const seeded = await firstRow<{ digest: string; count: number }>(database, openRenewals);
  let made = { digest: '', count: 0 };
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`TRUNCATE renewals CASCADE`);
      for (const table of DOCUMENT_TABLES) await tx.execute(sql.raw(`UPDATE ${table} SET id = id`));
      made = ((await tx.execute(sql.raw(openRenewals))) as unknown as { rows: { digest: string; count: number }[] }).rows[0];
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!is(error, TransactionRollbackError)) throw error;
    });
  return { seeded, made };
}

describe('demo seed on PostgreSQL', () => {
  const name = runDatabaseName();
  let database: Database;
  let first: SeedReport;

  let indexesBefore: string[];

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`));
    database = openDatabase({ databaseUrl: urlFor(name), dataDir: 'memory://' });
    indexesBefore = await indexDefinitions(database);
    first = await seedDemo(database, { citizens: 3_000, seed: 3, batchSize: 700, today: TODAY, conversations: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes what it reports, with every reference pointing at an existing row', async () => {
    const counts = await countRows(database);
    for (const table of BULK_TABLES) expect(counts[table], table).toBe(first.rows[table]);
    expect(first.citizens).toBe(3_000);
    expect(counts.users).toBe(DEMO_ACCOUNTS.length);
    expect((await expectCountersMatchRows(database)).citizens).toBe(3_000);
    for (const [child, column, parent] of REFERENCES) {
      const orphans = await firstRow<{ n: number }>(database,
        `SELECT count(*)::int AS n FROM ${child} c WHERE c.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${parent} p WHERE p.id = c.${column})`,
      );
      expect(orphans.n, `${child}.${column}`).toBe(0);
    }
  });

  it("adds the benches' inbox: a conversation per fifth citizen's mobile, ten messages each, the unread counts among them", async () => {
    const counts = await firstRow<{ conversations: number; mobiles: number; messages: number; unknown: number; unread: number }>(database, `SELECT
      (SELECT count(*)::int FROM conversations) AS conversations,
      (SELECT count(DISTINCT mobile)::int FROM citizens WHERE id % 5 = 0) AS mobiles,
      (SELECT count(*)::int FROM incoming_messages) AS messages,
      (SELECT count(*)::int FROM conversations cv WHERE NOT EXISTS (SELECT 1 FROM citizens c WHERE c.mobile = cv.mobile)) AS unknown,
      (SELECT count(*)::int FROM conversations WHERE unread_count > 0) AS unread`);
    expect(counts).toMatchObject({ conversations: counts.mobiles, messages: counts.mobiles * 10, unknown: 0 });
    expect(counts.unread).toBeGreaterThan(counts.conversations / 8);
  });

  it('builds the indexes of the empty tables after the rows: every index is back as it was', async () => {
    expect(first.indexesDeferred).toBe(true);
    expect(await indexDefinitions(database)).toEqual(indexesBefore);
  });

  it("derives the current documents, compliance, renewals and citizens' names their own functions give", async () => {
    const derived = async () => ({
      current: await tableDigest(database, 'current_documents', 'doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date, owner_search, vehicle_no'),
      compliance: await tableDigest(database, 'vehicle_compliance', 'vehicle_id, citizen_id, lapses_on'),
      names: await tableDigest(database, 'citizen_names', 'value'),
    });
    const seeded = await derived();
    const { last } = sweepWindow(todayInIndia());
    const inWindow = `FROM current_documents WHERE expiry_date <= '${last}'`;
    const renewals = await firstRow<{ missing: number; extra: number }>(database, `SELECT
      (SELECT count(*)::int ${inWindow} AND (doc_type, record_id) NOT IN (SELECT doc_type, record_id FROM renewals)) AS missing,
      (SELECT count(*)::int FROM renewals WHERE (doc_type, record_id) NOT IN (SELECT doc_type, record_id ${inWindow})) AS extra`);
    expect(renewals).toEqual({ missing: 0, extra: 0 });
    await database.db.execute(sql`SELECT rebuild_current_documents()`);
    await database.db.execute(sql`SELECT rebuild_vehicle_compliance()`);
    await database.db.execute(sql`TRUNCATE citizen_names`);
    await database.db.execute(sql`SELECT rebuild_citizen_names()`);
    expect(await derived()).toEqual(seeded);
    expect(Number((await firstRow<{ n: number }>(database, 'SELECT count(*) AS n FROM current_documents')).n)).toBeGreaterThan(3_000);
  });

  it('makes the renewals the triggers make: documents that expired long before seeding get theirs too', async () => {
    const { seeded, made } = await renewalsAndTriggerMade(database);
    const longExpired = await firstRow<{ n: number }>(database, `SELECT count(*)::int AS n FROM renewals WHERE expiry_date < india_today() - 30`);
    expect(longExpired.n).toBeGreaterThan(0);
    expect(made.count).toBeGreaterThan(0);
    expect(seeded).toEqual(made);
  });

  it('creates one sign-in per role with the printed password, and the user has a primary profile', async () => {
    for (const account of DEMO_ACCOUNTS.slice(0, 3)) {
      const [user] = await database.db.select().from(users).where(eq(users.phone, account.phone));
      expect(user.role).toBe(account.role);
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
    const [manager] = await database.db.select().from(users).where(eq(users.phone, '9000000002'));
    expect(manager.branchId).not.toBeNull();
    const [user] = await database.db.select().from(users).where(eq(users.phone, '9000000003'));
    const profiles = await database.db.select().from(citizens).where(eq(citizens.userId, user.id));
    expect(profiles).toHaveLength(1);
  });

  it('leaves the sequences after the generated ids, so the app can insert', async () => {
    const [row] = await database.db.insert(citizens).values({ name: 'New Citizen', mobile: '9876543210' }).returning();
    expect(row.id).toBe(3_001);
    await database.db.delete(citizens).where(eq(citizens.id, row.id));
  });

  it('appends more citizens with new unique numbers, then --reset gives the first data again', async () => {
    const more = await seedDemo(database, { citizens: 1_000, seed: 3, batchSize: 400, today: TODAY });
    expect(more.indexesDeferred).toBe(false);
    const counts = await countRows(database);
    expect(counts.citizens).toBe(4_000);
    expect(counts.vehicles).toBe(first.rows.vehicles + more.rows.vehicles);
    expect(counts.users).toBe(DEMO_ACCOUNTS.length);
    expect((await expectCountersMatchRows(database)).citizens).toBe(4_000);

    const columns = 'id, name, relation_type, mobile, email, dob, address, city, branch_id, created_at';
    const vehicleColumns = 'id, citizen_id, registration_no, type, make_model, chassis_no';
    await seedDemo(database, { citizens: 3_000, seed: 3, batchSize: 1_000, today: TODAY, reset: true });
    const again = await countRows(database);
    for (const table of BULK_TABLES) expect(again[table], table).toBe(first.rows[table]);
    expect((await expectCountersMatchRows(database)).citizens).toBe(3_000);
    const fresh = await reseededDigests(columns, vehicleColumns);
    expect(fresh.citizens).toBe(await digest(database, 'citizens', columns));
    expect(fresh.vehicles).toBe(await digest(database, 'vehicles', vehicleColumns));
  });

  it('leaves empty tables and every index in place when a seed into them fails half-way', async () => {
    await seedDemo(database, { citizens: 0, reset: true });
    const failing = seedDemo(database, {
      citizens: 2_000, batchSize: 500, today: TODAY,
      onProgress: ({ citizens }) => {
        if (citizens >= 1_000) throw new Error('stopped by the caller');
      },
    });
    await expect(failing).rejects.toThrow('stopped by the caller');
    const counts = await countRows(database);
    for (const table of BULK_TABLES) expect(counts[table], table).toBe(0);
    expect(await indexDefinitions(database)).toEqual(indexesBefore);
  });

  /** The same seed into another empty database. */
  async function reseededDigests(columns: string, vehicleColumns: string) {
    const other = `${name}_b`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${other} TEMPLATE ${inject('templateDatabase')}`));
    const otherDatabase = openDatabase({ databaseUrl: urlFor(other), dataDir: 'memory://' });
    try {
      await seedDemo(otherDatabase, { citizens: 3_000, seed: 3, today: TODAY });
      return { citizens: await digest(otherDatabase, 'citizens', columns), vehicles: await digest(otherDatabase, 'vehicles', vehicleColumns) };
    } finally {
      await otherDatabase.close();
    }
  }
});

describe('demo seed on the embedded database', () => {
  it('writes the rows it reports, with expired documents among them, and the renewals the triggers make', { timeout: 120_000 }, async () => {
    const database = openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const report = await seedDemo(database, { citizens: 400, seed: 3, batchSize: 150, today: TODAY });
      const counts = await countRows(database);
      for (const table of BULK_TABLES) expect(counts[table], table).toBe(report.rows[table]);
      expect(counts.citizens).toBe(400);
      const expired = await firstRow<{ n: number }>(database, `SELECT count(*)::int AS n FROM insurances WHERE end_date < '2026-06-15'`);
      expect(expired.n).toBeGreaterThan(0);
      const { seeded, made } = await renewalsAndTriggerMade(database);
      expect(made.count).toBeGreaterThan(0);
      expect(seeded).toEqual(made);
    } finally {
      await database.close();
    }
  });
});
