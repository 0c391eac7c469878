import { and, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../common/options.js';
import { addDays, indiaMidnight } from '../../../common/record-status.js';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { snakeCase } from '../citizens/row-json.js';
import { pageWindow } from '../http/paging.js';
import { namedChanges } from './reference-names.js';
import { isRestorable, RESTORABLE, type RestorableEntity } from './restorable.js';

export interface AuditListQuery {
  entity?: string;
  entity_id?: number;
  actor_id?: number;
  action?: AuditAction | '';
  /** India days, yyyy-mm-dd, both included. */
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

/** A page of the log without its total (counting millions of rows would cost more than the page): whether one follows. */
export interface AuditPageMeta {
  current_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  has_next_page: boolean;
}

type Image = Record<string, unknown> | null;
/** Fields a diff leaves out: the row's id (the entry names it) and what every write changes. */
const UNSHOWN = new Set(['id', 'updated_at', 'search_text']);
/** The audit list's page size unless asked (it is read by an admin at a desk). */
const AUDIT_PAGE_SIZE = 25;

/**
 * What changed, field by field, named as the API names them (the desks' entries hold their rows' camelCase keys):
 * [before, after]; a create lists what it set, a delete what it held.
 */
export function changesOf(before: Image, after: Image): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const field = snakeCase(key);
    if (UNSHOWN.has(field)) continue;
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = [old, now];
  }
  return changes;
}

/** A row's image with its keys as the API names them. */
const apiImage = (image: unknown): Image =>
  image && typeof image === 'object' ? Object.fromEntries(Object.entries(image).map(([key, value]) => [snakeCase(key), value])) : null;

const keyOf = (entity: string, id: unknown) => `${entity}:${id}`;

/** Which of the rows named (entity and id) exist now, as `entity:id` keys: one query per kind of row. */
async function existing(db: Db, rows: [RestorableEntity, number][]): Promise<Set<string>> {
  const idsByEntity = new Map<RestorableEntity, number[]>();
  for (const [entity, id] of rows) idsByEntity.set(entity, [...(idsByEntity.get(entity) ?? []), id]);
  const found = new Set<string>();
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      const { table } = RESTORABLE[entity];
      for (const row of await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))) found.add(keyOf(entity, row.id));
    }),
  );
  return found;
}

type Listed = { entity: string; entityId: number; action: string; before: unknown };

/**
 * The delete entries among `entries` a restore can bring back on their own (`entity:id` keys): the row is still gone
 * and its citizen or vehicle is there (a licence deleted with its citizen comes back with the citizen's entry).
 */
async function restorableKeys(db: Db, entries: Listed[]): Promise<Set<string>> {
  const deleted = entries.filter((entry): entry is Listed & { entity: RestorableEntity } => entry.action === 'delete' && isRestorable(entry.entity));
  const present = await existing(db, deleted.map((entry) => [entry.entity, entry.entityId]));
  const gone = deleted.filter((entry) => !present.has(keyOf(entry.entity, entry.entityId)));
  const ownerOf = (entry: (typeof gone)[number]): [RestorableEntity, number] | null => {
    const owner = RESTORABLE[entry.entity].owner;
    return owner ? [owner.entity, (entry.before as Record<string, number>)[owner.key]] : null;
  };
  const owners = await existing(db, gone.map(ownerOf).filter((owner) => owner !== null));
  const ownerThere = (entry: (typeof gone)[number]) => {
    const owner = ownerOf(entry);
    return !owner || owners.has(keyOf(...owner));
  };
  return new Set(gone.filter(ownerThere).map((entry) => keyOf(entry.entity, entry.entityId)));
}

/** A page of audit entries matching `where`, newest first (an index walk: every filter has an index in this order). */
async function auditPage(db: Db, where: SQL | undefined, query: Pick<AuditListQuery, 'page' | 'per_page'>) {
  const { page, perPage, offset } = pageWindow(query, AUDIT_PAGE_SIZE);
  const rows = await db
    .select({
      id: auditLog.id, entity: auditLog.entity, entityId: auditLog.entityId, action: auditLog.action, before: auditLog.before, after: auditLog.after,
      at: auditLog.createdAt, actorId: auditLog.actorId, actorName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage + 1)
    .offset(offset);
  const shown = rows.slice(0, perPage);
  const restorable = await restorableKeys(db, shown);
  const changes = shown.map((row) => changesOf(row.before as Image, row.after as Image));
  const names = await namedChanges(db, shown.map((row, i) => ({ entity: row.entity, entityId: row.entityId, changes: changes[i], image: apiImage(row.after ?? row.before) })));
  const data = shown.map((row, i) => ({
    id: row.id,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
    at: row.at.toISOString(),
    changes: changes[i],
    ...names[i],
    restorable: restorable.has(keyOf(row.entity, row.entityId)),
  }));
  const from = data.length ? offset + 1 : null;
  const meta: AuditPageMeta = { current_page: page, per_page: perPage, from, to: from && from + data.length - 1, has_next_page: rows.length > perPage };
  return { data, meta };
}

/** GET /audit: the whole log, filtered. */
export function listAudit(db: Db, query: AuditListQuery) {
  const filtered = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
  );
  const dated = and(
    query.from ? gte(auditLog.createdAt, indiaMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, indiaMidnight(addDays(query.to, 1))) : undefined,
  );
  // Only a query that names audit_log_created_idx's condition walks it (server/db/schema/activity.ts says why).
  return auditPage(db, and(filtered ?? isNotNull(auditLog.createdAt), dated), query);
}

/** GET /citizens/{id}/history: the citizen's entries and those of its licences, vehicles and records. */
export const citizenHistory = (db: Db, citizenId: number, query: Pick<AuditListQuery, 'page' | 'per_page'>) =>
  auditPage(db, eq(auditLog.citizenId, citizenId), query);
