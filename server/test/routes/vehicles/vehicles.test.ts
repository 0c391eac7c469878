import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, insurances, vehicles } from '../../../db/schema/index.js';

import { addCitizen, expectChangePerRole, expectStatusPerRole, expectUnchanged, setUpWorld } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();

let serial = 0;
const fields = (overrides: Record<string, unknown> = {}) => ({
  registration_no: `CG04AB${String(++serial).padStart(4, '0')}`, type: 'LMV', make_model: 'Maruti Swift',
  chassis_no: 'ma3 ewdE1s00123456', engine_no: 'k12mn1234567', application_no: 'cg 2403 0001', ...overrides,
});
const createIn = (citizenId: number, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `/api/citizens/${citizenId}/vehicles`, token, payload });
const create = async (citizenId = world.citizenId, token = world.owner.token) => {
  const response = await createIn(citizenId, token, fields());
  expect(response.statusCode).toBe(201);
  return response.json();
};
const auditRows = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, id)));

describe('POST /api/citizens/{id}/vehicles', () => {
  it('creates a vehicle with upper-cased numbers, audited', async () => {
    const response = await createIn(world.citizenId, world.owner.token, fields({ registration_no: 'cg 04 xy 9876' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      citizen_id: world.citizenId, registration_no: 'CG04XY9876', type: 'LMV', make_model: 'Maruti Swift',
      chassis_no: 'MA3EWDE1S00123456', engine_no: 'K12MN1234567', application_no: 'CG24030001',
    });
    expect(body).not.toHaveProperty('file_url');
    expect(await auditRows(body.id)).toMatchObject([{ action: 'create', after: { registration_no: 'CG04XY9876' } }]);
  });

  it('stores a registration number written with hyphens or dots without them', async () => {
    const response = await createIn(world.citizenId, world.owner.token, fields({ registration_no: 'cg-07.ab-4321' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().registration_no).toBe('CG07AB4321');
  });

  it('is allowed to those who may edit the citizen, 404 for the others', async () => {
    await expectStatusPerRole(world, (actor) => createIn(world.citizenId, actor?.token, fields()), 201);
  });

  it('answers 409 naming the field on a duplicate registration number', async () => {
    const existing = await create();
    await expectUnchanged(t, async () => {
      const response = await createIn(world.citizenId, world.owner.token, fields({ registration_no: existing.registration_no.toLowerCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({ registration_no: ['The registration no has already been taken.'] });
    });
  });

  it.each([
    ['a missing registration no', { registration_no: undefined }, 'registration_no', 'The registration no field is required.'],
    ['a registration no of the wrong type', { registration_no: ['A', 'B'] }, 'registration_no', 'The registration no field must be a string.'],
    ['a registration no too long', { registration_no: 'CGT1234567890123' }, 'registration_no', 'The registration no field must not be greater than 15 characters.'],
    ['a registration no with symbols', { registration_no: 'CG#04AB1234' }, 'registration_no', 'The registration no must be a registration number such as CG04AB1234, 22BH1234AA or CG04T1234.'],
    ['a type not in the list', { type: 'Spaceship' }, 'type', 'The selected type is invalid.'],
    ['an application no with symbols', { application_no: 'AP#123' }, 'application_no', 'The application no field format is invalid.'],
    ['a chassis no with symbols', { chassis_no: 'MA3/123' }, 'chassis_no', 'The chassis no field format is invalid.'],
    ['a make/model too long', { make_model: 'x'.repeat(101) }, 'make_model', 'The make model field must not be greater than 100 characters.'],
  ])('refuses %s with 422 and changes nothing', async (_case, change, field, message) => {
    await expectUnchanged(t, async () => {
      const response = await createIn(world.citizenId, world.owner.token, fields(change));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    });
  });
});

describe('GET /api/citizens/{id}/vehicles', () => {
  it('lists newest first, paged', async () => {
    const citizenId = await addCitizen(t, world);
    const ids = [(await create(citizenId)).id, (await create(citizenId)).id, (await create(citizenId)).id];
    const response = await t.request({ method: 'GET', url: `/api/citizens/${citizenId}/vehicles?per_page=2`, token: world.managerFree.token });
    expect(response.json()).toMatchObject({ data: [{ id: ids[2] }, { id: ids[1] }], meta: { total: 3, last_page: 2, per_page: 2 } });
  });

  it('is for those who see the citizen, 404 for the others', async () => {
    await expectStatusPerRole(world, (actor) => t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/vehicles`, token: actor?.token }), 200);
  });
});

describe('PUT /api/vehicles/{id}', () => {
  const update = (id: number, token: string | undefined, payload: object) => t.request({ method: 'PUT', url: `/api/vehicles/${id}`, token, payload });

  it('updates and audits before and after', async () => {
    const vehicle = await create();
    const response = await update(vehicle.id, world.managerA.token, fields({ registration_no: vehicle.registration_no, make_model: 'Tata Nexon', type: 'LGV' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: vehicle.id, make_model: 'Tata Nexon', type: 'LGV' });
    expect((await auditRows(vehicle.id)).find((row) => row.action === 'update')).toMatchObject({
      actorId: world.managerA.id, before: { make_model: 'Maruti Swift' }, after: { make_model: 'Tata Nexon' },
    });
  });

  it('is for those who may edit the citizen, 404 for the others', async () => {
    const vehicle = await create();
    await expectStatusPerRole(world, (actor) => update(vehicle.id, actor?.token, fields({ registration_no: vehicle.registration_no })), 200);
  });

  it('refuses a taken registration (409) or a bad type (422), changing nothing', async () => {
    const [first, second] = [await create(), await create()];
    await expectUnchanged(t, async () => {
      expect((await update(second.id, world.owner.token, fields({ registration_no: first.registration_no }))).statusCode).toBe(409);
      expect((await update(second.id, world.owner.token, fields({ type: 'Rocket' }))).statusCode).toBe(422);
    });
  });
});

describe('DELETE /api/vehicles/{id}', () => {
  const remove = (id: number, token: string | undefined) => t.request({ method: 'DELETE', url: `/api/vehicles/${id}`, token });

  it('deletes a vehicle without records, audited; POST ?_method=DELETE does the same', async () => {
    const [first, second] = [await create(), await create()];
    const response = await remove(first.id, world.owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Vehicle deleted.' });
    expect((await auditRows(first.id)).find((row) => row.action === 'delete')?.before).toMatchObject({ id: first.id, registration_no: first.registration_no });
    const twin = await t.request({ method: 'POST', url: `/api/vehicles/${second.id}?_method=DELETE`, token: world.owner.token });
    expect(twin.statusCode).toBe(200);
    expect(await t.database.db.select().from(vehicles).where(eq(vehicles.citizenId, world.citizenId))).not.toContainEqual(expect.objectContaining({ id: second.id }));
  });

  it('answers 409 while the vehicle has records, changing nothing', async () => {
    const vehicle = await create();
    await t.database.db.insert(insurances).values({
      vehicleId: vehicle.id, insuranceType: 'Comprehensive', companyName: 'National', policyNumber: 'P1', startDate: '2024-01-01', endDate: '2025-01-01',
    });
    await expectUnchanged(t, async () => {
      for (const send of [() => remove(vehicle.id, world.admin.token), () => t.request({ method: 'POST', url: `/api/vehicles/${vehicle.id}?_method=DELETE`, token: world.admin.token })]) {
        const response = await send();
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('Linked records exist. Remove dependent records first.');
      }
    });
  });

  it('is for those who may edit the citizen, 404 for the others', async () => {
    await expectChangePerRole(t, world, async (actor) => {
      const vehicle = await create();
      return () => remove(vehicle.id, actor?.token);
    }, 200);
  });
});
