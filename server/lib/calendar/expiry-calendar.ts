import ical, { type ICalCalendar } from 'ical-generator';
import { addDays } from '../../../common/record-status.js';
import { EXPIRY_DOCUMENT_TYPES } from '../../../common/options.js';
import { displayDate } from '../messaging/expiry-notices.js';
import type { CalendarDocument } from './calendar-documents.js';

/** Expiries as iCalendar (RFC 5545) text: one all-day event per document, on its expiry date. */

const LABELS = Object.fromEntries(EXPIRY_DOCUMENT_TYPES.map((type) => [type.key, type.label]));
/** How often a subscribed calendar app is asked to fetch the feed again (X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * 60 * 60;

/** The day a yyyy-mm-dd date names, as the UTC midnight ical-generator writes as a DATE value. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar named `name`, ready for events. */
export const newCalendar = (name: string) =>
  ical({ name, prodId: { company: 'Parivahan Desk', product: 'Expiries', language: 'EN' }, ttl: REFRESH_SECONDS });

/** Adds one all-day event on `date`. */
function addDay(calendar: ICalCalendar, event: { id: string; date: string; summary: string; description: string; url?: string }) {
  calendar.createEvent({ ...event, start: day(event.date), end: day(addDays(event.date, 1)), allDay: true });
}

/**
 * The document's event: "Insurance expires: CG04AB1234 (Ramesh Kumar)", with the owner's mobile, the document's
 * number and a link to the citizen in the app. Its id stays the same between fetches, so a calendar updates it in place.
 */
export function addDocument(calendar: ICalCalendar, document: CalendarDocument, appUrl: string) {
  const label = LABELS[document.doc_type];
  const identifier = document.vehicle_no ?? document.document_number ?? '';
  const owner = [document.owner_name, document.owner_mobile].filter(Boolean).join(', ');
  const number = document.document_number && document.document_number !== identifier ? `${label} number: ${document.document_number}` : '';
  const url = `${appUrl}/citizens/${document.citizen_id}`;
  addDay(calendar, {
    id: `${document.doc_type}-${document.record_id}@parivahan-desk`,
    date: document.expiry_date,
    summary: `${label} expires: ${identifier} (${document.owner_name})`,
    description: [`Owner: ${owner}`, number, `Expires on ${displayDate(document.expiry_date)}.`, url].filter(Boolean).join('\n'),
    url,
  });
}

/** The note a capped feed carries on its first day: how far it goes, and where the rest is. */
export function addCapNote(calendar: ICalCalendar, note: { today: string; shown: number; lastShown: string; until: string; appUrl: string }) {
  addDay(calendar, {
    id: `feed-capped-${note.today}@parivahan-desk`,
    date: note.today,
    summary: `Only the first ${note.shown.toLocaleString('en-IN')} expiries are shown`,
    description:
      `This calendar holds the ${note.shown.toLocaleString('en-IN')} documents expiring soonest, up to ${displayDate(note.lastShown)}. ` +
      `More expire by ${displayDate(note.until)}: the expiry report lists them all.\n${note.appUrl}/reports/expiries`,
  });
}
