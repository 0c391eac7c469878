import { CG_DISTRICTS, OFFICES } from '../../../common/options.js';
import { DISTRICT_OFFICE_ALIASES } from './vocabulary.js';

/**
 * Document numbers. Every number that must be unique (LL, DL, registration) is derived from the
 * row's id, so numbers never collide however many citizens are seeded.
 */

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'CG-04 Raipur' → 'CG04'. */
export const officeCode = (office: string) => office.slice(0, 5).replace('-', '');

/** The RTO office serving each Chhattisgarh district. */
export const OFFICE_OF_DISTRICT: Record<string, string> = Object.fromEntries(
  CG_DISTRICTS.map((district) => {
    const name = DISTRICT_OFFICE_ALIASES[district] ?? district;
    const office = OFFICES.find((o) => name === o.slice(6) || name.startsWith(`${o.slice(6)}-`));
    if (!office) throw new Error(`No RTO office for district ${district}`);
    return [district, office];
  }),
);

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; // no I or O, as on plates
const SERIALS = 9999; // 0001-9999
const SCRAMBLE = 7919; // prime, coprime with every block size: spreads consecutive ids over the series

/** CG04AB1234 for the first 5.7M vehicles, then three-letter series (CG04ABC1234) and so on. */
export function registrationNumber(code: string, vehicleId: number): string {
  let index = vehicleId - 1;
  let letterCount = 2;
  let block = LETTERS.length ** 2 * SERIALS;
  while (index >= block) {
    index -= block;
    letterCount++;
    block *= LETTERS.length;
  }
  const scrambled = (index * SCRAMBLE) % block;
  let series = Math.floor(scrambled / SERIALS);
  let letters = '';
  for (let i = 0; i < letterCount; i++) {
    letters = LETTERS[series % LETTERS.length] + letters;
    series = Math.floor(series / LETTERS.length);
  }
  return `${code}${letters}${pad((scrambled % SERIALS) + 1, 4)}`;
}

export const learnerLicenceNumber = (code: string, year: number, id: number) => `${code}/${pad(id, 7)}/${year}`;
export const drivingLicenceNumber = (code: string, year: number, id: number) => `${code}${year}${pad(id, 7)}`;
export const policyNumber = (insurer: number, year: number, id: number) => `${pad(3001 + insurer * 7, 4)}/${year}/${pad(id, 8)}`;
export const puccNumber = (code: string, id: number) => `${code}PUC${pad(id, 8)}`;
export const certificateNumber = (prefix: string, code: string, id: number) => `${prefix}${code}${pad(id, 7)}`;
export const permitNumber = (code: string, year: number, id: number) => `${code}/P/${year}/${pad(id, 6)}`;
