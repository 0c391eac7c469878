import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lookupShaped, type Db } from '../../db/client.js';
import { todayInIndia } from '../../../common/rules.js';
import { citizens, drivingLicences, learnerLicences, users, vehicles } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { hasChosenStatus, newestExpiryFirst, RECORD_TYPES } from '../../schemas/records.js';
import { listCitizens as listCitizenPage, type CitizenListQuery } from './citizen-list.js';
import { complianceJson } from './compliance.js';
import { LEARNER_LICENCE_COMPUTED, withShownStatus } from './record-status.js';
import { isoTime, literal, rowsArray, withFileUrls, writtenOnce } from './row-json.js';
import { sourceMessageColumns } from './source-message.js';
import { canDeleteCitizen, canEditCitizen, citizenScope, placeholderIds, scopeShape } from './scope.js';
import type { FileStore } from '../storage/index.js';

/** Read queries of the citizen screens: the list, the detail and all-details, each in a fixed number of statements. */

const childCount = (table: typeof learnerLicences | typeof drivingLicences | typeof vehicles) =>
  sql<number>`(select count(*)::int from ${table} where ${table.citizenId} = ${citizens.id})`;

/** The citizen object of the day it was last written for (citizenObject). */
let citizenObjectOf: { day: string; object: SQL } | undefined;

/**
 * A citizen as the API answers it (all fields, age on `day`, creator and the three counts), built by the database as
 * one JSON object from `citizens` joined to its creator in `users`: a page of a thousand rows reaches Node as one string.
 * Written once a day (writtenOnce), the day being a literal of our own making (YYYY-MM-DD).
 */
function citizenObject(day: string): SQL {
  if (citizenObjectOf?.day === day) return citizenObjectOf.object;
  const c = citizens;
  const fields: [string, SQL | AnyPgColumn][] = [
    ['id', c.id], ['name', c.name], ['relation_type', c.relationType], ['relation_name', c.relationName],
    ['father_name', c.fatherName], ['mobile', c.mobile], ['email', c.email], ['dob', c.dob], ['address', c.address],
    ['state', c.state], ['city', c.city], ['language', c.language], ['reminders_opt_out', c.remindersOptOut], ['user_id', c.userId], ['branch_id', c.branchId], ['created_by', c.createdBy],
    ['created_at', isoTime(c.createdAt)], ['updated_at', isoTime(c.updatedAt)],
    ['age', sql`extract(year from age(${literal(day)}::date, ${c.dob}))::int`],
    ['is_primary_profile_for_user', sql`${c.userId} is not null`],
    ['creator', sql`case when ${c.createdBy} is null then null else json_build_object('id', ${c.createdBy}, 'name', ${users.name}) end`],
    ['learner_licenses_count', childCount(learnerLicences)],
    ['driving_licenses_count', childCount(drivingLicences)],
    ['vehicles_count', childCount(vehicles)],
  ];
  const object = writtenOnce(sql`json_build_object(${sql.join(fields.map(([key, value]) => sql`${literal(key)}, ${value}`), sql`, `)})`);
  citizenObjectOf = { day, object };
  return object;
}

const citizensWithCreator = sql`${citizens} left join ${users} on ${users.id} = ${citizens.createdBy}`;

/** GET /citizens (citizen-list.ts): the page's rows, with their counts and creator, as one JSON array the database writes. */
export function listCitizens(db: Db, user: SessionUser, query: CitizenListQuery) {
  const date = todayInIndia();
  return listCitizenPage(db, user, query, {
    rowsJson: (ids) =>
      sql<string>`(select coalesce(json_agg(${citizenObject(date)} order by ${citizens.createdAt} desc, ${citizens.id} desc), '[]')::text
      from ${citizensWithCreator} where ${citizens.id} in (${ids}))`,
    rowsShape: date,
  });
}

type CitizenJson = { user_id: number | null; branch_id: number | null; created_by: number | null };
type JsonRow = Record<string, unknown>;

