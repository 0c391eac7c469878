import { describe, expect, it } from 'vitest';
import { addCitizen, expectUnchanged, form, setUpWorld } from '../routes/citizens/fixtures.js';

/**
 * Finding 10 of issue 8, decisions.md §API conventions: a POST is a PUT only when its multipart body says
 * `_method=PUT`, a DELETE only when its query says `_method=DELETE`; `_method` anywhere else is ignored (405).
 */
const { t, world } = setUpWorld();

const edit = { name: 'Edited Name', mobile: '9876512345' };
const post = (id: number, query: string, payload?: object | FormData, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/citizens/${id}${query}`, token: world.admin.token, payload, headers });

describe('POST /api/citizens/{id} standing for another method', () => {
  it.each([
    ['_method=PUT in a JSON body', '', { _method: 'PUT', ...edit }],
    ['_method=PUT in the query', '?_method=PUT', form(edit)],
    ['_method=DELETE in a multipart body', '', form({ _method: 'DELETE' })],
    ['_method=DELETE in a JSON body', '', { _method: 'DELETE' }],
  ])('ignores %s (405), changing nothing', async (_placement, query, payload) => {
    const id = await addCitizen(t, world);
    await expectUnchanged(t, async () => {
      const response = await post(id, query, payload);
      expect(response.statusCode).toBe(405);
      expect(response.json()).toEqual({ message: 'Method not allowed.' });
    });
  });

  it('ignores an X-HTTP-Method-Override header', async () => {
    const id = await addCitizen(t, world);
    await expectUnchanged(t, async () => {
      expect((await post(id, '', undefined, { 'x-http-method-override': 'DELETE' })).statusCode).toBe(405);
    });
  });

  it('updates with _method=PUT in a multipart body and deletes with _method=DELETE in the query', async () => {
    const id = await addCitizen(t, world);
    const updated = await post(id, '', form({ _method: 'put', ...edit }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Edited Name');
    expect((await post(id, '?_method=DELETE')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/citizens/${id}`, token: world.admin.token })).statusCode).toBe(404);
  });
});
