import net from 'node:net';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../../plugins/app/errors.js';
import { Mobile, RequiredText } from '../../schemas/common.js';
import { setUpTestApp } from '../build.js';

/** Sends raw bytes to a listening server and answers what came back (status line, headers and body). */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('error handler', () => {
  const t = setUpTestApp();

  it('answers 404 with a message for an unknown API path', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it.each([
    ['POST', '/api/login'],
    ['POST', '/api/citizens'],
    ['PUT', '/api/citizens/1'],
    ['POST', '/api/track'],
    ['PATCH', '/api/me'],
  ])('answers %s %s with a malformed JSON body 400 in the one error envelope, { message } only', async (method, url) => {
    const { token } = await t.signIn('admin');
    const response = await t.request({ method: method as 'POST', url, token, headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('turns schema failures into 422 with readable per-field messages', async () => {
    const app = (await import('../../app.js')).buildApp;
    const local = await app({ config: t.config, database: t.database, logger: false });
    local.post('/api/probe', {
      schema: { body: Type.Object({ name: RequiredText(5), mobile: Mobile() }) },
      handler: async () => ({ ok: true }),
    });
    await local.ready();
    const response = await local.inject({ method: 'POST', url: '/api/probe', payload: { name: 'toolongname', mobile: '12345' } });
    await local.close();
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({
      name: ['The name field must not be greater than 5 characters.'],
      mobile: ['Mobile number must be exactly 10 digits.'],
    });
    expect(body.message).toBe('The name field must not be greater than 5 characters. (and 1 more error)');
  });

  it('tags each answer with a request id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  describe("errors Fastify and Node raise themselves answer { message }", () => {
    it('a path that is not valid URL encoding: 400', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizens/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be understood.' });
    });

    it('a body of a type no route reads: 415', async () => {
      const response = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Unsupported media type.' });
    });

    it('headers over 16 KB (431) and a request that is not HTTP (400), on the socket', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      const tooLarge = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(tooLarge)).toEqual({ message: 'The request headers are too large.' });
      const garbage = await sendRaw(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(garbage)).toEqual({ message: 'The request could not be understood.' });
    });
  });

  describe('database errors', () => {
    const driverError = (fields: object) => Object.assign(new Error('Failed query: …'), { cause: Object.assign(new Error('driver'), fields) });

    it('an unreachable database answers 503 with Retry-After', () => {
      const causes = [{ code: 'ECONNREFUSED' }, { code: '57P01' }, { code: '08006' }, { message: 'Connection terminated unexpectedly' }];
      for (const cause of causes) {
        const error = 'message' in cause ? Object.assign(new Error('Failed query'), { cause: new Error(cause.message) }) : driverError(cause);
        expect(toHttpError(error)).toMatchObject({
          statusCode: 503,
          message: 'Service temporarily unavailable. Please try again.',
          headers: { 'retry-after': '5' },
        });
      }
    });

    it('other database errors stay 500 without details', () => {
      for (const code of ['42P01', '22P02']) expect(toHttpError(driverError({ code }))).toMatchObject({ statusCode: 500, message: 'Server error.' });
    });
  });
});
