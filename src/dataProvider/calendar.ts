import { apiFetch, downloadFile } from './http';

/** GET /me/calendar: whether the staff user's feed is on; its address is known only when it is made. */
export interface CalendarFeedStatus {
  enabled: boolean;
  created_at: string | null;
}

/** Calendar feeds of expiries: the signed-in staff user's own, and a citizen's documents as an .ics file. */
export const calendarMethods = {
  getCalendarFeed: () => apiFetch<CalendarFeedStatus>('/me/calendar'),
  /** A new address; any earlier one stops working. */
  turnOnCalendarFeed: () => apiFetch<{ url: string }>('/me/calendar', { method: 'POST' }),
  turnOffCalendarFeed: () => apiFetch<{ message: string }>('/me/calendar', { method: 'DELETE' }),
  downloadCitizenCalendar: (citizenId: number) => downloadFile(`/citizens/${citizenId}/calendar.ics`, `expiries-${citizenId}.ics`),
};
