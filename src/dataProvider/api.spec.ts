import { describe, expect, it } from 'vitest';
import { answer, useApiServer } from '../test/api';
import { callApi } from './api';

useApiServer();

describe('callApi', () => {
  it('fills the path from its parameters, adds the query and sends the JSON body', async () => {
    const reads = answer('get', '/citizens/5/messages', { data: [], meta: {} });
    await callApi('get', '/api/citizens/{id}/messages', { path: { id: 5 }, query: { page: 2 } });
    expect(reads[0].query.toString()).toBe('page=2');
    const writes = answer('patch', '/admin/users/7/role', { id: 7 });
    await callApi('patch', '/api/admin/users/{id}/role', { path: { id: 7 }, body: { role: 'manager', branch_id: 3 } });
    expect(writes[0].body).toEqual({ role: 'manager', branch_id: 3 });
  });

  it("throws the server's refusal with its status and field errors, as react-admin's forms read them", async () => {
    answer('post', '/citizens/5/send-message', { message: 'The message field is required.', errors: { message: ['The message field is required.'] } }, 422);
    await expect(callApi('post', '/api/citizens/{id}/send-message', { path: { id: 5 }, body: { message: ' ' } })).rejects.toMatchObject({
      status: 422,
      body: { errors: { message: ['The message field is required.'] } },
    });
  });
});
