import { describe, expect, it } from 'vitest';
import { citizens, vehicles } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { expectUnchanged, ROLES } from '../citizens/fixtures.js';
import { setUpSearchWorld, VISIBLE } from './fixtures.js';

const { t, world, search } = setUpSearchWorld();

interface Hit {
  title: string;
  type: string;
  description: string;
  url: string;
  unique_key: string;
}

const globalSearch = (query: string, token: string | undefined = world.admin.token) =>
  t.request({ method: 'GET', url: `/api/global-search?${new URLSearchParams({ query })}`, token });
const hitsOf = async (query: string, token?: string): Promise<Hit[]> => {
  const response = await globalSearch(query, token);
  expect(response.statusCode, query).toBe(200);
  return response.json();
};
const urlsOf = (hits: Hit[]) => [...new Set(hits.map((hit) => hit.url))].sort();
const urlOf = (key: 'a' | 'b' | 'free') => `/citizens/${search.citizens[key]}`;

describe('GET /api/global-search', () => {
  it('finds within the caller\'s scope for staff; 403 for users, 401 anonymous', async () => {
    for (const role of ROLES.filter((role) => !['owner', 'stranger'].includes(role))) {
      expect(urlsOf(await hitsOf('7311', world[role].token)), role).toEqual(VISIBLE[role].map(urlOf).sort());
    }
    for (const role of ['owner', 'stranger'] as const) {
      const response = await globalSearch('7311', world[role].token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await globalSearch('7311', '')).statusCode).toBe(401);
  });

  it('finds citizens by name, mobile and email, any case', async () => {
    expect(await hitsOf('sahu')).toEqual([
      { title: 'Bhavna Sahu', type: 'citizen', description: search.mobileOf.b, url: urlOf('b'), unique_key: `citizen-${search.citizens.b}` },
    ]);
    expect((await hitsOf(search.mobileOf.free)).map((hit) => hit.url)).toEqual([urlOf('free')]);
    await t.database.db.insert(citizens).values({ name: 'Mail Person', mobile: nextMobile(), email: 'kavya.unique@example.com', branchId: world.branchA });
    expect((await hitsOf('KAVYA.UNIQ')).map((hit) => hit.title)).toEqual(['Mail Person']);
  });

  it('finds every kind of number, hyphens, spaces and case ignored, each hit leading to its citizen', async () => {
    const hits = await hitsOf('cg-04 7311', world.managerA.token);
    expect(hits.map((hit) => [hit.type, hit.title])).toEqual([['engine', 'CG04MK7311'], ['insurance', '3001/2024/CG047311']]);
    expect(hits.every((hit) => hit.url === urlOf('a'))).toBe(true);
    expect((await hitsOf('cg04/2024 - 7311', world.managerA.token)).map((hit) => [hit.type, hit.title])).toEqual([['ll', 'CG04/2024-7311']]);
    expect((await hitsOf('Cg-04.mk', world.managerA.token))[0]).toMatchObject({ type: 'registration', description: 'Ramesh Kumar Verma · Tata Nexon' });
    expect((await hitsOf('cg04-2020', world.managerA.token)).map((hit) => [hit.type, hit.title])).toEqual([['dl', 'CG04-2020-0007311']]);
    expect((await hitsOf('matcg04', world.managerA.token))[0]).toMatchObject({ type: 'chassis', title: 'CG04MK7311', description: 'Ramesh Kumar Verma · MATCG04CH7311' });
    expect((await hitsOf('encg04', world.managerA.token))[0]).toMatchObject({ type: 'engine', description: 'Ramesh Kumar Verma · ENCG047311' });
    expect(await hitsOf('3001/2024/cg04', world.managerA.token)).toEqual([{
      title: '3001/2024/CG047311', type: 'insurance', description: 'Ramesh Kumar Verma · CG04MK7311 · New India Assurance',
      url: urlOf('a'), unique_key: expect.stringMatching(/^insurance-\d+$/),
    }]);
  });

  it('lists a vehicle once when several of its numbers match', async () => {
    const hits = await hitsOf('CG10', world.admin.token);
    expect(hits.filter((hit) => hit.unique_key.startsWith('vehicle-'))).toHaveLength(1);
    expect(new Set(hits.map((hit) => hit.unique_key)).size).toBe(hits.length);
  });

  it('answers at most 20 hits, citizens first', async () => {
    await t.database.db.insert(citizens).values(Array.from({ length: 25 }, (_, i) => ({ name: `Zebulon ${i}`, mobile: nextMobile(), branchId: world.branchB })));
    const hits = await hitsOf('zebulon', world.managerB.token);
    expect(hits).toHaveLength(20);
    expect(hits.every((hit) => hit.type === 'citizen')).toBe(true);
    expect(await hitsOf('zebulon', world.managerA.token)).toEqual([]);
  });

  it('lists names starting with the term before newer names that only contain it', async () => {
    const rows = [{ name: 'Yamini Tekam' }, { name: 'Sunita Yamini' }].map((row) => ({ ...row, mobile: nextMobile(), branchId: world.branchA }));
    await t.database.db.insert(citizens).values(rows[0]!);
    await t.database.db.insert(citizens).values(rows[1]!);
    expect((await hitsOf('yamini')).map((hit) => hit.title)).toEqual(['Yamini Tekam', 'Sunita Yamini']);
  });

  it('answers a whole mobile number held by a citizen with the citizen alone; one nobody holds is looked for in numbers', async () => {
    const [owner] = await t.database.db.insert(citizens).values({ name: 'Mobile Owner', mobile: '9431007311', branchId: world.branchA }).returning();
    await t.database.db.insert(vehicles).values([
      { citizenId: owner!.id, registrationNo: 'CG04ZZ0001', makeModel: 'Hero Splendor', chassisNo: 'CH9431007311', engineNo: 'EN8431007311' },
    ]);
    expect((await hitsOf('9431007311')).map((hit) => [hit.type, hit.title])).toEqual([['mobile', 'Mobile Owner']]);
    expect((await hitsOf('8431007311')).map((hit) => [hit.type, hit.title])).toEqual([['engine', 'CG04ZZ0001']]);
  });

  it.each([
    ['one character', '?query=a', 'The query field must be at least 2 characters.'],
    ['spaces around one character', '?query=%20a%20', 'The query field must be at least 2 characters.'],
    ['no query', '', 'The query field is required.'],
    ['a query too long', `?query=${'a'.repeat(101)}`, 'The query field must not be greater than 100 characters.'],
  ])('answers 422 for %s, changing nothing', async (_name, query, message) => {
    await expectUnchanged(t, async () => {
      const response = await t.request({ method: 'GET', url: `/api/global-search${query}`, token: world.admin.token });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.query).toEqual([message]);
    });
  });
});
