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
import { checkRow, previewRow, type BranchContext } from './row-check.js';
import { stageRows } from './stage-rows.js';

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

/** The first rows as they would be stored through the mapping. */
async function preview(db: Db, user: SessionUser, row: ImportRow) {
  const staged = await db
    .select({ data: importRows.data })
    .from(importRows)
    .where(eq(importRows.importId, row.id))
    .orderBy(asc(importRows.rowNo))
    .limit(IMPORT_PREVIEW_ROWS);
  const context = await branchContext(db, user);
  return staged.map(({ data }) => {
    const cells = mappedValues(data as Record<string, Cell>, row.mapping);
    return previewRow(checkRow(cells, context).values, cells);
  });
}

/** The answer to an upload or a mapping change: the file's columns, their mapping and the preview. */
export async function mappingAnswer(db: Db, user: SessionUser, row: ImportRow) {
  return { id: row.id, file_name: row.fileName, rows: row.total, columns: row.columns, mapping: row.mapping, preview: await preview(db, user, row) };
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
  skipped: row.skipped,
  error: row.error,
});

/**
 * Stages an uploaded file's rows in one transaction (a refused file leaves nothing): its kind read from its content,
 * its header row, its rows a batch at a time; the mapping proposed from the headers and the user's earlier choices.
 * The citizens go to the caller's branch unless a row names one (an admin's import may).
 */
export async function createImport(db: Db, user: SessionUser, file: ReceivedFile) {
  try {
    const kind = await fileKind(file.path, file.bytes);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(imports)
        .values({ userId: user.id, branchId: user.branchId, fileName: file.name.slice(0, 255), columns: [], mapping: {} })
        .returning({ id: imports.id });
      const staged = await stageRows(tx, created.id, file.path, kind, async (headers) => {
        const mapping = await proposedMapping(tx as unknown as Db, user.id, headers);
        await tx.update(imports).set({ columns: headers, mapping }).where(eq(imports.id, created.id));
      });
      await tx.update(imports).set({ total: staged.rows }).where(eq(imports.id, created.id));
      return created.id;
    });
    // The planner's row counts of the staged rows, so the check's and commit's joins over them are planned as hashes or index walks.
    await db.execute(sql`analyze import_rows`);
    return mappingAnswer(db, user, await loadImport(db, user, id));
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
