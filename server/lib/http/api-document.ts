import { SUMMARIES } from './api-summaries.js';

/**
 * What the OpenAPI document says beyond the route schemas (plugins/external/api-docs.ts): each operation's id, summary,
 * error answers and media types, the one Error schema, and the document's own parts (servers, licence).
 */

/** A route as the document is told about it while it is added. */
export interface DocumentedRoute {
  method: string;
  /** The OpenAPI path: '/api/citizens/{id}'. */
  path: string;
  /** No token needed (the route schema's `security: []`). */
  isPublic: boolean;
  /** A POST standing for the PUT or DELETE of its URL (lib/http/method-override.ts): 405 without `_method`. */
  methodOverride: boolean;
  /** Counted per client IP (config.rateLimit): may answer 429 with Retry-After. */
  rateLimited: boolean;
  /** What the success answer is when not JSON (the route schema's `produces`). */
  produces?: string[];
  /** The status of a success answer (the first 2xx of the route schema's `response`, else 200). */
  success: number;
}

type Json = Record<string, any>;

export const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in the caller\'s language.' },
    errors: {
      type: 'object',
      description: 'Messages per field (422; 409 and 429 when a field is to blame).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

const SUCCESS_TEXTS: Record<number, string> = { 200: 'Done.', 201: 'Created.', 202: 'Accepted: it runs on.', 204: 'Done, nothing to answer.' };

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const ERROR_TEXTS: Record<number, string> = {
  400: 'The request could not be understood (a body that is not valid JSON, a malformed URL).',
  503: 'The database cannot be reached: retry after the seconds in Retry-After.',
  401: 'No valid token.',
  403: 'The caller\'s role may not do this (or must choose a password first).',
  404: 'No such record in the caller\'s scope.',
  405: 'Method not allowed (a POST without its _method).',
  409: 'A unique value is taken, or linked records exist.',
  413: 'The body or its file is too large (any write: a body is read before its route is known).',
  415: 'A body of a media type the route does not read.',
  422: 'Invalid input: `errors` names each field.',
  429: 'Too many requests: retry after the seconds in Retry-After.',
};

const errorAnswer = (status: number) => ({
  description: ERROR_TEXTS[status],
  ...((status === 429 || status === 503) && { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }),
  content: { 'application/json': { schema: ERROR_REF } },
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body with a password to check: wrong ones lock the account out for a while (lib/accounts/lockout.ts, 429). */
const checksPassword = (operation: Json) =>
  Object.values(operation.requestBody?.content ?? {}).some((media: any) => ['password', 'current_password'].some((name) => media.schema?.properties?.[name]));

/** The error statuses an operation can answer. */
export function errorStatuses(route: DocumentedRoute, operation: Json): number[] {
  const hasInput = Boolean(operation.requestBody || operation.parameters?.length);
  const hasPathId = route.path.includes('{');
  return [
    400,
    ...(route.isPublic ? [] : [401, 403]),
    ...(hasPathId || (hasInput && !route.isPublic) ? [404] : []),
    ...(route.methodOverride ? [405] : []),
    ...(WRITES.has(route.method) ? [409, 413] : []),
    ...(WRITES.has(route.method) ? [415] : []),
    ...(hasInput ? [422] : []),
    ...(route.rateLimited || checksPassword(operation) ? [429] : []),
    503,
  ];
}

const words = (segment: string) => segment.split(/[-_.]/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'citizens' → 'citizen', 'taxes' → 'tax', 'fitnesses' → 'fitness', 'document-inquiries' → 'document-inquiry'. */
export function singular(word: string): string {
  if (/(ss|us)$/.test(word)) return word;
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(x|sses|sh|ch)es$/.test(word)) return word.replace(/es$/, '');
  return word.replace(/s$/, '');
}

/** The name parts of a path: a segment followed by an id is one item of it ('citizens/{id}' → 'Citizen'). */
function nameOf(segments: string[], itemLast: boolean): string {
  const parts = segments.map((segment, index) => {
    if (segment.startsWith('{')) return '';
    const isItem = segments[index + 1]?.startsWith('{') || (itemLast && index === segments.length - 1);
    return words(isItem ? singular(segment) : segment).map(capital).join('');
  });
  return parts.join('');
}

/**
 * A stable camelCase operationId from the method and path: listCitizens, getCitizen, createCitizen, updateCitizen,
 * deleteCitizen, listVehicleTaxes, createVehicleTax; an action without a collection beside it is named after its path
 * (login, passwordForgot, reportsExpiriesNotify). `paths` are all "METHOD /path" keys, to tell a collection.
 */
export function operationIdOf(method: string, path: string, keys: Set<string>): string {
  const segments = path.split('/').filter((segment) => segment && segment !== 'api');
  const endsWithId = segments.at(-1)?.startsWith('{') ?? false;
  const isCollection = keys.has(`GET ${path}`) && keys.has(`POST ${path}`);
  const plain = nameOf(segments, false);
  const item = nameOf(segments, true);
  const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
  switch (method) {
    case 'GET':
      return endsWithId ? `get${plain}` : isCollection || keys.has(`GET ${path}/{id}`) ? `list${plain}` : `get${plain}`;
    case 'POST':
      if (endsWithId) return `update${plain}ByForm`;
      return isCollection ? `create${item}` : lower(plain);
    case 'PUT':
      return `update${endsWithId ? plain : plain}`;
    case 'PATCH':
      return keys.has(`PUT ${path}`) ? `patch${plain}` : `update${plain}`;
    case 'DELETE':
      return `delete${plain}`;
    default:
      return `${method.toLowerCase()}${plain}`;
  }
}

/** ajv-errors' `errorMessage` is no OpenAPI keyword: the messages stay in the server, not in the document. */
export function withoutErrorMessages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutErrorMessages);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'errorMessage').map(([key, inner]) => [key, withoutErrorMessages(inner)]));
}

