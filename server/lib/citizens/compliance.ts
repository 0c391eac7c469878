import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { complianceDays, type COMPLIANCE_FILTER_STATES } from '../../../common/compliance.js';
import { vehicleCompliance, vehicles } from '../../db/schema/index.js';

/**
 * Roadworthiness (common/compliance.ts) as the queries read it. The rule lives in the database (migration 0017): the
 * answer's `compliance` from the vehicle's current documents, the filters from vehicle_compliance.lapses_on, both
 * against today in India, so a day passing turns amber into red without a write.
 */

export type ComplianceFilterState = (typeof COMPLIANCE_FILTER_STATES)[number];

/** A vehicle's `compliance` ({state, reasons}) as JSON, read against `today`. */
export function complianceJson(vehicleId: AnyPgColumn | SQL = vehicles.id, type: AnyPgColumn | SQL = vehicles.type, today?: string): SQL {
  const days = complianceDays(today);
  return sql`vehicle_compliance_json(${vehicleId}, ${type}, ${days.today}::date, ${days.expiringUntil}::date)`;
}

/** vehicle_compliance.lapses_on puts the vehicle in `state` today: red before today, amber from today to 30 days on. */
function lapsesIn(state: ComplianceFilterState): SQL {
  const { today, expiringUntil } = complianceDays();
  const lapsesOn = sql`${vehicleCompliance.lapsesOn}`;
  return state === 'red' ? sql`${lapsesOn} < ${today}::date` : sql`${lapsesOn} between ${today}::date and ${expiringUntil}::date`;
}

/**
 * The citizen holds a vehicle in `state`: one probe of vehicle_compliance_citizen_idx per citizen walked (offset 0 keeps
 * it a probe: never a hash join over every vehicle in the state, which a small table's statistics may invite).
 */
export const holdsVehicleIn = (state: ComplianceFilterState, citizenId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${vehicleCompliance} where ${vehicleCompliance.citizenId} = ${citizenId} and ${lapsesIn(state)} offset 0)`;

/** The vehicle is in `state`: one probe of the primary key. */
export const vehicleIn = (state: ComplianceFilterState, vehicleId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${vehicleCompliance} where ${vehicleCompliance.vehicleId} = ${vehicleId} and ${lapsesIn(state)} offset 0)`;
