import { sql } from 'drizzle-orm';
import { hasPassed, shownStatus } from '../../../common/record-status.js';

type Row = Record<string, unknown>;

/**
 * An insurance or PUCC (API JSON) as answered: `status` follows the end date once it has passed, `chosen_status` is
 * the one chosen by hand (what the edit form starts from). Rows without a status pass unchanged.
 */
export function withShownStatus<T extends Row>(row: T, endField: string): T {
  if (typeof row.status !== 'string') return row;
  return { ...row, status: shownStatus(row.status, row[endField] as string | null), chosen_status: row.status };
}

/**
 * The status to store from a submitted form: an `expired` sent back with an end date that has passed is the answered
 * status, not a choice (react-admin sends the whole record back), so the stored choice stays.
 */
export function keepChosenStatus(submitted: Row, stored: Row, endField: string): Row {
  const echoed = submitted.status === 'expired' && typeof stored.status === 'string' && hasPassed(submitted[endField] as string | null);
  return echoed ? { ...submitted, status: stored.status } : submitted;
}

/**
 * An LL that a driving licence issued after it has replaced (the rule of current_documents), in a query of
 * learner_licences. Written out: drizzle leaves the table off the columns of a one-table query.
 */
export const replacedByDrivingLicence = sql<boolean>`exists (select 1 from driving_licences d
  where d.citizen_id = learner_licences.citizen_id and d.issue_date > learner_licences.issue_date)`;

/** What an LL's lists answer beside its columns: whether a later DL has replaced it (then its Notify is not offered). */
export const LEARNER_LICENCE_COMPUTED = { replaced_by_dl: replacedByDrivingLicence };
