import dayjs from 'dayjs';
import { and, count, desc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { citizens, drivingLicences, learnerLicences, users, vehicles } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import { newestExpiryFirst, RECORD_TYPES } from '../schemas/records.js';
import { paged } from './paging.js';
import { rowJson } from './row-json.js';
import { canDeleteCitizen, canEditCitizen, citizenScope, type Citizen } from './scope.js';
import type { FileStore } from './storage.js';

/** Read queries of the citizen screens: the list, the detail and all-details, each in a fixed number of statements. */

const childCount = (table: typeof learnerLicences | typeof drivingLicences | typeof vehicles) =>
  sql<number>`(select count(*)::int from ${table} where ${table.citizenId} = ${citizens.id})`;

/** One citizen row with its creator and the three counts, as one SELECT. */
const citizenSelection = {
  citizen: citizens,
  creatorName: users.name,
  learnerLicensesCount: childCount(learnerLicences),
  drivingLicensesCount: childCount(drivingLicences),
  vehiclesCount: childCount(vehicles),
};

type CitizenRow = { citizen: Citizen; creatorName: string | null; learnerLicensesCount: number; drivingLicensesCount: number; vehiclesCount: number };

const selectCitizens = (db: Db) => db.select(citizenSelection).from(citizens).leftJoin(users, eq(users.id, citizens.createdBy));

export const ageFrom = (dob: string | null) => (dob ? dayjs().diff(dayjs(dob), 'year') : null);

function citizenJson({ citizen, creatorName, ...counts }: CitizenRow) {
  return {
    ...rowJson(citizen),
    age: ageFrom(citizen.dob),
    is_primary_profile_for_user: citizen.userId !== null,
    creator: citizen.createdBy === null ? null : { id: citizen.createdBy, name: creatorName },
    learner_licenses_count: counts.learnerLicensesCount,
    driving_licenses_count: counts.drivingLicensesCount,
    vehicles_count: counts.vehiclesCount,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Name, relation/father name or email containing `q` (pg_trgm GIN indexes serve these ILIKEs). */
function textSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(citizens.name, pattern), ilike(citizens.relationName, pattern), ilike(citizens.fatherName, pattern), ilike(citizens.email, pattern));
}

/** A full mobile matches exactly; fewer digits match as a prefix, as a btree range over the 10-digit numbers. */
function mobileSearch(mobile: string | undefined): SQL | undefined {
  if (!mobile) return undefined;
  if (mobile.length === 10) return eq(citizens.mobile, mobile);
  return and(gte(citizens.mobile, mobile.padEnd(10, '0')), lte(citizens.mobile, mobile.padEnd(10, '9')), like(citizens.mobile, `${mobile}%`));
}

export interface CitizenListQuery {
  q?: string;
  mobile?: string;
  page: number;
  per_page: number;
}

const newestFirst = [desc(citizens.createdAt), desc(citizens.id)];

/**
 * GET /citizens: one statement for the page and one for the total. The page's ids are picked first (a derived
 * table), so the counts' correlated subqueries run for the rows shown only, not for those an OFFSET skips.
 */
export async function listCitizens(db: Db, user: SessionUser, query: CitizenListQuery) {
  const where = and(citizenScope(user), textSearch(query.q), mobileSearch(query.mobile));
  const offset = (query.page - 1) * query.per_page;
  const page = db.select({ id: citizens.id }).from(citizens).where(where).orderBy(...newestFirst).limit(query.per_page).offset(offset).as('page');
  const [rows, [{ total }]] = await Promise.all([
    selectCitizens(db).innerJoin(page, eq(page.id, citizens.id)).orderBy(...newestFirst),
    db.select({ total: count() }).from(citizens).where(where),
  ]);
  return paged(rows.map(citizenJson), query.page, query.per_page, total);
}

/** GET /citizens/{id}: all fields, age, counts, creator and the caller's rights; null outside the scope. */
export async function citizenDetail(db: Db, user: SessionUser, id: number) {
  const [row] = await selectCitizens(db).where(and(eq(citizens.id, id), citizenScope(user)));
  if (!row) return null;
  return { ...citizenJson(row), can_edit: canEditCitizen(user, row.citizen), can_delete: canDeleteCitizen(user) };
}

/** GET /citizens/{id}/all-details: owner, licences and vehicles with their seven record lists, one query per table. */
export async function citizenAllDetails(db: Db, user: SessionUser, id: number, files: FileStore) {
  const owner = await citizenDetail(db, user, id);
  if (!owner) return null;
  const byIssue = (table: typeof learnerLicences | typeof drivingLicences) =>
    db.select().from(table).where(eq(table.citizenId, id)).orderBy(sql`${table.issueDate} desc nulls last`, desc(table.id));
  const [learner, driving, ownedVehicles] = await Promise.all([
    byIssue(learnerLicences),
    byIssue(drivingLicences),
    db.select().from(vehicles).where(eq(vehicles.citizenId, id)).orderBy(desc(vehicles.createdAt), desc(vehicles.id)),
  ]);
  const vehicleIds = ownedVehicles.map((vehicle) => vehicle.id);
  const recordLists = await Promise.all(
    RECORD_TYPES.map(async (type) => {
      const { table } = type;
      const rows = vehicleIds.length
        ? await db.select().from(table).where(inArray(table.vehicleId, vehicleIds)).orderBy(...newestExpiryFirst(type))
        : [];
      return { key: type.segment.replace(/-/g, '_'), rows: rows as { vehicleId: number }[] };
    }),
  );
  return {
    owner,
    learner_licenses: learner.map((row) => rowJson(row, files)),
    driving_licenses: driving.map((row) => rowJson(row, files)),
    vehicles: ownedVehicles.map((vehicle) => ({
      ...rowJson(vehicle),
      ...Object.fromEntries(
        recordLists.map(({ key, rows }) => [key, rows.filter((row) => row.vehicleId === vehicle.id).map((row) => rowJson(row, files))]),
      ),
    })),
  };
}
