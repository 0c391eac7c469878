import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { citizens, drivingLicences, learnerLicences, vehicles } from '../../../db/schema/index.js';

import { planOfSent } from '../../plans.js';
import { statementsOf } from '../../statements.js';
import { setUpWorld } from './fixtures.js';

const { t, world } = setUpWorld();
const ids: Record<string, number> = {};
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

beforeAll(async () => {
  const rows = await t.database.db
    .insert(citizens)
    .values([
      { name: 'Anil Sharma', relationType: 'Son of', relationName: 'Prakash Sharma', fatherName: 'Prakash Sharma', email: 'anil@mail.com', mobile: '9111100001', branchId: world.branchA, createdBy: world.managerA.id, createdAt: at(50) },
      { name: 'Bhavna Verma', relationType: 'Wife of', relationName: 'Kunal Verma', fatherName: 'Dinesh Patel', email: 'bhavna@X.in', mobile: '9111100002', branchId: world.branchB, createdBy: world.managerB.id, createdAt: at(40) },
      { name: 'Chetan 50%_off', mobile: '9222200003', createdBy: world.owner.id, createdAt: at(30) },
      { name: 'Owner Self', mobile: '9222200004', userId: world.owner.id, createdBy: world.admin.id, createdAt: at(30) },
    ])
    .returning();
  [ids.anil, ids.bhavna, ids.chetan, ids.self] = rows.map((row) => row.id);
  await t.database.db.insert(learnerLicences).values([{ citizenId: ids.anil, llNo: 'LL1' }, { citizenId: ids.anil, llNo: 'LL2' }]);
  await t.database.db.insert(drivingLicences).values({ citizenId: ids.anil, dlNo: 'DL1' });
  await t.database.db.insert(vehicles).values(['CG04A1', 'CG04A2', 'CG04A3'].map((registrationNo) => ({ citizenId: ids.anil, registrationNo })));
});

const list = (token: string | undefined, query = '') => t.request({ method: 'GET', url: `/api/citizens${query}`, token });
const names = async (token: string, query = '') => (await list(token, query)).json().data.map((row: { name: string }) => row.name);

