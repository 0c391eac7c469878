import { count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ExpiryDocumentType } from '../../../common/options.js';
import { vehicles } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { invalid, invalidField } from '../http/http-errors.js';
import { memberRoutes } from '../http/method-override.js';
import { pageWindow, paged } from '../http/paging.js';
import { camelCase, columnValues, rowJson, rowJsonWithFile } from './row-json.js';
import { hasSourceMessage, sourceMessageColumns } from './source-message.js';
import { loadCitizenInScope, loadOwnedInScope, sessionUser, type CitizenAccess } from './scope.js';
import { fileStore, type FileStore, type StoredUpload } from '../storage/index.js';
import { keepDeletedFiles } from '../storage/deleted-files.js';
import { DOCUMENT_TYPES, logDeletedRenewals, renewalOfDocument } from './document-renewals.js';
import { readUpload, type FieldErrors } from '../http/uploads.js';
import { writtenBy, type Written } from '../../schemas/fields.js';

type Values = Record<string, unknown>;
type Row = Values & { id: number; filePath?: string | null };

/**
 * A kind of record owned by a citizen (licences, vehicles) or by a vehicle (compliance records).
 * One config drives all its routes: list and create under the owner, update and delete by id.
 */
export interface RecordResource {
  /** The owner: `citizen` (rows carry citizen_id) or `vehicle` (rows carry vehicle_id). */
  owner: 'citizen' | 'vehicle';
  /** '/citizens/:id/ll' — list (GET) and create (POST). */
  collectionPath: string;
  /** '/ll/:id' — update (PUT or POST with _method=PUT) and delete (DELETE or POST ?_method=DELETE). */
  memberPath: string;
  table: PgTable & { id: AnyPgColumn };
  /** Audit entity name. */
  entity: string;
  /** Body fields (snake_case) stored in the columns of the same name. */
  fields: readonly string[];
  schemas: { list: FastifySchema; create: FastifySchema; update: FastifySchema; remove: FastifySchema };
  order: SQL[];
  /** Storage folder when a document may be attached in the `file` field. */
  fileFolder?: string;
  /**
   * Cross-field rules and conversions on the submitted values merged over the stored ones; `written` tells the
   * changed fields, `stored` is the row as answered before the write ({} on create).
   */
  check?: (values: Values, errors: FieldErrors, written: Written, stored: Values) => Values;
  /** Values computed beside the table's columns in list answers (snake_case keys), written anew for each request. */
  listColumns?: () => Record<string, SQL>;
  /** The row as answered (API JSON), when it shows more than its columns hold. */
  shown?: (row: Values) => Values;
  /** Values stored when a field is sent empty. */
  defaults?: Record<string, string>;
  deletedMessage: string;
  /**
   * The delete with what the row holds (`?with_records=1`, a vehicle's records), an admin's only (403 for others who
   * see it): answers the reply. Without the flag, what it holds blocks the delete (409).
   */
  deleteWithRecords?: (request: FastifyRequest, row: Row) => Promise<object>;
  /**
   * Save to record: the stored file of a citizen's WhatsApp message (`source_message_id`), taken by a create in place of
   * an upload, and the number it came from (lib/conversations, handed in by the routes: the citizens room stays below it).
   */
  messageDocument?: (request: FastifyRequest, files: FileStore, messageId: number) => Promise<MessageDocument>;
}

export interface MessageDocument {
  upload: StoredUpload;
  /** The conversation's mobile, for the audit entry. */
  mobile: string | null;
}

/** `?with_records=1` (or `true`), also on a POST standing for DELETE (whose query the DELETE's schema does not check). */
const withRecords = (request: FastifyRequest) => ['1', 'true'].includes((request.query as { with_records?: unknown }).with_records as string);

