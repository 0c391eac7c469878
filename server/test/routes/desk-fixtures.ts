import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { branches } from '../../db/schema/index.js';
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
