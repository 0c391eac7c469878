import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { citizens, drivingLicences, learnerLicences, vehicles } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { csvFile, fileForm, importFile, numbers, upload, uploadAndCheck, windows1252, xlsxFile } from './fixtures.js';

/** Issue 32: files as offices keep them, one behaviour per test. */
const { t, world } = setUpWorld();
const admin = () => world.admin.token;
const citizenByMobile = async (mobile: string) => (await t.database.db.select().from(citizens).where(eq(citizens.mobile, mobile)))[0];

describe('title rows above the headers', () => {
  it('finds the header row below a title and a blank row, and leaves the rows above out', async () => {
    const mobile = nextMobile();
    const file = await xlsxFile([['Vehicle register 2025-26'], ['Raipur branch', null, 'printed 01/04/25'], [], ['Owner Name', 'Mob No.'], ['Title Person', mobile]]);
    const answer = (await upload(t, admin(), file, 'register.xlsx')).json();
    expect(answer).toMatchObject({ header_row: 4, rows: 1, columns: ['Owner Name', 'Mob No.'], mapping: { 'Owner Name': 'name', 'Mob No.': 'mobile' } });
    expect(answer.top_rows).toEqual([
      { row: 1, cells: ['Vehicle register 2025-26'] },
      { row: 2, cells: ['Raipur branch', '', 'printed 01/04/25'] },
      { row: 4, cells: ['Owner Name', 'Mob No.'] },
      { row: 5, cells: ['Title Person', mobile] },
    ]);
    expect(answer.preview).toEqual([{ name: 'Title Person', mobile }]);
    expect(answer.preview_rows).toEqual([5]);
  });

  it('takes the header row the user chooses; refuses a row holding data or beyond the first 20', async () => {
    const file = csvFile([['Grahak', 'Sampark'], ['Naam', 'Mobile No'], ['Chosen Person', nextMobile()]]);
    // Found: the first row naming known fields (row 2); chosen: row 1, its unknown headers mapped by hand.
    expect((await upload(t, admin(), file)).json()).toMatchObject({ header_row: 2, rows: 1 });
    const chosen = (await upload(t, admin(), file, 'x.csv', { header_row: '1' })).json();
    expect(chosen).toMatchObject({ header_row: 1, rows: 2, columns: ['Grahak', 'Sampark'] });
    const data = await upload(t, admin(), file, 'x.csv', { header_row: '3' });
    expect(data.statusCode).toBe(422);
    expect(data.json().errors.file).toEqual(['Row 3 holds no column headers; choose the row with the headers.']);
    const far = await upload(t, admin(), file, 'x.csv', { header_row: '21' });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.header_row).toEqual(['The header row must be one of the first 20 rows.']);
    const hindi = await t.request({ method: 'POST', url: '/api/imports', token: admin(), headers: { 'accept-language': 'hi' }, payload: fileForm(file, 'x.csv', { header_row: '3' }) });
    expect(hindi.json().errors.file).toEqual(['पंक्ति 3 में कॉलम के शीर्षक नहीं हैं; शीर्षकों वाली पंक्ति चुनें।']);
  });
});

describe('text encodings of a CSV', () => {
  it('reads a CSV saved by Excel on Windows (Windows-1252), UTF-16 "Unicode Text" and UTF-8 with a BOM', async () => {
    const names = ['José D’Souza', 'Ravi “Raju” Sahu', 'Sita Devi'];
    const mobiles = names.map(() => nextMobile());
    const text = (separator: string) => ['Name,Mobile', ...names.map((name, i) => `${name},${mobiles[i]}`)].join('\r\n').replaceAll(',', separator);
    const files = [
      windows1252(`${text(',').split('\r\n').slice(0, 2).join('\r\n')}\r\n`),
      // Tab-separated, as Excel saves "Unicode Text" (the separator guessed from the first ten rows).
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(`${['Name\tMobile', `${names[1]}\t${mobiles[1]}`, ...Array.from({ length: 10 }, (_, i) => `Tab Person ${i}\t${nextMobile()}`)].join('\r\n')}\r\n`, 'utf-16le')]),
      Buffer.from(`\uFEFF${['Name,Mobile', `${names[2]},${mobiles[2]}`].join('\r\n')}\r\n`),
    ];
    for (const [index, file] of files.entries()) {
      const { result } = await importFile(t, admin(), file, 'skip', 'excel.csv');
      expect(result.status, `file ${index}`).toBe('done');
      expect((await citizenByMobile(mobiles[index])).name).toBe(names[index]);
    }
  });
});

