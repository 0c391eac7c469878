import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEY_REUSED } from '../../../lib/desk/idempotency.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { nextClientIp } from '../auth/account-helpers.js';
import { deskRowCounts } from '../desk-fixtures.js';

/** The public forms' POSTs with an `Idempotency-Key` header: a phone's outbox may send the same form twice. */
describe('public forms: Idempotency-Key', () => {
  const t = setUpTestApp();

  const FORMS = {
    request: {
      url: '/api/service-requests', table: 'service_requests',
      body: () => ({ category: 'dl', services: ['duplicate_dl'], contact_name: 'Asha Verma', contact_phone: nextMobile(), query: 'Lost it' }),
    },
    inquiry: {
      url: '/api/document-inquiries', table: 'document_inquiries',
      body: () => ({ name: 'Ravi Sahu', phone: nextMobile(), vehicle_no: 'CG04AB1234', document_type: ['Insurance'] }),
    },
  } as const;
  type Form = keyof typeof FORMS;

  const send = (form: Form, payload: object, key?: string) =>
    t.request({ method: 'POST', url: FORMS[form].url, payload, remoteAddress: nextClientIp(), headers: key ? { 'idempotency-key': key } : {} });
  const outboxCount = async () =>
    ((await t.database.db.execute(sql`select count(*)::int as n from messages`)) as unknown as { rows: { n: number }[] }).rows[0].n;

  describe.each(Object.keys(FORMS) as Form[])('%s', (form) => {
    const table = FORMS[form].table;

    it('answers the same key sent again with the first answer: same id and reference, nothing created twice', async () => {
      const key = randomUUID();
      const body = FORMS[form].body();
      const first = await send(form, body, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const before = { rows: await deskRowCounts(t), outbox: await outboxCount() };

      const again = await send(form, body, key);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      // No second row, audit entry, counter or WhatsApp message with the reference.
      expect(await deskRowCounts(t)).toEqual(before.rows);
      expect(await outboxCount()).toBe(before.outbox);
    });

    it('creates one row when the same key arrives twice at once', async () => {
      const key = randomUUID();
      const body = FORMS[form].body();
      const before = await deskRowCounts(t);
      const answers = await Promise.all([send(form, body, key), send(form, body, key)]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      expect(answers[0].json().reference).toBe(answers[1].json().reference);
      expect((await deskRowCounts(t))[table]).toBe(before[table] + 1);
    });

    it('creates a new row for each new key, and for no key', async () => {
      // Each with its own phone: a phone's sends are rate-limited.
      const body = FORMS[form].body;
      const before = await deskRowCounts(t);
      const answers = [await send(form, body(), randomUUID()), await send(form, body(), randomUUID()), await send(form, body()), await send(form, body())];
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().reference)).size).toBe(4);
      expect((await deskRowCounts(t))[table]).toBe(before[table] + 4);
    });

    it('refuses the same key with a different body (422), creating nothing', async () => {
      const key = randomUUID();
      expect((await send(form, FORMS[form].body(), key)).statusCode).toBe(201);
      const before = await deskRowCounts(t);
      const other = await send(form, FORMS[form].body(), key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ message: KEY_REUSED, errors: { 'idempotency-key': [KEY_REUSED] } });
      expect(await deskRowCounts(t)).toEqual(before);
    });

    it.each(['short', 'x'.repeat(101), 'has spaces in it', 'ключ-12345678'])('refuses a malformed key %j (422 on the header)', async (key) => {
      const before = await deskRowCounts(t);
      const response = await send(form, FORMS[form].body(), key);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['idempotency-key']);
      expect(await deskRowCounts(t)).toEqual(before);
    });

    it('does not hand over a stored answer when the first send failed validation', async () => {
      const key = randomUUID();
      const bad = { ...FORMS[form].body(), ...(form === 'request' ? { services: ['not_a_service'] } : { document_type: [] }) };
      expect((await send(form, bad, key)).statusCode).toBe(422);
      const good = await send(form, FORMS[form].body(), key);
      expect(good.statusCode, good.body).toBe(201);
      expect(good.headers['idempotent-replayed']).toBeUndefined();
    });
  });

  it('keeps the two forms\' keys apart: one key may name a request and an inquiry', async () => {
    const key = randomUUID();
    const request = await send('request', FORMS.request.body(), key);
    const inquiry = await send('inquiry', FORMS.inquiry.body(), key);
    expect(request.json().reference).toMatch(/^SR-/);
    expect(inquiry.json().reference).toMatch(/^DI-/);
  });
});
