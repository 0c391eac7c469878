import { and, eq, gt, asc, sql } from 'drizzle-orm';
import { IMPORT_MAX_LISTED_ERRORS } from '../../../common/import-fields.js';
import { queryRows, type Db } from '../../db/client.js';
import { importRows, imports } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { HttpError } from '../http/http-errors.js';
import type { Cell } from './cells.js';
import { mappedValues } from './cell-values.js';
import { branchContext, type ImportRow } from './import-files.js';
import { checkRow } from './row-check.js';
import { cellErrors, type CellError } from './row-errors.js';

/** Rows checked per read and write-back: few, so little is alive across each round trip (the server's peak memory). */
const CHECK_BATCH = 500;

export type DuplicateKind = 'mobile_name' | 'registration_no' | 'll_no' | 'dl_no';
export interface Duplicate {
  row: number;
  kind: DuplicateKind;
  /** The citizen it matches in the database; null when it repeats an earlier row of the file. */
  existing_id: number | null;
}

/** Checks every staged row with the forms' rules, a batch at a time, storing its values and errors. */
async function checkStagedRows(db: Db, user: SessionUser, row: ImportRow) {
  const context = await branchContext(db, user);
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ rowNo: importRows.rowNo, data: importRows.data })
      .from(importRows)
      .where(and(eq(importRows.importId, row.id), gt(importRows.rowNo, after)))
      .orderBy(asc(importRows.rowNo))
      .limit(CHECK_BATCH);
    if (!batch.length) return;
    const checked = batch.map(({ rowNo, data }) => {
      const cells = mappedValues(data as Record<string, Cell>, row.mapping);
      const { values, errors } = checkRow(cells, context);
      return { row_no: rowNo, values, errors: errors.length ? cellErrors(errors, data as Record<string, Cell>, row.mapping, cells) : null };
    });
    await db.execute(sql`update import_rows r set values = c.values, errors = c.errors
      from jsonb_to_recordset(${JSON.stringify(checked)}::jsonb) as c(row_no int, values jsonb, errors jsonb)
      where r.import_id = ${row.id} and r.row_no = c.row_no`);
    after = batch[batch.length - 1].rowNo;
  }
}

/**
 * One row per vehicle: a row whose owner (the same mobile and name, any case) an earlier row of the file has points
 * at that row (`owner_row`); its vehicle and records go to that owner. Duplicate rows and rows matching the database
 * (their citizen is there already) are no owner's first row.
 */
async function markOwners(db: Db, importId: number) {
  await db.execute(sql`update import_rows r set owner_row = o.first_row
    from (select row_no, min(row_no) over (partition by values->'citizen'->>'mobile', lower(values->'citizen'->>'name')) as first_row
          from import_rows where import_id = ${importId} and errors is null and dup_of is null and existing_id is null) o
    where r.import_id = ${importId} and r.row_no = o.row_no and o.first_row < o.row_no`);
}

/**
 * Marks the duplicate rows, set-based over the whole file: of the database (`existing_id`, the citizen with the same
 * mobile and name, registration, LL or DL number) or of an earlier row of the file (`dup_of`): the same vehicle, a
 * licence of another owner, or the same owner again without a vehicle of its own (a second row of an owner with
 * another vehicle is no duplicate: see markOwners). Answers the first duplicates found (IMPORT_MAX_LISTED_ERRORS),
 * by row and kind: a file already imported marks every row but brings only those into memory.
 */
