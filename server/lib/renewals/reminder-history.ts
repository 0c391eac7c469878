import { count, desc, sql } from 'drizzle-orm';
import { MESSAGE_STATUSES, type MessageStatus } from '../../../common/options.js';
import { queryRows, type Db } from '../../db/client.js';
import { conversations, incomingMessages, messages, reminderDocuments as r, reminderRuns } from '../../db/schema/index.js';
import { isoTime } from '../citizens/row-json.js';
import { pageWindow, paged } from '../http/paging.js';
import { resendable } from './reminder-resend.js';

/** The history of reminder runs and their digests, with delivery statuses from the webhook; a manager's branch only. */

type PageQuery = { page?: number; per_page?: number };

const inBranch = (branchId: number | null) => (branchId === null ? sql`` : sql`and ${r.branchId} = ${branchId}`);

const noStatuses = () => Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<MessageStatus, number>;

/** The digest's mobile wrote on WhatsApp after it was queued and before the next run started. */
const repliedBeforeNextRun = sql`exists (select 1 from ${conversations} join ${incomingMessages} on ${incomingMessages.conversationId} = ${conversations.id}
  where ${conversations.mobile} = ${messages.recipient} and ${incomingMessages.sentAt} >= ${messages.createdAt}
    and ${incomingMessages.sentAt} < coalesce((select min(${reminderRuns.startedAt}) from ${reminderRuns} where ${reminderRuns.runDate} > ${r.runDate}), 'infinity'))`;

/** GET /reminders/runs: newest first, each with its digests, documents, digests per delivery status, resendable and replied. */
export async function reminderRunPage(db: Db, branchId: number | null, query: PageQuery) {
  const { page, perPage, offset } = pageWindow(query);
  const [runs, [{ total }]] = await Promise.all([
    db.select().from(reminderRuns).orderBy(desc(reminderRuns.runDate)).limit(perPage).offset(offset),
    db.select({ total: count() }).from(reminderRuns),
  ]);
  const dates = runs.map((run) => run.runDate);
  const totals = dates.length
    ? await queryRows<{ run_date: string; status: MessageStatus; messages: number; documents: number; resendable: number; replies: number }>(
        db,
        sql`select ${r.runDate}::text as run_date, ${messages.status} as status, count(distinct ${r.messageId})::int as messages, count(*)::int as documents,
            count(distinct ${r.messageId}) filter (where ${resendable})::int as resendable,
            count(distinct ${r.messageId}) filter (where ${repliedBeforeNextRun})::int as replies
          from ${r} join ${messages} on ${messages.id} = ${r.messageId}
          where ${r.runDate} = any(${`{${dates.join(',')}}`}::date[]) ${inBranch(branchId)}
          group by 1, 2`,
      )
    : [];
  const data = runs.map((run) => {
    const mine = totals.filter((row) => row.run_date === run.runDate);
    const statuses = noStatuses();
    for (const row of mine) statuses[row.status] = row.messages;
    return {
      run_date: run.runDate,
      started_at: run.startedAt.toISOString(),
      finished_at: run.finishedAt?.toISOString() ?? null,
      messages: mine.reduce((sum, row) => sum + row.messages, 0),
      documents: mine.reduce((sum, row) => sum + row.documents, 0),
      statuses,
      /** The failed digests Resend failed would queue again. */
      resendable: mine.reduce((sum, row) => sum + row.resendable, 0),
      /** The digests whose mobile wrote to the office's WhatsApp after it, before the next run. */
      replies: mine.reduce((sum, row) => sum + row.replies, 0),
    };
  });
  return paged(data, page, perPage, total);
}

/** GET /reminders/digests: the digests queued (of one run with `run_date`), newest first, with status and text. */
export async function reminderDigestPage(db: Db, branchId: number | null, query: PageQuery & { run_date?: string }) {
  const { page, perPage, offset } = pageWindow(query);
  const ofRun = query.run_date ? sql`and ${r.runDate} = ${query.run_date}` : sql``;
  const chosen = sql`select distinct ${r.messageId} from ${r} where true ${ofRun} ${inBranch(branchId)}`;
  const [rows, [{ total }]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select ${messages.id} as id, ${messages.recipient} as mobile, ${messages.language} as language, ${messages.status} as status,
          ${messages.body} as text, ${messages.error} as error, ${isoTime(messages.createdAt)} as created_at,
          (select min(${r.runDate})::text from ${r} where ${r.messageId} = ${messages.id}) as run_date,
          (select count(*)::int from ${r} where ${r.messageId} = ${messages.id}) as documents
        from ${messages} where ${messages.id} in (${chosen})
        order by ${messages.id} desc limit ${perPage} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${chosen}) chosen`),
  ]);
  return paged(rows, page, perPage, total);
}

