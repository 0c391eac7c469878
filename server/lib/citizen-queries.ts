import dayjs from 'dayjs';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { citizenColumns, citizens, drivingLicences, learnerLicences, users, vehicles } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import { newestExpiryFirst, RECORD_TYPES } from '../schemas/records.js';
import { listCitizens as listCitizenPage, type CitizenListQuery } from './citizen-list.js';
import { rowJson } from './row-json.js';
import { canDeleteCitizen, canEditCitizen, citizenScope, type Citizen } from './scope.js';
import type { FileStore } from './storage.js';

/** Read queries of the citizen screens: the list, the detail and all-details, each in a fixed number of statements. */

const childCount = (table: typeof learnerLicences | typeof drivingLicences | typeof vehicles) =>
  sql<number>`(select count(*)::int from ${table} where ${table.citizenId} = ${citizens.id})`;

/** A timestamp as the API writes it (ISO 8601 UTC with milliseconds), formatted by the database: no Date per value. */
const isoTime = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One citizen row with its creator and the three counts, as one SELECT. */
const citizenSelection = {
  citizen: { ...citizenColumns, createdAt: isoTime(citizens.createdAt), updatedAt: isoTime(citizens.updatedAt) },
  creatorName: users.name,
  learnerLicensesCount: childCount(learnerLicences),
  drivingLicensesCount: childCount(drivingLicences),
  vehiclesCount: childCount(vehicles),
};

type CitizenRow = { citizen: Omit<Citizen, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }; creatorName: string | null; learnerLicensesCount: number; drivingLicensesCount: number; vehiclesCount: number };

const selectCitizens = (db: Db) => db.select(citizenSelection).from(citizens).leftJoin(users, eq(users.id, citizens.createdBy));

/**
 * Full years from a 'yyyy-mm-dd' birth date to `today` (same format), by comparing the strings' parts:
 * a list of a thousand rows computes it a thousand times.
 */
export function ageOn(today: string, dob: string | null): number | null {
  if (!dob) return null;
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** A citizen as the API answers it; written out field by field, as a list builds up to a thousand of them. */
function citizenJson({ citizen, creatorName, ...counts }: CitizenRow, today = dayjs().format('YYYY-MM-DD')) {
  return {
    id: citizen.id,
    name: citizen.name,
    relation_type: citizen.relationType,
    relation_name: citizen.relationName,
    father_name: citizen.fatherName,
    mobile: citizen.mobile,
    email: citizen.email,
    dob: citizen.dob,
    address: citizen.address,
    state: citizen.state,
    city: citizen.city,
    user_id: citizen.userId,
    branch_id: citizen.branchId,
    created_by: citizen.createdBy,
    created_at: citizen.createdAt,
    updated_at: citizen.updatedAt,
    age: ageOn(today, citizen.dob),
    is_primary_profile_for_user: citizen.userId !== null,
    creator: citizen.createdBy === null ? null : { id: citizen.createdBy, name: creatorName },
    learner_licenses_count: counts.learnerLicensesCount,
    driving_licenses_count: counts.drivingLicensesCount,
    vehicles_count: counts.vehiclesCount,
  };
}

const newestFirst = [desc(citizens.createdAt), desc(citizens.id)];

/** GET /citizens (citizen-list.ts), its rows with their counts and creator; the counts run for the page's rows only. */
export function listCitizens(db: Db, user: SessionUser, query: CitizenListQuery) {
  return listCitizenPage(db, user, query, async (ids) => {
    const today = dayjs().format('YYYY-MM-DD');
    const rows = await selectCitizens(db).where(inArray(citizens.id, Array.isArray(ids) ? ids : sql`(${ids})`)).orderBy(...newestFirst);
    return rows.map((row) => citizenJson(row, today));
  });
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