describe('one row per vehicle', () => {
  it('adds a second and third row of the same owner (name and mobile) to that owner, the licence written once', async () => {
    const mobile = nextMobile();
    const { ll_no: llNo, dl_no: dlNo } = numbers();
    const cars = [numbers().registration_no, numbers().registration_no, numbers().registration_no];
    const other = nextMobile();
    const file = csvFile([
      ['Owner Name', 'Mob No.', 'LL No.', 'DL No.', 'Vehicle No'],
      ['Ramesh Sahu', mobile, llNo, dlNo, cars[0]],
      ['RAMESH SAHU', `+91 ${mobile}`, llNo, dlNo, cars[1]],
      ['Ramesh Sahu', mobile, '', '', cars[2]],
      // The same vehicle again: a duplicate row; another owner with Ramesh's DL: a duplicate row.
      ['Ramesh Sahu', mobile, '', '', cars[1]],
      ['Other Owner', other, '', dlNo, numbers().registration_no],
    ]);
    const { check, result, id } = await importFile(t, admin(), file);
    expect(check.duplicates).toEqual([{ row: 5, kind: 'registration_no', existing_id: null }, { row: 6, kind: 'dl_no', existing_id: null }]);
    expect(result).toMatchObject({ status: 'done', created: 1, added: 2, skipped: 2 });
    const owner = await citizenByMobile(mobile);
    expect(owner.name).toBe('Ramesh Sahu');
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.citizenId, owner.id))).map((car) => car.registrationNo).sort()).toEqual([...cars].sort());
    expect(await t.database.db.$count(learnerLicences, eq(learnerLicences.citizenId, owner.id))).toBe(1);
    expect(await t.database.db.$count(drivingLicences, eq(drivingLicences.citizenId, owner.id))).toBe(1);
    expect(await citizenByMobile(other)).toBeUndefined();
    const report = (await t.request({ method: 'GET', url: `/api/imports/${id}/report`, token: admin() })).body;
    expect(report).toContain(`3,added,${owner.id},A vehicle of the owner of row 2.`);
    expect(report).toContain('5,skipped,,Repeats row 3.');
    await expectCountersMatchRows(t.database);
  });
});

describe('one row per vehicle, after a duplicate row', () => {
  it('takes an owner’s first row that is no duplicate as the owner’s', async () => {
    const [car, other] = [numbers().registration_no, numbers().registration_no];
    const [first, second] = [nextMobile(), nextMobile()];
    const file = csvFile([
      ['name', 'mobile', 'registration_no'],
      ['First Owner', first, car],
      ['Second Owner', second, car],
      ['Second Owner', second, other],
    ]);
    const { check, result } = await importFile(t, admin(), file);
    expect(check.duplicates).toEqual([{ row: 3, kind: 'registration_no', existing_id: null }]);
    expect(result).toMatchObject({ status: 'done', created: 2, added: 0, skipped: 1 });
    const owner = await citizenByMobile(second);
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.citizenId, owner.id))).map((v) => v.registrationNo)).toEqual([other]);
  });
});

describe('headers offices write', () => {
  it('maps the register headers of the issue, English and Hindi', async () => {
    const headers = ['वाहन मालिक का नाम', 'Mob No.', 'Vehicle Class', 'Model', 'Policy Type', 'Risk Start Date', 'Risk End Date', 'PUC No', 'PUC From', 'PUC Upto',
      'पिता का नाम', 'जन्म तिथि', 'वाहन नंबर', 'पॉलिसी नंबर', 'बीमा कंपनी'];
    const answer = (await upload(t, admin(), csvFile([headers, headers.map(() => 'x')]))).json();
    expect(answer.mapping).toEqual({
      'वाहन मालिक का नाम': 'name', 'Mob No.': 'mobile', 'Vehicle Class': 'vehicle_type', Model: 'make_model', 'Policy Type': 'insurance_type',
      'Risk Start Date': 'insurance_start_date', 'Risk End Date': 'insurance_end_date', 'PUC No': 'pucc_number', 'PUC From': 'pucc_valid_from',
      'PUC Upto': 'pucc_valid_until', 'पिता का नाम': 'father_name', 'जन्म तिथि': 'dob', 'वाहन नंबर': 'registration_no', 'पॉलिसी नंबर': 'policy_number',
      'बीमा कंपनी': 'company_name',
    });
  });
});

