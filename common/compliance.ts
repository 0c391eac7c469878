import type { ExpiryDocumentType, VEHICLE_TYPES } from './options.js';
import { addDays, EXPIRING_SOON_DAYS, todayInIndia } from './record-status.js';

/**
 * A vehicle's roadworthiness (issue 22): green when every required current document is valid beyond
 * EXPIRING_SOON_DAYS, amber when one expires within them, red when one has expired or is missing.
 */

/** The vehicle types that carry goods or passengers for hire (lists.md: LGV, MGV, TRANS(HGV)). */
export const TRANSPORT_VEHICLE_TYPES: readonly (typeof VEHICLE_TYPES)[number][] = ['LGV', 'MGV', 'TRANS(HGV)'];

/** Every vehicle must hold these. */
const ALWAYS_REQUIRED: ExpiryDocumentType[] = ['insurance', 'pucc'];
/** A transport vehicle must hold these too. */
const TRANSPORT_REQUIRED: ExpiryDocumentType[] = ['fitness', 'permit', 'vltd', 'speed_governor'];

/** The documents a vehicle of this type must hold (the database's required_documents(), migration 0017, says the same). */
export const requiredDocuments = (type: string | null | undefined): ExpiryDocumentType[] =>
  TRANSPORT_VEHICLE_TYPES.some((transport) => transport === type) ? [...ALWAYS_REQUIRED, ...TRANSPORT_REQUIRED] : ALWAYS_REQUIRED;

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
