import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_NAMES } from '../../../../common/import-fields.js';
import { todayInIndia } from '../../../../common/rules.js';
import { auditLog, citizens, drivingLicences, insurances, learnerLicences, vehicles } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { addCitizen, setUpWorld } from '../citizens/fixtures.js';
import { csvFile, importFile, numbers, upload, uploadAndCheck, waitForImport, xlsxFile } from './fixtures.js';

const { t, world } = setUpWorld();
const admin = () => world.admin.token;

const HEADERS = ['name', 'mobile', 'dob', 'registration_no', 'insurance_type', 'company_name', 'policy_number', 'insurance_start_date', 'insurance_end_date'];
/** A valid row under HEADERS: a citizen with a vehicle and its insurance. */
function personRow(overrides: Record<string, unknown> = {}) {
  const n = numbers();
  const row: Record<string, unknown> = {
    name: 'Ramesh Sahu', mobile: nextMobile(), dob: '15-08-1985', registration_no: n.registration_no, insurance_type: 'Comprehensive',
    company_name: 'National Insurance', policy_number: `P${n.registration_no}`, insurance_start_date: '01-04-2025', insurance_end_date: '31-03-2026', ...overrides,
  };
  return HEADERS.map((header) => row[header] as string);
}
const csvOf = (...rows: string[][]) => csvFile([HEADERS, ...rows]);
const citizenByMobile = async (mobile: string) => (await t.database.db.select().from(citizens).where(eq(citizens.mobile, mobile)))[0];

describe('POST /api/imports (upload and mapping)', () => {
  it('maps the headers by field name, English and Hindi label, and previews the first rows as stored', async () => {
    const n = numbers();
    const file = csvFile([
      ['Name', 'मोबाइल', 'Date of birth', 'Vehicle No', 'll_issue_date', 'Remarks'],
      ['Sita Devi', '+91 98270 11111', '05/03/1990', `${n.registration_no.slice(0, 4)}-${n.registration_no.slice(4, 6).toLowerCase()}-${n.registration_no.slice(6)}`, '45292', 'x'],
    ]);
    const response = await upload(t, admin(), file, 'office.csv');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ file_name: 'office.csv', rows: 1, columns: ['Name', 'मोबाइल', 'Date of birth', 'Vehicle No', 'll_issue_date', 'Remarks'] });
    expect(body.mapping).toEqual({ Name: 'name', मोबाइल: 'mobile', 'Date of birth': 'dob', 'Vehicle No': 'registration_no', ll_issue_date: 'll_issue_date', Remarks: null });
    // Mobile prefix stripped, registration upper-cased without hyphens, dd/mm/yyyy and an Excel serial (45292 = 2024-01-01) as dates.
    expect(body.preview).toEqual([{ name: 'Sita Devi', mobile: '9827011111', dob: '1990-03-05', registration_no: n.registration_no, ll_issue_date: '2024-01-01' }]);
  });

  it('remembers a user’s mapping for their next file, not for another user', async () => {
    const file = csvFile([['Grahak', 'Sampark', 'Gaadi'], ['Sita', nextMobile(), 'CG04AA1111']]);
    const first = (await upload(t, world.managerA.token, file)).json();
    expect(first.mapping).toEqual({ Grahak: null, Sampark: null, Gaadi: null });
    const changed = await t.request({ method: 'PUT', url: `/api/imports/${first.id}/mapping`, token: world.managerA.token, payload: { mapping: { Grahak: 'name', Sampark: 'mobile', Gaadi: 'registration_no' } } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().preview).toEqual([{ name: 'Sita', mobile: expect.any(String), registration_no: 'CG04AA1111' }]);
    expect((await upload(t, world.managerA.token, file)).json().mapping).toEqual({ Grahak: 'name', Sampark: 'mobile', Gaadi: 'registration_no' });
    expect((await upload(t, world.managerFree.token, file)).json().mapping).toEqual({ Grahak: null, Sampark: null, Gaadi: null });
  });

  it('refuses a mapping naming an unknown field or one field twice', async () => {
    const { id } = (await upload(t, admin(), csvFile([['a', 'b'], ['x', 'y']]))).json();
    const put = (mapping: object) => t.request({ method: 'PUT', url: `/api/imports/${id}/mapping`, token: admin(), payload: { mapping } });
    expect((await put({ a: 'nonsense' })).statusCode).toBe(422);
    const twice = await put({ a: 'name', b: 'name' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.mapping[0]).toContain('more than one column');
    expect((await put({ c: 'name' })).statusCode).toBe(422);
  });

  it('shows an import to its uploader and an admin only', async () => {
    const { id } = (await upload(t, world.managerA.token, csvOf(personRow()))).json();
    expect((await t.request({ method: 'GET', url: `/api/imports/${id}`, token: world.managerB.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/imports/${id}/check`, token: world.managerB.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/imports/${id}`, token: admin() })).json()).toMatchObject({ id, status: 'checking', total: 1 });
  });
});

