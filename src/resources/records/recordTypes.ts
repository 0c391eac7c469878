import { EXPIRY_DOCUMENT_TYPES, INSURANCE_TYPES, RECORD_STATUSES, TAX_MODES, VEHICLE_TYPES } from '../../../common/options';
import type { RecordType, VehicleDetails } from '../../dataProvider/citizens';
import type { OptionList } from '../../i18n/options';
import { formatDate } from '../../format';

/** text; number: upper-cased identifier; amount: rupees, step 0.01; status: active/expired badge; file: optional document. */
export type RecordFieldKind = 'text' | 'number' | 'date' | 'select' | 'amount' | 'status' | 'file';

export interface RecordField {
  source: string;
  kind: RecordFieldKind;
  required?: boolean;
  /** The record's expiry date, shown with its state (Valid, Expires in N days, Expired on); not where a status shows it. */
  expires?: boolean;
  /** A status's end date field: once it has passed, the status reads 'Expired on' that date. */
  until?: string;
  /** A select's values and the option list that labels them. */
  choices?: { list: OptionList; values: readonly string[] };
}

/** One per-vehicle record type: its API path, texts, fields (form inputs and table columns, in order). */
export interface RecordTypeConfig {
  type: RecordType;
  /** Message namespace of the type (citizens.records.<key>) and the key of its vehicle button. */
  key: string;
  /** The vehicle's list of this type in GET /citizens/{id}/all-details. */
  detailsKey: keyof VehicleDetails;
  fields: RecordField[];
}

const date = (source: string): RecordField => ({ source, kind: 'date', required: true });
const expiry = (source: string): RecordField => ({ ...date(source), expires: true });
const identifier = (source: string): RecordField => ({ source, kind: 'number', required: true });
const status = (until: string): RecordField => ({ source: 'status', kind: 'status', required: true, until });
const FILE: RecordField = { source: 'file', kind: 'file' };

const certificate = (type: RecordType, key: string, detailsKey: keyof VehicleDetails): RecordTypeConfig => ({
  type,
  key,
  detailsKey,
  fields: [identifier('certificate_number'), date('issue_date'), expiry('expiry_date'), FILE],
});

/** doc1 §3 and §5, in the order of the vehicle's buttons. */
export const RECORD_TYPES: RecordTypeConfig[] = [
  {
    type: 'taxes',
    key: 'taxes',
    detailsKey: 'taxes',
    fields: [
      { source: 'vehicle_type', kind: 'select', choices: { list: 'vehicle_types', values: VEHICLE_TYPES } },
      { source: 'tax_mode', kind: 'select', choices: { list: 'tax_modes', values: TAX_MODES }, required: true },
      date('tax_from'),
      expiry('tax_upto'),
      { source: 'amount', kind: 'amount' },
      FILE,
    ],
  },
  {
    type: 'insurances',
    key: 'insurances',
    detailsKey: 'insurances',
    fields: [
      { source: 'insurance_type', kind: 'select', choices: { list: 'insurance_types', values: INSURANCE_TYPES }, required: true },
      { source: 'company_name', kind: 'text', required: true },
      identifier('policy_number'),
      date('start_date'),
      date('end_date'),
      status('end_date'),
      FILE,
    ],
  },
  {
    type: 'puccs',
    key: 'puccs',
    detailsKey: 'puccs',
    fields: [identifier('pucc_number'), date('valid_from'), date('valid_until'), status('valid_until'), FILE],
  },
  certificate('fitnesses', 'fitnesses', 'fitnesses'),
  certificate('vltds', 'vltds', 'vltds'),
  {
    type: 'permits',
    key: 'permits',
    detailsKey: 'permits',
    fields: [identifier('permit_number'), date('issue_date'), expiry('expiry_date'), FILE],
  },
  certificate('speed-governors', 'speed_governors', 'speed_governors'),
];

export const DEFAULT_STATUS = RECORD_STATUSES[0];

/** The record type of an expiry report document type (insurance → insurances…); none for a licence. */
export function recordTypeOfDocument(docType: string): RecordTypeConfig | undefined {
  const table = EXPIRY_DOCUMENT_TYPES.find((type) => type.key === docType)?.table;
  return RECORD_TYPES.find((config) => config.detailsKey === table);
}

/** A field's starting value: the record's own (the status chosen by hand, not the one the dates show), or empty. */
function startValue(field: RecordField, record?: Record<string, unknown> | null) {
  if (field.kind !== 'status') return record?.[field.source] ?? null;
  return record?.chosen_status ?? record?.status ?? DEFAULT_STATUS;
}

/** The values a record form starts with: the record's own, or empty with status active. */
export function recordFormValues(config: RecordTypeConfig, record?: Record<string, unknown> | null) {
  return Object.fromEntries(config.fields.filter((field) => field.kind !== 'file').map((field) => [field.source, startValue(field, record)]));
}

/** How toasts and confirmations name a record: its number ('P123'), or a tax record its period. */
export function recordName(config: RecordTypeConfig, record: Record<string, unknown>): string {
  const number = config.fields.find((field) => field.kind === 'number');
  if (number) return String(record[number.source] ?? '');
  const [from, until] = config.fields.filter((field) => field.kind === 'date').map((field) => record[field.source]);
  return [from, until].filter(Boolean).map((day) => formatDate(day as string)).join(' – ');
}
