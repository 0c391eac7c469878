import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { nextClientIp } from '../auth/account-helpers.js';
import { bulkRows, CALLERS, deskRowCounts, expectDeepPagesInOrder, expectRefusedUnchanged, signInEveryone, STAFF, type Caller } from '../desk-fixtures.js';

describe('service requests', () => {
  const t = setUpTestApp();
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    tokens = await signInEveryone(t);
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    category: 'dl', services: ['duplicate_dl', 'renewal_dl'], contact_name: 'Asha Verma', contact_phone: nextMobile(), query: 'Lost it', ...overrides,
  });
  const submit = (payload: unknown, caller: Caller = 'anonymous', remoteAddress = nextClientIp()) =>
    t.request({ method: 'POST', url: '/api/service-requests', payload: payload as object, token: tokens[caller], remoteAddress });
  const list = (caller: Caller, query = '') => t.request({ method: 'GET', url: `/api/service-requests${query}`, token: tokens[caller] });
  const setStatus = (caller: Caller, id: number | string, status: string) =>
    t.request({ method: 'PATCH', url: `/api/service-requests/${id}/status`, payload: { status }, token: tokens[caller] });

  describe('POST /api/service-requests', () => {
    it('takes a visitor\'s request (201, pending, no user) with the phone normalised', async () => {
      const phone = nextMobile();
      const before = await deskRowCounts(t);
      const response = await submit(valid({ contact_phone: `+91 ${phone}` }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        category: 'dl', services: ['duplicate_dl', 'renewal_dl'], contact_name: 'Asha Verma', contact_phone: phone, query: 'Lost it', status: 'pending', user: null,
      });
      // Two counters: its status's and its day's (the dashboard chart's).
      expect(await deskRowCounts(t)).toEqual({ ...before, service_requests: before.service_requests + 1, audit_log: before.audit_log + 1, counters: before.counters + 2 });
      await expectCountersMatchRows(t.database);
    });

    it.each(CALLERS.filter((caller) => caller !== 'anonymous'))('links a request sent with a %s token to that account', async (caller) => {
      const me = await t.request({ method: 'GET', url: '/api/me', token: tokens[caller] });
      const response = await submit(valid(), caller);
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toEqual({ id: me.json().id, name: me.json().name, phone: me.json().phone });
    });

    it("takes category 'other' with a query and no services", async () => {
      const response = await submit(valid({ category: 'other', services: [], query: 'Need help with a permit' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ category: 'other', services: [], query: 'Need help with a permit' });
    });

    it('refuses bad input with 422 per field and writes nothing', async () => {
      await expectRefusedUnchanged(t, (payload) => submit(payload), [
        [valid({ category: undefined }), { category: ['The category field is required.'] }],
        [valid({ category: 'licence' }), { category: ['The selected category is invalid.'] }],
        [valid({ services: ['pay_tax'] }), { services: ['Not a service of this category: pay_tax.'] }],
        [valid({ services: ['no_such_service'] }), { services: ['The selected services is invalid.'] }],
        [valid({ services: [] }), { services: ['Please choose at least one service.'] }],
        [valid({ category: 'other', services: ['noc'], query: 'x' }), { services: ['Category other takes no services.'] }],
        [valid({ category: 'other', services: [], query: '  ' }), { query: ['Please describe what you need.'] }],
        [valid({ contact_name: '' }), { contact_name: ['The contact name field is required.'] }],
        [valid({ contact_phone: '12345' }), { contact_phone: ['Mobile number must be exactly 10 digits.'] }],
        [valid({ query: 'x'.repeat(2001) }), { query: ['The query field must not be greater than 2000 characters.'] }],
      ]);
    });

    it('refuses a body over 16 KB with 413 and writes nothing', async () => {
      const before = await deskRowCounts(t);
      const response = await submit(valid({ padding: 'x'.repeat(17 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request body may not be greater than 16 KB.' });
      expect(await deskRowCounts(t)).toEqual(before);
    });

    it('limits requests per phone and per IP (429 with Retry-After), writing nothing when refused', async () => {
      const phone = nextMobile();
      for (let attempt = 1; attempt <= RATE_LIMITS.serviceRequest.perIdentifier; attempt++) {
        expect((await submit(valid({ contact_phone: phone }))).statusCode).toBe(201);
      }
      const before = await deskRowCounts(t);
      const perPhone = await submit(valid({ contact_phone: phone }));
      expect(perPhone.statusCode).toBe(429);
      expect(Number(perPhone.headers['retry-after'])).toBeGreaterThan(0);

      const ip = nextClientIp();
      for (let attempt = 1; attempt <= RATE_LIMITS.serviceRequest.perIp; attempt++) await submit(valid({ contact_phone: nextMobile() }), 'anonymous', ip);
      const afterIp = await deskRowCounts(t);
      const perIp = await submit(valid(), 'anonymous', ip);
      expect(perIp.statusCode).toBe(429);
      expect(perIp.headers['retry-after']).toBeDefined();
      expect(perIp.json().message).toBeTypeOf('string');
      expect(afterIp.service_requests).toBe(before.service_requests + RATE_LIMITS.serviceRequest.perIp);
      expect(await deskRowCounts(t)).toEqual(afterIp);
    });
  });

  describe('GET /api/service-requests (staff)', () => {
    it('refuses visitors (401) and users (403)', async () => {
      expect((await list('anonymous')).json()).toEqual({ message: 'Unauthenticated.' });
      expect((await list('anonymous')).statusCode).toBe(401);
      expect((await list('user')).statusCode).toBe(403);
      expect((await list('user')).json()).toEqual({ message: 'This action is unauthorized.' });
    });

    it.each(STAFF)('shows %s every request, newest first, with its user and an exact total', async (caller) => {
      const response = await list(caller, '?per_page=5');
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json();
      const { count } = (await t.database.pool!.query('select count(*)::int as count from service_requests')).rows[0];
      expect(meta).toEqual({ current_page: 1, last_page: Math.ceil(count / 5), per_page: 5, from: 1, to: 5, total: count });
      const ids = data.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(data[0]).toHaveProperty('user');
    });

    it('filters by status, with the total of that status', async () => {
      const { id } = (await submit(valid())).json();
      expect((await setStatus('admin', id, 'completed')).statusCode).toBe(200);
      const { data, meta } = (await list('managerA', '?status=completed')).json();
      const { count } = (await t.database.pool!.query("select count(*)::int as count from service_requests where status = 'completed'")).rows[0];
      expect(meta.total).toBe(count);
      expect(data.every((row: { status: string }) => row.status === 'completed')).toBe(true);
      expect(data.map((row: { id: number }) => row.id)).toContain(id);
      expect((await list('admin', '?status=unknown')).statusCode).toBe(422);
      expect((await list('admin', '?page=0')).statusCode).toBe(422);
    });

    it('reaches every row: deep pages are read from the nearer end of the list', async () => {
      await t.database.pool!.query(
        `insert into service_requests (category, query, contact_name, contact_phone, status, created_at)
         select 'other', 'Bulk', 'Bulk ' || n, '9876500000', (array['pending', 'pending', 'contacted', 'completed'])[n % 4 + 1]::request_status, at ${bulkRows(4_400)}`,
      );
      await expectDeepPagesInOrder(t, (query) => list('managerFree', query), 'service_requests', 'pending');
    });

    it('keeps the counters equal to the rows', async () => {
      await expectCountersMatchRows(t.database);
    });
  });

  describe('PATCH /api/service-requests/{id}/status', () => {
    it.each(STAFF)('lets %s set any status from any other, rejected included, audited', async (caller) => {
      const { id } = (await submit(valid())).json();
      for (const status of ['contacted', 'completed', 'rejected', 'pending', 'rejected', 'contacted']) {
        const response = await setStatus(caller, id, status);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id, status });
      }
      await expectCountersMatchRows(t.database);
    });

    it('refuses visitors, users, unknown ids and unknown statuses, changing nothing', async () => {
      const { id } = (await submit(valid())).json();
      const before = await deskRowCounts(t);
      expect((await setStatus('anonymous', id, 'contacted')).statusCode).toBe(401);
      expect((await setStatus('user', id, 'contacted')).statusCode).toBe(403);
      expect((await setStatus('admin', 999999, 'contacted')).json()).toEqual({ message: 'Not found.' });
      expect((await setStatus('admin', 999999, 'contacted')).statusCode).toBe(404);
      expect((await setStatus('admin', 'abc', 'contacted')).statusCode).toBe(422);
      const unknown = await setStatus('admin', id, 'archived');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ status: ['The selected status is invalid.'] });
      expect(await deskRowCounts(t)).toEqual(before);
      const { rows } = await t.database.pool!.query('select status from service_requests where id = $1', [id]);
      expect(rows[0].status).toBe('pending');
    });
  });

  describe('GET /api/my-service-requests', () => {
    it("lists only the caller's own requests, paged", async () => {
      const own = await t.signIn('user');
      for (let i = 0; i < 3; i++) {
        await t.request({ method: 'POST', url: '/api/service-requests', payload: valid(), token: own.token, remoteAddress: nextClientIp() });
      }
      const response = await t.request({ method: 'GET', url: '/api/my-service-requests?page=2&per_page=2', token: own.token });
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json();
      expect(meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, from: 3, to: 3, total: 3 });
      expect(data).toHaveLength(1);
      expect(data[0].user.id).toBe(own.user.id);
      const other = await t.request({ method: 'GET', url: '/api/my-service-requests', token: tokens.admin });
      expect(other.json().data.every((row: { user: { id: number } }) => row.user.id !== own.user.id)).toBe(true);
    });

    it('filters the own requests by status, as the dashboard card of pending requests opens them', async () => {
      const own = await t.signIn('user');
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const sent = await t.request({ method: 'POST', url: '/api/service-requests', payload: valid(), token: own.token, remoteAddress: nextClientIp() });
        ids.push(sent.json().id);
      }
      await setStatus('admin', ids[1], 'completed');
      const mine = (query: string) => t.request({ method: 'GET', url: `/api/my-service-requests${query}`, token: own.token });
      const pending = (await mine('?status=pending')).json();
      expect(pending.data.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[0]]);
      expect(pending.meta.total).toBe(2);
      const stats = await t.request({ method: 'GET', url: '/api/dashboard/user-stats', token: own.token });
      expect(stats.json().pending_requests_count).toBe(pending.meta.total);
      expect((await mine('?status=completed')).json().data.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
      expect((await mine('')).json().meta.total).toBe(3);
      expect((await mine('?status=unknown')).statusCode).toBe(422);
    });

    it('needs a sign-in (401)', async () => {
      const response = await t.request({ method: 'GET', url: '/api/my-service-requests' });
      expect(response.statusCode).toBe(401);
    });
  });
});
