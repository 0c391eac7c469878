import type { ExpiryDocumentType, VEHICLE_TYPES } from './options.js';
import { addDays, EXPIRING_SOON_DAYS, todayInIndia } from './record-status.js';

/**
 * A vehicle's roadworthiness (issue 22): green when every required current document is valid beyond
 * EXPIRING_SOON_DAYS, amber when one expires within them, red when one has expired or is missing.
 */

export type VehicleType = (typeof VEHICLE_TYPES)[number];

const INSURANCE_AND_PUCC: ExpiryDocumentType[] = ['insurance', 'pucc'];
const GOODS_CARRIAGE: ExpiryDocumentType[] = ['insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor'];

/**
 * The documents a vehicle of each class (lists.md 'Vehicle types') must hold: the roadworthy badge, its filter, the
 * reminders and the import read this table, the database's required_documents() (migration 0039) says the same and
 * a test keeps them equal. Tax is not part of it (every vehicle pays it; it is reminded whatever the class).
 * What it relies on (Motor Vehicles Act 1988, MVA; Central Motor Vehicles Rules 1989, CMVR):
 * - insurance: MVA section 146, every motor vehicle used in a public place, a trailer included (section 2(28));
 * - PUCC: CMVR rule 115(7), every motor vehicle after a year from its first registration; battery-operated vehicles
 *   are exempt (rule 115), and a trailer has no engine, so E-Rikshaw/E-Cart and Agriculture Trailer need none;
 * - fitness: MVA section 56 and CMVR rule 62, transport vehicles: the goods carriages (LGV, MGV, TRANS(HGV)) and the
 *   E-Rikshaw/E-Cart (registered as transport vehicles); a tractor, its trailer, a road roller and construction
 *   equipment are non-transport (CMVR rule 2(ca) for construction equipment);
 * - permit: MVA section 66, transport vehicles, except an e-cart or e-rickshaw (section 66(3), amended in 2015);
 * - VLTd: CMVR rule 125H (AIS-140), public service vehicles and national-permit goods carriages; it exempts
 *   two-wheelers, e-rickshaws, e-carts, three-wheelers and vehicles that need no permit;
 * - speed governor: CMVR rule 118, transport vehicles, except two- and three-wheelers, quadricycles, fire tenders,
 *   ambulances and police vehicles (so not an E-Rikshaw/E-Cart, whose top speed is 25 km/h anyway).
 * A vehicle with no class recorded needs insurance and PUCC, as before.
 */
export const VEHICLE_REQUIRED_DOCUMENTS: Record<VehicleType, readonly ExpiryDocumentType[]> = {
  MCWG: INSURANCE_AND_PUCC,
  LMV: INSURANCE_AND_PUCC,
  LGV: GOODS_CARRIAGE,
  MGV: GOODS_CARRIAGE,
  'TRANS(HGV)': GOODS_CARRIAGE,
  'E-Rikshaw/E-Cart': ['insurance', 'fitness'],
  'Road Roller': INSURANCE_AND_PUCC,
  'Construction Equipment Vehicle': INSURANCE_AND_PUCC,
  'Adapted Vehicle': INSURANCE_AND_PUCC,
  'Agriculture Trailer': ['insurance'],
  'Agriculture Tractor': INSURANCE_AND_PUCC,
};

/** The documents a vehicle of this class must hold (VEHICLE_REQUIRED_DOCUMENTS; insurance and PUCC for none). */
export const requiredDocuments = (type: string | null | undefined): ExpiryDocumentType[] => [
  ...((type && VEHICLE_REQUIRED_DOCUMENTS[type as VehicleType]) || INSURANCE_AND_PUCC),
];

/** Whether a vehicle of this class needs this kind of document (a class not recorded: every kind may be held). */
export const classNeeds = (type: string | null | undefined, docType: ExpiryDocumentType) =>
  !type || docType === 'tax' || requiredDocuments(type).includes(docType);

export const COMPLIANCE_STATES = ['green', 'amber', 'red'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];
/** The states a list can be filtered by. */
export const COMPLIANCE_FILTER_STATES = ['red', 'amber'] as const;

export interface ComplianceReason {
  doc_type: ExpiryDocumentType;
  /** not_started: the only record is one bought early that starts after today (issue 32). */
  problem: 'missing' | 'expired' | 'expiring' | 'not_started';
  expiry_date?: string;
  /** The start of a record bought early: of the one not started, or of the one following an expired document. */
  starts_on?: string;
}

/** `compliance` of every vehicle the API answers; read-only. */
export interface Compliance {
  state: ComplianceState;
  reasons: ComplianceReason[];
}

/** The day range a state covers, for a filter read against today: red before `today`, amber up to `expiringUntil`. */
export function complianceDays(today = todayInIndia()) {
  return { today, expiringUntil: addDays(today, EXPIRING_SOON_DAYS) };
}
