import { describe, expect, it } from 'vitest';
import { buildSerializer } from '../../../lib/http/response-serialization.js';

const ERROR = { type: 'object', properties: { message: { type: 'string' }, code: { $ref: 'Code#' } } } as const;
const routeOf = (schema: object, url = '/x') => ({ schema, method: 'GET', url, httpStatus: '404' }) as never;

describe('buildSerializer', () => {
  it('serializes an answer by its schema, shared schemas resolved, properties it does not name left out', () => {
    const serialize = buildSerializer({ Code: { $id: 'Code', type: 'integer' } }, {})(routeOf(ERROR));
    expect(JSON.parse(serialize({ message: 'Not found', code: 404, token: 'secret' }))).toEqual({ message: 'Not found', code: 404 });
  });

  it('compiles a schema once for every route and app that answers with it, while the shared schemas are the same', () => {
    const first = buildSerializer({ Code: { $id: 'Code', type: 'integer' } }, {})(routeOf(ERROR));
    const again = buildSerializer({ Code: { $id: 'Code', type: 'integer' } }, {})(routeOf(ERROR, '/y'));
    const otherShared = buildSerializer({ Code: { $id: 'Code', type: 'string' }, Other: { $id: 'Other', type: 'string' } }, {})(routeOf(ERROR));
    expect(again).toBe(first);
    expect(otherShared).not.toBe(first);
    expect(JSON.parse(otherShared({ message: 'x', code: 'E1' }))).toEqual({ message: 'x', code: 'E1' });
  });
});
