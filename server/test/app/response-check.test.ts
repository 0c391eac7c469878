import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { responseChecker } from '../response-check.js';

/** The hook every API test's answers pass through (test/build.ts): it must catch what leaves the document behind. */
const document = {
  openapi: '3.1.0',
  components: { schemas: { Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } } },
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } } },
          404: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/things/export': { get: { responses: { 200: { content: { 'text/csv': { schema: { type: 'string' } } } } } } },
  },
};
const check = responseChecker(document);
const answer = (statusCode: number, body: unknown, type = 'application/json; charset=utf-8') =>
  ({ statusCode, body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': type }, json: () => body }) as unknown as LightMyRequestResponse;

describe('responseChecker', () => {
  it('passes answers the document describes', () => {
    expect(check({ method: 'GET', url: '/api/things/5' }, answer(200, { id: 5 }))).toBeUndefined();
    expect(check({ method: 'GET', url: '/api/things/5' }, answer(404, { message: 'Not found.' }))).toBeUndefined();
    expect(check({ method: 'GET', url: '/api/things/export?x=1' }, answer(200, 'a,b\n', 'text/csv; charset=utf-8'))).toBeUndefined();
    expect(check({ method: 'GET', url: '/api/elsewhere' }, answer(500, {}))).toBeUndefined();
  });

  it('names an undocumented status, a wrong media type and a body off its schema', () => {
    expect(check({ method: 'GET', url: '/api/things/5' }, answer(409, { message: 'x' }))).toMatch(/409: a status the document does not list/);
    expect(check({ method: 'GET', url: '/api/things/export' }, answer(200, { rows: 1 }))).toMatch(/media type application\/json/);
    expect(check({ method: 'GET', url: '/api/things/5' }, answer(200, { id: 'five' }))).toMatch(/body off the document: .*must be integer/);
    expect(check({ method: 'GET', url: '/api/things/5' }, answer(404, { error: { code: 'x' } }))).toMatch(/must have required property 'message'/);
  });
});
