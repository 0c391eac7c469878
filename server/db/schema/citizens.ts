import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { HOME_STATE } from '../../../common/options.js';
import { branches, users } from './accounts.js';
import { day, filePath, id, timestamps } from './columns.js';
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
    /** Set when this is the primary profile of a user account (at most one per user). */
    userId: integer().unique().references(() => users.id, { onDelete: 'set null' }),
    branchId: integer().references(() => branches.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('citizens_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('citizens_relation_name_trgm').using('gin', sql`${t.relationName} gin_trgm_ops`),
    index('citizens_father_name_trgm').using('gin', sql`${t.fatherName} gin_trgm_ops`),
    index('citizens_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('citizens_mobile_idx').on(t.mobile),
    index('citizens_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('citizens_branch_created_idx').on(t.branchId, t.createdAt.desc(), t.id.desc()),
    index('citizens_created_by_idx').on(t.createdBy),
  ],
);

const licenceColumns = {
  id: id(),
  citizenId: integer().notNull().references(() => citizens.id),
  applicationNo: text(),
  issueDate: day(),
  expiryDate: day(),
  vehicleClass: text(),
  office: text(),
  filePath: filePath(),
  ...timestamps,
};

export const learnerLicences = pgTable(
  'learner_licences',
  { ...licenceColumns, llNo: text().notNull().unique() },
  (t) => [
    index('learner_licences_citizen_idx').on(t.citizenId, t.issueDate.desc(), t.id.desc()),
    index('learner_licences_application_idx').on(t.applicationNo),
    index('learner_licences_expiry_idx').on(t.expiryDate),
  ],
);

export const drivingLicences = pgTable(
  'driving_licences',
  { ...licenceColumns, dlNo: text().notNull().unique() },
  (t) => [
    index('driving_licences_citizen_idx').on(t.citizenId, t.issueDate.desc(), t.id.desc()),
    index('driving_licences_application_idx').on(t.applicationNo),
    index('driving_licences_expiry_idx').on(t.expiryDate),
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
    ...timestamps,
  },
  (t) => [
    index('vehicles_citizen_idx').on(t.citizenId),
    index('vehicles_chassis_idx').on(t.chassisNo),
    index('vehicles_engine_idx').on(t.engineNo),
  ],
);