describe('POST /api/imports/{id}/check', () => {
  it('words every broken rule as the forms do, by row (the header is row 1) and field', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const headers = [...HEADERS, 'email', 'city', 'state', 'll_no', 'll_issue_date', 'll_expiry_date', 'll_vehicle_class', 'pucc_number'];
    const row = (values: Record<string, string>) => headers.map((header) => values[header] ?? '');
    const valid = personRow();
    const base = Object.fromEntries(HEADERS.map((header, i) => [header, valid[i]]));
    const file = csvFile([
      headers,
      row({ ...base }),
      row({ ...base, mobile: '12345', registration_no: numbers().registration_no }),
      row({ ...base, name: '', mobile: nextMobile(), registration_no: numbers().registration_no }),
      row({ ...base, mobile: nextMobile(), dob: tomorrow, registration_no: 'NOTAPLATE' }),
      row({ ...base, mobile: nextMobile(), registration_no: numbers().registration_no, email: 'not-an-email', state: 'Chhattisgarh', city: 'Mumbai' }),
      row({ ...base, mobile: nextMobile(), registration_no: numbers().registration_no, ll_no: 'X1', ll_issue_date: '10-01-2024', ll_expiry_date: '01-01-2024', ll_vehicle_class: 'Spaceship' }),
      row({ ...base, mobile: nextMobile(), registration_no: '', insurance_type: '', company_name: '', policy_number: '', insurance_start_date: '', insurance_end_date: '', pucc_number: 'PUC1' }),
      row({ ...base, mobile: nextMobile(), registration_no: numbers().registration_no, insurance_end_date: '31-02-2026', insurance_type: 'Everything' }),
    ]);
    const { check } = await uploadAndCheck(t, admin(), file);
    expect(check.rows).toBe(8);
    expect(check.valid).toBe(1);
    const at = (rowNo: number) => check.errors.filter((error: { row: number }) => error.row === rowNo).map(({ field, message }: { field: string; message: string }) => [field, message]);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([['mobile', 'Mobile number must be exactly 10 digits.']]);
    expect(at(4)).toEqual([['name', 'The name field is required.']]);
    expect(at(5)).toEqual(expect.arrayContaining([
      ['dob', 'The date of birth must not be in the future.'],
      ['registration_no', 'The registration no must be a registration number such as CG04AB1234, 22BH1234AA or CG04T1234.'],
    ]));
    expect(at(6)).toEqual(expect.arrayContaining([['email', 'The email field must be a valid email address.'], ['city', expect.stringMatching(/^The selected city is invalid; use one of: Balod, .*, Raipur, .*, Surguja\.$/)]]));
    expect(at(7)).toEqual(expect.arrayContaining([
      ['ll_no', 'The ll no must be a license number such as CG04/0000001/2016 or CG0420160000001.'],
      ['ll_expiry_date', 'The expiry date must be a date after or equal to issue date.'],
      ['ll_vehicle_class', 'The selected vehicle class is invalid.'],
    ]));
    expect(at(8)).toEqual(expect.arrayContaining([
      ['pucc_valid_from', 'The valid from field is required.'],
      ['registration_no', 'The registration no field is required.'],
    ]));
    // An unreadable date shows the cell and the format; an enumerated field lists its values.
    expect(at(9)).toEqual(expect.arrayContaining([
      ['insurance_end_date', "'31-02-2026' is not a date; use dd-mm-yyyy."],
      ['insurance_type', 'The selected insurance type is invalid; use one of: Comprehensive, Third Party.'],
    ]));
    expect(check.errors.find((error: { row: number; field: string }) => error.row === 9 && error.field === 'insurance_type')).toMatchObject({ column: 'insurance_type', value: 'Everything' });
  });

  it('says the same as the citizen form for the same value', async () => {
    const form = await t.request({ method: 'POST', url: '/api/citizens', token: admin(), payload: { name: 'Form Check', mobile: '5555' } });
    const { check } = await uploadAndCheck(t, admin(), csvFile([['name', 'mobile'], ['Form Check', '5555']]));
    expect(check.errors).toEqual([{ row: 2, field: 'mobile', column: 'mobile', value: '5555', message: form.json().errors.mobile[0] }]);
  });

  it('refuses to commit while a row has an error (422 listing them), and before a check', async () => {
    const { id } = (await upload(t, admin(), csvFile([['name', 'mobile'], ['Bad', '1']]))).json();
    const early = await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    expect(early.statusCode).toBe(422);
    await t.request({ method: 'POST', url: `/api/imports/${id}/check`, token: admin() });
    const refused = await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ '2.mobile': ['Mobile number must be exactly 10 digits.'] });
    const inHindi = await t.request({ method: 'POST', url: `/api/imports/${id}/check`, token: admin(), headers: { 'accept-language': 'hi' } });
    expect(inHindi.statusCode, inHindi.body).toBe(200);
    expect(inHindi.json().errors).toEqual([{ row: 2, field: 'mobile', column: 'mobile', value: '1', message: expect.not.stringContaining('exactly') }]);
    // A new mapping needs a new check.
    await t.request({ method: 'PUT', url: `/api/imports/${id}/mapping`, token: admin(), payload: { mapping: { name: 'name', mobile: 'mobile' } } });
    const unchecked = await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    expect(unchecked.json().errors).toEqual({ import: ['Check the import before committing it.'] });
  });

  it('reads Excel date cells and serial numbers in an .xlsx', async () => {
    const mobile = nextMobile();
    const file = await xlsxFile([
      ['name', 'mobile', 'dob', 'll_no', 'll_issue_date', 'll_expiry_date'],
      ['Excel Person', Number(mobile), new Date(Date.UTC(1980, 4, 17)), numbers().ll_no, 45306, '2024-07-13'],
    ]);
    const { id, check, upload: uploaded } = await uploadAndCheck(t, admin(), file, 'office.xlsx');
    expect(check.errors).toEqual([]);
    expect(uploaded.preview[0]).toMatchObject({ mobile, dob: '1980-05-17', ll_issue_date: '2024-01-15', ll_expiry_date: '2024-07-13' });
    await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    expect((await waitForImport(t, admin(), id)).status).toBe('done');
    const citizen = await citizenByMobile(mobile);
    expect(citizen.dob).toBe('1980-05-17');
    const [ll] = await t.database.db.select().from(learnerLicences).where(eq(learnerLicences.citizenId, citizen.id));
    expect(ll).toMatchObject({ issueDate: '2024-01-15', expiryDate: '2024-07-13' });
  });
});

