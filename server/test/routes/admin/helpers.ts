import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../build.js';
import type { Actor, World } from '../citizens/fixtures.js';
import { countTableRows } from '../../security/table-rows.js';

/** The callers of the admin tests: nobody, a user, managers of branch A, of branch B and of none, an admin. */
export const CALLERS = ['anonymous', 'owner', 'managerA', 'managerB', 'managerFree', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Statuses = Record<Caller, number>;

export const actorOf = (world: World, caller: Caller): Actor | undefined => (caller === 'anonymous' ? undefined : world[caller]);

/**
 * Sends one request per caller (`build` may prepare a fresh target each time) and compares the statuses;
 * a request answered with 4xx must leave the row count of every table as it was.
 */
export async function expectStatuses(
  t: TestApp,
  world: World,
  build: (caller: Caller) => InjectOptions | Promise<InjectOptions>,
  expected: Statuses,
) {
  const statuses = {} as Statuses;
  for (const caller of CALLERS) {
    const request = await build(caller);
    const before = await countTableRows(t);
    const response = await t.request({ ...request, token: actorOf(world, caller)?.token });
    statuses[caller] = response.statusCode;
    if (response.statusCode >= 400) expect(await countTableRows(t), `${caller} changed rows`).toEqual(before);
  }
  expect(statuses).toEqual(expected);
}

/** Sends the request and expects the status and message, with no row count changed. */
export async function expectRefused(t: TestApp, request: InjectOptions & { token?: string }, status: number, message?: string) {
  const before = await countTableRows(t);
  const response: LightMyRequestResponse = await t.request(request);
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.json().message).toBe(message);
  expect(await countTableRows(t)).toEqual(before);
  return response.json() as { message: string; errors?: Record<string, string[]> };
}

//                                              anon user mgrA mgrB mgr∅ admin
export const staffOnly = (ok: number): Statuses => ({ anonymous: 401, owner: 403, managerA: ok, managerB: ok, managerFree: ok, admin: ok });
export const adminOnly = (ok: number): Statuses => ({ anonymous: 401, owner: 403, managerA: 403, managerB: 403, managerFree: 403, admin: ok });
