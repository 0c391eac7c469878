import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp } from '../build.js';
import type { JsonSchema } from './arbitraries.js';
import { checkAnswer, snapshot, type Snapshot } from './fuzz-checks.js';
import { describeProbe, injectOptions, probesFor, type Probe } from './probes.js';
import { registeredRoutes, type RegisteredRoute } from './routes.js';
import { buildRecordWorld, insertRecords, newTokens, probeOptions, type Caller, type RecordWorld } from './world.js';

/**
 * Property tests over every route the server registers, generated from the schemas the route declared plus
 * adversarial values (arbitraries.ts): never a 5xx; an error answer is `{ message }` without a stack trace,
 * SQL or file path, and changes no row (every table counted before and after); no smuggled role, owner or
 * branch lands. Seeded and bounded: FUZZ_SEED replays a run (a failure prints its seed and path); each route
 * gets FUZZ_RUNS requests (default 25) or its share of FUZZ_BUDGET_MS, whichever ends first.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20240817);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** The whole file's time for requests, shrinking included, shared by the routes: about a minute on two cores. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 35_000);

const t = await buildTestApp();
afterAll(() => t.close());
const routes = registeredRoutes(t.routes);
const timeLimitMs = BUDGET_MS / routes.length;
let world: RecordWorld;
beforeAll(async () => {
  world = await buildRecordWorld(t);
});

/** A method-override twin (POST on a PUT route's URL) takes that PUT's body. */
function bodySchemaOf(route: RegisteredRoute): JsonSchema | undefined {
  const bodyOf = (other?: RegisteredRoute) => (other?.schema as { body?: JsonSchema } | undefined)?.body;
  return bodyOf(route) ?? bodyOf(routes.find((other) => other.method === 'PUT' && other.url === route.url));
}

/** The database as the last probe left it (unknown after anything else wrote to it). */
let current: Snapshot | undefined;

/** Unused bearer tokens per caller, issued fifty at a time (each probe signs in anew: a logout ends only its own). */
const tokens = new Map<Caller, string[]>();
async function nextToken(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (!tokens.get(caller)?.length) {
    tokens.set(caller, await newTokens(t, world[caller].id, 50));
    current = undefined;
  }
  return tokens.get(caller)!.pop();
}

/** The probe being sent: a time limit stops waiting for it, but the next route waits until it is done. */
let inFlight: Promise<void> = Promise.resolve();

/** Sends one probe; throws when its answer or what it did to the database breaks a rule. */
async function send(probe: Probe): Promise<void> {
  const token = await nextToken(probe.caller);
  const callerId = probe.caller === 'anonymous' ? null : world[probe.caller].id;
  const before = current ?? (await snapshot(t));
  current = undefined;
  const response = await t.request({ ...injectOptions(probe), ...probeOptions(), token });
  const after = await snapshot(t, before.maxCitizenId);
  checkAnswer(response, callerId, before, after);
  current = after;
}

describe('fuzzing every route', () => {
  it.each(routes.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    await inFlight.catch(() => undefined);
    const [target, other] = await Promise.all([
      insertRecords(t, { branchId: world.branchA, createdBy: world.owner.id }),
      insertRecords(t, { branchId: world.branchB, createdBy: world.managerB.id }, 'manager'),
    ]);
    const ids = { target, other, fileUrl: world.fileUrl };
    current = undefined;
    const details = await fc.check(fc.asyncProperty(probesFor(route, ids, bodySchemaOf(route)), (probe) => (inFlight = send(probe))), {
      seed: SEED,
      numRuns: RUNS,
      plugins: [fc.interruptAfterTimeLimit(timeLimitMs)],
    });
    if (!details.failed) return;
    // Out of time before a first answer (a loaded machine): this route is not fuzzed in this run.
    if (details.interrupted && details.numRuns === 0) return void console.warn(`${route.key}: no request answered within ${timeLimitMs} ms`);
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const probe = details.counterexample ? describeProbe((details.counterexample as [Probe])[0]) : '(none)';
    throw new Error(`${cause}\n  request: ${probe}\n  replay: FUZZ_SEED=${SEED}, path ${details.counterexamplePath} (${details.numRuns} runs)`);
  });
});
