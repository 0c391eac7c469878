import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { recountRows } from '../../../lib/citizens/row-counts.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { nextClientIp } from '../auth/account-helpers.js';
import { bulkRows, CALLERS, deskRowCounts, expectDeepPagesInOrder, expectRefusedUnchanged, signInEveryone, STAFF, type Caller } from '../desk-fixtures.js';

const NOT_REGISTRATION = 'The vehicle no must be a registration number such as CG04AB1234, 22BH1234AA or CG04T1234.';

describe('document inquiries', () => {
  const t = setUpTestApp();
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    tokens = await signInEveryone(t);
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ravi Sahu', phone: nextMobile(), vehicle_no: 'cg 04-ab 1234', document_type: ['Insurance', 'PUCC'], ...overrides,
  });
  const submit = (payload: unknown, caller: Caller = 'anonymous', remoteAddress = nextClientIp()) =>
    t.request({ method: 'POST', url: '/api/document-inquiries', payload: payload as object, token: tokens[caller], remoteAddress });
  const list = (caller: Caller, query = '') => t.request({ method: 'GET', url: `/api/admin/document-inquiries${query}`, token: tokens[caller] });
  const setStatus = (caller: Caller, id: number | string, status: string) =>
    t.request({ method: 'PATCH', url: `/api/admin/document-inquiries/${id}/status`, payload: { status }, token: tokens[caller] });
  const exportCsv = (caller: Caller, query = '') =>
    t.request({ method: 'GET', url: `/api/admin/document-inquiries/export${query}`, token: tokens[caller] });

  describe('POST /api/document-inquiries', () => {
    it.each(CALLERS)('takes an inquiry from %s (201, new) with the vehicle number upper-cased', async (caller) => {
      const before = await deskRowCounts(t);
      const response = await submit(valid(), caller);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Ravi Sahu', vehicle_no: 'CG04AB1234', document_type: ['Insurance', 'PUCC'], status: 'new' });
      expect(await deskRowCounts(t)).toEqual({ ...before, document_inquiries: before.document_inquiries + 1, audit_log: before.audit_log + 1, counters: before.counters + 1 });
    });

    it('takes an inquiry without a vehicle number', async () => {
      for (const vehicle_no of ['', null, undefined]) {
        const response = await submit(valid({ vehicle_no }));
        expect(response.statusCode).toBe(201);
        expect(response.json().vehicle_no).toBeNull();
      }
    });

    it('refuses bad input with 422 per field and writes nothing', async () => {
      await expectRefusedUnchanged(t, (payload) => submit(payload), [
        [valid({ name: '' }), { name: ['The name field is required.'] }],
        [valid({ phone: '98765432101' }), { phone: ['Mobile number must be exactly 10 digits.'] }],
        [valid({ phone: undefined }), { phone: ['The mobile number field is required.'] }],
        [valid({ document_type: [] }), { document_type: ['Please select at least one document type.'] }],
        [valid({ document_type: undefined }), { document_type: ['Please select at least one document type.'] }],
        [valid({ document_type: ['Passport'] }), { document_type: ['The selected document type is invalid.'] }],
        [valid({ vehicle_no: 'CG04/AB#1' }), { vehicle_no: [NOT_REGISTRATION] }],
        [valid({ vehicle_no: '12' }), { vehicle_no: [NOT_REGISTRATION] }],
        [valid({ phone: '0000000000' }), { phone: ['Mobile number must start with 6, 7, 8 or 9.'] }],
      ]);
    });

    it('refuses a body over 16 KB with 413 and writes nothing', async () => {
      const before = await deskRowCounts(t);
      const response = await submit(valid({ name: 'x'.repeat(17 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(await deskRowCounts(t)).toEqual(before);
    });

    it('limits inquiries per phone and per IP (429 with Retry-After)', async () => {
      const phone = nextMobile();
      for (let attempt = 1; attempt <= RATE_LIMITS.documentInquiry.perIdentifier; attempt++) {
        expect((await submit(valid({ phone }))).statusCode).toBe(201);
      }
      const before = await deskRowCounts(t);
      const perPhone = await submit(valid({ phone: `0${phone}` }));
      expect(perPhone.statusCode).toBe(429);
      expect(Number(perPhone.headers['retry-after'])).toBeGreaterThan(0);
      expect(await deskRowCounts(t)).toEqual(before);

      const ip = nextClientIp();
      for (let attempt = 1; attempt <= RATE_LIMITS.documentInquiry.perIp; attempt++) {
        expect((await submit(valid(), 'anonymous', ip)).statusCode).toBe(201);
      }
      const full = await deskRowCounts(t);
      const perIp = await submit(valid(), 'anonymous', ip);
      expect(perIp.statusCode).toBe(429);
      expect(perIp.headers['retry-after']).toBeDefined();
      expect(await deskRowCounts(t)).toEqual(full);
    });
  });

  describe('GET /api/admin/document-inquiries (staff)', () => {
    it('refuses visitors (401) and users (403)', async () => {
      expect((await list('anonymous')).statusCode).toBe(401);
      expect((await list('user')).statusCode).toBe(403);
    });

    it.each(STAFF)('shows %s every inquiry newest first, filtered by status, with exact totals', async (caller) => {
      const { id } = (await submit(valid())).json();
      await setStatus('admin', id, 'resolved');
      const all = (await list(caller, '?per_page=3')).json();
      const counts = Object.fromEntries(
        (await t.database.pool!.query('select status, count(*)::int as n from document_inquiries group by status')).rows.map((r) => [r.status, r.n]),
      );
      const total = Object.values(counts).reduce((sum: number, n) => sum + (n as number), 0);
      expect(all.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 3), per_page: 3, from: 1, to: 3, total });
      const resolved = (await list(caller, '?status=resolved')).json();
      expect(resolved.meta.total).toBe(counts.resolved);
      expect(resolved.data[0]).toMatchObject({ id, status: 'resolved' });
      expect(resolved.data.every((row: { status: string }) => row.status === 'resolved')).toBe(true);
    });

    it('reaches every row: deep pages are read from the nearer end of the list', async () => {
      await t.database.pool!.query(
        `insert into document_inquiries (name, phone, document_types, status, created_at)
         select 'Bulk ' || n, '9876500000', array['SLD'], (array['new', 'new', 'contacted', 'resolved'])[n % 4 + 1]::inquiry_status, at ${bulkRows(4_400)}`,
      );
      await expectDeepPagesInOrder(t, (query) => list('admin', query), 'document_inquiries', 'new');
    });
  });

  describe('GET /api/admin/document-inquiries?q=…', () => {
    const found = async (q: string, extra = '') => {
      const response = await list('managerA', `?q=${encodeURIComponent(q)}${extra}`);
      expect(response.statusCode).toBe(200);
      return response.json().data.map((row: { id: number }) => row.id);
    };

    it('finds an inquiry by part of its name, its phone (or its start) and part of its vehicle number', async () => {
      const phone = nextMobile();
      const { id } = (await submit(valid({ name: 'Gulshan Netam', phone, vehicle_no: 'CG 22 QK 7788' }))).json();
      expect(await found('gulshan net')).toEqual([id]);
      expect(await found(phone)).toEqual([id]);
      expect(await found(`+91 ${phone}`)).toEqual([id]);
      expect(await found(phone.slice(0, 8))).toContain(id);
      expect(await found('cg22qk7788')).toEqual([id]);
      expect(await found('QK-7788')).toEqual([id]);
      expect(await found('QK-7788', '&status=resolved')).toEqual([]);
      expect(await found('nobody at all')).toEqual([]);
    });

    it('refuses a search term over 100 characters (422)', async () => {
      expect((await list('admin', `?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
    });
  });

  describe('PATCH /api/admin/document-inquiries/{id}/status', () => {
    it.each(STAFF)('lets %s set any status from any other', async (caller) => {
      const { id } = (await submit(valid())).json();
      for (const status of ['resolved', 'new', 'contacted', 'resolved', 'contacted', 'new']) {
        const response = await setStatus(caller, id, status);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id, status });
      }
      await expectCountersMatchRows(t.database);
    });

    it('keeps counters that recount_rows() rebuilds alike', async () => {
      const kept = await expectCountersMatchRows(t.database);
      await recountRows(t.database.db);
      expect(await expectCountersMatchRows(t.database)).toEqual(kept);
      expect(Object.keys(kept).some((counter) => counter.startsWith('document_inquiries:'))).toBe(true);
    });

    it('refuses visitors, users, unknown ids and statuses, changing nothing', async () => {
      const { id } = (await submit(valid())).json();
      const before = await deskRowCounts(t);
      expect((await setStatus('anonymous', id, 'resolved')).statusCode).toBe(401);
      expect((await setStatus('user', id, 'resolved')).statusCode).toBe(403);
      expect((await setStatus('admin', 2147483647, 'resolved')).statusCode).toBe(404);
      expect((await setStatus('admin', id, 'pending')).json().errors).toEqual({ status: ['The selected status is invalid.'] });
      expect(await deskRowCounts(t)).toEqual(before);
    });
  });

  describe('GET /api/admin/document-inquiries/export', () => {
    it('streams the filtered list as CSV with a BOM and a header row', async () => {
      const { id, reference } = (await submit(valid({ name: 'Comma, "Quoted" Name', document_type: ['Tax', 'Fitness'] }))).json();
      await setStatus('admin', id, 'contacted');
      const response = await exportCsv('managerB', '?status=contacted');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="document-inquiries-contacted-\d{8}-\d{4}\.csv"$/);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const parsed = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.meta.fields).toEqual(['ID', 'Reference', 'Name', 'Phone', 'Vehicle No', 'Document Types', 'Status', 'Submitted At']);
      const { rows } = await t.database.pool!.query("select id from document_inquiries where status = 'contacted' order by created_at desc, id desc");
      expect(parsed.data.map((row) => Number(row.ID))).toEqual(rows.map((row) => row.id));
      expect(parsed.data.find((row) => Number(row.ID) === id)).toMatchObject({
        Reference: reference, Name: 'Comma, "Quoted" Name', 'Vehicle No': 'CG04AB1234', 'Document Types': 'Tax, Fitness', Status: 'Contacted',
      });
      expect(parsed.data.every((row) => row.Status === 'Contacted')).toBe(true);
    });

    it('writes headers, statuses and document types in Hindi for a Hindi caller, and times in IST as dd-mm-yyyy HH:mm', async () => {
      const { id } = (await submit(valid({ name: 'Hindi Export', document_type: ['Insurance', 'Tax', 'SLD'] }))).json();
      await t.database.pool!.query("update document_inquiries set created_at = '2026-03-31T20:45:00Z' where id = $1", [id]);
      const parse = async (language: string) => {
        const response = await t.request({ method: 'GET', url: '/api/admin/document-inquiries/export?status=new', token: tokens.admin, headers: { 'accept-language': language } });
        return Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      };
      const hindi = await parse('hi');
      expect(hindi.meta.fields).toEqual(['आईडी', 'संदर्भ', 'नाम', 'मोबाइल', 'वाहन संख्या', 'दस्तावेज़ के प्रकार', 'स्थिति', 'भेजा गया']);
      expect(hindi.data.find((row) => Number(row['आईडी']) === id)).toMatchObject({ 'दस्तावेज़ के प्रकार': 'बीमा, कर, स्पीड गवर्नर', 'स्थिति': 'नई', 'भेजा गया': '01-04-2026 02:15' });
      const english = await parse('en-IN,en;q=0.9');
      expect(english.data.find((row) => Number(row.ID) === id)).toMatchObject({ 'Document Types': 'Insurance, Tax, Speed governor', Status: 'New', 'Submitted At': '01-04-2026 02:15' });
    });

    it('exports only the inquiries the search finds', async () => {
      const { id } = (await submit(valid({ name: 'Searched Exporter', vehicle_no: 'CG10ZZ4321' }))).json();
      const parsed = Papa.parse<Record<string, string>>((await exportCsv('admin', '?q=zz4321')).body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(parsed.data.map((row) => Number(row.ID))).toEqual([id]);
    });

    it('exports every inquiry without a filter, across several cursor batches', async () => {
      await t.database.pool!.query(
        `insert into document_inquiries (name, phone, document_types) select 'Bulk ' || n, '9876500000', array['SLD'] from generate_series(1, 1200) n`,
      );
      const parsed = Papa.parse<Record<string, string>>((await exportCsv('admin')).body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      const { count } = (await t.database.pool!.query('select count(*)::int as count from document_inquiries')).rows[0];
      expect(parsed.data).toHaveLength(count);
      expect(new Set(parsed.data.map((row) => row.ID)).size).toBe(count);
    });

    it('refuses visitors (401), users (403) and an unknown status (422)', async () => {
      expect((await exportCsv('anonymous')).statusCode).toBe(401);
      expect((await exportCsv('user')).statusCode).toBe(403);
      expect((await exportCsv('admin', '?status=closed')).statusCode).toBe(422);
    });
  });
});
