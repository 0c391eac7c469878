import { getTableColumns, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { HOME_STATE, NOTICE_LANGUAGES } from '../../../common/options.js';
import { branches, users } from './accounts.js';
import { day, descending, filePath, id, notifiedAt, numberTrigrams, timestamps } from './columns.js';
import { sourceMessageId } from './conversations.js';
import { relationTypeEnum } from './enums.js';

export const citizens = pgTable(
  'citizens',
  {
    id: id(),
    name: text().notNull(),
    relationType: relationTypeEnum(),
    relationName: text(),
    fatherName: text(),
    mobile: text().notNull(),
    email: text(),
    dob: day(),
    address: text(),
    state: text().default(HOME_STATE),
    city: text(),
    /** The language of the citizen's reminder digests. */
    language: text({ enum: NOTICE_LANGUAGES }).notNull().default('en'),
    /** No reminder digests: set by staff, or by the citizen replying STOP (START clears it). */
    remindersOptOut: boolean().notNull().default(false),
    /** Set when this is the primary profile of a user account (at most one per user). */
    userId: integer().unique().references(() => users.id, { onDelete: 'set null' }),
    branchId: integer().references(() => branches.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the search box looks in: name, relation name, father's name and email, lower-cased, one per
     * line (a search term never spans two of them). One trigram index serves every search; the newest-first
     * indexes carry it too, cut to 800 characters so an index entry stays within a btree page's limit.
     */
    searchText: text().generatedAlwaysAs(
      sql`left(lower(name || E'\\n' || coalesce(relation_name, '') || E'\\n' || coalesce(father_name, '') || E'\\n' || coalesce(email, '')), 800)`,
    ),
    ...timestamps,
  },
  (t) => [
    index('citizens_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('citizens_mobile_idx').on(t.mobile),
    // Names starting with a term (global search lists them first); a name, relation's or father's name equal to a
    // value of citizen_names, newest first, with the scope's columns (a search for a full name).
    index('citizens_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`, ...newestFirst(t), t.branchId, t.createdBy),
    index('citizens_relation_name_idx').on(sql`lower(${t.relationName})`, ...newestFirst(t), t.branchId, t.createdBy),
    index('citizens_father_name_idx').on(sql`lower(${t.fatherName})`, ...newestFirst(t), t.branchId, t.createdBy),
    // Newest first, in each scope: the order of the list (decisions.md), so a page is an index walk. They
    // carry search_text, so a search walks them without reading the table (an index-only scan).
    index('citizens_created_idx').on(...newestFirst(t), t.searchText),
    index('citizens_branch_created_idx').on(t.branchId, ...newestFirst(t), t.searchText),
    index('citizens_created_by_idx').on(t.createdBy, ...newestFirst(t), t.searchText),
  ],
);

/**
 * Every name, relation's name and father's name a citizen has had, lower-cased, once each: a search term holding a
 * space (never in an email) is found in these values first, then the citizens holding the few that contain it through
 * the name indexes above. Kept by triggers on citizens (migration 0037_citizen_names); a value no citizen holds any
 * more stays, and matches nobody.
 */
export const citizenNames = pgTable(
  'citizen_names',
  { value: text().primaryKey() },
  (t) => [index('citizen_names_trgm').using('gin', sql`${t.value} gin_trgm_ops`)],
);

/** Index columns of `ORDER BY created_at DESC, id DESC`. */
const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [descending(t.createdAt), descending(t.id)] as const;
/** Index columns of `ORDER BY issue_date DESC NULLS LAST, id DESC`: licences without a date come last. */
const latestIssueFirst = (t: { issueDate: ExtraConfigColumn; id: ExtraConfigColumn }) => [t.issueDate.desc().nullsLast(), descending(t.id)] as const;

/** The columns of a citizen as the API shows and audits it (search_text is derived, for the index only). */
const { searchText: _derived, ...shownColumns } = getTableColumns(citizens);
export const citizenColumns = shownColumns;

const licenceColumns = {
  id: id(),
  citizenId: integer().notNull().references(() => citizens.id),
  applicationNo: text(),
  issueDate: day(),
  expiryDate: day(),
  vehicleClass: text(),
  office: text(),
  filePath: filePath(),
  sourceMessageId: sourceMessageId(),
  notifiedAt: notifiedAt(),
  ...timestamps,
};

export const learnerLicences = pgTable(
  'learner_licences',
  { ...licenceColumns, llNo: text().notNull().unique() },
  (t) => [
    index('learner_licences_citizen_idx').on(t.citizenId, ...latestIssueFirst(t)),
    index('learner_licences_application_idx').on(t.applicationNo),
    index('learner_licences_expiry_idx').on(t.expiryDate),
    numberTrigrams('learner_licences_ll_no_trgm', t.llNo),
    numberTrigrams('learner_licences_application_trgm', t.applicationNo),
  ],
);

export const drivingLicences = pgTable(
  'driving_licences',
  { ...licenceColumns, dlNo: text().notNull().unique() },
  (t) => [
    index('driving_licences_citizen_idx').on(t.citizenId, ...latestIssueFirst(t)),
    index('driving_licences_application_idx').on(t.applicationNo),
    index('driving_licences_expiry_idx').on(t.expiryDate),
    numberTrigrams('driving_licences_dl_no_trgm', t.dlNo),
    numberTrigrams('driving_licences_application_trgm', t.applicationNo),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    citizenId: integer().notNull().references(() => citizens.id),
    registrationNo: text().notNull().unique(),
    type: text(),
    makeModel: text(),
    chassisNo: text(),
    engineNo: text(),
    applicationNo: text(),
    ...timestamps,
  },
  (t) => [
    index('vehicles_citizen_idx').on(t.citizenId, ...newestFirst(t)),
    index('vehicles_chassis_idx').on(t.chassisNo),
    index('vehicles_engine_idx').on(t.engineNo),
    // Registration, chassis and engine numbers never hold hyphens (their pattern allows none).
    index('vehicles_registration_trgm').using('gin', sql`${t.registrationNo} gin_trgm_ops`),
    index('vehicles_chassis_trgm').using('gin', sql`${t.chassisNo} gin_trgm_ops`),
    index('vehicles_engine_trgm').using('gin', sql`${t.engineNo} gin_trgm_ops`),
    numberTrigrams('vehicles_application_trgm', t.applicationNo),
  ],
);