describe('POST /api/imports/{id}/commit', () => {
  it('writes citizens with their vehicle, licences and records, keeps the counters right and audits once', async () => {
    const before = await expectCountersMatchRows(t.database);
    const headers = [...HEADERS, 'll_no', 'dl_no', 'dl_issue_date', 'pucc_number', 'pucc_valid_from', 'pucc_valid_until', 'relation_type', 'relation_name'];
    const rows = Array.from({ length: 30 }, () => {
      const n = numbers();
      return [...personRow({ registration_no: n.registration_no }), n.ll_no, n.dl_no, '01-02-2020', `PUC${n.registration_no}`, '01-01-2026', '30-06-2026', 'Son of', 'Shyam Lal'];
    });
    const { id, result } = await importFile(t, world.managerA.token, csvFile([headers, ...rows]));
    expect(result).toMatchObject({ status: 'done', done: 30, total: 30, created: 30, updated: 0, skipped: 0, error: null });
    const citizen = await citizenByMobile(rows[0][1]);
    // A manager's import goes to their branch; 'Son of' sets the father's name as the form does.
    expect(citizen).toMatchObject({ name: 'Ramesh Sahu', branchId: world.branchA, createdBy: world.managerA.id, fatherName: 'Shyam Lal', state: 'Chhattisgarh', language: 'en' });
    const [vehicle] = await t.database.db.select().from(vehicles).where(eq(vehicles.citizenId, citizen.id));
    expect(vehicle.registrationNo).toBe(rows[0][3]);
    const [insurance] = await t.database.db.select().from(insurances).where(eq(insurances.vehicleId, vehicle.id));
    expect(insurance).toMatchObject({ policyNumber: rows[0][6], startDate: '2025-04-01', endDate: '2026-03-31', status: 'active' });
    expect(await t.database.db.$count(drivingLicences, eq(drivingLicences.citizenId, citizen.id))).toBe(1);
    const after = await expectCountersMatchRows(t.database);
    expect(after.citizens - (before.citizens ?? 0)).toBe(30);

    const entries = await t.database.db.select().from(auditLog).where(sql`${auditLog.entity} = 'import' and ${auditLog.entityId} = ${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', actorId: world.managerA.id });
    expect((entries[0].after as { rows: unknown[] }).rows).toHaveLength(30);
    expect((entries[0].after as { rows: unknown[] }).rows[0]).toEqual([2, 'created', citizen.id]);

    const report = await t.request({ method: 'GET', url: `/api/imports/${id}/report`, token: world.managerA.token });
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body.trim().split('\n');
    expect(lines[0]).toBe('row,outcome,citizen_id,message');
    expect(lines[1]).toBe(`2,created,${citizen.id},`);
    expect(lines).toHaveLength(31);
  });

  it("gives the new citizens ids in the file's order, so the list (newest first) opens on its last rows", async () => {
    const rows = Array.from({ length: 120 }, () => personRow());
    const { id } = await uploadAndCheck(t, admin(), csvOf(...rows));
    // Rows rewritten since they were staged lie in the table out of the file's order (as when imports run side by side).
    await t.database.db.execute(sql`update import_rows set values = values where import_id = ${id} and row_no % 3 = 0`);
    const committed = await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    expect(committed.statusCode, committed.body).toBe(202);
    expect(await waitForImport(t, admin(), id)).toMatchObject({ status: 'done', created: 120 });
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.entity} = 'import' and ${auditLog.entityId} = ${id}`);
    const ids = (entry.after as { rows: [number, string, number][] }).rows.map(([, , citizenId]) => citizenId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const list = await t.request({ method: 'GET', url: '/api/citizens?per_page=10', token: admin() });
    expect(list.json().data[0]).toMatchObject({ id: ids.at(-1), mobile: rows.at(-1)![1] });
  });

  it('flags duplicate rows against the database and within the file, and skips them; an owner’s next vehicle is no duplicate', async () => {
    const known = await addCitizen(t, world, { name: 'Known Person', mobile: nextMobile() });
    const [knownCitizen] = await t.database.db.select().from(citizens).where(eq(citizens.id, known));
    const n = numbers();
    await t.database.db.insert(vehicles).values({ citizenId: known, registrationNo: n.registration_no });
    const ll = numbers().ll_no;
    await t.database.db.insert(learnerLicences).values({ citizenId: known, llNo: ll });
    const dl = numbers().dl_no;
    await t.database.db.insert(drivingLicences).values({ citizenId: known, dlNo: dl });
    const twin = personRow();
    const headers = [...HEADERS, 'll_no', 'dl_no'];
    const rows = [
      [...personRow({ name: 'KNOWN person', mobile: knownCitizen.mobile }), '', ''],
      [...personRow({ registration_no: n.registration_no }), '', ''],
      [...personRow(), ll, ''],
      [...personRow(), '', dl],
      [...twin, '', ''],
      [...twin.slice(0, 3), numbers().registration_no, ...twin.slice(4, 6), `Q${twin[6]}`, ...twin.slice(7), '', ''],
      [...personRow(), '', ''],
    ];
    const { id, check, result } = await importFile(t, admin(), csvFile([headers, ...rows]), 'skip');
    expect(check.duplicates).toEqual([
      { row: 2, kind: 'mobile_name', existing_id: known },
      { row: 3, kind: 'registration_no', existing_id: known },
      { row: 4, kind: 'll_no', existing_id: known },
      { row: 5, kind: 'dl_no', existing_id: known },
    ]);
    expect(result).toMatchObject({ status: 'done', created: 2, added: 1, updated: 0, skipped: 4 });
    const report = (await t.request({ method: 'GET', url: `/api/imports/${id}/report`, token: admin() })).body;
    expect(report).toContain(`2,skipped,,Same as citizen ${known}.`);
    const twins = await t.database.db.select().from(citizens).where(eq(citizens.mobile, twin[1]));
    expect(twins).toHaveLength(1);
    // Row 7 is the same owner with another vehicle: added to row 6's citizen.
    expect(report).toContain(`7,added,${twins[0].id},A vehicle of the owner of row 6.`);
    expect(await t.database.db.$count(vehicles, eq(vehicles.citizenId, twins[0].id))).toBe(2);
    await expectCountersMatchRows(t.database);
  });

  it('updates the duplicates when asked: the database citizen and the earlier row’s citizen', async () => {
    const known = await addCitizen(t, world, { name: 'Update Me', mobile: nextMobile() });
    const [knownCitizen] = await t.database.db.select().from(citizens).where(eq(citizens.id, known));
    const first = personRow({ name: 'Twin Person' });
    const again = personRow({ name: 'Twin Person', mobile: first[1], dob: '01-01-1970', registration_no: numbers().registration_no });
    const rows = [personRow({ name: 'Update Me', mobile: knownCitizen.mobile, dob: '02-02-1972' }), first, again];
    const { result } = await importFile(t, admin(), csvOf(...rows), 'update');
    expect(result).toMatchObject({ status: 'done', created: 1, updated: 1, added: 1, skipped: 0 });
    const updated = await citizenByMobile(knownCitizen.mobile);
    expect(updated).toMatchObject({ id: known, dob: '1972-02-02', branchId: world.branchA });
    expect(await t.database.db.$count(vehicles, eq(vehicles.citizenId, known))).toBe(1);
    const twins = await t.database.db.select().from(citizens).where(eq(citizens.mobile, first[1]));
    expect(twins).toHaveLength(1);
    // The owner's next row adds its vehicle; the owner stays as their first row writes them.
    expect(twins[0].dob).toBe('1985-08-15');
    expect(await t.database.db.$count(vehicles, eq(vehicles.citizenId, twins[0].id))).toBe(2);
    await expectCountersMatchRows(t.database);
  });

  it('rolls everything back when a row fails at commit (a number taken since the check)', async () => {
    const rows = Array.from({ length: 2500 }, () => personRow());
    const { id, check } = await uploadAndCheck(t, admin(), csvOf(...rows));
    expect(check.valid).toBe(2500);
    const citizensBefore = await t.database.db.$count(citizens);
    // Raced in after the check: the last row's registration number.
    await t.database.db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo: rows[2499][3] });
    await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    const result = await waitForImport(t, admin(), id);
    expect(result).toMatchObject({ status: 'failed', created: 0 });
    expect(result.error).toContain('The registration no has already been taken.');
    expect(await t.database.db.$count(citizens)).toBe(citizensBefore);
    expect(await t.database.db.$count(citizens, eq(citizens.mobile, rows[0][1]))).toBe(0);
    await expectCountersMatchRows(t.database);
  });

  it('cancels before the commit, and during it (rolled back)', async () => {
    const { id } = await uploadAndCheck(t, admin(), csvOf(personRow()));
    expect((await t.request({ method: 'DELETE', url: `/api/imports/${id}`, token: admin() })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/imports/${id}`, token: admin() })).json().status).toBe('cancelled');
    expect((await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } })).statusCode).toBe(409);

    const rows = Array.from({ length: 6000 }, () => personRow());
    const running = await uploadAndCheck(t, admin(), csvOf(...rows));
    const citizensBefore = await t.database.db.$count(citizens);
    await t.request({ method: 'POST', url: `/api/imports/${running.id}/commit`, token: admin(), payload: { on_duplicate: 'skip' } });
    expect((await t.request({ method: 'DELETE', url: `/api/imports/${running.id}`, token: admin() })).statusCode).toBe(204);
    expect(await waitForImport(t, admin(), running.id)).toMatchObject({ status: 'cancelled', created: 0 });
    expect(await t.database.db.$count(citizens)).toBe(citizensBefore);
    await expectCountersMatchRows(t.database);
  });

  it('takes a branch column from an admin; refuses another branch from a manager', async () => {
    const mobile = nextMobile();
    const branchName = (await t.database.pool!.query('select name from branches where id = $1', [world.branchB])).rows[0].name as string;
    const { result } = await importFile(t, admin(), csvFile([['name', 'mobile', 'branch'], ['Branch Person', mobile, branchName.toUpperCase()]]));
    expect(result.status).toBe('done');
    expect((await citizenByMobile(mobile)).branchId).toBe(world.branchB);
    const { check } = await uploadAndCheck(t, world.managerA.token, csvFile([['name', 'mobile', 'branch'], ['Branch Person', nextMobile(), branchName]]));
    expect(check.errors).toEqual([{ row: 2, field: 'branch', column: 'branch', value: branchName, message: 'A manager imports into their own branch only.' }]);
  });
});

describe('GET /api/imports/template', () => {
  it('is a workbook whose header row is the field list, with notes and a Help sheet, and whose example imports', async () => {
    const response = await t.request({ method: 'GET', url: '/api/imports/template', token: admin() });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.getWorksheet('Citizens')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_FIELD_NAMES);
    expect(String(sheet.getRow(1).getCell(1).note)).toContain('Name / नाम');
    expect(workbook.getWorksheet('Help')!.rowCount).toBe(IMPORT_FIELD_NAMES.length + 1);
    // The example row passes the check as it is (its dates are in the past of India's today).
    expect(todayInIndia() > '2025-10-01').toBe(true);
    const { check } = await uploadAndCheck(t, admin(), response.rawPayload, 'template.xlsx');
    expect(check).toMatchObject({ rows: 1, valid: 1, errors: [] });
  });
});
