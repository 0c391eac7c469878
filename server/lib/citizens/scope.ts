import { and, eq, getTableColumns, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { citizenColumns, citizens, vehicles } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { forbidden, notFound, unauthenticated } from '../http/http-errors.js';

/** Who may see and change which citizen (decisions.md §Who sees and changes what). */

export type Citizen = Omit<typeof citizens.$inferSelect, 'searchText'>;
export type CitizenAccess = 'view' | 'edit' | 'delete';
type CitizenOwnership = Pick<Citizen, 'userId' | 'createdBy' | 'branchId'>;

/**
 * One disjoint part of the caller's scope, read in newest-first order by one index, with the counter
 * that holds its size (null: the part holds at most one row and is counted directly).
 */
export interface ScopePart {
  where?: SQL;
  counter: string | null;
}

/** What a statement over the caller's scope is written from, but the ids in it: all citizens, a branch's, or a user's own. */
export const scopeShape = (user: SessionUser) => (user.role === 'user' ? 'own' : user.role === 'manager' && user.branchId !== null ? 'branch' : 'all');

/** The ids a scope's conditions compare with: the caller's, or placeholders standing for them (`user`, `branch`). */
type ScopeIds = { id: number | Placeholder; branchId: number | Placeholder | null };

/** The ids of a scope as the placeholders `user` and `branch`, for a statement written once per scopeShape (lookupShaped). */
export const placeholderIds = (user: SessionUser): ScopeIds => ({ id: sql.placeholder('user'), branchId: user.branchId === null ? null : sql.placeholder('branch') });

/** The caller's scope (decisions.md §Who sees) as parts whose union it is. */
export function scopeParts(user: SessionUser, { id, branchId }: ScopeIds = user): ScopePart[] {
  const shape = scopeShape(user);
  if (shape === 'all') return [{ counter: 'citizens' }];
  if (shape === 'branch') return [{ where: eq(citizens.branchId, branchId!), counter: `citizens:branch:${user.branchId}` }];
  return [
    { where: eq(citizens.createdBy, id), counter: `citizens:creator:${user.id}` },
    // Their own profile, when somebody else created it.
    { where: and(eq(citizens.userId, id), or(isNull(citizens.createdBy), ne(citizens.createdBy, id))), counter: null },
  ];
}

/** The SQL condition on `citizens` a user's lists are limited to (undefined: no limit): the union of the parts. */
export function citizenScope(user: SessionUser, ids: ScopeIds = user): SQL | undefined {
  return or(...scopeParts(user, ids).map((part) => part.where));
}

export function canEditCitizen(user: SessionUser, citizen: CitizenOwnership): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'manager') return user.branchId === null || citizen.branchId === user.branchId;
  return citizen.userId === user.id || citizen.createdBy === user.id;
}

export const canDeleteCitizen = (user: SessionUser) => user.role === 'admin';

export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** 403 when the user may see the citizen but not do what is asked. */
function assertAccess(user: SessionUser, citizen: CitizenOwnership, access: CitizenAccess) {
  if (access === 'edit' && !canEditCitizen(user, citizen)) throw forbidden();
  if (access === 'delete' && !canDeleteCitizen(user)) throw forbidden();
}

/** One citizen within the caller's scope; 404 outside it (never 403, so ids of others stay unknown). */
export async function loadCitizenInScope(request: FastifyRequest, id: number, access: CitizenAccess = 'view'): Promise<Citizen> {
  const user = sessionUser(request);
  const [citizen] = await request.server.db
    .select(citizenColumns)
    .from(citizens)
    .where(and(eq(citizens.id, id), citizenScope(user)));
  if (!citizen) throw notFound();
  assertAccess(user, citizen, access);
  return citizen;
}

/** A licence, vehicle (`citizen_id`) or compliance record (`vehicle_id`) table. */
type OwnedTable = PgTable & { id: AnyPgColumn };

/**
 * One row of a licence, vehicle or compliance record table whose citizen is in the caller's scope;
 * it follows its citizen: 404 outside the scope, 403 without the right asked for.
 */
export async function loadOwnedInScope<T extends OwnedTable>(
  request: FastifyRequest, table: T, id: number, access: CitizenAccess,
): Promise<T['$inferSelect']> {
  const user = sessionUser(request);
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const query = request.server.db
    .select({ row: columns, owner: { userId: citizens.userId, createdBy: citizens.createdBy, branchId: citizens.branchId } })
    .from(table as PgTable)
    .$dynamic();
  const owned = columns.citizenId
    ? query.innerJoin(citizens, eq(citizens.id, columns.citizenId))
    : query.innerJoin(vehicles, eq(vehicles.id, columns.vehicleId)).innerJoin(citizens, eq(citizens.id, vehicles.citizenId));
  const [found] = await owned.where(and(eq(table.id, id), citizenScope(user)));
  if (!found) throw notFound();
  assertAccess(user, found.owner, access);
  return found.row as T['$inferSelect'];
}
