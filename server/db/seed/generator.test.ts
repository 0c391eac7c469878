import { describe, expect, it } from 'vitest';
import { requiredDocuments } from '../../../common/compliance.js';
import { CG_DISTRICTS, HOME_STATE, OFFICES, RELATION_TYPES } from '../../../common/options.js';
import { isLicenceNumber, isRegistrationNumber, MOBILE_PATTERN } from '../../../common/rules.js';
import { Calendar } from './calendar.js';
import { DemoGenerator, firstIdsOfEmptyDatabase, INQUIRY_EVERY, REQUEST_EVERY, type GeneratorOptions } from './generator.js';
import { registrationNumber } from './numbers.js';
import { BULK_COLUMNS, BULK_TABLES, type Batch, type BulkTable } from './tables.js';

const TODAY = new Date(2026, 5, 15);
const options = (overrides: Partial<GeneratorOptions> = {}): GeneratorOptions => ({
  seed: 7,
  total: 4_000,
  calendar: new Calendar(TODAY),
  creators: [{ id: 1, branchId: null, weight: 1 }, { id: 2, branchId: 5, weight: 3 }],
  profileOwners: [{ userId: 3, name: 'Rahul Sahu', phone: '9000000003', relation: 'Son of' }],
  requesters: [3],
  firstIds: firstIdsOfEmptyDatabase(),
  ...overrides,
});

/** Every row of a table as column → value (null for \N). */
function rowsOf(batch: Batch, table: BulkTable): Record<string, string | null>[] {
  const columns = BULK_COLUMNS[table];
  return batch[table].bytes().toString('latin1').split('\n').filter(Boolean).map((line) => {
    const cells = line.split('\t');
    expect(cells).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] === '\\N' ? null : cells[i]]));
  });
}

const daysFromToday = (date: string) => Math.round((Date.parse(date) - Date.UTC(2026, 5, 15)) / 86_400_000);

