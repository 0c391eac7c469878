import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { RENEWAL_WINDOW_DAYS } from '../../../common/renewals.js';
import { queryRows, type Db } from '../../db/client.js';

/**
 * Documents enter the renewal window as days pass, without a write: the sweep gives each current document expiring
 * from SWEEP_LOOKBACK_DAYS ago to RENEWAL_WINDOW_DAYS ahead its renewal (a range of current_documents_expiry_idx).
 * A write makes the renewal of its document at once (migration 0018_renewal_triggers); the lookback covers an
 * instance that was down for weeks. Idempotent and safe on several instances at once.
 */
export const SWEEP_LOOKBACK_DAYS = 30;
export const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Sweeps the window around `today` (India's, yyyy-mm-dd); answers how many renewals it created. First the current
 * documents whose record bought early has started are reread (migration 0038), so the badge, the expiry report and
 * the renewals read the document now in force.
 */
export async function sweepRenewals(db: Db, today: string): Promise<number> {
  await queryRows(db, sql`select refresh_started_documents()`);
  const { first, last } = sweepWindow(today);
  const [result] = await queryRows<{ created: number }>(db, sql`select sweep_renewals(${first}::date, ${last}::date) as created`);
  return result.created;
}

/**
 * Every renewal the write triggers would have made (migration 0018_renewal_triggers: each current document expiring up
 * to RENEWAL_WINDOW_DAYS ahead, however long ago it expired), for the demo seed, which writes its rows without them:
 * the sweep's lookback alone left the documents that expired more than SWEEP_LOOKBACK_DAYS before seeding without one.
 */
export const EVERY_RENEWAL_SQL = `SELECT sweep_renewals(NULL, india_today() + ${RENEWAL_WINDOW_DAYS})`;

/** The first and last expiry day (yyyy-mm-dd) a sweep on `today` gives a renewal. */
export const sweepWindow = (today: string) => ({
  first: dayjs(today).subtract(SWEEP_LOOKBACK_DAYS, 'day').format('YYYY-MM-DD'),
  last: dayjs(today).add(RENEWAL_WINDOW_DAYS, 'day').format('YYYY-MM-DD'),
});
