import type { QuietHours } from '../../config.js';

/** India's clock (Asia/Kolkata, UTC+5:30, no daylight saving), whatever the server's zone. */
const INDIA_OFFSET_MINUTES = 330;

/** The date ('YYYY-MM-DD') and the minutes after midnight in India at `now`. */
export function indiaClock(now: Date) {
  const india = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return { date: india.toISOString().slice(0, 10), minutes: india.getUTCHours() * 60 + india.getUTCMinutes() };
}

/** 'HH:MM' as minutes after midnight. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `minutes` after midnight fall from `from` to `to` (21:00–08:00 by default: across midnight). */
export function isQuietMinute(quiet: QuietHours | null, minutes: number): boolean {
  if (!quiet) return false;
  return quiet.from <= quiet.to ? minutes >= quiet.from && minutes < quiet.to : minutes >= quiet.from || minutes < quiet.to;
}

/** Whether it is quiet hours in India at `now`. */
export const isQuietHours = (quiet: QuietHours | null, now: Date) => isQuietMinute(quiet, indiaClock(now).minutes);

/** `date` ('YYYY-MM-DD') moved by `days`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

