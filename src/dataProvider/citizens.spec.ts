import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { citizenMethods, toFormData } from './citizens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Call {
  method: string;
  url: URL;
  form?: FormData;
  json?: unknown;
}
function record(method: 'delete' | 'post' | 'put' | 'get', path: string, answer: () => Response) {
  const calls: Call[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      const call: Call = { method: request.method, url: new URL(request.url) };
      if (type.includes('multipart')) call.form = await request.formData();
      else if (type.includes('json')) call.json = await request.json();
      calls.push(call);
      return answer();
    }),
  );
  return calls;
}

describe('citizens dataProvider methods', () => {
  it('retries a delete answered 405 as POST with _method=DELETE', async () => {
    const deletes = record('delete', '/api/ll/7', () => HttpResponse.json({ message: 'Method not allowed.' }, { status: 405 }));
    const overrides = record('post', '/api/ll/7', () => new HttpResponse(null, { status: 204 }));
    await citizenMethods.deleteCitizenChild('ll', 7);
    expect(deletes).toHaveLength(1);
    expect(overrides).toHaveLength(1);
    expect(overrides[0].url.searchParams.get('_method')).toBe('DELETE');
  });

  it('does not retry other delete failures and keeps their status', async () => {
    const overrides = record('post', '/api/vehicles/3', () => new HttpResponse(null, { status: 204 }));
    record('delete', '/api/vehicles/3', () => HttpResponse.json({ message: 'Linked records exist.' }, { status: 409 }));
    await expect(citizenMethods.deleteCitizenChild('vehicles', 3)).rejects.toMatchObject({ status: 409 });
    expect(overrides).toHaveLength(0);
  });

  it('creates a licence as multipart and updates it with _method=PUT', async () => {
    const creates = record('post', '/api/citizens/5/dl', () => HttpResponse.json({ id: 9 }, { status: 201 }));
    const file = new File(['%PDF-1.4'], 'dl.pdf', { type: 'application/pdf' });
    await citizenMethods.saveCitizenChild('dl', 5, { dl_no: 'CG07X1', office: null, file: { rawFile: file, src: 'blob:x' } });
    expect(creates[0].form?.get('dl_no')).toBe('CG07X1');
    expect(creates[0].form?.get('office')).toBe('');
    // jsdom's File reaches msw as a part of the right type (its bytes are lost between jsdom and undici).
    expect(creates[0].form?.get('file')).toMatchObject({ type: 'application/pdf' });
    expect(creates[0].form?.has('_method')).toBe(false);

    const updates = record('post', '/api/dl/9', () => HttpResponse.json({ id: 9 }));
    await citizenMethods.saveCitizenChild('dl', 5, { dl_no: 'CG07X2', file_url: '/storage/x', file_path: 'x' }, 9);
    expect(updates[0].form?.get('_method')).toBe('PUT');
    expect(updates[0].form?.get('dl_no')).toBe('CG07X2');
    expect(updates[0].form?.has('file_url')).toBe(false);
  });

  it('saves vehicles as JSON with PUT, every record (insurance and PUCC too) as multipart', async () => {
    const vehicle = record('put', '/api/vehicles/3', () => HttpResponse.json({ id: 3 }));
    await citizenMethods.saveCitizenChild('vehicles', 5, { registration_no: 'CG04AB1234' }, 3);
    expect(vehicle[0].json).toEqual({ registration_no: 'CG04AB1234' });

    const insurance = record('post', '/api/insurances/4', () => HttpResponse.json({ id: 4 }));
    const policy = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    await citizenMethods.saveRecord('insurances', 3, { policy_number: 'P1', status: 'active', file: { rawFile: policy, src: 'blob:x' } }, 4);
    expect(insurance[0].form?.get('_method')).toBe('PUT');
    expect(insurance[0].form?.get('policy_number')).toBe('P1');
    expect(insurance[0].form?.get('file')).toMatchObject({ type: 'application/pdf' });

    const puccCreate = record('post', '/api/vehicles/3/puccs', () => HttpResponse.json({ id: 5 }));
    await citizenMethods.saveRecord('puccs', 3, { pucc_number: 'PU1' });
    expect(puccCreate[0].form?.get('pucc_number')).toBe('PU1');

    const governor = record('post', '/api/speed-governors/6', () => HttpResponse.json({ id: 6 }));
    await citizenMethods.saveRecord('speed-governors', 3, { certificate_number: 'SG1' }, 6);
    expect(governor[0].form?.get('_method')).toBe('PUT');
  });

  it('lists records by page', async () => {
    const lists = record('get', '/api/vehicles/3/taxes', () =>
      HttpResponse.json({ data: [], meta: { current_page: 2, last_page: 2, per_page: 10, from: null, to: null, total: 10 } }),
    );
    const answer = await citizenMethods.getRecords('taxes', 3, 2);
    expect(lists[0].url.searchParams.get('page')).toBe('2');
    expect(answer.meta.total).toBe(10);
  });

  it("reads a child list's rows from its page of 1000, on the kind's own path", async () => {
    const calls = record('get', '/api/citizens/5/vehicles', () => HttpResponse.json({ data: [{ id: 2 }], meta: {} }));
    expect(await citizenMethods.getCitizenChildren(5, 'vehicles')).toEqual([{ id: 2 }]);
    expect(calls[0].url.searchParams.get('per_page')).toBe('1000');
  });

  it('names the backup from content-disposition, backup.zip otherwise', async () => {
    localStorage.setItem('token', 'secret');
    const downloads = record(
      'get',
      '/api/database-backups/download',
      () => new HttpResponse('-- dump', { headers: { 'content-disposition': 'attachment; filename="backup-20250101-1200.sql"' } }),
    );
    const named = await citizenMethods.downloadDatabaseBackup();
    expect(named.fileName).toBe('backup-20250101-1200.sql');
    expect(await named.blob.text()).toBe('-- dump');
    expect(downloads).toHaveLength(1);

    server.resetHandlers();
    record('get', '/api/database-backups/download', () => new HttpResponse('-- dump'));
    expect((await citizenMethods.downloadDatabaseBackup()).fileName).toBe('backup.zip');

    server.resetHandlers();
    record('get', '/api/database-backups/download', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 }));
    await expect(citizenMethods.downloadDatabaseBackup()).rejects.toMatchObject({ status: 404 });
  });

  it('leaves undefined values out of multipart and blanks nulls', () => {
    const form = toFormData({ a: 'x', b: null, c: undefined, d: 3 }, 'PUT');
    expect([...form.keys()]).toEqual(['a', 'b', 'd', '_method']);
    expect(form.get('b')).toBe('');
    expect(form.get('d')).toBe('3');
  });
});
