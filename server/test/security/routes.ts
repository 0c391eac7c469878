import type { RouteOptions } from 'fastify';

/** One route as its method and URL pattern: 'GET /api/citizens/:id'. */
export type RouteKey = `${string} /${string}`;

export interface RegisteredRoute {
  key: RouteKey;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/**
 * The routes the app registered, one per method and URL: a prefix's own route ('/api/citizens/') is listed
 * without its trailing slash, as both forms answer alike, and the HEAD twin of a GET route is left out
 * (it answers as its GET does).
 */
export function registeredRoutes(routes: RouteOptions[]): RegisteredRoute[] {
  const found = new Map<RouteKey, RegisteredRoute>();
  for (const route of routes) {
    const url = route.url.replace(/(.)\/$/, '$1');
    for (const method of [route.method].flat()) {
      const key = `${method} ${url}` as RouteKey;
      if (!found.has(key)) found.set(key, { key, method, url, schema: route.schema });
    }
  }
  const hasGet = (url: string) => found.has(`GET ${url}` as RouteKey);
  return [...found.values()].filter((route) => route.method !== 'HEAD' || !hasGet(route.url)).sort((a, b) => a.key.localeCompare(b.key));
}
