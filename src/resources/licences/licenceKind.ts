import dayjs from 'dayjs';
import type { Licence } from '../../dataProvider/citizens';

/** What differs between a learner and a driving licence; everything else is shared. */
export interface LicenceKind {
  kind: 'll' | 'dl';
  /** The react-admin resource name of its tables. */
  resource: 'learner-licences' | 'driving-licences';
  numberField: 'll_no' | 'dl_no';
  /** Message namespace: citizens.ll or citizens.dl. */
  texts: string;
  /** The default expiry for an issue date (yyyy-mm-dd). */
  defaultExpiry: (issueDate: string) => string;
  /** LL rows can send the citizen an expiry notice. */
  canNotify: boolean;
}

export const ISO_DAY = 'YYYY-MM-DD';
export const isIsoDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

/** The values a licence form edits and sends. */
export const licenceFields = (kind: LicenceKind, source: Licence | Record<string, unknown>) => {
  const values = source as Record<string, unknown>;
  const fields = [kind.numberField, 'application_no', 'issue_date', 'expiry_date', 'vehicle_class', 'office'] as const;
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
};

/** The licence's LL or DL number, as toasts and confirmations name it. */
export const licenceNumber = (kind: LicenceKind, licence: Record<string, unknown>) => String(licence[kind.numberField] ?? '');
