import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EXPIRY_DOCUMENT_KEYS, type ExpiryDocumentType } from '../../../common/options.js';
import type { Tx } from '../../db/client.js';
import { renewalNotes, renewals } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { rowJson } from '../citizens/row-json.js';

/**
 * The office's follow-up work on documents (their renewals, with status, assignee and notes) through a delete and a
 * restore. A document's delete takes its renewal along (the triggers of migration 0018_renewal_triggers, or the
 * citizen's foreign key), so the renewals and notes are audited as deleted first, in the same transaction: a restore
 * of the document brings them back with their ids, and so with their history.
 */

/** The renewals of one document. */
export const renewalOfDocument = (docType: ExpiryDocumentType, recordId: number) => and(eq(renewals.docType, docType), eq(renewals.recordId, recordId));

/** Audits the renewals `which` selects, and their notes, as deleted by `actorId` (call it before the delete that takes them). */
export async function logDeletedRenewals(tx: Tx, actorId: number, which: SQL | undefined) {
  const rows = await tx.select().from(renewals).where(which).orderBy(asc(renewals.id));
  if (!rows.length) return;
  const notes = await tx.select().from(renewalNotes).where(inArray(renewalNotes.renewalId, rows.map((row) => row.id))).orderBy(asc(renewalNotes.id));
  for (const row of rows) await audit(tx, { actorId, action: 'delete', entity: 'renewal', entityId: row.id, before: rowJson(row) });
  for (const note of notes) await audit(tx, { actorId, action: 'delete', entity: 'renewal_note', entityId: note.id, before: rowJson(note) });
}

type Image = Record<string, unknown>;

/** The documents a citizen holds itself; the others belong to its vehicles. */
const LICENCE_DOCUMENTS: readonly string[] = ['ll', 'dl'];

/** Removes the renewals the restored documents' triggers made anew, so the deleted ones come back in their place. */
export async function clearRemadeRenewals(tx: Tx, images: Image[]) {
  for (const image of images) await tx.delete(renewals).where(renewalOfDocument(image.doc_type as ExpiryDocumentType, image.record_id as number));
}

/**
 * Brings the restored renewals in line with the documents as they are now (migration 0018's follow_current_documents),
 * as the triggers would have: an open renewal whose document was renewed while it was deleted becomes renewed.
 * Nothing changes when the document and its vehicle or citizen came back together.
 */
export async function followRestoredRenewals(tx: Tx, images: Image[]) {
  const owners = (column: 'vehicle_id' | 'citizen_id', kinds: readonly string[]) => {
    const ids = [...new Set(images.filter((image) => kinds.includes(image.doc_type as string)).map((image) => image[column] as number))];
    return ids.length ? tx.execute(sql`select follow_current_documents(${`{${ids.join(',')}}`}::int[], ${`{${kinds.join(',')}}`}::text[], ${column})`) : null;
  };
  await owners('citizen_id', LICENCE_DOCUMENTS);
  await owners('vehicle_id', EXPIRY_DOCUMENT_KEYS.filter((key) => !LICENCE_DOCUMENTS.includes(key)));
}
