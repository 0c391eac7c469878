import { and, eq, gte, lte } from 'drizzle-orm';
import { addDays, todayInIndia } from '../../../common/record-status.js';
import { CALENDAR_FEED_DAYS, type Role } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { currentDocuments as d } from '../../db/schema/index.js';
import { scopedBranch } from '../http/caller.js';
import { calendarDocuments } from './calendar-documents.js';
import { addCapNote, addDocument, newCalendar } from './expiry-calendar.js';

/**
 * The most documents one feed holds. A state's 90 days are some 300,000 documents (90 MB of iCalendar), more than
 * calendar apps take from a subscription: the feed holds the soonest ones and says so in a note event, and is then
 * read as one short index walk (answered well within 2 s at 1M citizens; `bench:api` measures it).
 */
export const FEED_MAX_EVENTS = 5_000;
/** A citizen's own calendar: all their current documents (a few dozen at most). */
const CITIZEN_MAX_EVENTS = 1_000;

/**
 * A staff user's feed: the current documents in their scope (admin: all; a branch manager: their branch) expiring
 * from today (in India) to CALENDAR_FEED_DAYS ahead, soonest first.
 */
export async function feedCalendar(db: Db, owner: { role: Role; branchId: number | null }, appUrl: string): Promise<string> {
  const today = todayInIndia();
  const until = addDays(today, CALENDAR_FEED_DAYS);
  const branch = scopedBranch(owner);
  const where = and(branch === null ? undefined : eq(d.branchId, branch), gte(d.expiryDate, today), lte(d.expiryDate, until));
  const documents = await calendarDocuments(db, where, FEED_MAX_EVENTS + 1);
  const calendar = newCalendar('Parivahan Desk: expiries');
  const shown = documents.slice(0, FEED_MAX_EVENTS);
  for (const document of shown) addDocument(calendar, document, appUrl);
  if (documents.length > FEED_MAX_EVENTS) addCapNote(calendar, { today, shown: shown.length, lastShown: shown.at(-1)!.expiry_date, until, appUrl });
  return calendar.toString();
}

/** One citizen's current documents, whatever their dates. */
export async function citizenCalendar(db: Db, citizen: { id: number; name: string }, appUrl: string): Promise<string> {
  const calendar = newCalendar(`Parivahan Desk: ${citizen.name}`);
  for (const document of await calendarDocuments(db, eq(d.citizenId, citizen.id), CITIZEN_MAX_EVENTS)) addDocument(calendar, document, appUrl);
  return calendar.toString();
}
