import type { QuietHours } from '../../config.js';
import { indiaClock } from '../schedule/india-clock.js';

/** Whether `minutes` after midnight fall from `from` to `to` (21:00–08:00 by default: across midnight). */
export function isQuietMinute(quiet: QuietHours | null, minutes: number): boolean {
  if (!quiet) return false;
  return quiet.from <= quiet.to ? minutes >= quiet.from && minutes < quiet.to : minutes >= quiet.from || minutes < quiet.to;
}

/** Whether it is quiet hours in India at `now`. */
export const isQuietHours = (quiet: QuietHours | null, now: Date) => isQuietMinute(quiet, indiaClock(now).minutes);



const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The quiet hours as the Reminders page names them ('21:00' to '08:00'), or null when there are none. */
export const quietHoursShown = (quiet: QuietHours | null) => quiet && { from: clockTime(quiet.from), to: clockTime(quiet.to) };
