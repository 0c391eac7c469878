import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/index.js';
import { buildTestApp, nextMobile } from '../build.js';
import { nextClientIp } from '../routes/auth/account-helpers.js';
import type { JsonSchema } from '../security/arbitraries.js';
import { registeredRoutes, type RouteKey } from '../security/routes.js';
import { buildRecordWorld, collectionUrl, newRenewal, RECORD_KINDS, RECORD_SEGMENTS, type RecordWorld } from '../security/world.js';

/**
 * Every body field that takes null, on every route: a write with null in all of them answers 2xx and stores null
 * (not 0, '' or 'null': Ajv's type coercion once turned `branch_id: null` into 0 and Add User failed).
 */
const t = await buildTestApp();
afterAll(() => t.close());
let world: RecordWorld;
/** The renewal the bulk assign writes to. */
let renewalId: number;
beforeAll(async () => {
  world = await buildRecordWorld(t);
});

interface NullWrite {
  /** URL, caller and the required fields of a valid body. */
  request(): Promise<{ url: string; token?: string; body: Record<string, unknown> }>;
  /** Table and id of the row the write stored (from its answer, or the URL's id). */
  row: (answer: { id?: number; user?: { id: number } }, url: string) => { table: string; id: number };
  /** Body fields that are not columns of that row. */
  notStored?: string[];
  /** Fields stored with a default when sent empty. */
  defaults?: Record<string, unknown>;
}

const byAnswer = (table: string) => (answer: { id?: number }) => ({ table, id: answer.id! });
const byUrl = (table: string) => (_answer: unknown, url: string) => ({ table, id: Number(url.split('/').pop()) });
const TABLES: Record<string, string> = {
  ll: 'learner_licences', dl: 'driving_licences', vehicles: 'vehicles', taxes: 'taxes', insurances: 'insurances', puccs: 'puccs',
  fitnesses: 'fitnesses', vltds: 'vltds', permits: 'permits', 'speed-governors': 'speed_governors',
};
const ownerOf = (segment: string) => (RECORD_KINDS[segment].owner === 'citizen' ? world.citizenId : world.vehicleId);
const citizenBody = () => ({ name: 'Null Fields', mobile: nextMobile() });
/** An empty language is English; an empty opt-out is reminders on. */
const CITIZEN_DEFAULTS = { language: 'en', reminders_opt_out: false };
const STATUS_DEFAULT = { status: 'active' };

