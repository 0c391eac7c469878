import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ExpiryDocumentType } from '../../../common/options.js';
import type { Tx } from '../../db/client.js';
import { renewalNotes, renewals } from '../../db/schema/index.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { RECORD_TYPES } from '../../schemas/records.js';
import { audit } from '../audit/audit.js';
import { rowJson } from './row-json.js';

/**
 * The office's follow-up work on documents (their renewals, with status, assignee and notes) through a delete. A
 * document's delete takes its renewal along (the triggers of migration 0018_renewal_triggers, or the citizen's foreign
 * key), so the renewals and notes are audited as deleted first, in the same transaction: a restore of the document
 * brings them back with their ids, and so with their history (lib/audit-trail/follow-up.ts).
 */

/** The renewals' document type of a licence's or record's audit entity: 'learner_licence' → 'll', 'tax' → 'tax'. */
export const DOCUMENT_TYPES: Record<string, ExpiryDocumentType> = Object.fromEntries([
  ...LICENCE_KINDS.map((kind) => [kind.entity, kind.segment]),
  ...RECORD_TYPES.map((type) => [type.entity, type.entity]),
]);

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
