import { INDIA_OFFSET_MS } from '../../../common/record-status.js';

/** `now` moved to India's wall clock (Asia/Kolkata, whatever the server's zone): read it with the getUTC… methods or toISOString. */
const indiaWallClock = (now: Date) => new Date(now.getTime() + INDIA_OFFSET_MS);

/** The date ('YYYY-MM-DD') and the minutes after midnight in India at `now`. */
export function indiaClock(now: Date) {
  const india = indiaWallClock(now);
  return { date: india.toISOString().slice(0, 10), minutes: india.getUTCHours() * 60 + india.getUTCMinutes() };
}

/** 'YYYYMMDD-HHmmss' in India at `now` (file names). */
export const indiaStamp = (now: Date) => indiaWallClock(now).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** 'HH:MM' as minutes after midnight. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
