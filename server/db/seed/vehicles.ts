import { requiredDocuments } from '../../../common/compliance.js';
import type { ExpiryDocumentType } from '../../../common/options.js';
import { applicationNumber, officeFor, type Writing } from './licences.js';
import {
  certificateNumber, officeCode, permitNumber, policyNumber, puccNumber, registrationNumber,
} from './numbers.js';
import type { Person } from './people.js';
import { weights } from './random.js';
import { CHASSIS_PREFIXES, INSURERS, VEHICLE_KINDS } from './vocabulary.js';

const YEAR = 365;
const KIND_WEIGHTS = weights(VEHICLE_KINDS.map((kind) => [kind, kind.weight] as const));
const VEHICLE_COUNTS = weights([[0, 25], [1, 45], [2, 22], [3, 8]]);
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const ELECTRIC = new Set(['E-Rikshaw/E-Cart']);
/** A car run as a taxi (a transport LMV) holds a fitness certificate, a permit and a VLTd too. */
const TAXI_DOCUMENTS: ExpiryDocumentType[] = ['fitness', 'permit', 'vltd'];

/** The documents a vehicle holds: what its class needs (common/compliance.ts), and a taxi's. */
const documentsOf = (type: string, taxi: boolean) => new Set([...requiredDocuments(type), ...(taxi ? TAXI_DOCUMENTS : [])]);

/**
 * The expiry (days from today) of a document valid `validity` days:
 * 12% expired, 8% expiring within 30 days, the rest valid.
 */
function currentExpiry(w: Writing, validity: number): number {
  const roll = w.random.next();
  if (roll < 0.12) return -w.random.int(1, Math.min(YEAR, validity));
  if (roll < 0.2) return w.random.int(0, 30);
  return w.random.int(31, Math.max(31, validity - 1));
}

const status = (expiry: number) => (expiry < 0 ? 'expired' : 'active');

/** 0-3 vehicles with their compliance records; answers the first registration number, if any. */
export function writeVehicles(w: Writing, citizenId: number, person: Person): string | null {
  const count = w.random.weighted(VEHICLE_COUNTS);
  let first: string | null = null;
  for (let i = 0; i < count; i++) {
    const registration = writeVehicle(w, citizenId, person);
    first ??= registration;
  }
  return first;
}

function writeVehicle(w: Writing, citizenId: number, person: Person): string {
  const { random } = w;
  const kind = random.weighted(KIND_WEIGHTS);
  const code = officeCode(officeFor(person));
  const id = w.nextId('vehicles');
  const registration = registrationNumber(code, id);
  let chassisSuffix = '';
  for (let i = 0; i < 6; i++) chassisSuffix += ALNUM[random.int(0, ALNUM.length - 1)];
  w.batch.vehicles.push([
    id, citizenId, registration, kind.type, random.pick(kind.models),
    `${random.pick(CHASSIS_PREFIXES)}${chassisSuffix}${String(id).padStart(8, '0')}`,
    `${ALNUM[random.int(0, 22)]}${ALNUM[random.int(0, 22)]}${random.digits(9)}`,
    applicationNumber(random),
  ]);

  const registeredDays = random.int(30, 15 * YEAR);
  const taxi = kind.type === 'LMV' && random.chance(0.1);
  const documents = documentsOf(kind.type, taxi);
  writeInsurances(w, id, kind.type === 'LMV', registeredDays);
  if (documents.has('pucc')) writePucc(w, id, code);
  writeTax(w, id, kind.type, kind.transport || taxi, registeredDays);
  if (documents.has('fitness')) writeCertificate(w, 'fitnesses', 'FC', id, code, registeredDays > 8 * YEAR ? YEAR : 2 * YEAR);
  if (documents.has('permit')) writePermit(w, id, code);
  if (documents.has('vltd')) writeCertificate(w, 'vltds', 'VLT', id, code, YEAR);
  if (documents.has('speed_governor')) writeCertificate(w, 'speed_governors', 'SG', id, code, YEAR);
  return registration;
}

/** The current policy, and for a quarter of older vehicles last year's (expired, renewed). */
function writeInsurances(w: Writing, vehicleId: number, car: boolean, registeredDays: number): void {
  const { random, calendar } = w;
  const end = currentExpiry(w, YEAR);
  const start = end - YEAR + 1;
  const type = car && random.chance(0.6) ? 'Comprehensive' : random.chance(0.2) ? 'Comprehensive' : 'Third Party';
  const insurer = random.int(0, INSURERS.length - 1);
  if (registeredDays > YEAR - start && random.chance(0.25)) {
    const id = w.nextId('insurances');
    w.batch.insurances.push([
      id, vehicleId, type, INSURERS[insurer], policyNumber(insurer, calendar.year(start - YEAR), id),
      calendar.day(start - YEAR), calendar.day(start - 1), 'expired',
    ]);
  }
  const id = w.nextId('insurances');
  w.batch.insurances.push([
    id, vehicleId, type, INSURERS[insurer], policyNumber(insurer, calendar.year(start), id),
    calendar.day(start), calendar.day(end), status(end),
  ]);
}

function writePucc(w: Writing, vehicleId: number, code: string): void {
  const validity = w.random.chance(0.7) ? YEAR : 182;
  const until = currentExpiry(w, validity);
  const id = w.nextId('puccs');
  w.batch.puccs.push([
    id, vehicleId, puccNumber(code, id), w.calendar.day(until - validity + 1), w.calendar.day(until), status(until),
  ]);
}

/** Private two-wheelers and cars pay one-time (15-year) tax; transport vehicles quarterly or yearly. */
function writeTax(w: Writing, vehicleId: number, type: string, transport: boolean, registeredDays: number): void {
  const { random, calendar } = w;
  let from: number, upto: number, mode: string, amount: number;
  if (!transport && !ELECTRIC.has(type)) {
    mode = 'OneTime';
    from = -registeredDays;
    upto = from + 15 * YEAR;
    amount = type === 'LMV' ? random.int(25_000, 120_000) : random.int(1_500, 9_000);
  } else {
    const yearly = random.chance(0.35);
    const period = yearly ? YEAR : 91;
    mode = yearly ? 'Yearly' : 'Quarterly';
    upto = currentExpiry(w, period);
    from = upto - period + 1;
    amount = random.int(1_200, 18_000) * (yearly ? 4 : 1);
  }
  w.batch.taxes.push([
    w.nextId('taxes'), vehicleId, random.chance(0.8) ? type : null, mode,
    calendar.day(from), calendar.day(upto), `${amount}.00`,
  ]);
}

function writeCertificate(
  w: Writing, table: 'fitnesses' | 'vltds' | 'speed_governors', prefix: string, vehicleId: number, code: string, validity: number,
): void {
  const expiry = currentExpiry(w, validity);
  const id = w.nextId(table);
  w.batch[table].push([
    id, vehicleId, certificateNumber(prefix, code, id), w.calendar.day(expiry - validity + 1), w.calendar.day(expiry),
  ]);
}

function writePermit(w: Writing, vehicleId: number, code: string): void {
  const validity = 5 * YEAR;
  const expiry = currentExpiry(w, validity);
  const issue = expiry - validity + 1;
  const id = w.nextId('permits');
  w.batch.permits.push([
    id, vehicleId, permitNumber(code, w.calendar.year(issue), id), w.calendar.day(issue), w.calendar.day(expiry),
  ]);
}