describe('demo data generator', () => {
  const batch = new DemoGenerator(options()).nextBatch(4_000);

  it('gives the same rows for the same seed and different rows for another seed', () => {
    const again = new DemoGenerator(options()).nextBatch(4_000);
    const other = new DemoGenerator(options({ seed: 8 })).nextBatch(4_000);
    for (const table of BULK_TABLES) expect(again[table].bytes().equals(batch[table].bytes())).toBe(true);
    expect(other.citizens.bytes().equals(batch.citizens.bytes())).toBe(false);
  });

  it('gives the same rows in small batches as in one', () => {
    const generator = new DemoGenerator(options());
    const pieces = [generator.nextBatch(1_500), generator.nextBatch(1_500), generator.nextBatch(1_500)];
    expect(generator.done).toBe(true);
    for (const table of BULK_TABLES) {
      expect(Buffer.concat(pieces.map((piece) => piece[table].bytes())).equals(batch[table].bytes())).toBe(true);
    }
  });

  it('makes plausible Chhattisgarh citizens', () => {
    const citizens = rowsOf(batch, 'citizens');
    expect(citizens).toHaveLength(4_000);
    expect(citizens[0]).toMatchObject({ name: 'Rahul Sahu', mobile: '9000000003', relation_type: 'Son of', user_id: '3', created_by: '3' });
    expect(citizens[0].relation_name).toMatch(/ Sahu$/);
    for (const citizen of citizens) {
      expect(citizen.mobile).toMatch(new RegExp(MOBILE_PATTERN));
      expect(RELATION_TYPES).toContain(citizen.relation_type);
      const age = -daysFromToday(citizen.dob!) / 365.25;
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(75);
      expect(citizen.state).toBe(HOME_STATE);
      expect(CG_DISTRICTS).toContain(citizen.city);
      expect(citizen.branch_id).toBe(citizen.created_by === '2' ? '5' : null);
    }
    expect(new Set(citizens.map((c) => c.city)).size).toBeGreaterThan(30);
    const withEmail = citizens.filter((c) => c.email).length / citizens.length;
    expect(withEmail).toBeGreaterThan(0.25);
    expect(withEmail).toBeLessThan(0.45);
  });

  it('numbers vehicles with CG registrations whose code is an office, and licences by office', () => {
    const codes = new Set(OFFICES.map((office) => office.slice(0, 5).replace('-', '')));
    for (const vehicle of rowsOf(batch, 'vehicles')) {
      expect(vehicle.registration_no).toMatch(/^CG\d{2}[A-Z]{2}\d{4}$/);
      expect(codes).toContain(vehicle.registration_no!.slice(0, 4));
    }
    for (const licence of [...rowsOf(batch, 'learner_licences'), ...rowsOf(batch, 'driving_licences')]) {
      expect(OFFICES).toContain(licence.office);
      expect(licence.expiry_date! > licence.issue_date!).toBe(true);
    }
  });

  it('writes numbers and dates the API would take (decisions.md §Records)', () => {
    const today = options().calendar.today;
    for (const vehicle of rowsOf(batch, 'vehicles')) expect(isRegistrationNumber(vehicle.registration_no!), vehicle.registration_no!).toBe(true);
    for (const inquiry of rowsOf(batch, 'document_inquiries')) {
      if (inquiry.vehicle_no) expect(isRegistrationNumber(inquiry.vehicle_no), inquiry.vehicle_no).toBe(true);
      expect(inquiry.phone).toMatch(new RegExp(MOBILE_PATTERN));
    }
    for (const request of rowsOf(batch, 'service_requests')) expect(request.contact_phone).toMatch(new RegExp(MOBILE_PATTERN));
    for (const [table, number] of [['learner_licences', 'll_no'], ['driving_licences', 'dl_no']] as const) {
      for (const licence of rowsOf(batch, table)) {
        expect(isLicenceNumber(licence[number]!), licence[number]!).toBe(true);
        expect(licence.issue_date! <= today, `${table} issued ${licence.issue_date}`).toBe(true);
      }
    }
    for (const citizen of rowsOf(batch, 'citizens')) expect(citizen.dob! >= '1900-01-01' && citizen.dob! <= today).toBe(true);
    for (const [table, start] of [['taxes', 'tax_from'], ['insurances', 'start_date'], ['puccs', 'valid_from'], ['fitnesses', 'issue_date'], ['permits', 'issue_date'], ['vltds', 'issue_date'], ['speed_governors', 'issue_date']] as const) {
      const future = rowsOf(batch, table).filter((row) => row[start]! > today);
      expect(future.length, `${table} starting after today`).toBe(0);
    }
  });

  it('spreads expiries around today: some expired, some within 30 days, most valid', () => {
    for (const [table, column] of [['insurances', 'end_date'], ['puccs', 'valid_until'], ['fitnesses', 'expiry_date'], ['permits', 'expiry_date'], ['vltds', 'expiry_date'], ['speed_governors', 'expiry_date'], ['taxes', 'tax_upto'], ['learner_licences', 'expiry_date'], ['driving_licences', 'expiry_date']] as const) {
      const days = rowsOf(batch, table).map((row) => daysFromToday(row[column]!));
      const expired = days.filter((d) => d < 0).length / days.length;
      const soon = days.filter((d) => d >= 0 && d <= 30).length / days.length;
      expect(expired, table).toBeGreaterThan(0.01);
      expect(soon, table).toBeGreaterThan(0.01);
      // Learner licences held with a (later) DL are old by design: they are not reported.
      expect(1 - expired - soon, table).toBeGreaterThan(table === 'learner_licences' ? 0.2 : 0.5);
    }
  });

  it('gives each vehicle the documents its class needs (common/compliance.ts): no PUCC for an E-Rikshaw or a trailer', () => {
    const kinds: Record<string, string> = { puccs: 'pucc', fitnesses: 'fitness', permits: 'permit', vltds: 'vltd', speed_governors: 'speed_governor', insurances: 'insurance' };
    const held = new Map<string, Set<string>>();
    for (const [table, kind] of Object.entries(kinds)) {
      for (const row of rowsOf(batch, table as BulkTable)) held.set(row.vehicle_id!, (held.get(row.vehicle_id!) ?? new Set()).add(kind));
    }
    const byType = new Map<string, number>();
    for (const vehicle of rowsOf(batch, 'vehicles')) {
      const documents = held.get(vehicle.id!) ?? new Set();
      for (const kind of requiredDocuments(vehicle.type)) expect(documents.has(kind), `${vehicle.type} ${vehicle.id} ${kind}`).toBe(true);
      if (!requiredDocuments(vehicle.type).includes('pucc')) expect(documents.has('pucc'), `${vehicle.type} ${vehicle.id} PUCC`).toBe(false);
      byType.set(vehicle.type!, (byType.get(vehicle.type!) ?? 0) + 1);
    }
    expect(byType.get('E-Rikshaw/E-Cart')).toBeGreaterThan(0);
    expect(byType.get('Agriculture Trailer')).toBeGreaterThan(0);
  });

  it('fills every table, with a request and an inquiry per 10 citizens', () => {
    for (const table of BULK_TABLES) expect(batch[table].count, table).toBeGreaterThan(0);
    expect(batch.service_requests.count).toBe(4_000 / REQUEST_EVERY);
    expect(batch.document_inquiries.count).toBe(4_000 / INQUIRY_EVERY);
    const vehiclesPerCitizen = batch.vehicles.count / batch.citizens.count;
    expect(vehiclesPerCitizen).toBeGreaterThan(0.9);
    expect(vehiclesPerCitizen).toBeLessThan(1.4);
  });

  it('continues ids from the given first ids', () => {
    const firstIds = { ...firstIdsOfEmptyDatabase(), citizens: 501, vehicles: 90 };
    const more = new DemoGenerator(options({ firstIds, total: 10 })).nextBatch(10);
    expect(rowsOf(more, 'citizens').map((c) => Number(c.id))).toEqual([...Array(10).keys()].map((i) => 501 + i));
    expect(Number(rowsOf(more, 'vehicles')[0].id)).toBe(90);
  });
});

describe('registration numbers', () => {
  it('never repeat, across the two- and three-letter series', () => {
    const twoLetterSeries = 24 * 24 * 9999;
    const ids = [...Array(200_000).keys()].map((i) => i + 1);
    const edge = [...Array(2_000).keys()].map((i) => twoLetterSeries - 1_000 + i);
    const numbers = [...ids, ...edge].map((id) => registrationNumber('CG04', id));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(registrationNumber('CG04', twoLetterSeries)).toMatch(/^CG04[A-Z]{2}\d{4}$/);
    expect(registrationNumber('CG04', twoLetterSeries + 1)).toMatch(/^CG04[A-Z]{3}\d{4}$/);
    expect(numbers.every((n) => !/[IO]/.test(n.slice(4)))).toBe(true);
  });
});
