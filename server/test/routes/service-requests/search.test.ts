import { beforeAll, describe, expect, it } from 'vitest';
import { branches, citizens } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { nextClientIp } from '../auth/account-helpers.js';

/** GET /api/service-requests?q=…: by contact name, phone or a vehicle number in the query, and by requester; each row's citizen link. */
describe('service requests: search and citizen links', () => {
  const t = setUpTestApp();
  const phones = { asha: nextMobile(), mohan: nextMobile(), requester: nextMobile() };
  const ids: Record<string, number> = {};
  let tokens: { admin: string; managerA: string; managerB: string };
  let branchA: number;

  const send = async (name: string, body: Record<string, unknown>, token?: string) => {
    const response = await t.request({
      method: 'POST', url: '/api/service-requests', token, remoteAddress: nextClientIp(),
      payload: { category: 'other', services: [], query: 'Help', ...body },
    });
    expect(response.statusCode).toBe(201);
    ids[name] = response.json().id;
  };
  const search = async (q: string, token = tokens.admin, extra = '') => {
    const response = await t.request({ method: 'GET', url: `/api/service-requests?q=${encodeURIComponent(q)}${extra}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; citizen: { id: number; name: string } | null }[]; meta: Record<string, unknown> };
  };
  const found = async (q: string, extra = '') => (await search(q, tokens.admin, extra)).data.map((row) => row.id);

  beforeAll(async () => {
    const [a, b] = await t.database.db.insert(branches).values([{ name: 'Search A' }, { name: 'Search B' }]).returning();
    branchA = a.id;
    const requester = await t.signIn('user', { name: 'Kavita Sahu', phone: phones.requester });
    tokens = {
      admin: (await t.signIn('admin')).token,
      managerA: (await t.signIn('manager', { branchId: a.id })).token,
      managerB: (await t.signIn('manager', { branchId: b.id })).token,
    };
    await send('asha', { contact_name: 'Asha Verma', contact_phone: phones.asha, query: 'Pay tax for CG 04 AB-1234 please' });
    await send('mohan', { contact_name: 'Mohan Das', contact_phone: phones.mohan, query: 'Permit for CG07XY9876' });
    await send('kavita', { contact_name: 'Ramu', contact_phone: nextMobile() }, requester.token);
  });

  it('finds a request by part of its contact name, any case', async () => {
    expect(await found('asha')).toEqual([ids.asha]);
    expect(await found('DAS')).toEqual([ids.mohan]);
  });

  it('finds a request by its contact phone, whole or its start, spaces and +91 ignored', async () => {
    expect(await found(phones.asha)).toEqual([ids.asha]);
    expect(await found(`+91 ${phones.mohan.slice(0, 5)} ${phones.mohan.slice(5)}`)).toEqual([ids.mohan]);
    expect(await found(phones.asha.slice(0, 9))).toContain(ids.asha);
  });

  it('finds a request by a vehicle number in its query, however it is written', async () => {
    expect(await found('CG04AB1234')).toEqual([ids.asha]);
    expect(await found('cg-04 ab 1234')).toEqual([ids.asha]);
    expect(await found('XY9876')).toEqual([ids.mohan]);
    expect(await found('1234')).toEqual([ids.asha]);
  });

  it('takes the longest query in any script and searches its start (the first 600 characters of name and query)', async () => {
    // 1960 characters that hardly compress (about 6 kB): more than a btree entry holds, so only the start is indexed.
    let seed = 1;
    const text = Array.from({ length: 1960 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCodePoint(0x4e00 + (Math.floor(seed / 65536) % 20000));
    }).join('');
    await send('long', { contact_name: 'Lalita', contact_phone: nextMobile(), query: `CG11LL4321 ${text} CG22ZZ9999` });
    expect(await found('CG11LL4321')).toEqual([ids.long]);
    expect(await found('CG22ZZ9999')).toEqual([]);
  });

  it("finds a request by its requester's name or phone", async () => {
    expect(await found('kavita')).toEqual([ids.kavita]);
    expect(await found(phones.requester)).toEqual([ids.kavita]);
  });

  it('searches within the status filter, and a term matching nothing finds nothing', async () => {
    await t.request({ method: 'PATCH', url: `/api/service-requests/${ids.mohan}/status`, payload: { status: 'rejected' }, token: tokens.admin });
    expect(await found('CG07', '&status=rejected')).toEqual([ids.mohan]);
    expect(await found('CG07', '&status=pending')).toEqual([]);
    expect(await search('zzqx')).toEqual({ data: [], meta: expect.objectContaining({ total: 0, from: null }) });
    expect(await found('100%_')).toEqual([]);
  });

  it('counts the matches a few pages ahead: more than that is a lower bound', async () => {
    await t.database.pool!.query(
      `insert into service_requests (category, query, contact_name, contact_phone) select 'other', 'Bulk', 'Bulkname ' || n, '9000000000' from generate_series(1, 60) n`,
    );
    const first = await search('bulkname', tokens.admin, '&per_page=5');
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ total: 25, total_is_lower_bound: true, last_page: 5 });
    const last = await search('bulkname', tokens.admin, '&per_page=25&page=3');
    expect(last.meta).toMatchObject({ total: 60, from: 51, to: 60 });
    expect(last.meta.total_is_lower_bound).toBeUndefined();
  });

  it('refuses a search term over 100 characters (422)', async () => {
    const response = await t.request({ method: 'GET', url: `/api/service-requests?q=${'a'.repeat(101)}`, token: tokens.admin });
    expect(response.statusCode).toBe(422);
  });

  it("links a request to the citizen with its contact's (or requester's) mobile, only for callers who may see that citizen", async () => {
    const [citizen] = await t.database.db.insert(citizens).values({ name: 'Asha Verma', mobile: phones.asha, branchId: branchA }).returning();
    const [requesterCitizen] = await t.database.db.insert(citizens).values({ name: 'Kavita Sahu', mobile: phones.requester, branchId: branchA }).returning();
    const linkOf = async (token: string, id: number) => (await search(id === ids.asha ? 'asha' : 'kavita', token)).data.find((row) => row.id === id)?.citizen;
    expect(await linkOf(tokens.admin, ids.asha)).toEqual({ id: citizen.id, name: 'Asha Verma' });
    expect(await linkOf(tokens.managerA, ids.asha)).toEqual({ id: citizen.id, name: 'Asha Verma' });
    expect(await linkOf(tokens.managerB, ids.asha)).toBeNull();
    expect(await linkOf(tokens.managerA, ids.kavita)).toEqual({ id: requesterCitizen.id, name: 'Kavita Sahu' });
    expect(await linkOf(tokens.managerB, ids.kavita)).toBeNull();
    const unfiltered = await t.request({ method: 'GET', url: '/api/service-requests?per_page=100', token: tokens.managerB });
    expect(unfiltered.json().data.find((row: { id: number }) => row.id === ids.mohan).citizen).toBeNull();
  });
});
