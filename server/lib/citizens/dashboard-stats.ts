import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Static } from '@sinclair/typebox';
import { queryRows, type Db } from '../../db/client.js';
import { citizens, drivingLicences, learnerLicences, serviceRequests, vehicles } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import type { StaffStats, UserStats } from '../../schemas/accounts.js';
import { citizenScopeTotal } from './citizen-list.js';
import { countersSum } from './row-counts.js';

/** Admin Dashboard cards, from the counters in one statement; citizens are counted within the caller's scope (a manager's branch). */
export async function staffStats(db: Db, user: SessionUser): Promise<Static<typeof StaffStats>> {
  const [stats] = await queryRows<Static<typeof StaffStats>>(
    db,
    sql`select ${countersSum(['service_requests:pending'])} as pending_requests, ${citizenScopeTotal(user)} as total_citizens, ${countersSum(['users'])} as total_users`,
  );
  return stats;
}

/** The user dashboard: their pending requests and their primary profile's licences and vehicles, in one statement. */
export async function userStats(db: Db, user: SessionUser): Promise<Static<typeof UserStats>> {
  const primaryCitizen = sql`(select ${citizens.id} from ${citizens} where ${citizens.userId} = ${user.id})`;
  const ofPrimary = (citizenId: AnyPgColumn) => eq(citizenId, primaryCitizen);
  const countOf = (table: PgTable, where: SQL | undefined) => sql`(select count(*)::int from ${table} where ${where})`;
  const [stats] = await queryRows<Static<typeof UserStats>>(
    db,
    sql`select ${countOf(serviceRequests, and(eq(serviceRequests.userId, user.id), eq(serviceRequests.status, 'pending')))} as pending_requests_count,
      ${countOf(learnerLicences, ofPrimary(learnerLicences.citizenId))} as ll_count,
      ${countOf(drivingLicences, ofPrimary(drivingLicences.citizenId))} as dl_count,
      ${countOf(vehicles, ofPrimary(vehicles.citizenId))} as vehicle_count`,
  );
  return stats;
}
