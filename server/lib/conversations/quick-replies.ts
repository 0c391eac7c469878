import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { NOTICE_LANGUAGES } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { citizens, quickReplies, renewals, vehicles } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { rowJson } from '../citizens/row-json.js';
import { sessionUser } from '../citizens/scope.js';
import { notFound } from '../http/http-errors.js';
import { displayDate } from '../messaging/expiry-notices.js';
import { loadConversation } from './scope.js';

/**
 * The office's saved quick replies (English and Hindi), managed by admins, and as the composer inserts them into a
 * chat: `{name}` the citizen's name, `{vehicle}` and `{expiry}` the registration and expiry date of their renewal
 * expiring soonest (or the first vehicle). A placeholder with nothing to fill stays, for staff to fill in.
 */

export interface QuickReplyBody {
  language: (typeof NOTICE_LANGUAGES)[number];
  title: string;
  body: string;
}

const replyJson = (row: typeof quickReplies.$inferSelect) => ({ id: row.id, language: row.language, title: row.title, body: row.body });

export async function listQuickReplies(db: Db) {
  const rows = await db.select().from(quickReplies).orderBy(asc(quickReplies.language), asc(quickReplies.title), asc(quickReplies.id));
  return { data: rows.map(replyJson) };
}

/** Adds (no `id`) or changes a quick reply, audited. */
export async function saveQuickReply(request: FastifyRequest, body: QuickReplyBody, id?: number) {
  const actorId = sessionUser(request).id;
  return request.server.db.transaction(async (tx) => {
    if (id === undefined) {
      const [created] = await tx.insert(quickReplies).values(body).returning();
      await audit(tx, { actorId, action: 'create', entity: 'quick_reply', entityId: created.id, after: rowJson(created) });
      return { data: replyJson(created) };
    }
    const [before] = await tx.select().from(quickReplies).where(eq(quickReplies.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(quickReplies).set({ ...body, updatedAt: new Date() }).where(eq(quickReplies.id, id)).returning();
    await audit(tx, { actorId, action: 'update', entity: 'quick_reply', entityId: id, before: rowJson(before), after: rowJson(after) });
    return { data: replyJson(after) };
  });
}

export async function deleteQuickReply(request: FastifyRequest, id: number) {
  await request.server.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(quickReplies).where(eq(quickReplies.id, id)).returning();
    if (!deleted) throw notFound();
    await audit(tx, { actorId: sessionUser(request).id, action: 'delete', entity: 'quick_reply', entityId: id, before: rowJson(deleted) });
  });
  return { message: 'Quick reply deleted.' };
}

const OPEN_RENEWALS = ['due', 'contacted'] as const;

/** What the placeholders stand for in the conversation: its first profile, that profile's soonest open renewal or first vehicle. */
async function placeholderValues(db: Db, mobile: string | null, profileName: string | null): Promise<Record<string, string | undefined>> {
  const [citizen] = mobile ? await db.select({ id: citizens.id, name: citizens.name }).from(citizens).where(eq(citizens.mobile, mobile)).orderBy(asc(citizens.id)).limit(1) : [];
  if (!citizen) return { name: profileName ?? undefined };
  const [renewal] = await db
    .select({ expiry: renewals.expiryDate, vehicle: vehicles.registrationNo })
    .from(renewals).leftJoin(vehicles, eq(vehicles.id, renewals.vehicleId))
    .where(and(eq(renewals.citizenId, citizen.id), inArray(renewals.status, [...OPEN_RENEWALS])))
    .orderBy(asc(renewals.expiryDate), asc(renewals.id)).limit(1);
  const [vehicle] = renewal?.vehicle ? [] : await db.select({ registration: vehicles.registrationNo }).from(vehicles)
    .where(eq(vehicles.citizenId, citizen.id)).orderBy(asc(vehicles.id)).limit(1);
  return { name: citizen.name, vehicle: renewal?.vehicle ?? vehicle?.registration, expiry: renewal && displayDate(renewal.expiry) };
}

/** The quick replies with this conversation's placeholders filled. */
export async function filledQuickReplies(request: FastifyRequest, conversationId: number) {
  const db = request.server.db;
  const conversation = await loadConversation(request, conversationId);
  const [values, { data }] = await Promise.all([placeholderValues(db, conversation.mobile, conversation.profileName), listQuickReplies(db)]);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
  return { data: data.map((reply) => ({ ...reply, text: fill(reply.body) })) };
}
