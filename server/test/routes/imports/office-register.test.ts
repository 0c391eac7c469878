import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/rules.js';
import { citizens, insurances, puccs, vehicles } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { expectCountersMatchRows } from '../../row-counts.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { importFile, numbers, windows1252, xlsxFile, type Cells } from './fixtures.js';

/**
 * Issue 32's "done when": a 2,000-row register as an office keeps it (a title row above the headers, the office's own
 * headers, English or Hindi, one row per vehicle, dd/mm/yy dates, common words for classes and policy types), as an
 * .xlsx and as a CSV saved by Excel on Windows (Windows-1252), imports with every row right.
 */
const { t, world } = setUpWorld();

const ROWS = 2000;
const DAY_MS = 86_400_000;
/** dd/mm/yy of a day `days` from India's today. */
const ddmmyy = (days: number) => {
  const [year, month, day] = new Date(Date.parse(todayInIndia()) + days * DAY_MS).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year.slice(2)}`;
};
const isoOf = (text: string) => {
  const [day, month, yy] = text.split('/');
  return `20${yy}-${month}-${day}`;
};

const CLASS_WORDS: [string, string][] = [['Bike', 'MCWG'], ['Scooty', 'MCWG'], ['Car', 'LMV'], ['LMV', 'LMV'], ['Tractor', 'Agriculture Tractor']];
const POLICY_WORDS: [string, string][] = [['TP', 'Third Party'], ['Comp', 'Comprehensive'], ['Comprehensive', 'Comprehensive'], ['third party', 'Third Party']];

interface Expected {
  name: string;
  mobile: string;
  dob: string;
  registration: string;
  vehicleType: string;
  model: string;
  insuranceType: string;
  policy: string;
  start: string;
  end: string;
  pucc: string;
  pucFrom: string;
  pucUpto: string;
}

/**
 * The register: owners with one vehicle, every third with two (one row each, the owner written again). Names carry
 * characters that Windows-1252 writes in its own bytes ('’' is 0x92, 'é' 0xE9).
 */
function register(nameHeader: string) {
  const expected: Expected[] = [];
  for (let owner = 0; expected.length < ROWS; owner++) {
    const name = `${owner % 2 ? 'Ramesh D’Souza' : 'Sita Devi Sahu'} ${owner}${owner % 5 ? '' : ' Café'}`;
    const mobile = nextMobile();
    const dob = `${String((owner % 28) + 1).padStart(2, '0')}/0${(owner % 9) + 1}/${owner % 4 ? '85' : '02'}`;
    for (let vehicle = 0; vehicle < (owner % 3 ? 1 : 2) && expected.length < ROWS; vehicle++) {
      const n = expected.length;
      const [classWord, vehicleType] = CLASS_WORDS[n % CLASS_WORDS.length];
      const [policyWord, insuranceType] = POLICY_WORDS[n % POLICY_WORDS.length];
      const registration = numbers().registration_no;
      expected.push({
        name, mobile: `${n % 2 ? '+91 ' : ''}${mobile}`, dob, registration: n % 2 ? registration.toLowerCase() : registration,
        vehicleType: `${classWord}|${vehicleType}`, model: 'Hero Splendor', insuranceType: `${policyWord}|${insuranceType}`,
        policy: `POL/${registration}`, start: ddmmyy(-100 - (n % 50)), end: ddmmyy(264 - (n % 50)),
        pucc: `PUC${registration}`, pucFrom: ddmmyy(-30), pucUpto: ddmmyy(150),
      });
    }
  }
  const headers = ['S.No.', nameHeader, 'Mob No.', 'D.O.B', 'Vehicle No', 'Vehicle Class', 'Model', 'Policy Type', 'Insurance Company', 'Policy No',
    'Risk Start Date', 'Risk End Date', 'PUC No', 'PUC From', 'PUC Upto'];
  const rows: Cells[] = [
    ['Maa Mahamaya Insurance Point, Tatibandh, Raipur: vehicle register'],
    [],
    headers,
    ...expected.map((row, index) => [
      index + 1, row.name, row.mobile, row.dob, row.registration, row.vehicleType.split('|')[0], row.model, row.insuranceType.split('|')[0],
      'National Insurance', row.policy, row.start, row.end, row.pucc, row.pucFrom, row.pucUpto,
    ]),
  ];
  return { rows, expected };
}

const quote = (cell: unknown) => (cell === null || cell === undefined ? '' : /[",\r\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell));
const csvText = (rows: Cells[]) => rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';

/** Every row in the database as written: its owner (one per name and mobile), its vehicle, insurance and PUCC. */
async function expectImported(expected: Expected[]) {
  const mobiles = [...new Set(expected.map((row) => row.mobile.replace('+91 ', '')))];
  const owners = await t.database.db.select().from(citizens).where(inArray(citizens.mobile, mobiles));
  expect(owners).toHaveLength(mobiles.length);
  const ownerOf = new Map(owners.map((owner) => [owner.mobile, owner]));
  const cars = await t.database.db.select().from(vehicles).where(inArray(vehicles.citizenId, owners.map((owner) => owner.id)));
  expect(cars).toHaveLength(ROWS);
  const carOf = new Map(cars.map((car) => [car.registrationNo, car]));
  const policies = new Map((await t.database.db.select().from(insurances).where(inArray(insurances.vehicleId, cars.map((car) => car.id)))).map((row) => [row.vehicleId, row]));
  const puc = new Map((await t.database.db.select().from(puccs).where(inArray(puccs.vehicleId, cars.map((car) => car.id)))).map((row) => [row.vehicleId, row]));
  for (const row of expected) {
    const owner = ownerOf.get(row.mobile.replace('+91 ', ''))!;
    const [day, month, yy] = row.dob.split('/');
    expect(owner).toMatchObject({ name: row.name, dob: `${yy === '85' ? 1985 : 2002}-${month}-${day}`, branchId: world.branchB });
    const car = carOf.get(row.registration.toUpperCase())!;
    expect(car).toMatchObject({ citizenId: owner.id, type: row.vehicleType.split('|')[1], makeModel: row.model });
    expect(policies.get(car.id)).toMatchObject({
      insuranceType: row.insuranceType.split('|')[1], policyNumber: row.policy, startDate: isoOf(row.start), endDate: isoOf(row.end), companyName: 'National Insurance',
    });
    expect(puc.get(car.id)).toMatchObject({ puccNumber: row.pucc, validFrom: isoOf(row.pucFrom), validUntil: isoOf(row.pucUpto) });
  }
}

describe('an office register of 2,000 rows imports with every row right', () => {
  it('as an .xlsx with a title row and a Hindi owner header, into the branch the admin chooses', { timeout: 120_000 }, async () => {
    const { rows, expected } = register('वाहन मालिक का नाम');
    const { check, result, upload } = await importFile(t, world.admin.token, await xlsxFile(rows), 'skip', 'register.xlsx', { branch_id: String(world.branchB) });
    expect(upload).toMatchObject({ header_row: 3, rows: ROWS, branch_id: world.branchB });
    expect(upload.mapping).toMatchObject({
      'S.No.': null, 'वाहन मालिक का नाम': 'name', 'Mob No.': 'mobile', 'D.O.B': 'dob', 'Vehicle No': 'registration_no', 'Vehicle Class': 'vehicle_type',
      Model: 'make_model', 'Policy Type': 'insurance_type', 'Insurance Company': 'company_name', 'Policy No': 'policy_number',
      'Risk Start Date': 'insurance_start_date', 'Risk End Date': 'insurance_end_date', 'PUC No': 'pucc_number', 'PUC From': 'pucc_valid_from', 'PUC Upto': 'pucc_valid_until',
    });
    expect(check).toMatchObject({ rows: ROWS, valid: ROWS, errors: [], duplicates: [] });
    const owners = new Set(expected.map((row) => row.mobile.replace('+91 ', ''))).size;
    expect(result).toMatchObject({ status: 'done', total: ROWS, created: owners, added: ROWS - owners, updated: 0, skipped: 0 });
    await expectImported(expected);
    await expectCountersMatchRows(t.database);
  });

  it('as a CSV saved by Excel on Windows (Windows-1252)', { timeout: 120_000 }, async () => {
    const { rows, expected } = register('Owner Name');
    const bytes = windows1252(csvText(rows));
    // Not UTF-8: '’' is the single byte 0x92.
    expect(bytes.includes(0x92)).toBe(true);
    const { check, result } = await importFile(t, world.managerFree.token, bytes, 'skip', 'register.csv', { branch_id: String(world.branchB) });
    expect(check).toMatchObject({ rows: ROWS, valid: ROWS, errors: [] });
    expect(result).toMatchObject({ status: 'done', total: ROWS, skipped: 0 });
    expect(result.created + result.added).toBe(ROWS);
    await expectImported(expected);
    const dsouza = expected.find((row) => row.name.includes('D’Souza'))!;
    expect((await t.database.db.select().from(citizens).where(eq(citizens.mobile, dsouza.mobile.replace('+91 ', ''))))[0].name).toBe(dsouza.name);
  });
});
