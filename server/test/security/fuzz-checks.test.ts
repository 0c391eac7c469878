import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkAnswer, type Snapshot } from './fuzz-checks.js';

/** The fuzzer's rules fail on what they are meant to catch (and pass a sound answer). */
const answer = (statusCode: number, body: unknown) =>
  ({ statusCode, body: typeof body === 'string' ? body : JSON.stringify(body) }) as LightMyRequestResponse;

const ADMIN = 1;
const before: Snapshot = {
  rows: { citizens: 3, users: 2 },
  privileges: { [ADMIN]: { role: 'admin', branch_id: null }, 2: { role: 'manager', branch_id: 7 } },
  maxCitizenId: 3,
  created: [],
};
const after = (changes: Partial<Snapshot> = {}): Snapshot => ({ ...before, ...changes });
const citizen = { id: 4, branch_id: null, created_by: ADMIN, user_id: null };

describe('checkAnswer', () => {
  it('passes sound answers: a refusal with a message, a creation owned by the caller', () => {
    expect(() => checkAnswer(answer(422, { message: 'The name field is required.', errors: {} }), ADMIN, before, after())).not.toThrow();
    expect(() => checkAnswer(answer(201, { id: 4 }), ADMIN, before, after({ rows: { citizens: 4, users: 2 }, created: [citizen] }))).not.toThrow();
  });

  it.each([
    ['a server error', answer(500, { message: 'Server error.' })],
    ['a stack trace', answer(400, { message: 'Error: boom\n    at Object.handler (/srv/app/server/routes/x.ts:10:5)' })],
    ['a file path', answer(404, { message: 'ENOENT: /home/app/data/storage/ll/x.pdf' })],
    ['SQL', answer(422, { message: 'Failed query: select "id" from "citizens" where "id" = $1' })],
    ['a database error', answer(409, { message: 'duplicate key value violates unique constraint "users_phone_unique"' })],
    ['an error answer that is not JSON', answer(400, '<html>Bad Request</html>')],
    ['an error answer without `message`', answer(400, { error: 'Bad Request' })],
  ])('fails on %s', (reason, response) => {
    expect(() => checkAnswer(response, ADMIN, before, after())).toThrow(reason);
  });

  it('fails when a refused request changed a row count', () => {
    expect(() => checkAnswer(answer(403, { message: 'No.' }), ADMIN, before, after({ rows: { citizens: 2, users: 2 } }))).toThrow(
      'a refused request changed the rows of citizens',
    );
  });

  it('fails when the caller changed their own role or branch', () => {
    const promoted = after({ privileges: { ...before.privileges, 2: { role: 'admin', branch_id: 7 } } });
    expect(() => checkAnswer(answer(200, {}), 2, before, promoted)).toThrow('the caller changed their own role or branch');
  });

  it.each([
    ['a smuggled owner', { ...citizen, created_by: 2 }],
    ['a smuggled owner', { ...citizen, user_id: 2 }],
    ['a smuggled branch', { ...citizen, branch_id: 7 }],
  ])('fails on a citizen created with %s', (reason, created) => {
    expect(() => checkAnswer(answer(201, {}), ADMIN, before, after({ created: [created] }))).toThrow(reason);
  });
});
