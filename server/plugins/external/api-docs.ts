import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { RECORD_TYPES } from '../../schemas/records.js';

/** Segments of records listed and created under their owner: /citizens/{id}/ll, /vehicles/{id}/taxes… */
const NESTED = new Set(['vehicles', ...LICENCE_KINDS.map((kind) => kind.segment), ...RECORD_TYPES.map((type) => type.segment)]);
const ACCOUNT = new Set(['login', 'logout', 'register', 'password', 'me']);

/** The group of a route in the document: the resource its URL is about ('citizens', 'll', 'taxes', 'account'…). */
export function routeTag(url: string): string {
  const [first, ...rest] = url.split('/').filter((segment) => segment && segment !== 'api' && !segment.startsWith(':'));
  const nested = rest.length === 1 && NESTED.has(rest[0]) ? rest[0] : undefined;
  return nested ?? (ACCOUNT.has(first) ? 'account' : first);
}

/**
 * The API's OpenAPI document, built from the route schemas: `GET /api/openapi.json`, and Swagger UI at
 * `/api/docs` (its page loads scripts from files only, so it works under a CSP without inline script).
 * Registered before the routes, as it collects them while they are added.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Parivahan Desk API', version: '1' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      // '/api/citizens/' (a prefix's own route) is documented as '/api/citizens', which answers alike.
      transform: ({ schema, url }) => ({ schema: { ...schema, tags: [routeTag(url)] } as typeof schema, url: url.replace(/(.)\/$/, '$1') }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', theme: { title: 'Parivahan Desk API' } });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs' },
);
