import { sql, type SQL } from 'drizzle-orm';
import { HOME_STATE } from '../../../common/options.js';
import type { Tx } from '../../db/client.js';
import { CITIZEN_DEFAULTS, CITIZEN_FIELDS } from '../../schemas/citizens.js';
import { LICENCE_KINDS, licenceFields } from '../../schemas/licences.js';
import { VEHICLE_FIELDS } from '../../schemas/vehicles.js';
import { IMPORTED_RECORDS } from './row-rules.js';

/**
 * The set-based statements of a commit, each over one batch of staged rows (row numbers after `from` up to `upto`):
 * the staged values, typed by jsonb_populate_record against the target table, go in with one statement per table.
 */
export interface Batch {
  importId: number;
  from: number;
  upto: number;
}

/** What a batch holds once its citizens are resolved: the groups its created and its updated (or added) rows fill. */
export interface BatchContent {
  created: Set<string>;
  updated: Set<string>;
}

/** The groups the batch's written rows fill, by outcome (a statement with nothing to write is not sent). */
export async function batchContent(tx: Tx, b: Batch): Promise<BatchContent> {
  const rows = (await tx.execute(sql`select case when r.outcome = 'created' then 'created' else 'updated' end as outcome, array_agg(distinct k) as groups
    from import_rows r, jsonb_object_keys(r.values) k
    where ${inBatch(b)} and r.outcome in ('created', 'updated', 'added') and jsonb_typeof(r.values->k) = 'object' group by 1`)) as unknown as {
    rows: { outcome: string; groups: string[] }[];
  };
  const of = (outcome: string) => new Set(rows.rows.find((row) => row.outcome === outcome)?.groups ?? []);
  return { created: of('created'), updated: of('updated') };
}

const ident = (name: string) => sql`${sql.identifier(name)}`;
const list = (names: readonly string[], each: (name: string) => SQL) => sql.join(names.map(each), sql`, `);
/** Rows written as a new citizen's, or onto a citizen there already (updated, or added to an earlier row's owner). */
const written = (outcome: 'created' | 'updated') => (outcome === 'created' ? sql`r.outcome = 'created'` : sql`r.outcome in ('updated', 'added')`);
const inBatch = (b: Batch, alias = 'r') => sql`${ident(alias)}.import_id = ${b.importId} and ${ident(alias)}.row_no > ${b.from} and ${ident(alias)}.row_no <= ${b.upto}`;

/** Values stored when a new row leaves a column empty (the columns' defaults, which an explicit null would not take). */
const CITIZEN_INSERT_DEFAULTS: Record<string, unknown> = { ...CITIZEN_DEFAULTS, state: HOME_STATE };
const withDefault = (column: string, defaults: Record<string, unknown>, alias: string) =>
  column in defaults ? sql`coalesce(${ident(alias)}.${ident(column)}, ${defaults[column]})` : sql`${ident(alias)}.${ident(column)}`;
/** `column = coalesce(new, stored)` for each column: an update writes the cells a row fills. */
const keepStored = (columns: readonly string[], target: string, source: string) =>
  list(columns, (column) => sql`${ident(column)} = coalesce(${ident(source)}.${ident(column)}, ${ident(target)}.${ident(column)})`);

/**
 * New citizens for the rows that duplicate nothing: each row draws its citizen's id first, in the file's order (the
 * citizens list, newest first, then opens on the file's last rows), then one insert reads them.
 */
export async function insertCitizens(tx: Tx, b: Batch, branchId: number | null, userId: number) {
  await tx.execute(sql`update import_rows r set citizen_id = drawn.id, outcome = 'created'
    from (select row_no, nextval(pg_get_serial_sequence('citizens', 'id')) as id from (select row_no from import_rows r
      where ${inBatch(b)} and r.existing_id is null and r.dup_of is null and r.owner_row is null and r.outcome is null order by row_no) fresh) drawn
    where r.import_id = ${b.importId} and r.row_no = drawn.row_no`);
  await tx.execute(sql`insert into citizens (id, ${list(CITIZEN_FIELDS, ident)}, branch_id, created_by)
    select r.citizen_id, ${list(CITIZEN_FIELDS, (column) => withDefault(column, CITIZEN_INSERT_DEFAULTS, 'c'))},
      coalesce((r.values->>'branch_id')::int, ${branchId}::int), ${userId}::int
    from import_rows r, jsonb_populate_record(null::citizens, r.values->'citizen') c
    where ${inBatch(b)} and r.outcome = 'created'`);
}

