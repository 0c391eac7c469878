import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../common/options.js';
import { auditLog, deletedFiles, drivingLicences, learnerLicences } from '../../../db/schema/index.js';

import { addCitizen, expectChangePerRole, expectStatusPerRole, expectUnchanged, form, PDF, PNG, setUpWorld, TEXT } from '../citizens/fixtures.js';

const { t, world } = setUpWorld();

/** The message of an LL or DL number of another shape (decisions.md §Records). */
const LICENCE_SHAPE = (field: string) => `The ${field.replace('_', ' ')} must be a license number such as CG04/0000001/2016 or CG0420160000001.`;

const KINDS = [
  { segment: 'll', numberField: 'll_no', table: learnerLicences, entity: 'learner_licence', deleted: 'Learner License deleted.' },
  { segment: 'dl', numberField: 'dl_no', table: drivingLicences, entity: 'driving_licence', deleted: 'Driving License deleted.' },
] as const;

let serial = 0;

describe.each(KINDS)('$segment', ({ segment, numberField, table, entity, deleted }) => {
  const number = () => `CG04${segment.toUpperCase()}${String(++serial).padStart(6, '0')}`;
  const fields = (overrides: Record<string, string | string[] | undefined> = {}) => ({
    [numberField]: number(), application_no: 'app 1001', issue_date: '2024-01-10', expiry_date: '2024-07-08',
    vehicle_class: ['MCWG', 'LMV'], office: 'CG-04 Raipur', ...overrides,
  });
  const createIn = (citizenId: number, token: string | undefined, payload: FormData | object) =>
    t.request({ method: 'POST', url: `/api/citizens/${citizenId}/${segment}`, token, payload });
  const create = async (token = world.owner.token, citizenId = world.citizenId, file?: Buffer) => {
    const response = await createIn(citizenId, token, form(fields(), file && { bytes: file }));
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const stored = (filePath: string) => existsSync(path.join(t.config.storageDir, filePath));

  describe(`POST /api/citizens/{id}/${segment}`, () => {
    it('creates from a multipart form with a document, upper-cased numbers and joined classes', async () => {
      const response = await createIn(world.citizenId, world.owner.token, form(fields({ [numberField]: 'cg04 x 7788', vehicle_class: ['LMV', 'MCWG'] }), { bytes: PDF }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        [numberField]: 'CG04X7788', application_no: 'APP1001', issue_date: '2024-01-10', expiry_date: '2024-07-08',
        vehicle_class: 'MCWG, LMV', office: 'CG-04 Raipur', citizen_id: world.citizenId,
      });
      expect(body.file_path).toMatch(new RegExp(`^${segment}/[0-9a-f-]{36}\\.pdf$`));
      expect(body.file_url).toMatch(new RegExp(`^/storage/${body.file_path}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
      expect(stored(body.file_path)).toBe(true);
      const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, body.id)));
      expect(entry).toMatchObject({ action: 'create', actorId: world.owner.id, after: { id: body.id, file_path: body.file_path } });
    });

    it('takes JSON without a document, classes as one comma-joined text', async () => {
      const response = await createIn(world.citizenId, world.managerA.token, { ...fields(), vehicle_class: 'TRANS,MCWOG', application_no: '', issue_date: null });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ vehicle_class: 'MCWOG, TRANS', application_no: null, issue_date: null, file_path: null, file_url: null });
    });

    it('takes classes sent as field[] and a document detected by content, whatever its name', async () => {
      const data = form({ ...fields(), vehicle_class: undefined, 'vehicle_class[]': ['E-Rikshaw', 'Road Roller'] }, { bytes: PNG, name: 'scan.pdf', type: 'application/pdf' });
      const response = await createIn(world.citizenId, world.admin.token, data);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ vehicle_class: 'E-Rikshaw, Road Roller', file_path: expect.stringMatching(/\.png$/) });
    });

    it('is allowed to those who may edit the citizen, 404 for the others', async () => {
      await expectStatusPerRole(world, (actor) => createIn(world.citizenId, actor?.token, form(fields())), 201);
    });

    it('answers 404 for an unknown citizen', async () => {
      expect((await createIn(999999, world.admin.token, form(fields()))).statusCode).toBe(404);
    });

    it(`answers 409 on a duplicate ${numberField}, keeping no orphan file`, async () => {
      const existing = await create();
      await expectUnchanged(t, async () => {
        const response = await createIn(world.citizenId, world.owner.token, form(fields({ [numberField]: existing[numberField].toLowerCase() }), { bytes: PDF }));
        expect(response.statusCode).toBe(409);
        expect(response.json().errors).toEqual({ [numberField]: [`The ${numberField.replace('_', ' ')} has already been taken.`] });
      });
    });

    it.each([
      ['a missing number', { [numberField]: undefined }, numberField, `The ${numberField.replace('_', ' ')} field is required.`],
      ['a number too long', { [numberField]: `CG04${'1'.repeat(27)}` }, numberField, LICENCE_SHAPE(numberField)],
      ['a number in a wrong format', { [numberField]: 'CG04#12' }, numberField, LICENCE_SHAPE(numberField)],
      ['an issue date in another format', { issue_date: '10/01/2024' }, 'issue_date', 'The issue date field must be a valid date.'],
      ['an impossible expiry date', { expiry_date: '2024-13-01' }, 'expiry_date', 'The expiry date field must be a valid date.'],
      ['an expiry before the issue', { expiry_date: '2024-01-09' }, 'expiry_date', 'The expiry date must be a date after or equal to issue date.'],
      ['a class not in the list', { vehicle_class: ['LMV', 'JET'] }, 'vehicle_class', 'The selected vehicle class is invalid.'],
      ['an office not in the list', { office: 'CG-99 Nowhere' }, 'office', 'The selected office is invalid.'],
    ])('refuses %s with 422 and changes nothing', async (_case, change, field, message) => {
      await expectUnchanged(t, async () => {
        const response = await createIn(world.citizenId, world.owner.token, form(fields(change), { bytes: PDF }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ [field]: [message] });
      });
    });

    it('refuses fields of the wrong type in JSON with 422 and changes nothing', async () => {
      await expectUnchanged(t, async () => {
        const response = await createIn(world.citizenId, world.owner.token, { ...fields(), [numberField]: { value: 'X1' }, vehicle_class: { LMV: true } });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({
          [numberField]: [`The ${numberField.replace('_', ' ')} field must be a string.`],
          vehicle_class: ['The vehicle class field must be a list or a text.'],
        });
      });
    });

    it('refuses a document that is not a PDF or image by content (422), even named .pdf', async () => {
      await expectUnchanged(t, async () => {
        const response = await createIn(world.citizenId, world.owner.token, form(fields(), { bytes: TEXT, name: 'licence.pdf' }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ file: ['The file must be a file of type: pdf, jpg, png, webp.'] });
      });
    });

    it('refuses a document over 5 MB with 413 and a JSON message', async () => {
      await expectUnchanged(t, async () => {
        const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]);
        const response = await createIn(world.citizenId, world.owner.token, form(fields(), { bytes: big }));
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ message: 'The file may not be greater than 5 MB.' });
      });
    });
  });

  describe(`GET /api/citizens/{id}/${segment}`, () => {
    it('lists newest issue first (undated last, id breaking ties), paged', async () => {
      const citizenId = await addCitizen(t, world);
      const add = (issue_date: string | undefined) => createIn(citizenId, world.admin.token, { ...fields(), issue_date, expiry_date: undefined });
      const ids = [];
      for (const date of ['2023-01-01', '2024-05-01', undefined, '2024-05-01']) ids.push((await add(date)).json().id);
      const page = (query: string) => t.request({ method: 'GET', url: `/api/citizens/${citizenId}/${segment}${query}`, token: world.owner.token });
      const all = (await page('')).json();
      expect(all.data.map((row: { id: number }) => row.id)).toEqual([ids[3], ids[1], ids[0], ids[2]]);
      expect(all.data[0].file_url).toBeNull();
      const second = (await page('?per_page=3&page=2')).json();
      expect(second).toMatchObject({ data: [{ id: ids[2] }], meta: { current_page: 2, last_page: 2, per_page: 3, from: 4, to: 4, total: 4 } });
    });

    it('is for those who see the citizen, 404 for the others', async () => {
      await expectStatusPerRole(world, (actor) => t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/${segment}`, token: actor?.token }), 200);
    });
  });

  describe(`update: POST /api/${segment}/{id} with _method=PUT, or PUT`, () => {
    const update = (id: number, token: string | undefined, payload: FormData) => t.request({ method: 'POST', url: `/api/${segment}/${id}`, token, payload });

    it('replaces the document, removing the old file, and audits before and after', async () => {
      const licence = await create(world.owner.token, world.citizenId, PDF);
      const response = await update(licence.id, world.owner.token, form({ _method: 'PUT', ...fields({ [numberField]: licence[numberField], office: 'CG-07 Durg' }) }, { bytes: PNG }));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id: licence.id, office: 'CG-07 Durg', file_path: expect.stringMatching(/\.png$/) });
      expect(stored(licence.file_path)).toBe(false);
      expect(stored(body.file_path)).toBe(true);
      const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, licence.id)));
      expect(entries.find((row) => row.action === 'update')).toMatchObject({ before: { office: 'CG-04 Raipur' }, after: { office: 'CG-07 Durg' } });
    });

    it('keeps the document when none is sent; PUT with JSON works too', async () => {
      const licence = await create(world.owner.token, world.citizenId, PDF);
      const viaForm = await update(licence.id, world.owner.token, form({ _method: 'PUT', ...fields({ [numberField]: `CG07NEW1${segment}` }) }));
      expect(viaForm.json()).toMatchObject({ [numberField]: `CG07NEW1${segment.toUpperCase()}`, file_path: licence.file_path });
      const viaPut = await t.request({ method: 'PUT', url: `/api/${segment}/${licence.id}`, token: world.owner.token, payload: { ...fields(), vehicle_class: 'LMV' } });
      expect(viaPut.statusCode).toBe(200);
      expect(viaPut.json()).toMatchObject({ vehicle_class: 'LMV', file_path: licence.file_path });
      expect(stored(licence.file_path)).toBe(true);
    });

    it('is for those who may edit the citizen, 404 for the others', async () => {
      const licence = await create();
      await expectStatusPerRole(world, (actor) => update(licence.id, actor?.token, form({ _method: 'PUT', ...fields() })), 200);
    });

    it.each([
      ['an expiry before the issue', { expiry_date: '2020-01-01' }, 'expiry_date'],
      ['a missing number', { [numberField]: '' }, numberField],
    ])('refuses %s with 422 and changes nothing (not even the file)', async (_case, change, field) => {
      const licence = await create(world.owner.token, world.citizenId, PDF);
      await expectUnchanged(t, async () => {
        const response = await update(licence.id, world.owner.token, form({ _method: 'PUT', ...fields(change) }, { bytes: PNG }));
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      });
    });

    it('refuses a number already taken (409) and a wrong document (422), changing nothing', async () => {
      const [first, second] = [await create(), await create(world.owner.token, world.citizenId, PDF)];
      await expectUnchanged(t, async () => {
        const clash = await update(second.id, world.owner.token, form({ _method: 'PUT', ...fields({ [numberField]: first[numberField] }) }, { bytes: PNG }));
        expect(clash.statusCode).toBe(409);
        const wrongFile = await update(second.id, world.owner.token, form({ _method: 'PUT', ...fields() }, { bytes: TEXT }));
        expect(wrongFile.statusCode).toBe(422);
      });
    });

    it('answers 405 to a POST without a method override', async () => {
      const licence = await create();
      expect((await update(licence.id, world.owner.token, form(fields()))).statusCode).toBe(405);
    });
  });

  describe(`DELETE /api/${segment}/{id} and POST ?_method=DELETE`, () => {
    it('deletes the row, keeps its file for a restore, audits the before-image', async () => {
      const licence = await create(world.owner.token, world.citizenId, PDF);
      const response = await t.request({ method: 'DELETE', url: `/api/${segment}/${licence.id}`, token: world.managerA.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: deleted });
      expect(await t.database.db.select().from(table).where(eq(table.id, licence.id))).toEqual([]);
      expect(stored(licence.file_path)).toBe(true);
      expect(await t.database.db.select().from(deletedFiles).where(eq(deletedFiles.filePath, licence.file_path))).toHaveLength(1);
      const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, licence.id), eq(auditLog.action, 'delete')));
      expect(entry.before).toMatchObject({ id: licence.id, [numberField]: licence[numberField], file_path: licence.file_path });
    });

    it('has a POST ?_method=DELETE twin', async () => {
      const licence = await create();
      const response = await t.request({ method: 'POST', url: `/api/${segment}/${licence.id}?_method=DELETE`, token: world.owner.token });
      expect(response.statusCode).toBe(200);
      expect((await t.request({ method: 'DELETE', url: `/api/${segment}/${licence.id}`, token: world.owner.token })).statusCode).toBe(404);
    });

    it('is for those who may edit the citizen, 404 for the others (and changes nothing for them)', async () => {
      await expectChangePerRole(t, world, async (actor) => {
        const licence = await create();
        return () => t.request({ method: 'DELETE', url: `/api/${segment}/${licence.id}`, token: actor?.token });
      }, 200);
    });
  });
});
