import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { PAGE_MAX } from '../../schemas/common.js';
import { expectUnchanged, form, setUpWorld } from '../routes/citizens/fixtures.js';

/** Finding 6 of issue 8: input PostgreSQL cannot take answers 422 naming the field (404 for ids), never 500. */
const { t, world } = setUpWorld();

const NUL = '\u0000';
const PAST_LAST_ID = 2 ** 31;
const citizen = { name: 'Asha Verma', mobile: '9876501234' };
const licence = { ll_no: 'CG04LL123456', issue_date: '2024-01-10', expiry_date: '2024-07-08' };

const expectFieldRefused = (response: { statusCode: number; json(): any }, field: string, message: string) => {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ [field]: [message] });
};
const nulRefused = (field: string) => `The ${field.replace(/_/g, ' ')} field contains an invalid character.`;

describe('a NUL character', () => {
  it('is refused in the sign-in, registration and password forms, before anyone signs in', async () => {
    const [{ before }] = await t.database.db.select({ before: count() }).from(users);
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { phone: `98765${NUL}43210`, password: 'secret123' } });
    expectFieldRefused(login, 'phone', 'The mobile number field contains an invalid character.');
    const register = await t.request({ method: 'POST', url: '/api/register', payload: { name: `Ravi${NUL}`, phone: '9876512340', password: 'secret123' } });
    expectFieldRefused(register, 'name', nulRefused('name'));
    const forgot = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: `a${NUL}@example.com` } });
    expectFieldRefused(forgot, 'email', nulRefused('email'));
    const [{ after }] = await t.database.db.select({ after: count() }).from(users);
    expect(after).toBe(before);
  });

  it('is refused in a JSON field, a form field, a list item and a query, changing nothing', async () => {
    const token = world.owner.token;
    await expectUnchanged(t, async () => {
      const json = await t.request({ method: 'POST', url: '/api/citizens', token, payload: { ...citizen, address: `Raipur${NUL}` } });
      expectFieldRefused(json, 'address', nulRefused('address'));
      const update = await t.request({ method: 'PUT', url: `/api/citizens/${world.citizenId}`, token, payload: { ...citizen, name: `A${NUL}` } });
      expectFieldRefused(update, 'name', nulRefused('name'));
      const multipart = await t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token, payload: form({ ...licence, vehicle_class: ['LMV', `MCWG${NUL}`] }) });
      expectFieldRefused(multipart, 'vehicle_class', nulRefused('vehicle_class'));
    });
    const search = await t.request({ method: 'GET', url: '/api/citizens?q=ram%00esh', token });
    expectFieldRefused(search, 'q', nulRefused('q'));
  });
});

describe('dates', () => {
  const createCitizen = (dob: string) => t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload: { ...citizen, dob } });

  it.each(['0000-01-01', '1899-12-31', '3000-01-01', '2023-02-29', '2024-04-31', '2024-13-01', '+12024-01-01'])(
    'refuses %s as an invalid date (422)',
    async (dob) => {
      await expectUnchanged(t, async () => expectFieldRefused(await createCitizen(dob), 'dob', 'The date of birth field must be a valid date.'));
    },
  );

  it('refuses year 0000 in a form field too', async () => {
    const response = await t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token, payload: form({ ...licence, issue_date: '0000-06-01' }) });
    expectFieldRefused(response, 'issue_date', 'The issue date field must be a valid date.');
  });

  it.each(['1900-01-01', '2024-02-29'])('takes %s', async (dob) => {
    const response = await createCitizen(dob);
    expect(response.statusCode).toBe(201);
    expect(response.json().dob).toBe(dob);
  });

  it('takes an expiry as late as 2999-12-31', async () => {
    const response = await t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/dl`, token: world.owner.token, payload: form({ dl_no: 'CG04DL299912', expiry_date: '2999-12-31' }) });
    expect(response.statusCode).toBe(201);
    expect(response.json().expiry_date).toBe('2999-12-31');
  });
});

describe('ids past the largest id', () => {
  it.each([
    ['GET', `/api/citizens/${PAST_LAST_ID}`],
    ['GET', `/api/citizens/${PAST_LAST_ID}/all-details`],
    ['PUT', `/api/citizens/${PAST_LAST_ID}`],
    ['DELETE', `/api/citizens/${PAST_LAST_ID}`],
    ['POST', `/api/citizens/${PAST_LAST_ID}?_method=DELETE`],
    ['GET', `/api/citizens/${PAST_LAST_ID}/ll`],
    ['POST', `/api/citizens/99999999999999999999/vehicles`],
    ['PUT', `/api/dl/${PAST_LAST_ID}`],
    ['GET', `/api/vehicles/${PAST_LAST_ID}/taxes`],
    ['DELETE', '/api/insurances/0'],
    ['GET', '/api/citizens/1e400'],
  ] as const)('answer 404 on %s %s', async (method, url) => {
    const response = await t.request({ method, url, token: world.admin.token, payload: method === 'GET' || method === 'DELETE' ? undefined : citizen });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('huge page numbers', () => {
  it.each([
    ['/api/citizens?page=1e20', 'page', 'The page field must not be greater than 1000000.'],
    ['/api/citizens?per_page=1e20', 'per_page', 'The per page field must not be greater than 1000.'],
    ['/api/citizens?page=1e400', 'page', 'The page field is out of range.'],
    ['/api/citizens/{citizen}/ll?per_page=-1e400', 'per_page', 'The per page field is out of range.'],
    ['/api/citizens/{citizen}/ll?page=1e20', 'page', 'The page field must not be greater than 1000000.'],
    ['/api/citizens/{citizen}/vehicles?page=99999999999', 'page', 'The page field must not be greater than 1000000.'],
  ])('are refused on %s (422)', async (url, field, message) => {
    const response = await t.request({ method: 'GET', url: url.replace('{citizen}', String(world.citizenId)), token: world.admin.token });
    expectFieldRefused(response, field, message);
  });

  it('the last page there can be answers an empty page', async () => {
    const response = await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/ll?page=${PAGE_MAX}&per_page=1000`, token: world.admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });
});

describe('multipart bodies', () => {
  const send = (contentType: string, payload: string) =>
    t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token, headers: { 'content-type': contentType }, payload });

  it.each([
    ['truncated in a field', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="ll_no"\r\n\r\nCG04LL1'],
    ['truncated in a file', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4'],
    ['without a boundary', 'multipart/form-data', '--XX\r\nContent-Disposition: form-data; name="ll_no"\r\n\r\nCG04LL1\r\n--XX--'],
    ['that is not a form at all', 'multipart/form-data; boundary=XX', 'just some text'],
  ])('answer 422 when %s, changing nothing', async (_case, contentType, payload) => {
    await expectUnchanged(t, async () => {
      const response = await send(contentType, payload);
      expectFieldRefused(response, 'body', 'The form data is incomplete or malformed.');
    });
  });
});
