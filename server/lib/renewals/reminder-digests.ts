import { eq, sql } from 'drizzle-orm';
import { EXPIRED_YESTERDAY, type ExpiryDocumentType } from '../../../common/options.js';
import { MOBILE_PATTERN } from '../../../common/rules.js';
import { queryRows, type Db, type Tx } from '../../db/client.js';
import { citizens, currentDocuments as d, drivingLicences, learnerLicences, reminderDocuments as r, reminderRuns, vehicles } from '../../db/schema/index.js';
import { DOCUMENT_NAMES, displayDate, type NoticeLanguage } from '../messaging/expiry-notices.js';
import { addDays } from '../../../common/record-status.js';

/**
 * The reminder digests of a day (README §Reminders): the current documents whose days left on that day are one of
 * the windows (or -1, expired yesterday), or one less (a document that entered its window after that day's run, an
 * import at noon, is caught up the next day), not yet reminded for that window, of citizens who have not opted out,
 * grouped into one digest per mobile number.
 */

/** A document due a reminder, with its owner. */
export interface DueDocument {
  doc_type: ExpiryDocumentType;
  record_id: number;
  citizen_id: number;
  branch_id: number | null;
  name: string;
  mobile: string;
  language: NoticeLanguage;
  identifier: string;
  vehicle_no: string | null;
  expiry_date: string;
  /** The window the document is reminded for: its days left, or one more when caught up a day late. */
  window: number;
  days_left: number;
}

export interface Digest {
  mobile: string;
  language: NoticeLanguage;
  citizens: { id: number; name: string }[];
  documents: Omit<DueDocument, 'name' | 'mobile' | 'language' | 'branch_id'>[];
}

/** The vehicle's class needs the document (common/compliance.ts classNeeds): an E-Rikshaw's PUCC is not reminded. */
const classNeedsDocument = sql`(${vehicles.type} is null or ${d.docType} = 'tax' or ${d.docType} = any(required_documents(${vehicles.type})))`;

/**
 * The documents due on `day` for `windows`, by mobile (then expiry); one branch's with `branchId`. At most `limit`
 * rows: the caller drops the last mobile's when the limit was reached, so no mobile is split. Without `catchUp`,
 * only the documents exactly in a window (those a day late are the previous day's run's, which is still to come).
 */
export function dueDocuments(db: Db | Tx, day: string, windows: number[], { branchId = null as number | null, limit = 1_000_000, catchUp = true } = {}) {
  const all = [...windows, EXPIRED_YESTERDAY];
  const dates = all.flatMap((window) => (catchUp ? [window, window - 1] : [window])).map((window) => addDays(day, window));
  const daysLeft = sql`(${d.expiryDate} - ${day}::date)`;
  // A document one day past its window is reminded for that window; one exactly in a window, for that one.
  const window = sql`(case when ${daysLeft} = any(${`{${all.join(',')}}`}::int[]) then ${daysLeft} else ${daysLeft} + 1 end)`;
  return queryRows<DueDocument>(
    db,
    // The day's documents first (a range of the expiry index, some 80k rows at 1M citizens), then their owners: left to
    // itself the planner walks every citizen in mobile order to skip the sort, and reads a million of them per batch.
    // A document followed by a record bought early (next_record_id) is renewed: no reminder.
    sql`with ${d} as materialized (select * from ${d} where ${d.expiryDate} = any(${`{${dates.join(',')}}`}::date[]) and ${d.nextRecordId} is null
        ${branchId === null ? sql`` : sql`and ${d.branchId} = ${branchId}`})
      select ${d.docType} as doc_type, ${d.recordId} as record_id, ${d.citizenId} as citizen_id, ${d.branchId} as branch_id,
        ${citizens.name} as name, ${citizens.mobile} as mobile, ${citizens.language} as language,
        coalesce(${vehicles.registrationNo}, ${learnerLicences.llNo}, ${drivingLicences.dlNo}) as identifier,
        ${vehicles.registrationNo} as vehicle_no, ${d.expiryDate}::text as expiry_date, ${window} as window, ${daysLeft} as days_left
      from ${d} join ${citizens} on ${citizens.id} = ${d.citizenId}
      left join ${vehicles} on ${vehicles.id} = ${d.vehicleId}
      left join ${learnerLicences} on ${d.docType} = 'll' and ${learnerLicences.id} = ${d.recordId}
      left join ${drivingLicences} on ${d.docType} = 'dl' and ${drivingLicences.id} = ${d.recordId}
      where not ${citizens.remindersOptOut} and ${citizens.mobile} ~ ${MOBILE_PATTERN} and ${classNeedsDocument}
        and not exists (select 1 from ${r} where ${r.docType} = ${d.docType} and ${r.recordId} = ${d.recordId}
          and ${r.expiryDate} = ${d.expiryDate} and ${r.window} = ${window})
      order by ${citizens.mobile}, ${d.expiryDate}, ${d.citizenId}, ${d.docType}, ${d.recordId}
      limit ${limit}`,
  );
}

