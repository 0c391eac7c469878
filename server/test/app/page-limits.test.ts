import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX } from '../../schemas/common.js';
import { buildTestApp } from '../build.js';
import { registeredRoutes, type RegisteredRoute } from '../security/routes.js';
import { buildRecordWorld, type RecordWorld } from '../security/world.js';

/**
 * Issue 35: no `page`/`per_page` the document allows gives a 5xx. Every paged GET route asked for its last allowed page
 * at its largest page size answers 200 with no rows (as any page past the last does); one page further is a 422.
 */
const t = await buildTestApp();
afterAll(() => t.close());
let world: RecordWorld;
beforeAll(async () => {
  world = await buildRecordWorld(t);
});

interface QuerySchema {
  properties?: Record<string, { maximum?: number }>;
}
const queryOf = (route: RegisteredRoute) => (route.schema as { querystring?: QuerySchema } | undefined)?.querystring;
const paged = registeredRoutes(t.routes).filter((route) => route.method === 'GET' && queryOf(route)?.properties?.page);

/** The route's URL with its `:id` filled by the world's row of that kind. */
function urlOf(route: RegisteredRoute): string {
  return route.url.replace(/\/([\w-]+)\/:id/, (_all, segment: string) => {
    const id = segment === 'citizens' ? world.citizenId : segment === 'vehicles' ? world.vehicleId : world.records[segment];
    return `/${segment}/${id}`;
  });
}

/** Fields a route needs besides its page: the number searches a number. */
const NEEDED: Record<string, Record<string, string>> = {
  '/api/search/ll': { ll_no: 'CG' },
  '/api/search/dl': { dl_no: 'CG' },
  '/api/search/vehicle': { vehicle_no: 'CG' },
};

const request = (route: RegisteredRoute, page: number) => {
  const perPage = queryOf(route)!.properties!.per_page?.maximum;
  const query = new URLSearchParams({ ...NEEDED[route.url], page: String(page), ...(perPage && { per_page: String(perPage) }) });
  return t.request({ method: 'GET', url: `${urlOf(route)}?${query}`, token: world.admin.token });
};

describe('page and per_page at their limits', () => {
  it('covers the lists and the number searches', () => {
    const urls = paged.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/citizens', '/api/search/ll', '/api/search/dl', '/api/search/vehicle', '/api/reports/expiries']));
  });

  it.each(paged.map((route) => [route.url, route] as const))('%s: the last allowed page answers 200 with no rows', async (_url, route) => {
    const response = await request(route, PAGE_MAX);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it.each(paged.map((route) => [route.url, route] as const))('%s: a page past the maximum is a 422 naming page', async (_url, route) => {
    const response = await request(route, PAGE_MAX + 1);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });
});
