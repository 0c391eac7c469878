import type { InjectOptions } from 'fastify';
import { nextMobile } from '../build.js';
import { PASSWORD } from '../routes/auth/account-helpers.js';
import { form } from '../routes/citizens/fixtures.js';
import type { RouteKey } from './routes.js';
import { collectionUrl, ownerIdOf, RECORD_KINDS, RECORD_SEGMENTS, type RecordWorld } from './world.js';

/** Expected statuses in the order of CALLERS: anonymous, owner, stranger, managerA, managerB, managerFree, admin. */
export type Statuses = readonly [number, number, number, number, number, number, number];

/** What a row's request may act on; data-changing rows ask for a fresh row each time, so callers do not interfere. */
export interface Targets {
  world: RecordWorld;
  /** The caller's current login phone (a fresh one for anonymous). */
  callerPhone(): Promise<string>;
  /** A new citizen like the fixture one: branch A, created by `owner`. */
  citizen(): Promise<number>;
  /** A new record of the kind, on the fixture citizen or its vehicle. */
  record(segment: string): Promise<number>;
  /** The login phone of a new `user` account whose password is PASSWORD. */
  account(): Promise<string>;
}

export interface MatrixRow {
  route: RouteKey;
  /** Tells apart the rows of one route. */
  variant?: string;
  statuses: Statuses;
  /** The request (without token), built anew for each caller. */
  request(targets: Targets): InjectOptions | Promise<InjectOptions>;
}

const get = (url: string) => ({ method: 'GET' as const, url });
const citizenForm = () => ({ name: 'Matrix Citizen', mobile: nextMobile() });
const password = { current_password: PASSWORD, new_password: PASSWORD, new_password_confirmation: PASSWORD };

// decisions.md §Who sees: the callers who see the fixture citizen (owner, managerA, managerFree, admin) get
// `ok`, the others 404 (never 403), anonymous 401; licences, vehicles and records follow their citizen.
//                                             anon owner strgr mgrA mgrB mgr∅ admin
const inScope = (ok: number): Statuses =>     [401, ok,   404,  ok,  404, ok,  ok];
const signedIn = (ok: number): Statuses =>    [401, ok,   ok,   ok,  ok,  ok,  ok];
const everyone = (ok: number): Statuses =>    [ok,  ok,   ok,   ok,  ok,  ok,  ok];
const staffOnly: Statuses =                   [401, 403,  403,  200, 200, 200, 200];
const adminDeletes: Statuses =                [401, 403,  404,  403, 404, 403, 200];

const PUBLIC_ROWS: MatrixRow[] = [
  { route: 'GET /api/health', statuses: everyone(200), request: () => get('/api/health') },
  { route: 'GET /api/openapi.json', statuses: everyone(200), request: () => get('/api/openapi.json') },
  { route: 'GET /api/docs', statuses: everyone(200), request: () => get('/api/docs') },
  { route: 'GET /api/docs/json', statuses: everyone(200), request: () => get('/api/docs/json') },
  { route: 'GET /api/docs/yaml', statuses: everyone(200), request: () => get('/api/docs/yaml') },
  { route: 'GET /api/docs/static/index.html', statuses: everyone(302), request: () => get('/api/docs/static/index.html') },
  { route: 'GET /api/docs/static/swagger-initializer.js', statuses: everyone(200), request: () => get('/api/docs/static/swagger-initializer.js') },
  { route: 'GET /api/docs/static/*', statuses: everyone(200), request: () => get('/api/docs/static/swagger-ui.css') },
  // Documents open through signed links, without a token (decisions.md §Files).
  { route: 'GET /storage/*', variant: 'signed link', statuses: everyone(200), request: ({ world }) => get(world.fileUrl) },
  { route: 'GET /storage/*', variant: 'unsigned', statuses: everyone(403), request: ({ world }) => get(world.fileUrl.split('?')[0]) },
];

const ACCOUNT_ROWS: MatrixRow[] = [
  { route: 'POST /api/login', statuses: everyone(200), request: async ({ account }) => ({ method: 'POST', url: '/api/login', payload: { phone: await account(), password: PASSWORD } }) },
  { route: 'POST /api/logout', statuses: signedIn(200), request: () => ({ method: 'POST', url: '/api/logout' }) },
  { route: 'POST /api/register', statuses: everyone(201), request: () => ({ method: 'POST', url: '/api/register', payload: { name: 'Matrix User', phone: nextMobile(), password: PASSWORD, password_confirmation: PASSWORD } }) },
  { route: 'POST /api/password/forgot', statuses: everyone(200), request: () => ({ method: 'POST', url: '/api/password/forgot', payload: { email: `nobody${nextMobile()}@example.com` } }) },
  { route: 'POST /api/password/reset', variant: 'unknown token', statuses: everyone(422), request: () => ({ method: 'POST', url: '/api/password/reset', payload: { email: 'nobody@example.com', token: 'not-a-token', password: PASSWORD, password_confirmation: PASSWORD } }) },
  { route: 'GET /api/me', statuses: signedIn(200), request: () => get('/api/me') },
  { route: 'PUT /api/me', statuses: signedIn(200), request: async ({ callerPhone }) => ({ method: 'PUT', url: '/api/me', payload: { name: 'Matrix Caller', phone: await callerPhone() } }) },
  { route: 'PUT /api/me/phone', statuses: signedIn(200), request: () => ({ method: 'PUT', url: '/api/me/phone', payload: { phone: nextMobile(), password: PASSWORD } }) },
  { route: 'PUT /api/me/password', statuses: signedIn(200), request: () => ({ method: 'PUT', url: '/api/me/password', payload: password }) },
  { route: 'GET /api/dashboard/stats', statuses: staffOnly, request: () => get('/api/dashboard/stats') },
  { route: 'GET /api/dashboard/user-stats', statuses: signedIn(200), request: () => get('/api/dashboard/user-stats') },
];

