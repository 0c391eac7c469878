import { beforeAll, expect, it } from 'vitest';
import { purgeDeletedFiles } from '../../../lib/storage/deleted-files.js';
import { fileStore } from '../../../lib/storage/index.js';
import { setUpTestApp } from '../../build.js';
import { form, PDF, storedFileList } from './fixtures.js';

/** The default install runs on embedded PGlite: one journey through every kind of citizen record there. */
const t = setUpTestApp({ pglite: true });
let token: string;
beforeAll(async () => {
  ({ token } = await t.signIn('admin'));
});

it('creates, lists, reads in full, deletes and restores a citizen with licences, a vehicle and records on PGlite', async () => {
  const post = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token, payload });
    expect(response.statusCode, url).toBe(201);
    return response.json();
  };
  const citizen = await post('/api/citizens', { name: 'Embedded Person', mobile: '9876500001', email: 'e@example.com' });
  await post(`/api/citizens/${citizen.id}/ll`, form({ ll_no: 'CG04E0001', vehicle_class: 'LMV' }, { bytes: PDF }));
  const vehicle = await post(`/api/citizens/${citizen.id}/vehicles`, { registration_no: 'CG04EM0001' });
  await post(`/api/vehicles/${vehicle.id}/permits`, form({ permit_number: 'PER1', issue_date: '2024-01-01', expiry_date: '2025-01-01' }, { bytes: PDF }));
  expect(storedFileList(t)).toHaveLength(2);

  const list = await t.request({ method: 'GET', url: '/api/citizens?q=embedded&mobile=98765', token });
  expect(list.json().data).toMatchObject([{ id: citizen.id, learner_licenses_count: 1, vehicles_count: 1 }]);
  const byMobile = await t.request({ method: 'GET', url: '/api/citizens?q=9876500001', token });
  expect(byMobile.json()).toMatchObject({ data: [{ id: citizen.id }], meta: { total: 1 } });
  const details = await t.request({ method: 'GET', url: `/api/citizens/${citizen.id}/all-details`, token });
  expect(details.json().vehicles[0].permits).toMatchObject([{ permit_number: 'PER1' }]);
  const document = await t.request({ method: 'GET', url: details.json().learner_licenses[0].file_url });
  expect(document.statusCode).toBe(200);

  expect((await t.request({ method: 'DELETE', url: `/api/vehicles/${vehicle.id}`, token })).statusCode).toBe(409);
  expect((await t.request({ method: 'DELETE', url: `/api/citizens/${citizen.id}`, token })).statusCode).toBe(200);
  expect(storedFileList(t)).toHaveLength(2);

  const log = await t.request({ method: 'GET', url: `/api/audit?entity=citizen&entity_id=${citizen.id}&action=delete`, token });
  const restore = await t.request({ method: 'POST', url: `/api/audit/${log.json().data[0].id}/restore`, token });
  // The permit expired in 2025: its renewal comes back with it.
  expect(restore.json()).toMatchObject({ entity: 'citizen', row: { id: citizen.id }, restored_rows: 5, files_missing: 0 });
  expect((await t.request({ method: 'GET', url: `/api/citizens/${citizen.id}/all-details`, token })).json().vehicles[0].permits).toHaveLength(1);

  expect((await t.request({ method: 'DELETE', url: `/api/citizens/${citizen.id}`, token })).statusCode).toBe(200);
  const aDayAfterRetention = new Date(Date.now() + (t.config.deletedFilesDays + 1) * 86_400_000);
  expect(await purgeDeletedFiles(t.database.db, fileStore(t.config), t.config.deletedFilesDays, aDayAfterRetention)).toBe(2);
  expect(storedFileList(t)).toEqual([]);
});
