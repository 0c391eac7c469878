import { describe, expect, it } from 'vitest';
import { vehicles } from '../../../db/schema/index.js';
import { distinctivePart } from '../../../lib/search/number-search.js';
import { expectUnchanged, ROLES } from '../citizens/fixtures.js';
import { setUpSearchWorld, VISIBLE } from './fixtures.js';

const { t, world, search } = setUpSearchWorld();

const KINDS = [
  { segment: 'll', numberField: 'll_no', label: 'LL number' },
  { segment: 'dl', numberField: 'dl_no', label: 'DL number' },
  { segment: 'vehicle', numberField: 'vehicle_no', label: 'vehicle number' },
] as const;

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const searchAs = (segment: string, query: Record<string, string | number>, token = world.admin.token) =>
  get(`/api/search/${segment}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, token);
const citizenIds = (body: { data: { citizen_id: number }[] }) => body.data.map((row) => row.citizen_id).sort();

describe.each(KINDS)('GET /api/search/$segment', ({ segment, numberField, label }) => {
  it('finds a number by a fragment within each caller\'s scope; 401 anonymous', async () => {
    const found: Record<string, number[]> = {};
    const expected: Record<string, number[]> = {};
    for (const role of ROLES) {
      const response = await searchAs(segment, { [numberField]: '7311' }, world[role].token);
      expect(response.statusCode, role).toBe(200);
      found[role] = citizenIds(response.json());
      expected[role] = VISIBLE[role].map((key) => search.citizens[key]).sort();
    }
    expect(found).toEqual(expected);
    expect((await searchAs(segment, { [numberField]: '7311' }, '')).statusCode).toBe(401);
  });

  it('ignores case, spaces and hyphens in the number and the application number', async () => {
    const full = { ll: 'cg-04 / 2024 7311', dl: 'Cg 04-2020 0007311', vehicle: 'cg-04.mk 7311' }[segment];
    for (const query of [{ [numberField]: full }, { application_no: segment[0] === 'v' ? 'va cg04-77' : ' cg04 - ' }, { [numberField]: '7311', application_no: 'CG04' }]) {
      const response = await searchAs(segment, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      expect(citizenIds(response.json()), JSON.stringify(query)).toEqual([search.citizens.a]);
    }
    expect((await searchAs(segment, { [numberField]: '7311', application_no: 'CG99' })).json().data).toEqual([]);
  });

  it('answers each row\'s fields with the citizen\'s name and mobile and the paging meta', async () => {
    const response = await searchAs(segment, { [numberField]: 'CG07' }, world.managerB.token);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 });
    expect(body.data[0]).toMatchObject({ citizen_id: search.citizens.b, citizen: { name: 'Bhavna Sahu', mobile: search.mobileOf.b } });
    const number = body.data[0][segment === 'vehicle' ? 'registration_no' : numberField];
    expect(number).toContain('CG07');
    if (segment === 'll') expect(body.data[0].file_url).toMatch(/^\/storage\/ll\/file\.pdf\?/);
  });

  it.each([
    ['no number at all', {}, numberField, `Enter the ${label} or the application number.`],
    ['empty fields', { [numberField]: '', application_no: '' }, numberField, `Enter the ${label} or the application number.`],
    ['symbols in the number', { [numberField]: 'CG#04' }, numberField, `The ${numberField.replace('_', ' ')} field format is invalid.`],
    ['a number too long', { [numberField]: '1'.repeat(31) }, numberField, `The ${numberField.replace('_', ' ')} field must not be greater than 30 characters.`],
    ['a page of 0', { [numberField]: '7311', page: 0 }, 'page', 'The page field must be at least 1.'],
  ])('answers 422 for %s, changing nothing', async (_name, query, field, message) => {
    await expectUnchanged(t, async () => {
      const response = await searchAs(segment, query as Record<string, string>);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    });
  });
});

describe('search paging', () => {
  it('pages newest first and counts the matches up to five pages ahead', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ citizenId: search.citizens.a, registrationNo: `CG22PG${String(i).padStart(4, '0')}` }));
    const ids = (await t.database.db.insert(vehicles).values(rows).returning({ id: vehicles.id })).map((row) => row.id).reverse();
    const page = async (query: Record<string, number>) => (await searchAs('vehicle', { vehicle_no: 'cg22-pg', ...query }, world.managerA.token)).json();

    const second = await page({ page: 2, per_page: 5 });
    expect(second.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(5, 10));
    expect(second.meta).toEqual({ current_page: 2, last_page: 3, per_page: 5, from: 6, to: 10, total: 12 });
    expect((await page({ page: 3, per_page: 5 })).data).toHaveLength(2);
    expect((await page({ page: 1, per_page: 2 })).meta).toEqual({ current_page: 1, last_page: 5, per_page: 2, from: 1, to: 2, total: 10, total_is_lower_bound: true });
    expect((await page({ page: 9, per_page: 5 })).data).toEqual([]);
    expect((await searchAs('vehicle', { vehicle_no: 'CG22PG' }, world.managerB.token)).json().meta.total).toBe(0);
  });
});

describe('search of old rows', () => {
  it('finds matches older than the newest rows it walks through the trigram index, in scope, newest first', async () => {
    await t.database.db.insert(vehicles).values({ id: 900_000, citizenId: search.citizens.b, registrationNo: 'CG07ZZ0001' });
    for (const role of ROLES) {
      const response = await searchAs('vehicle', { vehicle_no: 'MK73' }, world[role].token);
      expect(citizenIds(response.json()), role).toEqual(VISIBLE[role].map((key) => search.citizens[key]).sort());
    }
    const ids = (await searchAs('vehicle', { vehicle_no: 'CG07' })).json().data.map((row: { id: number }) => row.id);
    expect(ids[0]).toBe(900_000);
    expect(ids).toHaveLength(2);
  });
});

describe('the part of a number the trigram index is read for', () => {
  it('is the serial at the end of the longest run of digits, or the whole term without one of four digits', () => {
    expect(distinctivePart('CG2620250499500')).toBe('0499500');
    expect(distinctivePart('CG19/0300332/2026')).toBe('0300332');
    expect(distinctivePart('CG04AB1234')).toBe('1234');
    expect(distinctivePart('CG04AB')).toBe('CG04AB');
    expect(distinctivePart('7311')).toBe('7311');
  });
});
