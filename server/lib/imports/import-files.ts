import { and, asc, eq, sql } from 'drizzle-orm';
import { IMPORT_PREVIEW_ROWS } from '../../../common/import-fields.js';
import type { Db } from '../../db/client.js';
import { branches, importRows, imports } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { HttpError, invalid, notFound } from '../http/http-errors.js';
import { ImportFileError, type Cell } from './cells.js';
import { mappedValues } from './cell-values.js';
import { fileKind } from './file-kind.js';
import { mappingErrors, proposedMapping, rememberMapping, type Mapping } from './mapping.js';
import type { ReceivedFile } from './receive-upload.js';
import { checkRow, MANAGER_OWN_BRANCH, mayImportInto, previewRow, type BranchContext } from './row-check.js';
import { HEADER_SCAN_ROWS, stageRows } from './stage-rows.js';

export type ImportRow = typeof imports.$inferSelect;

/** The branches to check rows' `branch` cells against, for this caller. */
export async function branchContext(db: Db, user: SessionUser): Promise<BranchContext> {
  const rows = await db.select({ id: branches.id, name: branches.name }).from(branches);
  return { byName: new Map(rows.map((row) => [row.name.toLowerCase(), row.id])), ids: new Set(rows.map((row) => row.id)), user };
}

/** An import the caller may see: their own (an admin sees every one); 404 otherwise. */
export async function loadImport(db: Db, user: SessionUser, id: number): Promise<ImportRow> {
  const [found] = await db.select().from(imports).where(eq(imports.id, id));
  if (!found || (found.userId !== user.id && user.role !== 'admin')) throw notFound();
  return found;
}

/** The first rows as they would be stored through the mapping, and their numbers in the sheet. */
async function preview(db: Db, user: SessionUser, row: ImportRow) {
  const staged = await db
    .select({ rowNo: importRows.rowNo, data: importRows.data })
    .from(importRows)
    .where(eq(importRows.importId, row.id))
    .orderBy(asc(importRows.rowNo))
    .limit(IMPORT_PREVIEW_ROWS);
  const context = await branchContext(db, user);
  const rows = staged.map(({ data }) => {
    const cells = mappedValues(data as Record<string, Cell>, row.mapping);
    return previewRow(checkRow(cells, context).values, cells);
  });
  return { rows, numbers: staged.map(({ rowNo }) => rowNo) };
}

/** The answer to an upload or a mapping change: the file's header row, columns, their mapping, the branch and the preview. */
export async function mappingAnswer(db: Db, user: SessionUser, row: ImportRow) {
  const shown = await preview(db, user, row);
  return {
    id: row.id, file_name: row.fileName, rows: row.total, header_row: row.headerRow, columns: row.columns, mapping: row.mapping,
    branch_id: row.branchId, preview: shown.rows, preview_rows: shown.numbers,
  };
}

/** The progress and outcome of an import (GET /imports/{id}). */
export const statusAnswer = (row: ImportRow, done = row.done) => ({
  id: row.id,
  file_name: row.fileName,
  status: row.status,
  done,
  total: row.total,
  created: row.created,
  updated: row.updated,
  added: row.added,
  skipped: row.skipped,
  error: row.error,
});

/** What the upload's form chooses beside the file: the header row (else found) and the branch the rows go to. */
export interface UploadChoices {
  headerRow?: number;
  branchId: number | null;
}

const HEADER_ROW_RANGE = `The header row must be one of the first ${HEADER_SCAN_ROWS} rows.`;

/**
 * The upload form's `header_row` and `branch_id` (422 when wrong): the branch the rows go to unless a row names one,
 * by default the importer's. An admin, or a manager without a branch, chooses any branch; a branch's manager their own.
 */
export async function uploadChoices(db: Db, user: SessionUser, fields: Record<string, string>): Promise<UploadChoices> {
  const { header_row: headerRow = '', branch_id: branchId = '' } = fields;
  const errors: Record<string, string[]> = {};
  const row = Number(headerRow);
  if (headerRow !== '' && !(Number.isInteger(row) && row >= 1 && row <= HEADER_SCAN_ROWS)) errors.header_row = [HEADER_ROW_RANGE];
  let branch = user.branchId;
  if (branchId !== '') {
    const context = await branchContext(db, user);
    branch = /^\d+$/.test(branchId) && context.ids.has(Number(branchId)) ? Number(branchId) : null;
    if (branch === null) errors.branch_id = ['The selected branch is invalid.'];
    else if (!mayImportInto(user, branch)) errors.branch_id = [MANAGER_OWN_BRANCH];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { headerRow: headerRow === '' ? undefined : row, branchId: branch };
}

/**
 * Stages an uploaded file's rows in one transaction (a refused file leaves nothing): its kind and encoding read from
 * its content, its header row (chosen, or found below any title rows), its rows a batch at a time; the mapping
 * proposed from the headers and the user's earlier choices. The citizens go to the chosen branch unless a row names one.
 */
export async function createImport(db: Db, user: SessionUser, file: ReceivedFile) {
  try {
    const choices = await uploadChoices(db, user, file.fields);
    const source = await fileKind(file.path, file.bytes);
    const { id, topRows } = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(imports)
        .values({ userId: user.id, branchId: choices.branchId, fileName: file.name.slice(0, 255), columns: [], mapping: {} })
        .returning({ id: imports.id });
      const staged = await stageRows(tx, created.id, source, choices.headerRow, async (headers, headerRow) => {
        const mapping = await proposedMapping(tx as unknown as Db, user.id, headers);
        await tx.update(imports).set({ columns: headers, mapping, headerRow }).where(eq(imports.id, created.id));
      });
      await tx.update(imports).set({ total: staged.rows }).where(eq(imports.id, created.id));
      return { id: created.id, topRows: staged.topRows };
    });
    // The planner's row counts of the staged rows, so the check's and commit's joins over them are planned as hashes or index walks.
    await db.execute(sql`analyze import_rows`);
    return { ...(await mappingAnswer(db, user, await loadImport(db, user, id))), top_rows: topRows };
  } catch (error) {
    if (error instanceof ImportFileError) throw error.status === 413 ? new HttpError(413, error.message) : invalid({ file: [error.message] });
    throw error;
  } finally {
    await file.remove();
  }
}

const EDITABLE = ['checking', 'ready'];

/** Replaces the mapping (saved for the user's next files); the check must run again. */
export async function changeMapping(db: Db, user: SessionUser, row: ImportRow, mapping: Mapping) {
  if (!EDITABLE.includes(row.status)) throw new HttpError(409, 'This import can no longer be changed.');
  const errors = mappingErrors(row.columns, mapping);
  if (Object.keys(errors).length) throw invalid(errors);
  const full = Object.fromEntries(row.columns.map((header) => [header, mapping[header] ?? null]));
  await rememberMapping(db, user.id, full);
  const [updated] = await db
    .update(imports)
    .set({ mapping: full, status: 'checking', updatedAt: new Date() })
    .where(and(eq(imports.id, row.id), sql`${imports.status} in ('checking', 'ready')`))
    .returning();
  if (!updated) throw new HttpError(409, 'This import can no longer be changed.');
  // The last check's errors were of the old mapping: until the next check, a commit asks for one.
  await db.update(importRows).set({ errors: null }).where(and(eq(importRows.importId, row.id), sql`${importRows.errors} is not null`));
  return mappingAnswer(db, user, updated);
}
