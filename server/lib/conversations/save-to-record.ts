import { buffer } from 'node:stream/consumers';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SAVED_RECORD_KINDS, type SavedRecordKind } from '../../../common/options.js';
import { citizens, incomingMessages, taxes, vehicles } from '../../db/schema/index.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { hasChosenStatus, RECORD_TYPES } from '../../schemas/records.js';
import { audit } from '../audit/audit.js';
import { withShownStatus } from '../citizens/record-status.js';
import { rowJson } from '../citizens/row-json.js';
import { loadOwnedInScope, sessionUser } from '../citizens/scope.js';
import { conflict, invalidField, notFound } from '../http/http-errors.js';
import type { FileStore } from '../storage/file-store.js';
import { loadConversation } from './scope.js';

/**
 * Save to record: the image or PDF a citizen sent becomes the document of a record of one of their vehicles or
 * licences (the record's create form sends it first, without a file). The stored file is copied within the document
 * storage (never fetched from WhatsApp again), the record remembers its message (`source_message_id`), and the
 * audit trail has the save.
 */

/** Each kind's table, audit entity, storage folder and the end date its shown status follows (insurance, PUCC). */
const KINDS = Object.fromEntries([
  ...RECORD_TYPES.map((type) => [type.segment, { table: type.table, entity: type.entity, folder: type.segment, statusEnd: hasChosenStatus(type) ? type.period[1] : undefined }]),
  ...LICENCE_KINDS.map((kind) => [kind.segment, { table: kind.table, entity: kind.entity, folder: kind.folder }]),
]) as Record<SavedRecordKind, { table: (typeof RECORD_TYPES)[number]['table'] | (typeof LICENCE_KINDS)[number]['table']; entity: string; folder: string; statusEnd?: string }>;

const OTHER_MOBILE_MESSAGE = 'The record must belong to a citizen with the mobile of this conversation.';
const HAS_DOCUMENT_MESSAGE = 'The record already has a document.';

/** The mobile of the citizen who holds the record (through its vehicle for a compliance record). */
async function holderMobile(request: FastifyRequest, row: { citizenId?: number; vehicleId?: number }) {
  const db = request.server.db;
  const [holder] = row.citizenId
    ? await db.select({ mobile: citizens.mobile }).from(citizens).where(eq(citizens.id, row.citizenId))
    : await db.select({ mobile: citizens.mobile }).from(vehicles).innerJoin(citizens, eq(citizens.id, vehicles.citizenId)).where(eq(vehicles.id, row.vehicleId!));
  return holder?.mobile;
}

export async function saveToRecord(request: FastifyRequest, files: FileStore, conversationId: number, messageId: number, body: { kind: SavedRecordKind; record_id: number }) {
  const db = request.server.db;
  const conversation = await loadConversation(request, conversationId);
  const [message] = await db.select().from(incomingMessages).where(and(eq(incomingMessages.id, messageId), eq(incomingMessages.conversationId, conversation.id)));
  if (!message) throw notFound();
  if (!message.filePath) throw invalidField('message', 'The message has no stored image or PDF.');
  const kind = KINDS[body.kind];
  const record = await loadOwnedInScope(request, kind.table, body.record_id, 'edit');
  if ((await holderMobile(request, record)) !== conversation.mobile) throw invalidField('record_id', OTHER_MOBILE_MESSAGE);
  if (record.filePath) throw conflict(HAS_DOCUMENT_MESSAGE, 'record_id');
  const ext = message.filePath.slice(message.filePath.lastIndexOf('.') + 1);
  const filePath = await files.save(kind.folder, { buffer: await buffer(await files.read(message.filePath)), ext });
  try {
    // Every kind has these columns; one table's type stands for them all.
    const table = kind.table as typeof taxes;
    const saved = await db.transaction(async (tx) => {
      const [updated] = await tx.update(table).set({ filePath, sourceMessageId: message.id, updatedAt: new Date() })
        .where(and(eq(table.id, record.id), isNull(table.filePath))).returning();
      if (!updated) throw conflict(HAS_DOCUMENT_MESSAGE, 'record_id');
      await audit(tx, { actorId: sessionUser(request).id, action: 'update', entity: kind.entity, entityId: record.id, before: rowJson(record), after: rowJson(updated) });
      return updated;
    });
    const answer = { ...rowJson(saved), file_url: await files.signedUrl(filePath) };
    return { data: kind.statusEnd ? withShownStatus(answer, kind.statusEnd) : answer };
  } catch (error) {
    await files.remove([filePath]);
    throw error;
  }
}