describe('dates as registers write them', () => {
  it('reads dd/mm/yy and dd-mm-yy: a birth date in the past, other dates the nearest year; an unreadable one shows its cell', async () => {
    const mobile = nextMobile();
    const { ll_no: llNo, dl_no: dlNo } = numbers();
    const file = csvFile([
      ['Name', 'Mobile', 'DOB', 'LL No.', 'LL issue date', 'LL expiry date', 'DL No.', 'DL issue date', 'DL expiry date'],
      ['Dated Person', mobile, '15/08/85', llNo, '10-01-98', '08-07-98', dlNo, '20.07.24', '19/07/44'],
      ['Young Person', nextMobile(), '01-01-05', '', '', '', '', '', ''],
      ['Bad Date', nextMobile(), '32/13/85', '', '', '', '', '', ''],
    ]);
    const { check, upload: uploaded } = await uploadAndCheck(t, admin(), file);
    expect(uploaded.preview[0]).toMatchObject({ dob: '1985-08-15', ll_issue_date: '1998-01-10', ll_expiry_date: '1998-07-08', dl_issue_date: '2024-07-20', dl_expiry_date: '2044-07-19' });
    expect(uploaded.preview[1]).toMatchObject({ dob: '2005-01-01' });
    expect(check.errors).toEqual([{ row: 4, field: 'dob', column: 'DOB', value: '32/13/85', message: "'32/13/85' is not a date; use dd-mm-yyyy." }]);
    const hindi = await t.request({ method: 'POST', url: `/api/imports/${uploaded.id}/check`, token: admin(), headers: { 'accept-language': 'hi' } });
    expect(hindi.json().errors[0].message).toBe("'32/13/85' तिथि नहीं है; dd-mm-yyyy लिखें।");
  });
});

describe('enumerated fields', () => {
  it('maps common words (TP, Comp, Bike, Scooty, S/o, an RTO code) and lists the allowed values when a word is unknown', async () => {
    const rows = ['TP', 'Comp', 'comprehensive'].map((policy, i) => {
      const n = numbers();
      return [`Word Person ${i}`, nextMobile(), 'S/o', 'Shyam', n.registration_no, ['Bike', 'Scooty', 'car'][i], policy, 'National', `P${n.registration_no}`, '01/04/25', '31/03/26', n.dl_no, 'CG04'];
    });
    const headers = ['Name', 'Mobile', 'Relation', 'Relation name', 'Vehicle No', 'Vehicle Class', 'Policy Type', 'Insurer', 'Policy No', 'Risk Start Date', 'Risk End Date', 'DL No.', 'DL office'];
    const { upload: uploaded, check } = await uploadAndCheck(t, admin(), csvFile([headers, ...rows, ['Word Person 3', nextMobile(), '', '', numbers().registration_no, 'Spaceship']]));
    expect(uploaded.preview.slice(0, 3).map((row: Record<string, string>) => [row.insurance_type, row.vehicle_type, row.relation_type, row.dl_office])).toEqual([
      ['Third Party', 'MCWG', 'Son of', 'CG-04 Raipur'],
      ['Comprehensive', 'MCWG', 'Son of', 'CG-04 Raipur'],
      ['Comprehensive', 'LMV', 'Son of', 'CG-04 Raipur'],
    ]);
    const [error] = check.errors;
    expect(error).toMatchObject({ row: 5, field: 'vehicle_type', column: 'Vehicle Class', value: 'Spaceship' });
    expect(error.message).toBe(
      'The selected type is invalid; use one of: MCWG, LMV, LGV, MGV, TRANS(HGV), E-Rikshaw/E-Cart, Road Roller, Construction Equipment Vehicle, Adapted Vehicle, Agriculture Trailer, Agriculture Tractor.',
    );
    const hindi = await t.request({ method: 'POST', url: `/api/imports/${uploaded.id}/check`, token: admin(), headers: { 'accept-language': 'hi' } });
    expect(hindi.json().errors[0].message).toMatch(/^चुना गया प्रकार अमान्य है; इनमें से एक लिखें: MCWG, LMV, .*Agriculture Tractor।$/);
  });
});

