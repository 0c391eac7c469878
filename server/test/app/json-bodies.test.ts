import { describe, expect, it } from 'vitest';
import { expectUnchanged, form, setUpWorld } from '../routes/citizens/fixtures.js';

/**
 * Issue 35: a JSON body is read as it is typed (no coercion) and a closed schema refuses what it does not name;
 * querystrings and multipart form fields, all text, keep their conversion.
 */
const { t, world } = setUpWorld();
const citizen = { name: 'Asha Verma', mobile: '9876501299' };

const expectRefused = (response: { statusCode: number; json(): any }, errors: Record<string, string[]>) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(422);
  expect(response.json()).toEqual({ message: expect.any(String), errors });
};

describe('a JSON body', () => {
  const create = (payload: object) => t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload });

  it('refuses a number where a string is due and "true" for a boolean, naming each field, storing nothing', async () => {
    await expectUnchanged(t, async () => {
      expectRefused(await create({ ...citizen, name: 123, reminders_opt_out: 'true' }), {
        name: ['The name field must be a string.'],
        reminders_opt_out: ['The reminders opt out field must be true or false.'],
      });
    });
  });

  it('refuses a text for an integer', async () => {
    const response = await t.request({ method: 'POST', url: '/api/reports/expiries/notify', token: world.admin.token, payload: { doc_type: 'tax', record_id: '1' } });
    expectRefused(response, { record_id: ['The record id field must be an integer.'] });
  });

  it('is none when a request marked JSON sends nothing (a DELETE from a generated client): no 400', async () => {
    const created = (await create({ ...citizen, mobile: '9876501298' })).json();
    const response = await t.request({ method: 'DELETE', url: `/api/citizens/${created.id}`, token: world.admin.token, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    const broken = await t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(broken.statusCode).toBe(400);
  });

  it('takes values of their own type', async () => {
    const response = await create({ ...citizen, reminders_opt_out: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Asha Verma', reminders_opt_out: true });
  });

  it('refuses properties a closed schema does not name, naming them', async () => {
    const response = await t.request({
      method: 'POST', url: '/api/reports/expiries/notify', token: world.admin.token, payload: { doc_type: 'tax', record_id: 1, channel: 'sms', urgent: true },
    });
    expectRefused(response, { channel: ['The channel field is prohibited.'], urgent: ['The urgent field is prohibited.'] });
  });
});

describe('text parts of a request', () => {
  it('keep their conversion in a multipart form ', async () => {
    const response = await t.request({
      method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token,
      payload: form({ ll_no: 'CG04LL350001', issue_date: '2024-01-10', expiry_date: '2024-07-08', vehicle_class: 'LMV' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().vehicle_class).toBe('LMV');
  });

  it('keep their conversion in a querystring', async () => {
    const response = await t.request({ method: 'GET', url: '/api/citizens?page=1&per_page=10', token: world.admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toMatchObject({ current_page: 1, per_page: 10 });
  });
});