const CITIZEN_ROWS: MatrixRow[] = [
  { route: 'GET /api/citizens', statuses: signedIn(200), request: () => get('/api/citizens') },
  { route: 'POST /api/citizens', statuses: signedIn(201), request: () => ({ method: 'POST', url: '/api/citizens', payload: citizenForm() }) },
  { route: 'GET /api/citizens/:id', statuses: inScope(200), request: ({ world }) => get(`/api/citizens/${world.citizenId}`) },
  { route: 'GET /api/citizens/:id/all-details', statuses: inScope(200), request: ({ world }) => get(`/api/citizens/${world.citizenId}/all-details`) },
  { route: 'PUT /api/citizens/:id', statuses: inScope(200), request: async ({ citizen }) => ({ method: 'PUT', url: `/api/citizens/${await citizen()}`, payload: citizenForm() }) },
  { route: 'POST /api/citizens/:id', variant: 'multipart _method=PUT', statuses: inScope(200), request: async ({ citizen }) => ({ method: 'POST', url: `/api/citizens/${await citizen()}`, payload: form({ _method: 'PUT', ...citizenForm() }) }) },
  { route: 'DELETE /api/citizens/:id', statuses: adminDeletes, request: async ({ citizen }) => ({ method: 'DELETE', url: `/api/citizens/${await citizen()}` }) },
  { route: 'POST /api/citizens/:id', variant: '?_method=DELETE', statuses: adminDeletes, request: async ({ citizen }) => ({ method: 'POST', url: `/api/citizens/${await citizen()}?_method=DELETE` }) },
];

// Searches are scoped like the citizen list (their rows, not their status); global search is for staff.
const SEARCH_ROWS: MatrixRow[] = [
  { route: 'GET /api/search/ll', statuses: signedIn(200), request: () => get('/api/search/ll?ll_no=CG04') },
  { route: 'GET /api/search/dl', statuses: signedIn(200), request: () => get('/api/search/dl?application_no=12') },
  { route: 'GET /api/search/vehicle', statuses: signedIn(200), request: () => get('/api/search/vehicle?vehicle_no=CG-04') },
  { route: 'GET /api/global-search', statuses: staffOnly, request: () => get('/api/global-search?query=CG04') },
];

/** List, create, update and delete (each also by method override) of every kind of record. */
const recordRows = (segment: string): MatrixRow[] => {
  const collection = collectionUrl(segment, ':id');
  const fresh = async (targets: Targets) => `/api/${segment}/${await targets.record(segment)}`;
  const fields = RECORD_KINDS[segment].form;
  return [
    { route: `GET ${collection}`, statuses: inScope(200), request: ({ world }) => get(collectionUrl(segment, ownerIdOf(segment, world))) },
    { route: `POST ${collection}`, statuses: inScope(201), request: ({ world }) => ({ method: 'POST', url: collectionUrl(segment, ownerIdOf(segment, world)), payload: fields() }) },
    { route: `PUT /api/${segment}/:id`, statuses: inScope(200), request: async (targets) => ({ method: 'PUT', url: await fresh(targets), payload: fields() }) },
    { route: `POST /api/${segment}/:id`, variant: 'multipart _method=PUT', statuses: inScope(200), request: async (targets) => ({ method: 'POST', url: await fresh(targets), payload: form({ _method: 'PUT', ...fields() }) }) },
    { route: `DELETE /api/${segment}/:id`, statuses: inScope(200), request: async (targets) => ({ method: 'DELETE', url: await fresh(targets) }) },
    { route: `POST /api/${segment}/:id`, variant: '?_method=DELETE', statuses: inScope(200), request: async (targets) => ({ method: 'POST', url: `${await fresh(targets)}?_method=DELETE` }) },
  ];
};

/** One row (or more) for every route the server registers; the test fails when a route has none. */
export const MATRIX: MatrixRow[] = [...PUBLIC_ROWS, ...ACCOUNT_ROWS, ...CITIZEN_ROWS, ...SEARCH_ROWS, ...RECORD_SEGMENTS.flatMap(recordRows)];
