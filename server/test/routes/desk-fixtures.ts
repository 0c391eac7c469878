import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { branches } from '../../db/schema/index.js';
import { SHALLOW_OFFSET } from '../../lib/http/paging.js';
import type { TestApp } from '../build.js';

/** Shared by the service-request and document-inquiry route tests. */

export type Caller = 'anonymous' | 'user' | 'managerA' | 'managerB' | 'managerFree' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'user', 'managerA', 'managerB', 'managerFree', 'admin'];
export const STAFF: Caller[] = ['managerA', 'managerB', 'managerFree', 'admin'];

/** A token per caller: a user, managers of two branches and one without, an admin (anonymous: none). */
export async function signInEveryone(t: TestApp): Promise<Record<Caller, string | undefined>> {
  const [a, b] = await t.database.db.insert(branches).values([{ name: 'Branch A' }, { name: 'Branch B' }]).returning();
  const tokenOf = async (...args: Parameters<TestApp['signIn']>) => (await t.signIn(...args)).token;
  return {
    anonymous: undefined,
    user: await tokenOf('user'),
    managerA: await tokenOf('manager', { branchId: a.id }),
    managerB: await tokenOf('manager', { branchId: b.id }),
    managerFree: await tokenOf('manager'),
    admin: await tokenOf('admin'),
  };
}

/** Rows of the tables these routes write, to prove a refused request changed nothing. */
export async function deskRowCounts(t: TestApp) {
  const { rows } = (await t.database.db.execute(sql`select
    (select count(*)::int from service_requests) as service_requests,
    (select count(*)::int from document_inquiries) as document_inquiries,
    (select count(*)::int from audit_log) as audit_log,
    (select coalesce(sum(total), 0)::int from row_counts) as counters`)) as unknown as { rows: Record<string, number>[] };
  return rows[0];
}

/** Sends each bad payload and expects 422 with exactly its field errors, and no row written. */
export async function expectRefusedUnchanged(
  t: TestApp,
  send: (payload: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  cases: [Record<string, unknown>, Record<string, string[]>][],
) {
  const before = await deskRowCounts(t);
  for (const [payload, errors] of cases) {
    const response = await send(payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
  }
  expect(await deskRowCounts(t)).toEqual(before);
}

/** Rows added straight to a table: `count` of them over a few hours, many sharing a created_at, in every status. */
export const bulkRows = (count: number) =>
  `from generate_series(1, ${count}) n cross join lateral (select now() - (n % 400) * interval '1 minute' as at) t`;

/**
 * Pages of a staff list far from its start (past SHALLOW_OFFSET, on both sides of the middle, the last one and one
 * beyond it), with and without a status filter: each holds the rows SQL's newest-first order puts there.
 */
export async function expectDeepPagesInOrder(
  t: TestApp,
  list: (query: string) => Promise<LightMyRequestResponse>,
  table: 'service_requests' | 'document_inquiries',
  status: string,
) {
  const perPage = 7;
  for (const filter of [null, status]) {
    const { rows } = await t.database.pool!.query(
      `select id from ${table} where $1::text is null or status::text = $1 order by created_at desc, id desc`, [filter],
    );
    const ids = rows.map((row: { id: number }) => row.id);
    const lastPage = Math.ceil(ids.length / perPage);
    expect(ids.length).toBeGreaterThan(2 * SHALLOW_OFFSET);
    const middle = Math.floor(lastPage / 2);
    for (const page of [Math.ceil(SHALLOW_OFFSET / perPage) + 1, middle, middle + 1, lastPage - 1, lastPage, lastPage + 1]) {
      const response = await list(`?per_page=${perPage}&page=${page}${filter ? `&status=${filter}` : ''}`);
      const { data, meta } = response.json();
      expect(data.map((row: { id: number }) => row.id), `page ${page} of ${filter ?? 'all'}`).toEqual(ids.slice((page - 1) * perPage, page * perPage));
      expect(meta).toMatchObject({ current_page: page, last_page: lastPage, total: ids.length });
    }
  }
}
