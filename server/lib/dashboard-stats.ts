import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client.js';
import { citizens, drivingLicences, learnerLicences, serviceRequests, vehicles } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import type { StaffStats, UserStats } from '../schemas/accounts.js';
import { citizenScopeTotal } from './citizen-list.js';
import { countersTotal } from './row-counts.js';

const count = sql<number>`count(*)::int`;

/** Admin Dashboard cards, from the counters; citizens are counted within the caller's scope (a manager's branch). */
export async function staffStats(db: Db, user: SessionUser): Promise<Static<typeof StaffStats>> {
  const [requests, people, accounts] = await Promise.all([
    countersTotal(db, ['service_requests:pending']),
    citizenScopeTotal(db, user),
    countersTotal(db, ['users']),
  ]);
  return { pending_requests: requests, total_citizens: people, total_users: accounts };
}

/** The user dashboard: their pending requests and their primary profile's licences and vehicles. */
export async function userStats(db: Db, user: SessionUser): Promise<Static<typeof UserStats>> {
  const primaryCitizen = sql`(select ${citizens.id} from ${citizens} where ${citizens.userId} = ${user.id})`;
  const ofPrimary = (citizenId: AnyPgColumn) => eq(citizenId, primaryCitizen);
  const [[requests], [ll], [dl], [owned]] = await Promise.all([
    db.select({ count }).from(serviceRequests)
      .where(and(eq(serviceRequests.userId, user.id), eq(serviceRequests.status, 'pending'))),
    db.select({ count }).from(learnerLicences).where(ofPrimary(learnerLicences.citizenId)),
    db.select({ count }).from(drivingLicences).where(ofPrimary(drivingLicences.citizenId)),
    db.select({ count }).from(vehicles).where(ofPrimary(vehicles.citizenId)),
  ]);
  return { pending_requests_count: requests.count, ll_count: ll.count, dl_count: dl.count, vehicle_count: owned.count };
}