async function markDuplicates(db: Db, importId: number): Promise<Duplicate[]> {
  return queryRows<Duplicate>(
    db,
    sql`with keys as (
        select r.row_no, k.kind, k.key, k.mobile, k.name, o.owner, r.values ? 'vehicle' as has_vehicle
        from import_rows r,
          lateral (select (r.values->'citizen'->>'mobile') || '|' || lower(r.values->'citizen'->>'name') as owner) o,
          lateral (values
          ('mobile_name', o.owner, r.values->'citizen'->>'mobile', lower(r.values->'citizen'->>'name')),
          ('registration_no', r.values->'vehicle'->>'registration_no', null, null),
          ('ll_no', r.values->'ll'->>'ll_no', null, null),
          ('dl_no', r.values->'dl'->>'dl_no', null, null)) as k(kind, key, mobile, name)
        where r.import_id = ${importId} and r.errors is null and k.key is not null
      ), firsts as (
        select f.kind, f.key, f.first_row, k.owner as first_owner
        from (select kind, key, min(row_no) as first_row from keys group by kind, key having count(*) > 1) f
        join keys k on k.row_no = f.first_row and k.kind = f.kind
      ), in_db as (
        select k.row_no, k.kind, min(c.id) as existing_id from keys k join citizens c on c.mobile = k.mobile and lower(c.name) = k.name
          where k.kind = 'mobile_name' group by k.row_no, k.kind
        union all select k.row_no, k.kind, v.citizen_id from keys k join vehicles v on v.registration_no = k.key where k.kind = 'registration_no'
        union all select k.row_no, k.kind, l.citizen_id from keys k join learner_licences l on l.ll_no = k.key where k.kind = 'll_no'
        union all select k.row_no, k.kind, d.citizen_id from keys k join driving_licences d on d.dl_no = k.key where k.kind = 'dl_no'
      ), repeats as (
        select k.row_no, k.kind, f.first_row from keys k join firsts f using (kind, key)
        where f.first_row < k.row_no and case k.kind
          when 'registration_no' then true
          when 'mobile_name' then not k.has_vehicle
          else f.first_owner is distinct from k.owner end
      ), found as (
        select row_no, kind, p.first_row as dup_of, i.existing_id
        from repeats p full join in_db i using (row_no, kind)
      ), marked as (
        update import_rows r set dup_of = d.dup_of, existing_id = d.existing_id, dup_kinds = d.kinds
        from (select row_no, min(dup_of) as dup_of,
                (array_agg(existing_id order by array_position(array['mobile_name', 'll_no', 'dl_no', 'registration_no'], kind)) filter (where existing_id is not null))[1] as existing_id,
                array_agg(kind order by kind) as kinds
              from found group by row_no) d
        where r.import_id = ${importId} and r.row_no = d.row_no
        returning 1
      )
      select row_no as "row", kind, existing_id from found, (select count(*) from marked) as written
      order by row_no, kind limit ${IMPORT_MAX_LISTED_ERRORS}`,
  );
}

/** The listed errors (the first ones, by row), the count of rows without any and of all errors. */
async function checkSummary(db: Db, importId: number) {
  const errors = await queryRows<CellError & { row: number }>(
    db,
    sql`select r.row_no as "row", e->>'field' as field, e->>'column' as "column", e->>'value' as value, e->>'message' as message
      from import_rows r, jsonb_array_elements(r.errors) e
      where r.import_id = ${importId} and r.errors is not null order by r.row_no limit ${IMPORT_MAX_LISTED_ERRORS}`,
  );
  const [{ valid, error_count }] = await queryRows<{ valid: number; error_count: number }>(
    db,
    sql`select count(*) filter (where errors is null)::int as valid, coalesce(sum(jsonb_array_length(errors)), 0)::int as error_count
      from import_rows where import_id = ${importId}`,
  );
  return { errors, valid, error_count };
}

/**
 * POST /imports/{id}/check: every row through the forms' rules, then the duplicates in the file and against the
 * database. An import without errors becomes `ready` to commit.
 */
export async function checkImport(db: Db, user: SessionUser, row: ImportRow) {
  if (!['checking', 'ready'].includes(row.status)) throw new HttpError(409, 'This import can no longer be checked.');
  await db.update(imports).set({ status: 'checking', updatedAt: new Date() }).where(eq(imports.id, row.id));
  await db.execute(sql`update import_rows set dup_of = null, existing_id = null, dup_kinds = null, owner_row = null
    where import_id = ${row.id} and (dup_kinds is not null or owner_row is not null)`);
  await checkStagedRows(db, user, row);
  const duplicates = await markDuplicates(db, row.id);
  await markOwners(db, row.id);
  const { errors, valid, error_count } = await checkSummary(db, row.id);
  await db
    .update(imports)
    .set({ status: valid === row.total ? 'ready' : 'checking', updatedAt: new Date() })
    .where(and(eq(imports.id, row.id), eq(imports.status, 'checking')));
  return {
    rows: row.total,
    valid,
    error_count,
    errors,
    duplicates,
  };
}
