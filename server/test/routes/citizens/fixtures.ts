import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { branches, citizens } from '../../../db/schema/index.js';
import { localDocuments } from '../../../lib/storage/local.js';
import { nextMobile, setUpTestApp, type TestApp } from '../../build.js';

/** Shared set-up of the citizen-record tests: a cast of users per role, fixture files, database snapshots. */

export { PDF, PNG } from '../../documents.js';
export const TEXT = Buffer.from('just some text, not a document');

type Fields = Record<string, string | string[] | undefined>;

/** A multipart body as the app builds it: text fields plus an optional `file`. */
export function form(fields: Fields, file?: { bytes: Buffer; name?: string; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of [value ?? []].flat()) data.append(key, item);
  }
  if (file) data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name ?? 'document.pdf');
  return data;
}

export interface Actor {
  token: string;
  id: number;
}

/**
 * The cast: admin; a manager of branch A, of branch B and one without a branch; `owner`, a user who created
 * the fixture citizen, and `stranger`, a user who did not. The fixture citizen belongs to branch A.
 */
export interface World {
  admin: Actor;
  managerA: Actor;
  managerB: Actor;
  managerFree: Actor;
  owner: Actor;
  stranger: Actor;
  branchA: number;
  branchB: number;
  citizenId: number;
}

export type Role = Exclude<keyof World, 'branchA' | 'branchB' | 'citizenId'>;
export const ROLES: Role[] = ['admin', 'managerA', 'managerB', 'managerFree', 'owner', 'stranger'];
/** Who sees (and so may change) the fixture citizen and what hangs from it. */
export const IN_SCOPE: Role[] = ['admin', 'managerA', 'managerFree', 'owner'];
export const OUT_OF_SCOPE: Role[] = ['managerB', 'stranger'];

let branchCounter = 0;

export async function buildWorld(t: TestApp): Promise<World> {
  const [branchA, branchB] = await t.database.db
    .insert(branches)
    .values([{ name: `Branch A ${++branchCounter}` }, { name: `Branch B ${branchCounter}` }])
    .returning();
  const actor = async (...args: Parameters<TestApp['signIn']>): Promise<Actor> => {
    const { user, token } = await t.signIn(...args);
    return { id: user.id, token };
  };
  const world = {
    admin: await actor('admin'),
    managerA: await actor('manager', { branchId: branchA.id }),
    managerB: await actor('manager', { branchId: branchB.id }),
    managerFree: await actor('manager'),
    owner: await actor('user'),
    stranger: await actor('user'),
    branchA: branchA.id,
    branchB: branchB.id,
  };
  const [citizen] = await t.database.db
    .insert(citizens)
    .values({ name: 'Ramesh Kumar', mobile: nextMobile(), branchId: branchA.id, createdBy: world.owner.id })
    .returning();
  return { ...world, citizenId: citizen.id };
}

/** A test app and the cast for the enclosing file (`const { t, world } = setUpWorld();`), ready from the first test. */
export function setUpWorld(options: Parameters<typeof setUpTestApp>[0] = {}) {
  const t = setUpTestApp(options);
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await buildWorld(t));
  });
  return { t, world };
}

/** A fresh citizen of branch A created by `owner`, like the fixture one. */
export async function addCitizen(t: TestApp, world: World, values: Partial<typeof citizens.$inferInsert> = {}) {
  const [citizen] = await t.database.db
    .insert(citizens)
    .values({ name: 'Sita Devi', mobile: nextMobile(), branchId: world.branchA, createdBy: world.owner.id, ...values })
    .returning();
  return citizen.id;
}

const COUNTED_TABLES = [
  'citizens', 'learner_licences', 'driving_licences', 'vehicles', 'taxes', 'insurances', 'puccs', 'fitnesses',
  'vltds', 'permits', 'speed_governors', 'audit_log',
];

/** Row count and content digest of every citizen-record table (and the audit log) plus the stored files. */
export async function snapshot(t: TestApp) {
  const tables: Record<string, { rows: number; digest: string }> = {};
  for (const table of COUNTED_TABLES) {
    const result = await t.database.pool!.query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as digest from ${table} t`,
    );
    tables[table] = result.rows[0] as { rows: number; digest: string };
  }
  return { tables, files: localDocuments(t.config.storageDir) };
}

/** Runs `act` and checks that no row (count or content) and no stored file changed. */
export async function expectUnchanged(t: TestApp, act: () => Promise<unknown>) {
  const before = await snapshot(t);
  await act();
  expect(await snapshot(t)).toEqual(before);
}

type Send = (actor: Actor | null, role: Role | 'anonymous') => Promise<LightMyRequestResponse>;

/**
 * Sends one request per role (and anonymously) and checks the status: 401 anonymous, `inScope` for those who
 * see the fixture citizen, 404 for the others. `send` may prepare a fresh target for each role.
 */
export async function expectStatusPerRole(world: World, send: Send, inScope: number, outOfScope = 404) {
  const statuses: Record<string, number> = { anonymous: (await send(null, 'anonymous')).statusCode };
  for (const role of ROLES) statuses[role] = (await send(world[role], role)).statusCode;
  const expected: Record<string, number> = { anonymous: 401 };
  for (const role of ROLES) expected[role] = IN_SCOPE.includes(role) ? inScope : outOfScope;
  expect(statuses).toEqual(expected);
}

/**
 * expectStatusPerRole for a request that changes data: `prepare` readies a fresh target for each role and
 * answers the request to send; for those who do not see the fixture citizen nothing may change.
 */
export async function expectChangePerRole(
  t: TestApp,
  world: World,
  prepare: (actor: Actor | null) => Promise<() => Promise<LightMyRequestResponse>>,
  inScope: number,
) {
  await expectStatusPerRole(world, async (actor, role) => {
    const send = await prepare(actor);
    if (IN_SCOPE.includes(role as Role)) return send();
    let response!: LightMyRequestResponse;
    await expectUnchanged(t, async () => (response = await send()));
    return response;
  }, inScope);
}

export const storedFileList = (t: TestApp) => localDocuments(t.config.storageDir);