describe('the errors as a CSV', () => {
  it('lists every error with its row, the file’s column and the cell, UTF-8 with a BOM, in English and Hindi; the counts are exact', async () => {
    const file = csvFile([['Owner Name', 'Mob No.', 'DOB'], ['Good Person', nextMobile(), '15/08/85'], ['', '12345', 'soon'], ['Bad Mobile', '5', '']]);
    const { id, check } = await uploadAndCheck(t, world.managerA.token, file);
    expect(check).toMatchObject({ rows: 3, valid: 1, error_count: 4 });
    const english = await t.request({ method: 'GET', url: `/api/imports/${id}/errors`, token: world.managerA.token });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/csv');
    expect(english.headers['content-disposition']).toContain(`import-${id}-errors.csv`);
    expect(english.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = (body: string) => body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const listed = lines(english.body);
    expect(listed[0]).toBe('Row,Column,Value,Field,Message');
    expect(listed.slice(1).sort()).toEqual([
      "3,DOB,soon,Date of birth,'soon' is not a date; use dd-mm-yyyy.",
      '3,Mob No.,12345,Mobile,Mobile number must be exactly 10 digits.',
      '3,Owner Name,,Name,The name field is required.',
      '4,Mob No.,5,Mobile,Mobile number must be exactly 10 digits.',
    ]);
    const hindi = await t.request({ method: 'GET', url: `/api/imports/${id}/errors`, token: world.managerA.token, headers: { 'accept-language': 'hi' } });
    expect(lines(hindi.body)[0]).toBe('पंक्ति,कॉलम,मान,फ़ील्ड,संदेश');
    expect(lines(hindi.body)).toContain("3,DOB,soon,जन्म तिथि,'soon' तिथि नहीं है; dd-mm-yyyy लिखें।");
    expect((await t.request({ method: 'GET', url: `/api/imports/${id}/errors`, token: world.managerB.token })).statusCode).toBe(404);
  });
});

describe('the branch the rows go to', () => {
  it('is chosen by an admin or a manager without a branch; a branch’s manager imports into their own only', async () => {
    const mobile = nextMobile();
    const { result } = await importFile(t, admin(), csvFile([['name', 'mobile'], ['Chosen Branch', mobile]]), 'skip', 'x.csv', { branch_id: String(world.branchB) });
    expect(result.status).toBe('done');
    expect((await citizenByMobile(mobile)).branchId).toBe(world.branchB);

    const refused = await upload(t, world.managerA.token, csvFile([['name', 'mobile'], ['X', nextMobile()]]), 'x.csv', { branch_id: String(world.branchB) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ branch_id: ['A manager imports into their own branch only.'] });
    const unknown = await upload(t, admin(), csvFile([['name', 'mobile'], ['X', nextMobile()]]), 'x.csv', { branch_id: '999999' });
    expect(unknown.json().errors).toEqual({ branch_id: ['The selected branch is invalid.'] });

    // A manager without a branch: any branch named in the file.
    const branchName = (await t.database.pool!.query('select name from branches where id = $1', [world.branchA])).rows[0].name as string;
    const free = nextMobile();
    const imported = await importFile(t, world.managerFree.token, csvFile([['name', 'mobile', 'branch'], ['Free Manager Row', free, branchName]]));
    expect(imported.check.errors).toEqual([]);
    expect((await citizenByMobile(free)).branchId).toBe(world.branchA);
  });

  it('lets a manager without a branch update a citizen of any branch', async () => {
    const known = nextMobile();
    await importFile(t, admin(), csvFile([['name', 'mobile', 'address'], ['Any Branch', known, 'Old address']]), 'skip', 'x.csv', { branch_id: String(world.branchB) });
    const { result } = await importFile(t, world.managerFree.token, csvFile([['name', 'mobile', 'address'], ['Any Branch', known, 'New address']]), 'update');
    expect(result).toMatchObject({ status: 'done', updated: 1, skipped: 0 });
    expect(await citizenByMobile(known)).toMatchObject({ address: 'New address', branchId: world.branchB });
  });
});
