import { Type } from '@sinclair/typebox';
import { IdParams, Message, Nullable, Public } from './common.js';

/** GET /me/calendar: whether the caller's feed is on; its address is shown only when it is made. */
export const CalendarFeedStatus = Type.Object({
  enabled: Type.Boolean(),
  created_at: Nullable(Type.String({ format: 'date-time' })),
});

/** POST /me/calendar: the feed's new address (any earlier one no longer answers). */
export const CalendarFeedAddress = Type.Object({ url: Type.String() });

/** GET /calendar/{secret}.ics: any text; a secret that opens no feed answers 404. */
const FeedParams = Type.Object({ secret: Type.String({ maxLength: 100 }) });

export const calendarSchemas = {
  status: { response: { 200: CalendarFeedStatus } },
  turnOn: { response: { 201: CalendarFeedAddress } },
  turnOff: { response: { 200: Message } },
  feed: { ...Public, params: FeedParams, produces: ['text/calendar'] },
  citizen: { params: IdParams, produces: ['text/calendar'] },
};
