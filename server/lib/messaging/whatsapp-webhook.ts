import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageStatus } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

/** WhatsApp Cloud API delivery webhooks: the signature check and the status updates they carry. */

/** `X-Hub-Signature-256: sha256=<hex>` is the HMAC-SHA256 of the raw body with the app secret; compared in constant time. */
export function hasValidSignature(appSecret: string | undefined, rawBody: Buffer, header: unknown): boolean {
  if (!appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type ReportedStatus = Extract<MessageStatus, 'sent' | 'delivered' | 'read' | 'failed'>;

/** The statuses a report may move a message from: only forward, never from read back to delivered. */
const MOVES_FROM: Record<ReportedStatus, MessageStatus[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  read: ['queued', 'sending', 'sent', 'delivered'],
  failed: ['queued', 'sending', 'sent'],
};

interface StatusReport {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: number; title?: string; message?: string }[];
}

interface WebhookPayload {
  entry?: { changes?: { value?: { statuses?: StatusReport[] } }[] }[];
}

const isReported = (status: unknown): status is ReportedStatus => typeof status === 'string' && status in MOVES_FROM;

/** When the report says it happened (Unix seconds), or now. */
function reportedAt(timestamp: unknown): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

function changesFor(status: ReportedStatus, report: StatusReport) {
  const at = reportedAt(report.timestamp);
  if (status === 'delivered') return { status, deliveredAt: at };
  if (status === 'read') return { status, readAt: at, deliveredAt: sql`coalesce(${messages.deliveredAt}, ${at.toISOString()}::timestamptz)` };
  if (status === 'failed') {
    const error = report.errors?.[0];
    return { status, error: `WhatsApp: ${error?.message ?? error?.title ?? 'delivery failed'}${error?.code ? ` (${error.code})` : ''}` };
  }
  return { status };
}

/** Applies every status report of a webhook call to the message with that provider id; answers how many moved. */
export async function applyStatusReports(db: Db, payload: WebhookPayload): Promise<number> {
  const reports = (payload.entry ?? []).flatMap((entry) => (entry?.changes ?? []).flatMap((change) => change?.value?.statuses ?? []));
  let moved = 0;
  for (const report of reports) {
    if (typeof report?.id !== 'string' || !isReported(report.status)) continue;
    const updated = await db
      .update(messages)
      .set(changesFor(report.status, report))
      .where(and(eq(messages.channel, 'whatsapp'), eq(messages.providerId, report.id), inArray(messages.status, MOVES_FROM[report.status])))
      .returning({ id: messages.id });
    moved += updated.length;
  }
  return moved;
}
