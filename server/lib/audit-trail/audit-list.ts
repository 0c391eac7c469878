import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { pageWindow } from '../http/paging.js';
import { isRestorable, RESTORABLE } from './restorable.js';

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

/** The start of an India day as a timestamp. */
const indiaDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Kolkata'`;

/** What changed, field by field: [before, after]; a create lists what it set, a delete what it held. */
export function changesOf(before: Image, after: Image): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (UNSHOWN.has(field)) continue;
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = [old, now];
  }
  return changes;
}

/** The ids among `entries` of deleted rows that are still gone, by entity: what a restore may bring back. */
async function stillDeleted(db: Db, entries: { entity: string; entityId: number; action: string }[]) {
  const gone = new Set<string>();
  const deleted = entries.filter((entry) => entry.action === 'delete' && isRestorable(entry.entity));
  const idsByEntity = new Map<string, number[]>();
  for (const entry of deleted) idsByEntity.set(entry.entity, [...(idsByEntity.get(entry.entity) ?? []), entry.entityId]);
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      const { table } = RESTORABLE[entity as keyof typeof RESTORABLE];
      const present = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id as number));
      for (const id of ids) if (!present.has(id)) gone.add(`${entity}:${id}`);
    }),
  );
  return gone;
}

/** A page of audit entries matching `where`, newest first (an index walk: every filter has an index in this order). */
export async function auditPage(db: Db, where: SQL | undefined, query: Pick<AuditListQuery, 'page' | 'per_page'>) {
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
  const gone = await stillDeleted(db, shown);
  const data = shown.map((row) => ({
    id: row.id,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
    at: row.at.toISOString(),
    changes: changesOf(row.before as Image, row.after as Image),
    restorable: gone.has(`${row.entity}:${row.entityId}`),
  }));
  const from = data.length ? offset + 1 : null;
  const meta: AuditPageMeta = { current_page: page, per_page: perPage, from, to: from && from + data.length - 1, has_next_page: rows.length > perPage };
  return { data, meta };
}

/** GET /audit: the whole log, filtered. */
export function listAudit(db: Db, query: AuditListQuery) {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.createdAt, indiaDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, sql`${indiaDayStart(query.to)} + interval '1 day'`) : undefined,
  );
  return auditPage(db, where, query);
}

/** GET /citizens/{id}/history: the citizen's entries and those of its licences, vehicles and records. */
export const citizenHistory = (db: Db, citizenId: number, query: Pick<AuditListQuery, 'page' | 'per_page'>) =>
  auditPage(db, eq(auditLog.citizenId, citizenId), query);
