import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build.js';
import { tableCountsQuery } from './table-rows.js';

/** What an error answer must never show: stack frames, source paths, SQL or database error text. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat [\w$.<>]+ \(|\n\s+at \S/],
  ['a file path', /(?:\/[\w.-]+){2,}\.(?:[cm]?[jt]s)\b|node_modules|node:internal|\/(?:home|work|tmp|usr|srv)\//],
  ['SQL', /\b(?:select\b[\s\S]*\bfrom|insert into|update\s+"?\w+"?\s+set|delete from)\b/i],
  ['a database error', /syntax error|violates|duplicate key|relation "|column "|failed query|\bpg_|drizzle|SQLSTATE/i],
];

type Privileges = { role: string; branch_id: number | null };

/** What a request may have changed: the row counts, every user's role and branch, the citizens created since. */
export interface Snapshot {
  rows: Record<string, number>;
  /** Role and branch of every user, by id. */
  privileges: Record<string, Privileges>;
  maxCitizenId: number;
  /** Citizens with an id above the `since` given. */
  created: { id: number; branch_id: number | null; created_by: number | null; user_id: number | null }[];
}

/** The snapshot, in one statement. */
export async function snapshot(t: TestApp, since = Number.MAX_SAFE_INTEGER): Promise<Snapshot> {
  const { rows } = await t.database.pool!.query<Snapshot>(
    `select (${await tableCountsQuery(t)}) as rows,
       (select json_object_agg(id, json_build_object('role', role, 'branch_id', branch_id)) from users) as privileges,
       (select coalesce(max(id), 0)::int from citizens) as "maxCitizenId",
       (select coalesce(json_agg(c), '[]') from (select id, branch_id, created_by, user_id from citizens where id > $1::bigint) c) as created`,
    [since],
  );
  return rows[0];
}

const fail = (reason: string, response: LightMyRequestResponse): never => {
  throw new Error(`${reason} (answer ${response.statusCode}: ${response.body.slice(0, 300)})`);
};

/** A refused request answers `{ message }` (decisions.md §API conventions), shows no internals and changed no row. */
function checkRefusal(response: LightMyRequestResponse, before: Snapshot, after: Snapshot) {
  for (const [what, pattern] of LEAKS) if (pattern.test(response.body)) fail(`${what} in the answer`, response);
  let body: { message?: unknown } | undefined;
  try {
    body = JSON.parse(response.body);
  } catch {
    fail('an error answer that is not JSON', response);
  }
  if (typeof body?.message !== 'string') fail('an error answer without `message`', response);
  const changed = Object.keys(before.rows).filter((table) => before.rows[table] !== after.rows[table]);
  if (changed.length) fail(`a refused request changed the rows of ${changed.join(', ')}`, response);
}

/** No smuggled field landed: the caller kept their role and branch; new citizens belong to the caller and their branch. */
function checkOwnership(response: LightMyRequestResponse, callerId: number | null, before: Snapshot, after: Snapshot) {
  const caller = callerId === null ? undefined : before.privileges[callerId];
  if (JSON.stringify(caller) !== JSON.stringify(callerId === null ? undefined : after.privileges[callerId])) {
    fail('the caller changed their own role or branch', response);
  }
  for (const citizen of after.created) {
    if (!caller || citizen.created_by !== callerId || ![null, callerId].includes(citizen.user_id)) {
      fail(`citizen ${citizen.id} was created with a smuggled owner`, response);
    }
    if (citizen.branch_id !== (caller!.role === 'user' ? null : caller!.branch_id)) fail(`citizen ${citizen.id} took a smuggled branch`, response);
  }
}

/** Throws with the reason when an answer or what its request did breaks a rule. */
export function checkAnswer(response: LightMyRequestResponse, callerId: number | null, before: Snapshot, after: Snapshot): void {
  if (response.statusCode >= 500) fail('a server error', response);
  if (response.statusCode >= 400) checkRefusal(response, before, after);
  checkOwnership(response, callerId, before, after);
}
