import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { form, PDF } from '../routes/citizens/fixtures.js';
import { adversarialValue, asText, fieldsFor, fieldsWithNulls, type JsonSchema } from './arbitraries.js';
import type { RegisteredRoute } from './routes.js';
import type { Caller, TargetIds } from './world.js';

/** The rows a probe may aim at: `target` (in the fixture's scope), `other` (another branch's), a stored document. */
export interface ProbeIds {
  target: TargetIds;
  other: TargetIds;
  /** The path and query of a stored document's signed link. */
  fileUrl: string;
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Record<string, unknown>; file: Buffer | null }
  | { kind: 'raw'; contentType: string; text: string };

/** One generated request to one route. */
export interface Probe {
  caller: Caller;
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  body: Body | null;
}

const BAD_IDS = ['0', '-1', '2147483648', '99999999999999999999', '1e20', '1.5', 'abc', '%00', '%', '1%27', '1%20OR%201%3D1', '%E2%80%AE1'];
const BAD_PATHS = ['../../etc/passwd', '%2e%2e/%2e%2e/etc/passwd', 'll/%00.pdf', 'taxes/', '', '%', 'a/../../b.pdf'];

/** The id a URL's `:id` names: '/api/vehicles/:id/taxes' a vehicle, '/api/ll/:id' a learner licence… */
function expectedId(url: string, ids: TargetIds): number {
  const segment = /\/([\w-]+)\/:id/.exec(url)?.[1] ?? '';
  if (segment === 'citizens') return ids.citizenId;
  if (segment === 'vehicles') return ids.vehicleId;
  if (segment === 'users') return ids.userId;
  if (segment === 'branches') return ids.branchId;
  return ids.records[segment] ?? ids.citizenId;
}

/** The URL with each `:param` and `*` filled: mostly real ids, sometimes foreign, out-of-range or malformed. */
function urlFor(route: RegisteredRoute, ids: ProbeIds): fc.Arbitrary<string> {
  const parts = route.url.split(/(:\w+|\*)/);
  const fill = (part: string): fc.Arbitrary<string> => {
    if (part === '*') return fc.oneof(fc.constant(ids.fileUrl.split('?')[0].replace(/^\/storage\//, '')), fc.constantFrom(...BAD_PATHS));
    if (!part.startsWith(':')) return fc.constant(part);
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant(String(expectedId(route.url, ids.target))) },
      { weight: 2, arbitrary: fc.constant(String(expectedId(route.url, ids.other))) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...BAD_IDS) },
    );
  };
  return fc.tuple(...parts.map(fill)).map((filled) => filled.join(''));
}

const queryFor = (schema: JsonSchema | undefined) =>
  fieldsFor(schema).map((fields) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value.map(asText) : asText(value)])),
  );

const MALFORMED: { contentType: string; text: string }[] = [
  { contentType: 'application/json', text: '{"name":' },
  { contentType: 'application/json', text: '{"a":1,"a":2,"__proto__":{"role":"admin"}}' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '\u0000' },
  { contentType: 'text/plain', text: 'name=x' },
  { contentType: 'application/x-www-form-urlencoded', text: 'name=x&role=admin' },
  { contentType: 'multipart/form-data; boundary=xyz', text: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc' },
  { contentType: 'multipart/form-data', text: 'no boundary at all' },
];

/**
 * A body: the schema's fields as JSON (now and then with null in every optional one) or multipart (with or without
 * a document), another JSON value, or broken bytes.
 */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const fields = fieldsFor(schema);
  const file = fc.oneof(fc.constant(null), fc.constant(PDF), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)));
  return fc.oneof(
    { weight: 6, arbitrary: fields.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fieldsWithNulls(schema).map((value): Body => ({ kind: 'json', value })) },
    { weight: 3, arbitrary: fc.tuple(fields, file).map(([value, document]): Body => ({ kind: 'multipart', fields: value, file: document })) },
    { weight: 1, arbitrary: adversarialValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map((raw): Body => ({ kind: 'raw', ...raw })) },
  );
}

/** Requests to one route, from the schemas it registered (`bodySchema` stands in when it has none). */
export function probesFor(route: RegisteredRoute, ids: ProbeIds, bodySchema: JsonSchema | undefined): fc.Arbitrary<Probe> {
  const schema = (route.schema ?? {}) as { querystring?: JsonSchema };
  const sendsBody = !['GET', 'HEAD'].includes(route.method);
  return fc.record({
    caller: fc.constantFrom<Caller>('anonymous', 'owner', 'managerB', 'admin'),
    method: fc.constant(route.method),
    url: urlFor(route, ids),
    query: queryFor(schema.querystring),
    body: sendsBody ? bodyFor(bodySchema) : fc.constant(null),
  });
}

/** The probe as app.inject options (without token). */
export function injectOptions(probe: Probe): InjectOptions {
  const options: InjectOptions = { method: probe.method as InjectOptions['method'], url: probe.url, query: probe.query };
  const { body } = probe;
  if (body?.kind === 'json') return { ...options, payload: JSON.stringify(body.value) ?? 'null', headers: { 'content-type': 'application/json' } };
  if (body?.kind === 'raw') return { ...options, payload: body.text, headers: { 'content-type': body.contentType } };
  if (body?.kind === 'multipart') {
    const fields = Object.fromEntries(Object.entries(body.fields).map(([key, value]) => [key, Array.isArray(value) ? value.map(asText) : asText(value)]));
    return { ...options, payload: form(fields, body.file ? { bytes: body.file } : undefined) };
  }
  return options;
}

/** The probe in a few lines, long texts cut, for a failure message. */
export const describeProbe = (probe: Probe) =>
  JSON.stringify(probe, (_key, value) => {
    if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 60)}…(${value.length} chars)`;
    if (Buffer.isBuffer(value) || (value && value.type === 'Buffer')) return `<${(value.data ?? value).length} bytes>`;
    return value;
  });
