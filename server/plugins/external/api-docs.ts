import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_SCHEMA, finishOperation, withoutErrorMessages, type DocumentedRoute } from '../../lib/http/api-document.js';
import { OVERRIDE_QUERY } from '../../lib/http/method-override.js';
import type { FormUpload } from '../../schemas/common.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { NAMED_SCHEMAS } from '../../schemas/named.js';
import { RECORD_TYPES } from '../../schemas/records.js';

/** Segments of records listed and created under their owner: /citizens/{id}/ll, /vehicles/{id}/taxes… */
const NESTED = new Set(['vehicles', ...LICENCE_KINDS.map((kind) => kind.segment), ...RECORD_TYPES.map((type) => type.segment)]);
const ACCOUNT = new Set(['login', 'logout', 'register', 'password', 'me']);

/** The group of a route in the document: the resource its URL is about ('citizens', 'll', 'taxes', 'account'…). */
export function routeTag(url: string): string {
  const [first, ...rest] = url.split('/').filter((segment) => segment && segment !== 'api' && !segment.startsWith(':') && segment !== '*');
  const nested = rest.length === 1 && NESTED.has(rest[0]) ? rest[0] : undefined;
  return nested ?? (ACCOUNT.has(first) ? 'account' : first);
}

/** A Fastify URL as the document writes it: '/api/ll/:id' → '/api/ll/{id}', '/storage/*' → '/storage/{path}', no trailing slash. */
export const documentPath = (url: string) => url.replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

interface RouteSchema {
  security?: unknown[];
  produces?: string[];
  consumes?: string[];
  querystring?: unknown;
  body?: Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
  response?: Record<string, unknown>;
  /** The multipart form: its file field and others. */
  'x-form'?: FormUpload;
}

const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as RouteSchema;

/** A stored document's path under /storage (several segments). */
const STORAGE_PARAMS = { type: 'object', required: ['path'], properties: { path: { type: 'string', description: 'The document\'s path, as its signed link gives it.' } } };

/**
 * The API's OpenAPI document, built from the route schemas: `GET /api/openapi.json`, and Swagger UI at
 * `/api/docs` (its page loads scripts from files only, so it works under a CSP without inline script).
 * Registered before the routes, as it collects them while they are added.
 */
export default fp(
  async (app) => {
    for (const schema of NAMED_SCHEMAS) app.addSchema(schema);
    const routes = new Map<string, RouteOptions>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.set(`${method} ${documentPath(route.url)}`, route);
    });
    const documented = (method: string, path: string): DocumentedRoute => {
      const route = routes.get(`${method} ${path}`)!;
      const schema = schemaOf(route);
      const success = Object.keys(schema.response ?? {}).find((status) => /^2/.test(status));
      return {
        method, path, isPublic: Array.isArray(schema.security) && schema.security.length === 0,
        methodOverride: schema.querystring === OVERRIDE_QUERY, rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit), produces: schema.produces, success: Number(success ?? 200),
      };
    };

    /** The doc-only view of a route schema: the form twin's body, the storage path, the upload's file field. */
    const forDocument = (route: RouteOptions): FastifySchema => {
      const schema = { ...schemaOf(route), tags: [routeTag(route.url)] } as RouteSchema & Record<string, unknown>;
      const path = documentPath(route.url);
      if (route.url.endsWith('*')) schema.params = STORAGE_PARAMS;
      if (schema.querystring === OVERRIDE_QUERY) {
        const put = schemaOf(routes.get(`PUT ${path}`)!);
        schema.querystring = { type: 'object', properties: { _method: { type: 'string', enum: ['DELETE'], description: 'DELETE: this POST deletes.' } } };
        schema.body = { ...put.body, properties: { _method: { type: 'string', enum: ['PUT'], description: 'PUT: this POST updates.' }, ...put.body?.properties } };
        schema.consumes = ['multipart/form-data'];
        schema['x-form'] = put['x-form'];
        schema.response = { 200: { anyOf: [put.response?.[200], schemaOf(routes.get(`DELETE ${path}`)!).response?.[200]] } };
      }
      const form = schema['x-form'];
      if (form) {
        const { type = 'object', properties = {}, required = [], ...rest } = (schema.body ?? {}) as Record<string, any>;
        const file = { type: 'string', format: 'binary', description: form.file };
        const allRequired = [...required, ...(form.required ?? [])];
        schema.body = { ...rest, type, properties: { ...properties, ...form.fields, file }, ...(allRequired.length && { required: allRequired }) };
        delete schema['x-form'];
      }
      return schema as FastifySchema;
    };

    await app.register(swagger, {
      // A named schema keeps its name under components.schemas.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (json.$id as string | undefined) ?? `def-${index}` },
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Parivahan Desk API',
          version: '1',
          description: 'The back office of an RTO agent and vehicle-insurance service point. Errors answer `{ message, errors? }`.',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/', description: 'This server' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: { Error: ERROR_SCHEMA as never } },
        security: [{ bearer: [] }],
      },
      transform: ({ url, route }) => ({ schema: forDocument(route), url: documentPath(url) }),
      transformObject: (documentObject) => {
        const document = withoutErrorMessages((documentObject as { openapiObject: Record<string, any> }).openapiObject) as Record<string, any>;
        const keys = new Set(Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)));
        for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, object>>)) {
          for (const [method, operation] of Object.entries(operations)) {
            operations[method] = finishOperation(documented(method.toUpperCase(), path), operation, keys);
          }
        }
        return document;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', theme: { title: 'Parivahan Desk API' } });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs' },
);
