import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '../../lib/http/api-types.js';
import { setUpTestApp } from '../build.js';

const t = setUpTestApp();

/** Issue 35: the app's API types are what `openapi-typescript` makes of the served document today. */
describe(API_TYPES_FILE, () => {
  it('is what the current server generates (else run `npm run api:types` and commit it)', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await apiTypes(document)), 'src/api/schema.d.ts is stale: run npm run api:types').toBe(true);
  });
});