/** The citizen with the caller's rights on it. */
function withRights(user: SessionUser, citizen: CitizenJson) {
  const ownership = { userId: citizen.user_id, branchId: citizen.branch_id, createdBy: citizen.created_by };
  return { ...citizen, can_edit: canEditCitizen(user, ownership), can_delete: canDeleteCitizen(user) };
}

/**
 * The citizen `id` within the caller's scope, with `lists` (scalar subqueries of the citizen's id, the placeholder they
 * are given) beside it, in one statement written once per screen, scope's shape and day (lookupShaped).
 */
async function citizenWith(db: Db, user: SessionUser, id: number, screen: string, lists: (citizen: Placeholder) => Record<string, SQL> = () => ({})) {
  const day = todayInIndia();
  const write = () => {
    const citizen = sql.placeholder('citizen');
    const columns = Object.entries(lists(citizen)).map(([name, list]) => sql`, ${list} as ${sql.identifier(name)}`);
    const inScope = and(eq(citizens.id, citizen), citizenScope(user, placeholderIds(user)));
    return sql`select ${citizenObject(day)} as citizen${sql.join(columns)} from ${citizensWithCreator} where ${inScope}`;
  };
  const values = { citizen: id, user: user.id, branch: user.branchId };
  const [row] = await lookupShaped<Record<string, unknown>>(db, 'citizen', `${screen} ${scopeShape(user)} ${day}`, write, values);
  return row && { citizen: row.citizen as CitizenJson, lists: row as Record<string, JsonRow[]> };
}

/** GET /citizens/{id}: all fields, age, counts, creator and the caller's rights; null outside the scope. */
export async function citizenDetail(db: Db, user: SessionUser, id: number) {
  const row = await citizenWith(db, user, id, 'detail');
  return row ? withRights(user, row.citizen) : null;
}

/** GET /citizens/{id}/all-details: owner, licences and vehicles with their seven record lists, in one statement. */
export async function citizenAllDetails(db: Db, user: SessionUser, id: number, files: FileStore) {
  const recordKey = (type: (typeof RECORD_TYPES)[number]) => type.segment.replace(/-/g, '_');
  const row = await citizenWith(db, user, id, 'all-details', (citizen) => {
    const byIssue = (table: typeof learnerLicences | typeof drivingLicences, computed?: Record<string, SQL>) =>
      rowsArray(table, eq(table.citizenId, citizen), [sql`${table.issueDate} desc nulls last`, desc(table.id)], computed);
    const vehicleIds = sql`(select ${vehicles.id} from ${vehicles} where ${vehicles.citizenId} = ${citizen})`;
    return {
      learner_licenses: byIssue(learnerLicences, { ...LEARNER_LICENCE_COMPUTED, ...sourceMessageColumns(learnerLicences) }),
      driving_licenses: byIssue(drivingLicences, sourceMessageColumns(drivingLicences)),
      vehicles: rowsArray(vehicles, eq(vehicles.citizenId, citizen), [desc(vehicles.createdAt), desc(vehicles.id)], { compliance: complianceJson() }),
      ...Object.fromEntries(
        RECORD_TYPES.map((type) => [recordKey(type), rowsArray(type.table, inArray(type.table.vehicleId, vehicleIds), newestExpiryFirst(type), sourceMessageColumns(type.table))]),
      ),
    };
  });
  if (!row) return null;
  const { citizen, lists } = row;
  const records = await Promise.all(
    RECORD_TYPES.map(async (type) => {
      const rows = await withFileUrls(lists[recordKey(type)], files);
      return { key: recordKey(type), rows: hasChosenStatus(type) ? rows.map((row) => withShownStatus(row, type.period[1])) : rows };
    }),
  );
  return {
    owner: withRights(user, citizen),
    learner_licenses: await withFileUrls(lists.learner_licenses, files),
    driving_licenses: await withFileUrls(lists.driving_licenses, files),
    vehicles: lists.vehicles.map((vehicle) => ({
      ...vehicle,
      ...Object.fromEntries(records.map(({ key, rows }) => [key, rows.filter((record) => record.vehicle_id === vehicle.id)])),
    })),
  };
}
