import { describe, expect, it } from 'vitest';
import { routeTag } from '../../plugins/external/api-docs.js';
import { setUpTestApp } from '../build.js';
import { registeredRoutes } from '../security/routes.js';

const t = setUpTestApp();

/** A Fastify URL pattern as OpenAPI writes it: '/api/ll/:id' → '/api/ll/{id}', '/storage/*' → '/storage/{*}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /api/openapi.json', () => {
  it('documents every registered route but the documentation pages themselves', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = registeredRoutes(t.routes)
      .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide && route.method !== 'HEAD')
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(expected.length).toBeGreaterThan(60);
    expect(expected.filter((route) => !documented.includes(route)), 'routes missing from the document').toEqual([]);
  });

  it('carries each route schema: parameters, body and a tag naming its resource', async () => {
    const { paths } = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const update = paths['/api/ll/{id}'].put;
    expect(update.tags).toEqual(['ll']);
    expect(update.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', required: true }));
    expect(update.requestBody.content['application/json'].schema.required).toEqual(['ll_no']);
    expect(paths['/api/citizens'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['q', 'mobile', 'vehicle_state', 'page', 'per_page']);
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI whose scripts all load from files (no inline script, for a strict CSP)', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Parivahan Desk API</title>');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const source = /src="([^"]+)"/.exec(attributes)![1];
      const script = await t.request({ method: 'GET', url: source });
      expect(script.statusCode, source).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    expect(page.body).not.toMatch(/\son\w+=/);
  });

  it('points Swagger UI at the same document', async () => {
    const [ui, own] = await Promise.all(['/api/docs/json', '/api/openapi.json'].map((url) => t.request({ method: 'GET', url })));
    expect(ui.json()).toEqual(own.json());
  });
});

describe('routeTag', () => {
  it.each([
    ['/api/citizens', 'citizens'],
    ['/api/citizens/:id/all-details', 'citizens'],
    ['/api/citizens/:id/ll', 'll'],
    ['/api/ll/:id', 'll'],
    ['/api/citizens/:id/vehicles', 'vehicles'],
    ['/api/vehicles/:id/speed-governors', 'speed-governors'],
    ['/api/login', 'account'],
    ['/api/me/phone', 'account'],
    ['/api/dashboard/stats', 'dashboard'],
    ['/storage/*', 'storage'],
  ])('%s → %s', (url, tag) => {
    expect(routeTag(url)).toBe(tag);
  });
});
