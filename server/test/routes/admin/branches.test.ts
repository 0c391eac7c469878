import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { adminOnly, expectRefused, expectStatuses, staffOnly } from './helpers.js';

const { t, world } = setUpWorld();
const uniqueName = () => `Branch ${nextMobile()}`;
const addBranch = async (name = uniqueName()) => (await t.database.db.insert(branches).values({ name }).returning())[0];

describe('GET /api/admin/branches', () => {
  it('answers staff only', async () => {
    await expectStatuses(t, world, () => ({ method: 'GET', url: '/api/admin/branches' }), staffOnly(200));
  });

  it('lists every branch by name', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/branches', token: world.managerB.token });
    const names = response.json().data.map((branch: { name: string }) => branch.name);
    expect(names).toEqual([...names].sort());
    expect(response.json().data).toContainEqual({ id: world.branchA, name: expect.stringMatching(/^Branch A/) });
  });
});

describe('POST /api/admin/branches', () => {
  const post = (name: unknown) => ({ method: 'POST' as const, url: '/api/admin/branches', payload: { name } });

  it('lets only an admin add a branch', async () => {
    await expectStatuses(t, world, () => post(uniqueName()), adminOnly(201));
  });

  it('answers the new branch, its name trimmed', async () => {
    const response = await t.request({ ...post('  Bhilai Office  '), token: world.admin.token });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Bhilai Office' });
  });

  it('refuses a name taken in any case (409) and a missing or empty name (422), changing nothing', async () => {
    await addBranch('Korba Office');
    await expectRefused(t, { ...post('KORBA office'), token: world.admin.token }, 409, 'The name has already been taken.');
    await expectRefused(t, { ...post(''), token: world.admin.token }, 422);
    await expectRefused(t, { ...post('x'.repeat(101)), token: world.admin.token }, 422);
    await expectRefused(t, { method: 'POST', url: '/api/admin/branches', payload: {}, token: world.admin.token }, 422);
  });
});

describe('PUT /api/admin/branches/{id}', () => {
  const put = (id: number, name: string) => ({ method: 'PUT' as const, url: `/api/admin/branches/${id}`, payload: { name } });

  it('lets only an admin rename a branch', async () => {
    await expectStatuses(t, world, async () => put((await addBranch()).id, uniqueName()), adminOnly(200));
  });

  it('renames, also to another case of its own name', async () => {
    const branch = await addBranch('Durg Office');
    const response = await t.request({ ...put(branch.id, 'DURG OFFICE'), token: world.admin.token });
    expect(response.json()).toEqual({ id: branch.id, name: 'DURG OFFICE' });
  });

  it("refuses another branch's name (409), an empty name (422) and an unknown branch (404)", async () => {
    const branch = await addBranch();
    await addBranch('Raigarh Office');
    await expectRefused(t, { ...put(branch.id, 'raigarh office'), token: world.admin.token }, 409, 'The name has already been taken.');
    await expectRefused(t, { ...put(branch.id, ''), token: world.admin.token }, 422);
    await expectRefused(t, { ...put(999999, uniqueName()), token: world.admin.token }, 404, 'Not found.');
    expect((await t.database.db.select().from(branches).where(eq(branches.id, branch.id)))[0].name).toBe(branch.name);
  });
});
