import { sql } from 'drizzle-orm';
import { EXPIRY_DOCUMENT_KEYS, type ExpiryDocumentType } from '../../../common/options.js';
import type { Tx } from '../../db/client.js';
import { renewals } from '../../db/schema/index.js';
import { renewalOfDocument } from '../citizens/document-renewals.js';

/**
 * The renewals of restored documents (lib/citizens/document-renewals.ts audits them at the delete): the deleted ones
 * take the place of those the documents' triggers made anew, then follow the documents as they are now.
 */

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