/** The success answer of an operation: its status, and the media type of a file or text answer. */
function successAnswer(route: DocumentedRoute, responses: Json): Json {
  const found = Object.entries(responses).find(([status]) => /^2/.test(status));
  const generic = !found || found[1].description === 'Default Response';
  const answer = { ...found?.[1], ...(generic && { description: SUCCESS_TEXTS[route.success] ?? 'Done.' }) };
  if (!route.produces) return { [String(route.success)]: answer };
  const binary = (type: string) => !type.startsWith('text/');
  const content = Object.fromEntries(route.produces.map((type) => [type, { schema: { type: 'string', ...(binary(type) && { format: 'binary' }) } }]));
  return { [String(route.success)]: { description: generic ? 'The file.' : answer.description, content } };
}

/** Finishes one operation of the document. */
export function finishOperation(route: DocumentedRoute, operation: Json, keys: Set<string>): Json {
  const operationId = operation.operationId ?? operationIdOf(route.method, route.path, keys);
  const responses: Json = successAnswer(route, operation.responses ?? {});
  const declared = Object.keys(operation.responses ?? {}).filter((status) => /^[45]/.test(status)).map(Number);
  for (const status of new Set([...errorStatuses(route, operation), ...declared].sort())) responses[String(status)] = errorAnswer(status);
  const rest = { ...operation };
  const json = rest.requestBody?.content?.['application/json']?.schema;
  if (json?.properties?.file) {
    const { file: _file, ...properties } = json.properties;
    rest.requestBody.content['application/json'].schema = { ...json, properties, ...(json.required && { required: json.required.filter((name: string) => name !== 'file') }) };
  }
  return {
    ...rest,
    operationId,
    summary: operation.summary ?? SUMMARIES[`${route.method} ${route.path}`],
    ...(route.isPublic && { security: [] }),
    responses,
  };
}