const WRITES: Partial<Record<RouteKey, NullWrite>> = {
  'POST /api/citizens': { request: async () => ({ url: '/api/citizens', token: world.admin.token, body: citizenBody() }), row: byAnswer('citizens'), notStored: ['is_self'], defaults: CITIZEN_DEFAULTS },
  'PUT /api/citizens/:id': { request: async () => ({ url: `/api/citizens/${world.citizenId}`, token: world.admin.token, body: citizenBody() }), row: byUrl('citizens'), notStored: ['is_self'], defaults: CITIZEN_DEFAULTS },
  'POST /api/admin/users': {
    request: async () => ({ url: '/api/admin/users', token: world.admin.token, body: { name: 'Null Manager', phone: nextMobile(), password: 'password8', role: 'manager' } }),
    row: byAnswer('users'),
  },
  'PUT /api/admin/users/:id': {
    request: async () => {
      const { user } = await t.signIn('manager', { branchId: world.branchA, email: `null${nextMobile()}@example.com` });
      return { url: `/api/admin/users/${user.id}`, token: world.admin.token, body: { name: user.name, phone: user.phone } };
    },
    row: byUrl('users'),
  },
  'PATCH /api/admin/users/:id/role': {
    request: async () => {
      const { user } = await t.signIn('manager', { branchId: world.branchA });
      return { url: `/api/admin/users/${user.id}/role`, token: world.admin.token, body: { role: 'manager' } };
    },
    row: (_answer, url) => ({ table: 'users', id: Number(url.split('/').at(-2)) }),
  },
  'PUT /api/me': {
    request: async () => {
      const { user, token } = await t.signIn('user');
      return { url: '/api/me', token, body: { name: user.name, mobile: user.phone } };
    },
    row: (answer) => ({ table: 'citizens', id: (answer as { citizen_id: number }).citizen_id }),
  },
  'POST /api/register': { request: async () => ({ url: '/api/register', body: { name: 'Null Register', phone: nextMobile(), password: 'secret123' } }), row: (answer) => ({ table: 'users', id: answer.user!.id }) },
  'PATCH /api/renewals/:id': {
    request: async () => ({ url: `/api/renewals/${await newRenewal(t, world.admin.token, world.vehicleId)}`, token: world.admin.token, body: {} }),
    row: byUrl('renewals'),
  },
  'POST /api/renewals/assign': {
    request: async () => {
      renewalId = await newRenewal(t, world.admin.token, world.vehicleId);
      return { url: '/api/renewals/assign', token: world.admin.token, body: { ids: [renewalId] } };
    },
    row: () => ({ table: 'renewals', id: renewalId }),
  },
  'POST /api/conversations/:id/assign': {
    request: async () => {
      const mobile = nextMobile();
      const [{ id }] = await t.database.db.insert(conversations).values({ waId: `91${mobile}`, mobile }).returning({ id: conversations.id });
      return { url: `/api/conversations/${id}/assign`, token: world.admin.token, body: {} };
    },
    row: (_answer, url) => ({ table: 'conversations', id: Number(url.split('/').at(-2)) }),
  },
  'POST /api/service-requests': {
    request: async () => ({ url: '/api/service-requests', body: { category: 'vehicle', services: ['pay_tax'], contact_name: 'Null Request', contact_phone: nextMobile() } }),
    row: byAnswer('service_requests'),
  },
  'POST /api/document-inquiries': {
    request: async () => ({ url: '/api/document-inquiries', body: { name: 'Null Inquiry', phone: nextMobile(), document_type: ['Tax'] } }),
    row: byAnswer('document_inquiries'),
  },
  ...Object.fromEntries(
    RECORD_SEGMENTS.flatMap((segment) => {
      const defaults = ['insurances', 'puccs'].includes(segment) ? STATUS_DEFAULT : undefined;
      const create: NullWrite = {
        request: async () => ({ url: collectionUrl(segment, ownerOf(segment)), token: world.admin.token, body: RECORD_KINDS[segment].form() }),
        row: byAnswer(TABLES[segment]),
        defaults,
      };
      const update: NullWrite = {
        request: async () => ({ url: `/api/${segment}/${world.records[segment]}`, token: world.admin.token, body: RECORD_KINDS[segment].form() }),
        row: byUrl(TABLES[segment]),
        defaults,
      };
      return [[`POST ${collectionUrl(segment, ':id')}`, create], [`PUT /api/${segment}/:id`, update]];
    }),
  ),
};

const takesNull = (schema: JsonSchema): boolean =>
  [schema.type].flat().includes('null') || Boolean(schema.anyOf?.some(takesNull));

/** Each route whose body has a field that takes null, with those fields. */
const nullableRoutes = registeredRoutes(t.routes)
  .map((route) => {
    const properties = ((route.schema as { body?: JsonSchema } | undefined)?.body?.properties ?? {}) as Record<string, JsonSchema>;
    return { key: route.key, method: route.method, fields: Object.keys(properties).filter((name) => takesNull(properties[name])) };
  })
  .filter((route) => route.fields.length);

describe('null in every field that takes it', () => {
  it('has a write for every route with such a field', () => {
    expect(nullableRoutes.map((route) => route.key).filter((key) => !WRITES[key])).toEqual([]);
  });

  it.each(nullableRoutes.map((route) => [route.key, route] as const))('%s stores null', async (key, route) => {
    const write = WRITES[key]!;
    const { url, token, body } = await write.request();
    const nulls = Object.fromEntries(route.fields.map((field) => [field, null]));
    const response = await t.request({ method: route.method as 'POST', url, token, payload: { ...body, ...nulls }, remoteAddress: nextClientIp() });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const { table, id } = write.row(response.json(), url);
    const { rows } = await t.database.pool!.query(`select to_jsonb(t) as row from ${table} t where id = $1`, [id]);
    const stored = rows[0].row as Record<string, unknown>;
    const expected = Object.fromEntries(
      route.fields.filter((field) => !write.notStored?.includes(field)).map((field) => [field, write.defaults?.[field] ?? null]),
    );
    expect(Object.fromEntries(Object.keys(expected).map((field) => [field, stored[field]]))).toEqual(expected);
  });
});
