import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Mobile, RequiredText } from '../../schemas/common.js';
import { setUpTestApp } from '../build.js';

describe('error handler', () => {
  const t = setUpTestApp();

  it('answers 404 with a message for an unknown API path', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 400 without internals for a malformed JSON body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).not.toMatch(/stack|at .*\.js/);
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
      mobile: ['The mobile must be exactly 10 digits.'],
    });
    expect(body.message).toBe('The name field must not be greater than 5 characters. (and 1 more error)');
  });

  it('tags each answer with a request id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});
