import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../build.js';
import { addCitizen } from '../routes/citizens/fixtures.js';
import { MATRIX, type MatrixRow, type Targets } from './access-matrix.data.js';
import { registeredRoutes } from './routes.js';
import { countTableRows } from './table-rows.js';
import { buildRecordWorld, CALLERS, createRecord, ownerIdOf, probeOptions, tokenOf, type Caller, type RecordWorld } from './world.js';

/**
 * Every route the server registers × every caller → the status decisions.md §Who sees asks for, on real rows
 * (a citizen with LL, DL, a vehicle and one record of each type). A GET row is also sent as HEAD. A refused
 * request (4xx) must leave the row count of every table as it was.
 */
const t = setUpTestApp();
const world = {} as RecordWorld;
beforeAll(async () => {
  Object.assign(world, await buildRecordWorld(t));
});

async function targetsFor(caller: Caller): Promise<Targets> {
  const [user] = caller === 'anonymous' ? [] : await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, world[caller].id));
  return {
    world,
    callerPhone: user?.phone ?? nextMobile(),
    citizen: () => addCitizen(t, world),
    record: async (segment) => (await createRecord(t, (await tokenOf(t, world, 'admin'))!, segment, ownerIdOf(segment, world))).id,
    account: async () => (await t.signIn('user')).user.phone,
  };
}

/** The status each caller gets; fails at once when a refused request changed a row count. */
async function statusesOf(row: MatrixRow, method?: 'HEAD') {
  const statuses: number[] = [];
  for (const caller of CALLERS) {
    const request = await row.request(await targetsFor(caller));
    const token = await tokenOf(t, world, caller);
    const before = await countTableRows(t);
    const response = await t.request({ ...request, ...(method && { method }), ...probeOptions(), token });
    if (response.statusCode >= 400) expect(await countTableRows(t), `${caller}: ${row.route} changed rows`).toEqual(before);
    statuses.push(response.statusCode);
  }
  return statuses;
}

const label = (row: MatrixRow) => (row.variant ? `${row.route} (${row.variant})` : row.route);

describe('access matrix', () => {
  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const registered = registeredRoutes(t.routes).map((route) => route.key);
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(registered.filter((key) => !covered.has(key)), 'routes without a row').toEqual([]);
    expect([...covered].filter((key) => !registered.includes(key)), 'rows of no route').toEqual([]);
  });

  it.each(MATRIX.map((row) => [label(row), row] as const))('%s', async (_label, row) => {
    const byCaller = (statuses: readonly number[]) => Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]]));
    expect(byCaller(await statusesOf(row))).toEqual(byCaller(row.statuses));
    if (row.route.startsWith('GET ')) expect(byCaller(await statusesOf(row, 'HEAD'))).toEqual(byCaller(row.statuses));
  });
});