/**
 * One digest per mobile, in the rows' order. Its language is that of the mobile's first citizen (lowest id): a
 * family sharing a phone reads one message.
 */
export function groupDigests(rows: DueDocument[]): Digest[] {
  const digests = new Map<string, Digest & { firstId: number }>();
  for (const { name, mobile, language, branch_id: _branch, ...document } of rows) {
    let digest = digests.get(mobile);
    if (!digest) digests.set(mobile, (digest = { mobile, language, citizens: [], documents: [], firstId: document.citizen_id }));
    if (document.citizen_id < digest.firstId) Object.assign(digest, { firstId: document.citizen_id, language });
    if (!digest.citizens.some((citizen) => citizen.id === document.citizen_id)) digest.citizens.push({ id: document.citizen_id, name });
    digest.documents.push(document);
  }
  return [...digests.values()].map(({ firstId: _first, ...digest }) => digest);
}

const WORDS: Record<NoticeLanguage, { title: string; due: (date: string, expired: boolean) => string; close: string }> = {
  en: {
    title: 'Reminder: documents due for renewal',
    due: (date, expired) => `${expired ? 'expired' : 'expires'} on ${date}`,
    close: 'Please contact us to renew them. Reply STOP to stop these reminders.',
  },
  hi: {
    title: 'अनुस्मारक: नवीनीकरण के लिए देय दस्तावेज़',
    due: (date, expired) => `तिथि ${date} को ${expired ? 'समाप्त हो चुका है' : 'समाप्त हो रहा है'}`,
    close: 'कृपया नवीनीकरण के लिए हमसे संपर्क करें। ये अनुस्मारक बंद करने के लिए रोकें लिखकर भेजें।',
  },
};

/**
 * The digest's text (a line per document) and the template's two body parameters (the names; the documents on one
 * line, as template parameters may not hold line breaks).
 */
export function digestText({ language, citizens: owners, documents }: Digest) {
  const words = WORDS[language];
  const names = new Map(owners.map((owner) => [owner.id, owner.name]));
  const items = documents.map(
    (document) =>
      `${names.get(document.citizen_id)}: ${DOCUMENT_NAMES[language][document.doc_type]} ${document.identifier} ` +
      words.due(displayDate(document.expiry_date), document.days_left < 0),
  );
  const text = [words.title, ...items.map((item) => `• ${item}`), words.close].join('\n');
  return { text, params: [owners.map((owner) => owner.name).join(', '), items.join('; ')] };
}

/**
 * GET /reminders/preview: the digests `day`'s run would queue (in a branch for a manager), with their text. Today's
 * is what Send reminders now queues. A later day's leaves out the documents a day late, which the run of the day
 * before will send, unless that is today's run and it has finished (a document that came after it).
 */
export async function previewDigests(db: Db, day: string, windows: number[], branchId: number | null, today: string) {
  const catchUp = day <= today || (day === addDays(today, 1) && (await runFinished(db, today)));
  const digests = groupDigests(await dueDocuments(db, day, windows, { branchId, catchUp }));
  const data = digests.map((digest) => ({ ...digest, text: digestText(digest).text }));
  return { data, meta: { messages: data.length, documents: digests.reduce((sum, digest) => sum + digest.documents.length, 0) } };
}

/** Whether `date`'s run has finished. */
export async function runFinished(db: Db | Tx, date: string) {
  const [run] = await db.select({ finishedAt: reminderRuns.finishedAt }).from(reminderRuns).where(eq(reminderRuns.runDate, date));
  return Boolean(run?.finishedAt);
}