export function recordRoutes(app: FastifyInstance, resource: RecordResource) {
  const files = fileStore(app.config);
  const { table } = resource;
  /** A licence's or record's document type: its delete takes the document's renewal along. */
  const docType = DOCUMENT_TYPES[resource.entity] as ExpiryDocumentType | undefined;
  const ownerColumn = resource.owner === 'citizen' ? 'citizenId' : 'vehicleId';
  const ownerColumnOf = (t: PgTable) => (t as unknown as Record<string, AnyPgColumn>)[ownerColumn];
  const json = async (row: object) => {
    const answer = await rowJsonWithFile(row, files);
    return resource.shown ? resource.shown(answer) : answer;
  };
  const loadOwner = (request: FastifyRequest, access: CitizenAccess) => {
    const { id } = request.params as { id: number };
    return resource.owner === 'citizen' ? loadCitizenInScope(request, id, access) : loadOwnedInScope(request, vehicles, id, access);
  };
  const loadRow = (request: FastifyRequest) =>
    loadOwnedInScope(request, table, (request.params as { id: number }).id, 'edit') as Promise<Row>;

  app.get(resource.collectionPath, { schema: resource.schemas.list }, async (request) => {
    const owner = await loadOwner(request, 'view');
    const { page, perPage, offset } = pageWindow(request.query as { page?: number; per_page?: number });
    const mine = eq(ownerColumnOf(table), owner.id);
    const [rows, [{ total }]] = await Promise.all([
      app.db.select({ ...getTableColumns(table), ...sourceMessageColumns(table), ...resource.listColumns?.() }).from(table).where(mine).orderBy(...resource.order).limit(perPage).offset(offset),
      app.db.select({ total: count() }).from(table).where(mine),
    ]);
    return paged(await Promise.all(rows.map(json)), page, perPage, total);
  });

  app.post(resource.collectionPath, { schema: resource.schemas.create }, async (request, reply) => {
    const owner = await loadOwner(request, 'edit');
    const { values, upload } = await readForm(resource, request.body as Values, {});
    const message = await documentFromMessage(request, resource, files, upload);
    const row = await withStoredUpload(files, resource.fileFolder, message?.upload ?? upload, (filePath) =>
      app.db.transaction(async (tx) => {
        const insert = { ...values, [ownerColumn]: owner.id, ...(filePath && { filePath }), ...(message && { sourceMessageId: message.id }) };
        const [created] = (await tx.insert(table).values(insert as never).returning()) as Row[];
        // Save to record names the conversation's mobile beside the chosen citizen (the father's phone, the son's policy).
        const citizenId = 'citizenId' in owner ? owner.citizenId : owner.id;
        const after = { ...rowJson(created), ...(message && { citizen_id: citizenId, source_mobile: message.mobile }) };
        await audit(tx, { actorId: sessionUser(request).id, action: 'create', entity: resource.entity, entityId: created.id, after });
        return created;
      }),
    );
    return reply.status(201).send(await json(row));
  });

  memberRoutes(app, resource.memberPath, {
    put: {
      schema: resource.schemas.update,
      handler: async (request) => {
        const existing = await loadRow(request);
        const { values, upload } = await readForm(resource, request.body as Values, existing);
        const row = await withStoredUpload(files, resource.fileFolder, upload, (filePath) =>
          app.db.transaction(async (tx) => {
            const changes = { ...values, updatedAt: new Date(), ...(filePath && { filePath }) };
            const [updated] = (await tx.update(table).set(changes as never).where(eq(table.id, existing.id)).returning()) as Row[];
            await audit(tx, { actorId: sessionUser(request).id, action: 'update', entity: resource.entity, entityId: existing.id, before: rowJson(existing), after: rowJson(updated) });
            return updated;
          }),
        );
        if (upload) await files.remove([existing.filePath]);
        return await json(row);
      },
    },
    delete: {
      schema: resource.schemas.remove,
      handler: async (request) => {
        if (resource.deleteWithRecords && withRecords(request)) {
          const { id } = request.params as { id: number };
          return resource.deleteWithRecords(request, (await loadOwnedInScope(request, table, id, 'delete')) as Row);
        }
        const existing = await loadRow(request);
        await app.db.transaction(async (tx) => {
          if (docType) await logDeletedRenewals(tx, sessionUser(request).id, renewalOfDocument(docType, existing.id));
          await tx.delete(table).where(eq(table.id, existing.id));
          await audit(tx, { actorId: sessionUser(request).id, action: 'delete', entity: resource.entity, entityId: existing.id, before: rowJson(existing) });
          await keepDeletedFiles(tx, [existing.filePath]);
        });
        return { message: resource.deletedMessage };
      },
    },
  });
}

/** The column values of a submitted form and its document, or a 422 listing every broken rule. */
async function readForm(resource: RecordResource, body: Values, stored: Values) {
  const errors: FieldErrors = {};
  const before = rowJson(stored);
  const submitted = { ...before, ...body };
  const checked = resource.check ? resource.check(submitted, errors, writtenBy(body, before), before) : submitted;
  const upload = resource.fileFolder ? await readUpload(body.file, errors) : null;
  if (Object.keys(errors).length) throw invalid(errors);
  const values = columnValues(checked, resource.fields.filter((field) => body[field] !== undefined));
  for (const [field, fallback] of Object.entries(resource.defaults ?? {})) if (body[field] === null) values[camelCase(field)] = fallback;
  return { values, upload };
}

/** Save to record: a create's document taken from a citizen's WhatsApp message (`source_message_id`) in place of an upload. */
async function documentFromMessage(request: FastifyRequest, resource: RecordResource, files: FileStore, upload: StoredUpload | null) {
  const id = hasSourceMessage(resource.table) ? ((request.body as Values).source_message_id as number | null | undefined) : undefined;
  if (!id || !resource.messageDocument) return null;
  if (upload) throw invalidField('source_message_id', 'Send either a file or a WhatsApp message, not both.');
  return { id, ...(await resource.messageDocument(request, files, id)) };
}

/** Stores the upload first, then runs the database work; the new file is removed again when that work fails. */
async function withStoredUpload<T>(files: FileStore, folder: string | undefined, upload: StoredUpload | null, work: (filePath: string | null) => Promise<T>) {
  const filePath = upload && folder ? await files.save(folder, upload) : null;
  try {
    return await work(filePath);
  } catch (error) {
    await files.remove([filePath]);
    throw error;
  }
}
