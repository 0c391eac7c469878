import { describe, expect, it } from 'vitest';
import { documentPath, routeTag } from '../../plugins/external/api-docs.js';
import { setUpTestApp } from '../build.js';
import { MATRIX } from '../security/access-matrix.data.js';
import { registeredRoutes } from '../security/routes.js';

const t = setUpTestApp();

const openApiPath = documentPath;
type Operation = Record<string, any>;
const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));
const loadDocument = async () => (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();

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

describe('each operation of the document', () => {
  it('has a unique camelCase operationId, a one-line summary and one tag', async () => {
    const operations = operationsOf(await loadDocument());
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z]*$/);
      expect(operation.summary, key).toMatch(/^[A-Z][^\n]*\.$/);
      expect(operation.tags, key).toHaveLength(1);
    }
    const byKey = Object.fromEntries(operations.map(({ key, operation }) => [key, operation.operationId]));
    expect(byKey).toMatchObject({
      'GET /api/citizens': 'listCitizens', 'POST /api/citizens': 'createCitizen', 'GET /api/citizens/{id}': 'getCitizen',
      'PUT /api/citizens/{id}': 'updateCitizen', 'DELETE /api/citizens/{id}': 'deleteCitizen', 'POST /api/vehicles/{id}/insurances': 'createVehicleInsurance',
      'GET /api/vehicles/{id}/taxes': 'listVehicleTaxes', 'POST /api/login': 'login',
    });
    const summaries = Object.fromEntries(operations.map(({ key, operation }) => [key, operation.summary]));
    expect(summaries).toMatchObject({
      'GET /api/citizens': 'List citizen profiles, newest first, or search them.',
      'POST /api/vehicles/{id}/insurances': 'Add an insurance record to a vehicle.',
      'GET /api/citizens/{id}/ll': "List a citizen's learner licences.",
    });
  });

  it('is public (security: []) exactly where the access matrix lets a caller without a token in', async () => {
    const operations = Object.fromEntries(operationsOf(await loadDocument()).map(({ key, operation }) => [key, operation]));
    // Signed by Meta, not by a token: it answers 401 to a wrong signature.
    const SIGNED_OTHERWISE = new Set(['POST /api/webhooks/whatsapp']);
    for (const row of MATRIX) {
      const [method, url] = row.route.split(' ');
      const operation = operations[`${method} ${openApiPath(url)}`];
      if (!operation) continue; // the documentation's own pages
      const isPublic = row.statuses[0] !== 401 || SIGNED_OTHERWISE.has(row.route);
      expect(operation.security, row.route).toEqual(isPublic ? [] : undefined);
    }
  });

  it('documents the success status each route answers in the access matrix, and the errors it can answer with the one Error schema', async () => {
    const document = await loadDocument();
    const operations = Object.fromEntries(operationsOf(document).map(({ key, operation }) => [key, operation]));
    const missing: string[] = [];
    for (const row of MATRIX) {
      const [method, url] = row.route.split(' ');
      const operation = operations[`${method} ${openApiPath(url)}`];
      if (!operation) continue;
      const documented = Object.keys(operation.responses).map(Number);
      for (const status of new Set(row.statuses)) if (!documented.includes(status)) missing.push(`${row.route} ${status}`);
    }
    expect(missing).toEqual([]);
    expect(document.components.schemas.Error.required).toEqual(['message']);
    const login = operations['POST /api/login'];
    expect(login.responses['429'].headers['Retry-After']).toBeDefined();
    expect(login.responses['422'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('names each resource, its page, the expiry report and Error under components.schemas, and the routes refer to them', async () => {
    const { components, paths } = await loadDocument();
    const records = ['Tax', 'Insurance', 'Pucc', 'Fitness', 'Vltd', 'Permit', 'SpeedGovernor'];
    const resources = ['Citizen', 'LearnerLicence', 'DrivingLicence', 'Vehicle', ...records, 'ServiceRequest', 'DocumentInquiry', 'User', 'Renewal'];
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining([...resources, ...resources.map((name) => `${name}Page`), 'Branch', 'ExpiryReport', 'CitizenAllDetails', 'Error']),
    );
    const answer = (path: string, method: string, status = '200') => paths[path][method].responses[status].content['application/json'].schema;
    expect(answer('/api/citizens', 'get')).toEqual({ $ref: '#/components/schemas/CitizenPage' });
    expect(answer('/api/citizens/{id}', 'get')).toEqual({ $ref: '#/components/schemas/Citizen' });
    expect(answer('/api/vehicles/{id}/insurances', 'post', '201')).toEqual({ $ref: '#/components/schemas/Insurance' });
    expect(answer('/api/reports/expiries', 'get')).toEqual({ $ref: '#/components/schemas/ExpiryReport' });
    // The form twin answers the update's or the delete's shape, as its _method says.
    expect(answer('/api/ll/{id}', 'post').anyOf).toContainEqual({ $ref: '#/components/schemas/LearnerLicence' });
  });

  it('gives every JSON success answer a schema (the inbox routes excepted, documented by their own work)', async () => {
    const bare = operationsOf(await loadDocument())
      .filter(({ key, operation }) => {
        const [status, answer] = Object.entries(operation.responses as Record<string, Operation>).find(([code]) => code.startsWith('2'))!;
        return status !== '204' && !answer.content && !key.includes('/conversations');
      })
      .map(({ key }) => key);
    expect(bare).toEqual([]);
  });

  it('documents _method as a multipart field of the form twin, file fields, media types and a valid storage path', async () => {
    const { paths, servers, info } = await loadDocument();
    expect(servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(info.license.name).toBeTruthy();
    const twin = paths['/api/ll/{id}'].post;
    expect(twin.requestBody.content['multipart/form-data'].schema.properties._method.enum).toEqual(['PUT']);
    expect(twin.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(twin.parameters.find((parameter: { name: string }) => parameter.name === '_method').schema.enum).toEqual(['DELETE']);
    expect(paths['/api/imports'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(Object.keys(paths['/api/export/all-as-zip'].get.responses['200'].content)).toEqual(['application/zip']);
    expect(Object.keys(paths['/api/calendar/{secret}.ics'].get.responses['200'].content)).toEqual(['text/calendar']);
    expect(paths['/storage/{path}'].get.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'path', required: true })]);
    expect(Object.keys(paths['/storage/{path}'].get.responses['200'].content)).toContain('application/pdf');
    expect(JSON.stringify(paths)).not.toContain('errorMessage');
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
    ['/api/calendar/:secret.ics', 'calendar'],
  ])('%s → %s', (url, tag) => {
    expect(routeTag(url)).toBe(tag);
  });
});
