import type { RoleFixture } from '../shared/fixtures.js';

/**
 * The GET sweep: every GET of the document as one caller, its path filled with values in that caller's scope (the
 * bench fixtures) and its required query parameters with a value of their type, so each answer is a real one.
 */

type Json = Record<string, any>;

/** A path parameter's value for `fixture`'s caller (visitors use the admin's: they meet 401 or the public answer). */
function pathValue(name: string, path: string, fixture: RoleFixture): string {
  const first = path.split('/')[2];
  if (name === 'secret') return fixture.calendarSecret ?? 'none';
  if (name === 'name') return first === 'admin' ? 'backup-20260101-000000.zip' : 'citizens';
  if (name === 'path') return 'none.pdf';
  if (first === 'citizens') return String(fixture.citizen.id);
  if (first === 'vehicles') return String(fixture.vehicleId);
  if (first === 'conversations') return String(fixture.conversation?.id ?? 1);
  return '1';
}

/** A value of a required query parameter's schema: its first enum value, a number in range, else a short text. */
function queryValue(name: string, schema: Json, fixture: RoleFixture): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  if (/vehicle|registration/.test(name)) return fixture.registrationNo;
  if (name === 'mobile') return fixture.citizen.mobile;
  return fixture.citizen.name.split(' ')[0];
}

/** The URLs (path and query) the sweep asks for. */
export function sweepUrls(document: Json, fixture: RoleFixture): { path: string; url: string }[] {
  return Object.entries(document.paths as Record<string, Json>)
    .filter(([, operations]) => operations.get)
    .map(([path, operations]) => {
      const parameters = (operations.get.parameters ?? []) as Json[];
      const query = new URLSearchParams(
        parameters.filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => [parameter.name, queryValue(parameter.name, parameter.schema ?? {}, fixture)]),
      );
      // The event stream answers at once instead of holding the connection for its 25 s.
      if (path.endsWith('/events')) query.set('wait', '0');
      const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(pathValue(name, path, fixture)));
      return { path, url: query.size ? `${filled}?${query}` : filled };
    });
}
