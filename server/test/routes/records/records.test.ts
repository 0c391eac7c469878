import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../common/options.js';
import { auditLog, vehicles } from '../../../db/schema/index.js';

import { expectChangePerRole, expectStatusPerRole, expectUnchanged, form, PDF, PNG, setUpWorld, TEXT } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();
let vehicleId: number;
beforeAll(async () => {
  [{ id: vehicleId }] = await t.database.db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo: 'CG04RC0001' }).returning();
});

type Fields = Record<string, string>;

/** Per record type: a valid form, its period fields, the number field (upper-cased) and the lists it draws on. */
const TYPES: {
  segment: string; entity: string; valid: Fields; period: [string, string]; numberField?: string;
  listFields: string[]; stored?: Fields;
}[] = [
  {
    segment: 'taxes', entity: 'tax', period: ['tax_from', 'tax_upto'], listFields: ['tax_mode', 'vehicle_type'],
    valid: { vehicle_type: 'LMV', tax_mode: 'Yearly', tax_from: '2024-04-01', tax_upto: '2025-03-31', amount: '1500.5' },
    stored: { amount: '1500.50' },
  },
  {
    segment: 'insurances', entity: 'insurance', period: ['start_date', 'end_date'], numberField: 'policy_number',
    listFields: ['insurance_type', 'status'],
    valid: { insurance_type: 'Third Party', company_name: 'National Insurance', policy_number: 'pol 77/2024', start_date: '2024-01-01', end_date: '2024-12-31', status: 'expired' },
  },
  {
    segment: 'puccs', entity: 'pucc', period: ['valid_from', 'valid_until'], numberField: 'pucc_number', listFields: ['status'],
    valid: { pucc_number: 'pu cc 123', valid_from: '2024-01-01', valid_until: '2024-06-30' },
    // Stored active (the default), answered expired: its end date has passed (record-status.test.ts).
    stored: { status: 'expired', chosen_status: 'active' },
  },
  ...(['fitnesses', 'vltds', 'speed-governors'] as const).map((segment) => ({
    segment, entity: { fitnesses: 'fitness', vltds: 'vltd', 'speed-governors': 'speed_governor' }[segment],
    period: ['issue_date', 'expiry_date'] as [string, string], numberField: 'certificate_number', listFields: [],
    valid: { certificate_number: 'cert 001', issue_date: '2024-02-01', expiry_date: '2025-01-31' },
  })),
  {
    segment: 'permits', entity: 'permit', period: ['issue_date', 'expiry_date'], numberField: 'permit_number', listFields: [],
    valid: { permit_number: 'cg/per 9', issue_date: '2024-02-01', expiry_date: '2029-01-31' },
  },
];