/** Rows pointing at an earlier row (a duplicate of it, or its owner's next vehicle) take its citizen: changed rows. */
async function followEarlierRows(tx: Tx, b: Batch): Promise<number> {
  const result = (await tx.execute(sql`update import_rows r set citizen_id = l.citizen_id,
      outcome = case when l.outcome = 'skipped' then 'skipped' when r.dup_of is null then 'added' else 'updated' end
    from import_rows l where ${inBatch(b)} and r.outcome is null and l.import_id = r.import_id
      and l.row_no = coalesce(r.dup_of, r.owner_row) and l.outcome is not null`)) as unknown as { rowCount?: number; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * Rows that duplicate a citizen of the database or an earlier row: skipped, or pointed at that citizen to update it.
 * Either way a row with the owner of an earlier row adds its vehicle to that row's citizen (skipped with it).
 */
export async function resolveDuplicates(tx: Tx, b: Batch, onDuplicate: 'skip' | 'update', editableBranch: number | null | undefined) {
  if (onDuplicate === 'skip') {
    await tx.execute(sql`update import_rows r set outcome = 'skipped' where ${inBatch(b)} and r.outcome is null and (r.existing_id is not null or r.dup_of is not null)`);
    await followEarlierRows(tx, b);
    return;
  }
  if (editableBranch !== undefined) {
    // A manager updates only their own branch's citizens: the others' rows are skipped.
    await tx.execute(sql`update import_rows r set outcome = 'skipped' from citizens c
      where ${inBatch(b)} and r.outcome is null and r.dup_of is null and c.id = r.existing_id and c.branch_id is distinct from ${editableBranch}::int`);
  }
  await tx.execute(sql`update import_rows r set citizen_id = r.existing_id, outcome = 'updated'
    where ${inBatch(b)} and r.outcome is null and r.dup_of is null and r.existing_id is not null`);
  // A chain of rows (a duplicate of an owner's next vehicle…) resolves one link per round.
  for (let round = 0; round < 100; round++) if (!(await followEarlierRows(tx, b))) break;
  await tx.execute(sql`update citizens t set ${keepStored(CITIZEN_FIELDS, 't', 'c')},
      branch_id = coalesce((s.values->>'branch_id')::int, t.branch_id), updated_at = now()
    from (select distinct on (r.citizen_id) r.citizen_id, r.values from import_rows r
          where ${inBatch(b)} and r.outcome = 'updated' order by r.citizen_id, r.row_no desc) s,
      jsonb_populate_record(null::citizens, s.values->'citizen') c
    where t.id = s.citizen_id`);
}

/**
 * A citizen's licence or vehicle of each written row: inserted for a new citizen (a number raced in since the check
 * fails the commit), inserted or updated by its unique number for an updated one.
 */
async function upsertOwned(tx: Tx, b: Batch, content: BatchContent, group: string, table: string, key: string, columns: readonly string[]) {
  const populated = sql`jsonb_populate_record(null::${ident(table)}, r.values->${group}) g`;
  if (content.created.has(group)) await tx.execute(sql`insert into ${ident(table)} (citizen_id, ${list(columns, ident)})
    select r.citizen_id, ${list(columns, (column) => sql`g.${ident(column)}`)} from import_rows r, ${populated}
    where ${inBatch(b)} and r.outcome = 'created' and r.values ? ${group}`);
  if (!content.updated.has(group)) return;
  await tx.execute(sql`insert into ${ident(table)} (citizen_id, ${list(columns, ident)})
    select distinct on (g.${ident(key)}) r.citizen_id, ${list(columns, (column) => sql`g.${ident(column)}`)} from import_rows r, ${populated}
    where ${inBatch(b)} and ${written('updated')} and r.values ? ${group} order by g.${ident(key)}, r.row_no desc
    on conflict (${ident(key)}) do update set ${keepStored(columns.filter((c) => c !== key), table, 'excluded')}, updated_at = now()`);
}

export async function upsertLicencesAndVehicles(tx: Tx, b: Batch, content: BatchContent) {
  for (const kind of LICENCE_KINDS) await upsertOwned(tx, b, content, kind.segment, kind.segment === 'll' ? 'learner_licences' : 'driving_licences', kind.numberField, licenceFields(kind));
  await upsertOwned(tx, b, content, 'vehicle', 'vehicles', 'registration_no', VEHICLE_FIELDS);
}

/** What tells a record of a vehicle from its others: its number, or a tax's start. */
const RECORD_KEYS: Record<string, string> = { insurance: 'policy_number', pucc: 'pucc_number', fitness: 'certificate_number', permit: 'permit_number', tax: 'tax_from' };
const RECORD_TABLES: Record<string, string> = { insurance: 'insurances', pucc: 'puccs', fitness: 'fitnesses', permit: 'permits', tax: 'taxes' };

/**
 * Each row's current records on its vehicle: a new citizen's are inserted; an updated citizen's record with the same
 * number on that vehicle is updated, else inserted.
 */
export async function upsertRecords(tx: Tx, b: Batch, content: BatchContent) {
  for (const [group, type] of Object.entries(IMPORTED_RECORDS)) {
    const table = RECORD_TABLES[group];
    const key = RECORD_KEYS[group];
    const columns = Object.keys(type.fields);
    const source = (outcome: 'created' | 'updated') => sql`from import_rows r join vehicles v on v.registration_no = r.values->'vehicle'->>'registration_no',
        jsonb_populate_record(null::${ident(table)}, r.values->${group}) g
      where ${inBatch(b)} and ${written(outcome)} and r.values ? ${group}`;
    if (content.created.has(group)) {
      await tx.execute(sql`insert into ${ident(table)} (vehicle_id, ${list(columns, ident)})
        select v.id, ${list(columns, (column) => withDefault(column, type.defaults ?? {}, 'g'))} ${source('created')}`);
    }
    if (!content.updated.has(group)) continue;
    await tx.execute(sql`with src as materialized (
        select distinct on (v.id, g.${ident(key)}) r.row_no, v.id as vehicle_id, ${list(columns, (column) => sql`g.${ident(column)}`)}
        ${source('updated')} order by v.id, g.${ident(key)}, r.row_no desc
      ), upd as (
        update ${ident(table)} t set ${keepStored(columns, 't', 's')}, updated_at = now()
        from src s where t.vehicle_id = s.vehicle_id and t.${ident(key)} = s.${ident(key)} returning s.row_no
      )
      insert into ${ident(table)} (vehicle_id, ${list(columns, ident)})
      select s.vehicle_id, ${list(columns, (column) => withDefault(column, type.defaults ?? {}, 's'))} from src s
      where s.row_no not in (select row_no from upd)`);
  }
}
