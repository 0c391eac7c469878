import { describe, expect, it } from 'vitest';
import { OFFICES } from '../../../common/options.js';
import { nextMobile } from '../build.js';
import { form, PDF, setUpWorld, type Actor } from '../routes/citizens/fixtures.js';
import { collectionUrl, RECORD_KINDS, RECORD_SEGMENTS } from '../security/world.js';

/**
 * What GET answers, sent back whole with PUT (as react-admin does: read-only fields such as id, created_at, file_url
 * and nested objects included), saves with 200 and changes nothing. It would have caught Add User's `branch_id: null`.
 */
const { t, world } = setUpWorld();

type Row = Record<string, unknown> & { id: number };

/** The answer without what a save may rightly renew: the time of the change and the signature of a document link. */
const lasting = (row: Record<string, unknown>) => {
  const { updated_at: _changed, ...rest } = row;
  return { ...rest, ...(typeof row.file_url === 'string' && { file_url: row.file_url.split('?')[0] }) };
};

async function get(url: string, token = world.admin.token) {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Reads, sends the answer back with `method`, and reads again: 200 and the same answer. */
async function expectRoundTrip(read: () => Promise<Row>, url: string, { method = 'PUT' as 'PUT' | 'PATCH', token = world.admin.token } = {}) {
  const before = await read();
  const response = await t.request({ method, url, token, payload: before });
  expect(response.statusCode, response.body).toBe(200);
  expect(lasting(await read())).toEqual(lasting(before));
}

const inList = async (url: string, id: number) => ((await get(url)).data as Row[]).find((row) => row.id === id)!;

/** Every optional field of each kind filled, so nothing travels back empty; licences and records with a document. */
const FILLED: Record<string, Record<string, string>> = {
  ll: { application_no: 'APP1001', vehicle_class: 'MCWG, LMV', office: OFFICES[0] },
  dl: { application_no: 'APP1002', vehicle_class: 'LMV', office: OFFICES[1] },
  vehicles: { type: 'LMV', make_model: 'Maruti Swift', chassis_no: 'MA3EWDE1S00123456', engine_no: 'K12MN1234567', application_no: 'APP1003' },
  taxes: { vehicle_type: 'LMV' },
  insurances: { status: 'expired' },
  puccs: { status: 'active' },
};
const WITH_FILE = new Set(['ll', 'dl', 'taxes', 'insurances', 'puccs', 'fitnesses', 'vltds', 'permits', 'speed-governors']);

async function createFilled(segment: string, ownerId: number): Promise<number> {
  const fields = { ...RECORD_KINDS[segment].form(), ...FILLED[segment] };
  const payload = WITH_FILE.has(segment) ? form(fields, { bytes: PDF }) : fields;
  const response = await t.request({ method: 'POST', url: collectionUrl(segment, ownerId), token: world.admin.token, payload });
  expect(response.statusCode, `${segment}: ${response.body}`).toBe(201);
  return response.json().id;
}

const fullCitizen = () => ({
  name: 'Round Trip', relation_type: 'Son of', relation_name: 'Ram Trip', mobile: nextMobile(), email: `trip${nextMobile()}@example.com`,
  dob: '1990-05-17', address: 'Station Road', state: 'Chhattisgarh', city: 'Raipur',
});

describe('GET then PUT of the same answer', () => {
  it('keeps a citizen, and each of its licences, vehicles and records', async () => {
    const created = await t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload: fullCitizen() });
    const citizenId: number = created.json().id;
    await expectRoundTrip(() => get(`/api/citizens/${citizenId}`), `/api/citizens/${citizenId}`);
    const vehicleId = await createFilled('vehicles', citizenId);
    for (const segment of RECORD_SEGMENTS) {
      const ownerId = RECORD_KINDS[segment].owner === 'citizen' ? citizenId : vehicleId;
      const id = segment === 'vehicles' ? vehicleId : await createFilled(segment, ownerId);
      await expectRoundTrip(() => inList(collectionUrl(segment, ownerId), id), `/api/${segment}/${id}`);
    }
  });

  it('keeps a manager with a branch and a primary profile, a user without, and a branch', async () => {
    const manager = await t.request({
      method: 'POST', url: '/api/admin/users', token: world.admin.token,
      payload: { name: 'Trip Manager', email: `mgr${nextMobile()}@example.com`, phone: nextMobile(), password: 'password8', role: 'manager', branch_id: world.branchA },
    });
    const user = await t.request({
      method: 'POST', url: '/api/admin/users', token: world.managerA.token,
      payload: { name: 'Trip User', phone: nextMobile(), password: 'password8', role: 'user' },
    });
    for (const { id, phone } of [manager.json(), user.json()] as { id: number; phone: string }[]) {
      await t.request({ method: 'POST', url: '/api/citizens', token: (await t.signIn('admin')).token, payload: { name: 'Own', mobile: phone } });
      await expectRoundTrip(async () => ((await get(`/api/admin/users?q=${phone}`)).data as Row[])[0], `/api/admin/users/${id}`);
    }
    await expectRoundTrip(async () => ((await get('/api/admin/branches')).data as Row[]).find((row) => row.id === world.branchA)!, `/api/admin/branches/${world.branchA}`);
  });

  it('keeps the signed-in account and its primary profile (/me)', async () => {
    const { user, token } = await t.signIn('user', { email: `me${nextMobile()}@example.com` });
    // PUT /me writes one email to the account and the profile (decisions.md), so the two start alike.
    const profile = { name: user.name, mobile: user.phone, email: user.email, father_name: 'Trip Father', dob: '1988-01-02', address: 'Civil Lines' };
    expect((await t.request({ method: 'PUT', url: '/api/me', token, payload: profile })).statusCode).toBe(200);
    await expectRoundTrip(() => get('/api/me', token), '/api/me', { token });
  });

  it('keeps a service request and a document inquiry (their update is the status)', async () => {
    const owner: Actor = world.owner;
    const request = await t.request({
      method: 'POST', url: '/api/service-requests', token: owner.token,
      payload: { category: 'dl', services: ['renewal_dl'], contact_name: 'Trip Request', contact_phone: nextMobile(), query: 'Soon please' },
    });
    const requestId: number = request.json().id;
    await expectRoundTrip(() => inList('/api/service-requests', requestId), `/api/service-requests/${requestId}/status`, { method: 'PATCH' });
    const inquiry = await t.request({
      method: 'POST', url: '/api/document-inquiries', payload: { name: 'Trip Inquiry', phone: nextMobile(), vehicle_no: 'CG04AB1234', document_type: ['Tax', 'PUCC'] },
    });
    const inquiryId: number = inquiry.json().id;
    await expectRoundTrip(() => inList('/api/admin/document-inquiries', inquiryId), `/api/admin/document-inquiries/${inquiryId}/status`, { method: 'PATCH' });
  });
});