describe.each(TYPES)('$segment', (type) => {
  const { segment, entity, valid, period } = type;
  const [from, to] = period;
  /** Multipart with an optional document, as the app sends every record. */
  const body = (fields: Fields, file?: Buffer) => form(fields, file && { bytes: file });
  const createFor = (id: number, token: string | undefined, fields: Fields, file?: Buffer) =>
    t.request({ method: 'POST', url: `/api/vehicles/${id}/${segment}`, token, payload: body(fields, file) });
  const create = async (fields: Fields = valid, file?: Buffer) => {
    const response = await createFor(vehicleId, world.owner.token, fields, file);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  /** Update as the app does it: multipart POST with _method=PUT. */
  const update = (id: number, token: string | undefined, fields: Fields, file?: Buffer) =>
    t.request({ method: 'POST', url: `/api/${segment}/${id}`, token, payload: form({ _method: 'PUT', ...fields }, file && { bytes: file }) });
  const remove = (id: number, token: string | undefined) => t.request({ method: 'DELETE', url: `/api/${segment}/${id}`, token });
  const stored = (filePath: string) => existsSync(path.join(t.config.storageDir, filePath));
  const auditRows = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));

  it('creates a record with snake_case fields, upper-cased numbers, audited', async () => {
    const record = await create(valid, PDF);
    const expected: Record<string, unknown> = { ...valid, ...type.stored, vehicle_id: vehicleId };
    if (type.numberField) expected[type.numberField] = valid[type.numberField].replace(/\s/g, '').toUpperCase();
    expect(record).toMatchObject(expected);
    expect(record.file_path).toMatch(new RegExp(`^${segment}/[0-9a-f-]{36}\\.pdf$`));
    expect(record.file_url).toMatch(/^\/storage\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(stored(record.file_path)).toBe(true);
    expect(await auditRows(record.id)).toMatchObject([{ action: 'create', actorId: world.owner.id, after: { id: record.id } }]);
  });

  it('lists newest expiry first, id breaking ties, paged', async () => {
    const [{ id: otherVehicle }] = await t.database.db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo: `CG04LS${TYPES.indexOf(type)}` }).returning();
    const ids: number[] = [];
    for (const expiry of ['2026-01-01', '2027-06-30', '2026-01-01']) {
      const response = await createFor(otherVehicle, world.managerA.token, { ...valid, [from]: '2025-01-01', [to]: expiry });
      ids.push(response.json().id);
    }
    const list = (query: string) => t.request({ method: 'GET', url: `/api/vehicles/${otherVehicle}/${segment}${query}`, token: world.owner.token });
    expect((await list('')).json().data.map((row: { id: number }) => row.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect((await list('?per_page=2&page=2')).json()).toMatchObject({ data: [{ id: ids[0] }], meta: { current_page: 2, last_page: 2, from: 3, to: 3, total: 3 } });
  });

  it('lists for those who see the citizen, 404 for the others and for an unknown vehicle', async () => {
    await expectStatusPerRole(world, (actor) => t.request({ method: 'GET', url: `/api/vehicles/${vehicleId}/${segment}`, token: actor?.token }), 200);
    expect((await t.request({ method: 'GET', url: `/api/vehicles/999999/${segment}`, token: world.admin.token })).statusCode).toBe(404);
  });

  it('creates for those who may edit the citizen, 404 for the others', async () => {
    await expectStatusPerRole(world, (actor) => createFor(vehicleId, actor?.token, valid), 201);
  });

  it('updates, audits before and after, replacing the document and removing the old file', async () => {
    const record = await create(valid, PDF);
    const response = await update(record.id, world.managerFree.token, { ...valid, [to]: '2031-12-31' }, PNG);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: record.id, [to]: '2031-12-31' });
    expect(response.json().file_path).toMatch(/\.png$/);
    expect(stored(record.file_path)).toBe(false);
    expect(stored(response.json().file_path)).toBe(true);
    expect((await auditRows(record.id)).find((row) => row.action === 'update')).toMatchObject({
      actorId: world.managerFree.id, before: { [to]: valid[to] }, after: { [to]: '2031-12-31' },
    });
  });

  it('updates for those who may edit the citizen, 404 for the others', async () => {
    const record = await create();
    await expectStatusPerRole(world, (actor) => update(record.id, actor?.token, valid), 200);
  });

  it('deletes with DELETE or POST ?_method=DELETE, keeping the document for a restore and auditing the before-image', async () => {
    const [first, second] = [await create(valid, PDF), await create()];
    const response = await remove(first.id, world.owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Record deleted.' });
    expect(stored(first.file_path)).toBe(true);
    expect((await auditRows(first.id)).find((row) => row.action === 'delete')?.before).toMatchObject({ id: first.id, vehicle_id: vehicleId });
    expect((await t.request({ method: 'POST', url: `/api/${segment}/${second.id}?_method=DELETE`, token: world.owner.token })).statusCode).toBe(200);
    expect((await remove(second.id, world.owner.token)).statusCode).toBe(404);
  });

  it('deletes for those who may edit the citizen, 404 (and nothing changed) for the others', async () => {
    await expectChangePerRole(t, world, async (actor) => {
      const record = await create();
      return () => remove(record.id, actor?.token);
    }, 200);
  });

  const attribute = (field: string) => field.replace(/_/g, ' ');
  const badInputs: [string, Fields, string, string][] = [
    ...Object.keys(valid)
      .filter((field) => !['vehicle_type', 'amount', 'status'].includes(field))
      .map((field): [string, Fields, string, string] => [`a missing ${field}`, { [field]: '' }, field, `The ${attribute(field)} field is required.`]),
    [`${from} in another format`, { [from]: '01-02-2024' }, from, `The ${attribute(from)} field must be a valid date.`],
    [`an impossible ${to}`, { [to]: '2025-02-29' }, to, `The ${attribute(to)} field must be a valid date.`],
    [`${to} before ${from}`, { [to]: '2023-12-31' }, to, `The ${attribute(to)} must be a date after or equal to ${attribute(from)}.`],
    ...type.listFields.map((field): [string, Fields, string, string] => [`a ${field} not in its list`, { [field]: 'Sometimes' }, field, `The selected ${attribute(field)} is invalid.`]),
    ...(type.numberField
      ? [
          [`a ${type.numberField} too long`, { [type.numberField]: 'N'.repeat(51) }, type.numberField, `The ${attribute(type.numberField)} field must not be greater than ${type.numberField === 'policy_number' ? 50 : 30} characters.`] as [string, Fields, string, string],
          [`a ${type.numberField} with symbols`, { [type.numberField]: 'AB#1' }, type.numberField, `The ${attribute(type.numberField)} field format is invalid.`] as [string, Fields, string, string],
        ]
      : []),
    ...(segment === 'taxes'
      ? ([
          ['a negative amount', { amount: '-5' }],
          ['an amount with 3 decimals', { amount: '10.555' }],
          ['an amount in words', { amount: 'five hundred' }],
        ] as [string, Fields][]).map(([name, change]): [string, Fields, string, string] => [name, change, 'amount', 'The amount must be a number of at least 0 with at most 2 decimal places.'])
      : []),
  ];

  it.each(badInputs)('refuses %s with 422 on create and update, changing nothing', async (_case, change, field, message) => {
    const record = await create();
    await expectUnchanged(t, async () => {
      for (const response of [await createFor(vehicleId, world.owner.token, { ...valid, ...change }), await update(record.id, world.owner.token, { ...valid, ...change })]) {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ [field]: [message] });
      }
    });
  });

  it(`refuses a ${from} of the wrong type (JSON) with 422, changing nothing`, async () => {
    await expectUnchanged(t, async () => {
      const response = await t.request({ method: 'POST', url: `/api/vehicles/${vehicleId}/${segment}`, token: world.owner.token, payload: { ...valid, [from]: { year: 2024 } } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [from]: [`The ${attribute(from)} field must be a string.`] });
    });
  });

  it('refuses a document that is not a PDF or an image (422) and one over 5 MB (413), changing nothing', async () => {
    const record = await create(valid, PDF);
    await expectUnchanged(t, async () => {
      const wrong = await createFor(vehicleId, world.owner.token, valid, TEXT);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ file: ['The file must be a file of type: pdf, jpg, png, webp.'] });
      expect((await update(record.id, world.owner.token, valid, TEXT)).statusCode).toBe(422);
      const big = await createFor(vehicleId, world.owner.token, valid, Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ message: 'The file may not be greater than 5 MB.' });
    });
  });

  it('also takes a JSON PUT, keeping the document', async () => {
    const record = await create(valid, PDF);
    const response = await t.request({ method: 'PUT', url: `/api/${segment}/${record.id}`, token: world.owner.token, payload: valid });
    expect(response.statusCode).toBe(200);
    expect(response.json().file_path).toBe(record.file_path);
  });
});

describe('record specifics', () => {
  it('stores insurance and PUCC status active when none is chosen', async () => {
    const response = await t.request({
      method: 'POST', url: `/api/vehicles/${vehicleId}/insurances`, token: world.owner.token,
      payload: { ...TYPES[1].valid, status: null },
    });
    expect(response.json().chosen_status).toBe('active');
  });

  it('takes a tax amount as a JSON number and stores it with 2 decimals', async () => {
    const created = await t.request({
      method: 'POST', url: `/api/vehicles/${vehicleId}/taxes`, token: world.owner.token,
      payload: { ...TYPES[0].valid, amount: 2500, vehicle_type: null },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ amount: '2500.00', vehicle_type: null });
  });
});