describe('GET /api/citizens', () => {
  it('answers 401 without a token', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('lists each role its scope, newest first (same time: higher id first)', async () => {
    const all = ['Chetan 50%_off', 'Owner Self', 'Bhavna Verma', 'Anil Sharma'];
    expect(await names(world.admin.token)).toEqual(['Ramesh Kumar', 'Owner Self', 'Chetan 50%_off', 'Bhavna Verma', 'Anil Sharma']);
    expect(await names(world.managerFree.token)).toHaveLength(all.length + 1);
    expect(await names(world.managerA.token)).toEqual(['Ramesh Kumar', 'Anil Sharma']);
    expect(await names(world.managerB.token)).toEqual(['Bhavna Verma']);
    expect(await names(world.owner.token)).toEqual(['Ramesh Kumar', 'Owner Self', 'Chetan 50%_off']);
    expect(await names(world.stranger.token)).toEqual([]);
  });

  it('answers each row with creator, profile type, creation time and the three counts', async () => {
    const row = (await list(world.admin.token, '?q=anil')).json().data[0];
    expect(row).toMatchObject({
      id: ids.anil, name: 'Anil Sharma', relation_type: 'Son of', relation_name: 'Prakash Sharma', mobile: '9111100001',
      email: 'anil@mail.com', creator: { id: world.managerA.id, name: 'Test manager' }, is_primary_profile_for_user: false,
      learner_licenses_count: 2, driving_licenses_count: 1, vehicles_count: 3,
    });
    expect(row.created_at).toMatch(/Z$/);
    const self = (await list(world.owner.token, '?q=owner%20self')).json().data[0];
    expect(self).toMatchObject({ is_primary_profile_for_user: true, learner_licenses_count: 0 });
  });

  it.each([
    ['a name, in any case', 'ANIL', ['Anil Sharma']],
    ['a relation name', 'prakash', ['Anil Sharma']],
    ['a father\'s name', 'dinesh', ['Bhavna Verma']],
    ['an email', '@x.IN', ['Bhavna Verma']],
    ['% and _ taken literally', '%_', ['Chetan 50%_off']],
    ['a full name, exactly as typed', 'anil sharma', ['Anil Sharma']],
    ['words in order but not as typed', 'anil prakash', []],
    ['words in another order', 'sharma anil', []],
    ['an email part across its dot', 'BHAVNA@x.in', ['Bhavna Verma']],
    ['several words with % and _ taken literally', 'chetan 50%_off', ['Chetan 50%_off']],
    ['nothing', 'zzz', []],
  ])('searches q over %s', async (_case, q, expected) => {
    expect(await names(world.admin.token, `?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('searches several words holding letters beyond the Basic Multilingual Plane', async () => {
    const [row] = await t.database.db.insert(citizens).values({ name: 'Ram 𝒜𝒜𝒜𝒜 Kumar', mobile: '9333300005', createdAt: at(60) }).returning();
    try {
      expect(await names(world.admin.token, `?q=${encodeURIComponent('ram 𝒜𝒜𝒜𝒜 kumar')}`)).toEqual(['Ram 𝒜𝒜𝒜𝒜 Kumar']);
      expect(await names(world.admin.token, `?q=${encodeURIComponent('𝒜𝒜𝒜 kum')}`)).toEqual(['Ram 𝒜𝒜𝒜𝒜 Kumar']);
    } finally {
      await t.database.db.delete(citizens).where(eq(citizens.id, row.id));
    }
  });

  it("finds a full name in names, relations' and fathers' names and inside longer ones, never across two of them", async () => {
    const kamal = (name: string, minutesAgo: number, more: Partial<typeof citizens.$inferInsert> = {}) =>
      ({ name, mobile: `93444${String(minutesAgo).padStart(5, '0')}`, branchId: world.branchA, createdAt: at(minutesAgo), ...more });
    const rows = await t.database.db.insert(citizens).values([
      kamal('Kamal Sahu', 70), kamal('Ravi Sahu', 71, { relationName: 'Kamal Sahu', branchId: world.branchB }), kamal('Geeta Nag', 72, { fatherName: 'KAMAL SAHU' }),
      kamal('Shyam Kamal Sahukar', 73), kamal('Akamal Sahuji', 74), kamal('Kamal', 75, { relationName: 'Sahu Das' }), kamal('Kamala Sahu', 76),
    ]).returning();
    const truth = async (term: string, branch?: number) => (await t.database.pool!.query(
      `select name from citizens where strpos(search_text, $1) > 0 and ($2::int is null or branch_id = $2) order by created_at desc, id desc`, [term, branch ?? null],
    )).rows.map((row) => row.name);
    try {
      expect(await names(world.admin.token, '?q=kamal%20sahu')).toEqual(['Kamal Sahu', 'Ravi Sahu', 'Geeta Nag', 'Shyam Kamal Sahukar', 'Akamal Sahuji']);
      expect(await names(world.admin.token, '?q=Kamal%20Sahu')).toEqual(await truth('kamal sahu'));
      expect(await names(world.managerA.token, '?q=kamal%20sahu')).toEqual(await truth('kamal sahu', world.branchA));
      expect(await names(world.admin.token, '?q=kamal%20sahu&mobile=9344400072')).toEqual(['Geeta Nag']);
      await t.database.db.update(citizens).set({ name: 'Kamal Sahu Renamed' }).where(eq(citizens.id, rows[4].id));
      expect(await names(world.admin.token, '?q=sahu%20renamed')).toEqual(['Kamal Sahu Renamed']);
      expect(await names(world.admin.token, '?q=amal%20sah')).toEqual(await truth('amal sah'));
    } finally {
      await t.database.db.delete(citizens).where(sql`${citizens.id} in ${rows.map((row) => row.id)}`);
    }
  });

  it.each([
    ['an exact mobile', '9111100001', ['Anil Sharma']],
    ['a prefix', '91111', ['Bhavna Verma', 'Anil Sharma']],
    ['a number with +91 and spaces', '+91 91111 00002', ['Bhavna Verma']],
  ])('filters on %s', async (_case, mobile, expected) => {
    expect(await names(world.admin.token, `?mobile=${encodeURIComponent(mobile)}`)).toEqual(expected);
  });

  it('takes a whole 10-digit mobile in q as that mobile, in the scope', async () => {
    expect(await names(world.admin.token, '?q=9111100001')).toEqual(['Anil Sharma']);
    expect(await names(world.managerB.token, '?q=9111100001')).toEqual([]);
  });

  it("looks a whole mobile up in each caller's own scope, whoever asked before with a statement of the same shape", async () => {
    expect(await names(world.managerA.token, '?q=9111100001')).toEqual(['Anil Sharma']);
    expect(await names(world.managerB.token, '?mobile=9111100001')).toEqual([]);
    expect(await names(world.managerFree.token, '?mobile=9111100001&q=9111100001')).toEqual(['Anil Sharma']);
    expect(await names(world.owner.token, '?q=9222200003')).toEqual(['Chetan 50%_off']);
    expect(await names(world.owner.token, '?q=9222200004')).toEqual(['Owner Self']);
    expect(await names(world.stranger.token, '?q=9222200004')).toEqual([]);
    expect(await names(world.stranger.token, '?q=9222200003')).toEqual([]);
  });

  it('combines q, mobile and the scope', async () => {
    expect(await names(world.managerB.token, '?q=sharma&mobile=9111')).toEqual([]);
    expect(await names(world.managerA.token, '?q=sharma&mobile=9111')).toEqual(['Anil Sharma']);
  });

  it.each([
    ['per_page below 10', '?per_page=5', 'per_page'],
    ['per_page above 1000', '?per_page=1001', 'per_page'],
    ['a page of 0', '?page=0', 'page'],
    ['a non-numeric page', '?page=two', 'page'],
    ['letters as mobile', '?mobile=98abc', 'mobile'],
    ['an overlong q', `?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 422', async (_case, query, field) => {
    const response = await list(world.admin.token, query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('pages with meta', async () => {
    const { user, token } = await t.signIn('user');
    await t.database.db.insert(citizens).values(
      Array.from({ length: 25 }, (_, i) => ({ name: `Paged ${i + 1}`, mobile: `93000000${String(i).padStart(2, '0')}`, createdBy: user.id, createdAt: at(100 - i) })),
    );
    const response = await list(token, '?per_page=10&page=3');
    expect(response.json().meta).toEqual({ current_page: 3, last_page: 3, per_page: 10, from: 21, to: 25, total: 25 });
    expect(response.json().data.map((row: { name: string }) => row.name)).toEqual(['Paged 5', 'Paged 4', 'Paged 3', 'Paged 2', 'Paged 1']);
    expect((await list(token)).json().meta).toMatchObject({ per_page: 10, total: 25, last_page: 3 });
    expect((await list(token, '?page=4')).json()).toMatchObject({ data: [], meta: { from: null, to: null } });
  });

  it('reads a page, its total and its rows\' counts in one statement whatever its size', async () => {
    const statements = async (query: string) =>
      (await statementsOf(t.database, () => list(world.admin.token, query))).map(({ text }) => text).filter((text) => /from "citizens"/.test(text));
    const small = await statements('?per_page=10&q=anil');
    const large = await statements('?per_page=100');
    expect(small).toHaveLength(1); // the page with the bounded count of the matches
    expect(large).toHaveLength(1); // the page and its total from the counters
    expect(large[0]).toMatch(/row_counts.*learner_licences.*driving_licences.*vehicles/s);
  });
});

describe('GET /api/citizens at scale (5,000 citizens)', () => {
  /** The plan of the page statement the route really sends for `query`; `settings` are SET LOCAL first. */
  const planFor = (query: string, settings: string[] = []) =>
    planOfSent(t.database, () => list(world.admin.token, query), /from "citizens".*limit/s, settings);

  beforeAll(async () => {
    const word = (seed: string) => sql.raw(`translate(encode(sha256((${seed})::bytea), 'base64'), '+/=0123456789', 'xyz')`);
    await t.database.db.execute(sql`
      insert into citizens (name, relation_name, father_name, email, mobile, created_at)
      select 'Person ' || ${word("'n' || i")}, 'Relation ' || ${word("'r' || i")}, 'Father ' || ${word("'f' || i")},
             'p' || i || '@mail.test', (7000000000 + i * 1237)::text, now() - i * interval '1 minute'
      from generate_series(1, 5000) as i`);
    await t.database.db.execute(sql`analyze citizens`);
  });

  it('finds q with a statement the trigram index serves', async () => {
    const [{ needle }] = await t.database.db
      .select({ needle: sql<string>`substr(${citizens.name}, 10, 8)` })
      .from(citizens)
      .where(eq(citizens.mobile, String(7000000000 + 1234 * 1237)));
    expect(await names(world.admin.token, `?q=${needle}`)).toHaveLength(1);
    // At this size a scan is cheaper and the planner rightly picks one; for a rare term at a million rows it picks
    // the bitmap scan below on its own. Without scans the plan shows the LIKE is index-compatible.
    const plan = await planFor(`?q=${needle}`, ['enable_seqscan = off', 'enable_indexscan = off', 'enable_indexonlyscan = off']);
    expect(plan).toContain('Bitmap Index Scan on citizens_search_trgm');
  });

  it("finds a full name by the name indexes, one walk per name column, not the trigram index", async () => {
    const [{ name }] = await t.database.db.select({ name: citizens.name }).from(citizens).where(eq(citizens.mobile, String(7000000000 + 77 * 1237)));
    expect(await names(world.admin.token, `?q=${encodeURIComponent(name.toUpperCase())}`)).toEqual([name]);
    const plan = await planFor(`?q=${encodeURIComponent(name)}`);
    for (const index of ['citizens_name_prefix_idx', 'citizens_relation_name_idx', 'citizens_father_name_idx']) expect(plan).toContain(index);
    expect(plan).not.toContain('citizens_search_trgm');
  });

  it('finds a part of a full name held by many names as any other search, not one name at a time', async () => {
    // 'son r' is in every 'Person …' whose word begins with r: far more names than are read one by one.
    const all = (await list(world.admin.token, '?q=son%20r&per_page=1000')).json();
    const truth = await t.database.pool!.query(`select count(*)::int as n from citizens where strpos(search_text, 'son r') > 0`);
    expect(all.meta.total).toBe(Math.min(truth.rows[0].n, 5001));
    expect(await planFor('?q=son%20r')).not.toContain('citizens_relation_name_idx');
  });

  const mobile = String(7000000000 + 4321 * 1237);
  it.each([['an exact mobile', `?mobile=${mobile}`], ['a prefix', `?mobile=${mobile.slice(0, 7)}`], ['an exact mobile in q', `?q=${mobile}`]])(
    'finds %s through the mobile index, as the planner chooses',
    async (_case, query) => {
      expect((await names(world.admin.token, query)).length).toBeGreaterThanOrEqual(1);
      const plan = await planFor(query);
      expect(plan).toMatch(/citizens_mobile_idx/);
      expect(plan).not.toMatch(/Seq Scan on citizens|citizens_search_trgm/);
    },
  );

  it('looks a whole mobile up by equality and counts what it found, exactly', async () => {
    const plan = await planFor(`?q=${mobile}`);
    expect(plan).toContain(`Index Cond: (mobile = '${mobile}'::text)`);
    expect((await list(world.admin.token, `?q=${mobile}`)).json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 });
  });

  it('counts a broad search five pages ahead and says there are more; a narrow search stays exact', async () => {
    const broad = (await list(world.admin.token, '?q=person')).json().meta;
    expect(broad).toEqual({ current_page: 1, last_page: 5, per_page: 10, from: 1, to: 10, total: 50, total_is_lower_bound: true });
    const far = (await list(world.admin.token, '?q=person&per_page=100&page=12')).json().meta;
    expect(far).toMatchObject({ from: 1101, to: 1200, total: 1600, total_is_lower_bound: true });
    const narrow = (await list(world.admin.token, '?q=p4999@mail')).json().meta;
    expect(narrow).toEqual({ current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 });
    const beyond = (await list(world.admin.token, '?q=p4999@mail&page=3')).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: 1, from: null } });
  });

  it('finds a search in every part of a user\'s scope, newest first, five pages ahead', async () => {
    const everything = (await list(world.owner.token, '?q=e&per_page=1000')).json();
    expect(everything.meta).toMatchObject({ total: 3 });
    expect(everything.data.map((row: { name: string }) => row.name)).toEqual(['Ramesh Kumar', 'Owner Self', 'Chetan 50%_off']);
  });

  it('answers pages past the middle in the same order as from the start (read from the oldest end)', async () => {
    const total = (await list(world.admin.token)).json().meta.total;
    const { rows } = (await t.database.db.execute(sql`select id from citizens order by created_at desc, id desc`)) as unknown as { rows: { id: number }[] };
    expect(rows).toHaveLength(total);
    const lastPage = Math.ceil(total / 25);
    for (const page of [lastPage - 1, lastPage, Math.ceil(lastPage / 2) + 1]) {
      const response = (await list(world.admin.token, `?per_page=25&page=${page}`)).json();
      expect(response.data.map((row: { id: number }) => row.id)).toEqual(rows.slice((page - 1) * 25, page * 25).map((row) => row.id));
      expect(response.meta).toMatchObject({ total, last_page: lastPage, from: (page - 1) * 25 + 1 });
    }
    expect((await list(world.admin.token, `?per_page=25&page=${lastPage + 1}`)).json()).toMatchObject({ data: [], meta: { total, from: null } });
  });
});
