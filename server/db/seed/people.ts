import { CG_DISTRICTS } from '../../../common/options.js';
import { weights, type Random } from './random.js';
import {
  EMAIL_DOMAINS, FEMALE_NAMES, LOCALITIES, MALE_NAMES, SURNAMES, VILLAGES,
} from './vocabulary.js';

/** A person's details: name, relation, contact, birth date and address. */
export interface Person {
  name: string;
  first: string;
  surname: string;
  relationType: 'Son of' | 'Wife of' | 'Daughter of';
  relationName: string;
  fatherName: string;
  mobile: string;
  email: string | null;
  /** Age in days. */
  ageDays: number;
  address: string;
  /** A Chhattisgarh district: the city of the address (the state is always Chhattisgarh). */
  district: string;
}

const BIG_DISTRICTS: Record<string, number> = { Raipur: 20, Durg: 12, Bilaspur: 10, Korba: 5, Rajnandgaon: 5, Raigarh: 4 };
const DISTRICT_WEIGHTS = weights(CG_DISTRICTS.map((district) => [district, BIG_DISTRICTS[district] ?? 1.5] as const));

const YEAR = 365;

export const mobileNumber = (random: Random) => `${random.int(6, 9)}${random.digits(9)}`;

export function person(random: Random): Person {
  const female = random.chance(0.4);
  const surname = random.pick(SURNAMES);
  const first = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const ageDays = random.int(18 * YEAR + 5, 75 * YEAR - 5);
  const father = `${random.pick(MALE_NAMES)} ${surname}`;
  const married = female && ageDays > 22 * YEAR && random.chance(0.6);
  const relationType = !female ? 'Son of' : married ? 'Wife of' : 'Daughter of';
  const fatherName = married ? `${random.pick(MALE_NAMES)} ${random.pick(SURNAMES)}` : father;
  const relationName = married ? `${random.pick(MALE_NAMES)} ${surname}` : father;
  const email = random.chance(0.35)
    ? `${first}.${surname}${random.int(1, 999)}@${random.pick(EMAIL_DOMAINS)}`.toLowerCase()
    : null;
  const district = random.weighted(DISTRICT_WEIGHTS);
  const address = random.chance(0.6)
    ? `${random.chance(0.5) ? 'H.No.' : 'Ward No.'} ${random.int(1, 450)}, ${random.pick(LOCALITIES)}`
    : `Village ${random.pick(VILLAGES)}, Post ${random.pick(VILLAGES)}`;
  return {
    name: `${first} ${surname}`, first, surname, relationType, relationName, fatherName,
    mobile: mobileNumber(random), email, ageDays, address, district,
  };
}
