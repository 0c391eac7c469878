import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, citizens } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { addCitizen, expectStatusPerRole, expectUnchanged, form, setUpWorld } from './fixtures.js';

const { t, world } = setUpWorld();

const valid = () => ({
  name: 'Mohan Lal',
  relation_type: 'Son of',
  relation_name: 'Shyam Lal',
  mobile: nextMobile(),
  email: 'mohan@example.com',
  dob: '1990-05-12',
  address: 'Ward 4, Civil Lines',
  state: 'Chhattisgarh',
  city: 'Raipur',
});

const create = (token: string | undefined, payload: object) => t.request({ method: 'POST', url: '/api/citizens', token, payload });
const auditOf = (entity: string, entityId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('POST /api/citizens', () => {
  it('answers 401 without a token', async () => {
    expect((await create(undefined, valid())).statusCode).toBe(401);
  });

  it('creates a profile for a user: no branch, creator recorded, audited', async () => {
    const response = await create(world.stranger.token, { ...valid(), mobile: '+91 98765 01234', email: 'Mohan@Example.com' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Mohan Lal', relation_type: 'Son of', relation_name: 'Shyam Lal', father_name: 'Shyam Lal', mobile: '9876501234',
      dob: '1990-05-12', state: 'Chhattisgarh', city: 'Raipur', branch_id: null, created_by: world.stranger.id,
      creator: { id: world.stranger.id, name: 'Test user' }, is_primary_profile_for_user: false,
      learner_licenses_count: 0, driving_licenses_count: 0, vehicles_count: 0, can_edit: true, can_delete: false,
    });
    expect(body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.age).toBeGreaterThanOrEqual(35);
    const [entry] = await auditOf('citizen', body.id);
    expect(entry).toMatchObject({ action: 'create', actorId: world.stranger.id, before: null });
    expect(entry.after).toMatchObject({ id: body.id, name: 'Mohan Lal' });
  });

  it.each([
    ['managerA', 'branchA'],
    ['managerFree', null],
    ['admin', null],
  ] as const)('gives a profile created by %s the branch of its creator', async (role, branch) => {
    const response = await create(world[role].token, valid());
    expect(response.statusCode).toBe(201);
    expect(response.json().branch_id).toBe(branch ? world[branch] : null);
  });

  it("takes the caller's interface language (Accept-Language) when none is chosen, the chosen one otherwise", async () => {
    const inHindi = (payload: object) =>
      t.request({ method: 'POST', url: '/api/citizens', token: world.stranger.token, payload, headers: { 'accept-language': 'hi' } });
    expect((await inHindi(valid())).json().language).toBe('hi');
    expect((await inHindi({ ...valid(), language: '' })).json().language).toBe('hi');
    expect((await inHindi({ ...valid(), language: 'en' })).json().language).toBe('en');
    expect((await create(world.stranger.token, valid())).json().language).toBe('en');
  });

  it('keeps an explicit father name for "Wife of" and derives none without it', async () => {
    const wife = await create(world.owner.token, { ...valid(), relation_type: 'Wife of', relation_name: 'Ravi', father_name: 'Ram Prasad' });
    expect(wife.json()).toMatchObject({ relation_name: 'Ravi', father_name: 'Ram Prasad' });
    const plain = await create(world.owner.token, { ...valid(), relation_type: 'Wife of', relation_name: 'Ravi' });
    expect(plain.json().father_name).toBeNull();
  });

  it('accepts a free-text city outside Chhattisgarh and empty optional fields', async () => {
    const response = await create(world.owner.token, { name: 'Asha', mobile: nextMobile(), state: 'Maharashtra', city: 'Pune', email: '', dob: '', relation_type: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: 'Maharashtra', city: 'Pune', email: null, dob: null, relation_type: null, age: null });
  });

  it('makes is_self the caller\'s primary profile, once (409 the second time)', async () => {
    const { token, user } = await t.signIn('user');
    const first = await create(token, { ...valid(), is_self: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ user_id: user.id, is_primary_profile_for_user: true });
    await expectUnchanged(t, async () => {
      const second = await create(token, { ...valid(), is_self: true });
      expect(second.statusCode).toBe(409);
      expect(second.json().errors).toEqual({ is_self: ['You already have a primary citizen profile.'] });
    });
  });

  it.each([
    ['missing name', { name: undefined }, 'name', 'The name field is required.'],
    ['empty name', { name: '  ' }, 'name', 'The name field is required.'],
    ['name of the wrong type', { name: { first: 'A' } }, 'name', 'The name field must be a string.'],
    ['name too long', { name: 'x'.repeat(256) }, 'name', 'The name field must not be greater than 255 characters.'],
    ['missing mobile', { mobile: undefined }, 'mobile', 'The mobile field is required.'],
    ['short mobile', { mobile: '98765' }, 'mobile', 'Mobile number must be exactly 10 digits.'],
    ['mobile starting with 5', { mobile: '5876543210' }, 'mobile', 'Mobile number must start with 6, 7, 8 or 9.'],
    ['bad email', { email: 'not-an-email' }, 'email', 'The email field must be a valid email address.'],
    ['dob in another format', { dob: '12-05-1990' }, 'dob', 'The date of birth field must be a valid date.'],
    ['impossible dob', { dob: '2023-02-30' }, 'dob', 'The date of birth field must be a valid date.'],
    ['dob in the future', { dob: '2999-01-01' }, 'dob', 'The date of birth must not be in the future.'],
    ['relation type not in the list', { relation_type: 'Uncle of' }, 'relation_type', 'The selected relation type is invalid.'],
    ['state not in the list', { state: 'Atlantis' }, 'state', 'The selected state is invalid.'],
    ['city not a Chhattisgarh district', { city: 'Pune' }, 'city', 'The selected city is invalid.'],
    ['address too long', { address: 'x'.repeat(501) }, 'address', 'The address field must not be greater than 500 characters.'],
    ['is_self not a boolean', { is_self: 'maybe' }, 'is_self', 'The is self field must be true or false.'],
  ])('refuses %s with 422 and changes nothing', async (_case, change, field, message) => {
    await expectUnchanged(t, async () => {
      const response = await create(world.owner.token, { ...valid(), ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    });
  });
});

describe('GET /api/citizens/{id}', () => {
  it('answers the detail to those in scope, 404 to the others', async () => {
    await expectStatusPerRole(world, async (actor) =>
      t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}`, token: actor?.token }), 200);
  });

  it('shows the rights of the caller: delete for admin only', async () => {
    const rights = async (token: string) => {
      const body = (await t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}`, token })).json();
      return [body.can_edit, body.can_delete];
    };
    expect(await rights(world.admin.token)).toEqual([true, true]);
    expect(await rights(world.managerA.token)).toEqual([true, false]);
    expect(await rights(world.managerFree.token)).toEqual([true, false]);
    expect(await rights(world.owner.token)).toEqual([true, false]);
  });

  it('lets a user see their primary profile made by someone else, and computes the age', async () => {
    const { user, token } = await t.signIn('user');
    const id = await addCitizen(t, world, { userId: user.id, createdBy: world.admin.id, dob: '2000-01-01' });
    const response = await t.request({ method: 'GET', url: `/api/citizens/${id}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_primary_profile_for_user: true, can_edit: true, age: expect.any(Number) });
    expect(response.json().age).toBeGreaterThanOrEqual(25);
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/citizens/999999', token: world.admin.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/citizens/abc', token: world.admin.token })).statusCode).toBe(422);
  });
});

describe('PUT /api/citizens/{id}', () => {
  const update = (id: number, token: string | undefined, payload: object) =>
    t.request({ method: 'PUT', url: `/api/citizens/${id}`, token, payload });

  it('lets those in scope edit, 404 for the others', async () => {
    await expectStatusPerRole(world, (actor, role) => update(world.citizenId, actor?.token, { ...valid(), name: `Edited by ${role}` }), 200);
    const [row] = await t.database.db.select().from(citizens).where(eq(citizens.id, world.citizenId));
    expect(row.name).toBe('Edited by owner');
  });

  it('updates the fields, re-derives the father name and audits before and after', async () => {
    const id = await addCitizen(t, world, { name: 'Old Name' });
    const response = await update(id, world.managerA.token, { ...valid(), name: 'New Name', relation_type: 'Daughter of', relation_name: 'Hari' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'New Name', father_name: 'Hari', can_edit: true, creator: { id: world.owner.id } });
    const [entry] = (await auditOf('citizen', id)).filter((row) => row.action === 'update');
    expect(entry).toMatchObject({ actorId: world.managerA.id, before: { name: 'Old Name' }, after: { name: 'New Name' } });
  });

  it('also takes a multipart POST with _method=PUT', async () => {
    const id = await addCitizen(t, world);
    const response = await t.request({
      method: 'POST', url: `/api/citizens/${id}`, token: world.owner.token,
      payload: form({ _method: 'PUT', name: 'Via Form', mobile: '9876512345' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Via Form', mobile: '9876512345' });
  });

  it.each([
    ['a bad mobile', { mobile: '12345' }, 'mobile'],
    ['a missing name', { name: '' }, 'name'],
    ['a city outside the districts', { state: 'Chhattisgarh', city: 'Mumbai' }, 'city'],
  ])('refuses %s with 422 and changes nothing', async (_case, change, field) => {
    await expectUnchanged(t, async () => {
      const response = await update(world.citizenId, world.admin.token, { ...valid(), ...change });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });
  });
});

describe('DELETE /api/citizens/{id}', () => {
  it('is for admins: 403 for others who see the profile, 404 for those who do not', async () => {
    const statuses: Record<string, number> = {};
    for (const role of ['anonymous', 'owner', 'managerA', 'managerFree', 'managerB', 'stranger', 'admin'] as const) {
      const id = await addCitizen(t, world);
      const token = role === 'anonymous' ? undefined : world[role].token;
      const response = await t.request({ method: 'DELETE', url: `/api/citizens/${id}`, token });
      statuses[role] = response.statusCode;
      if (role === 'admin') expect(response.json()).toEqual({ message: 'Citizen profile deleted.' });
    }
    expect(statuses).toEqual({ anonymous: 401, owner: 403, managerA: 403, managerFree: 403, managerB: 404, stranger: 404, admin: 200 });
  });

  it('refuses without changing anything', async () => {
    await expectUnchanged(t, async () => {
      expect((await t.request({ method: 'DELETE', url: `/api/citizens/${world.citizenId}`, token: world.owner.token })).statusCode).toBe(403);
    });
  });
});
