import { desc, getTableColumns, type SQL } from 'drizzle-orm';
import { INSURANCE_TYPES, RECORD_STATUSES, TAX_MODES, VEHICLE_TYPES } from '../../common/options.js';
import { fitnesses, insurances, permits, puccs, speedGovernors, taxes, vltds } from '../db/schema/index.js';
import { camelCase } from '../lib/citizens/row-json.js';
import { FileUrl, IdParams, Message, OneOf, PageQuery, WithDocument } from './common.js';
import { named, namedPage, rowAnswer } from './named.js';
import type { FieldErrors } from '../lib/http/uploads.js';
import { amount, checkDateOrder, checkRecordStarts, date, documentNumber, formBody, withSourceMessage, oneOf, text, type FieldSchema, type FormValues, type Written } from './fields.js';

/** One kind of vehicle compliance record (doc1 §7): everything its generic routes need to know. Each takes a document (stored under `<segment>/`). */
export interface RecordType {
  /** Its name in the API document: Tax, Insurance… */
  name: string;
  /** URL segment (/vehicles/{id}/<segment>, /<segment>/{id}); with '_' for '-' its key in all-details. */
  segment: string;
  table: typeof taxes | typeof insurances | typeof puccs | typeof fitnesses | typeof vltds | typeof permits | typeof speedGovernors;
  /** Audit entity name. */
  entity: string;
  fields: Record<string, FieldSchema>;
  required: readonly string[];
  /** [start date, expiry date]: the expiry may not be before the start; lists are newest expiry first. */
  period: readonly [string, string];
  /** Values used when a field is left empty. */
  defaults?: Record<string, string>;
}

const certificate = (name: string, segment: string, table: RecordType['table'], entity: string, numberField = 'certificate_number'): RecordType => ({
  name,
  segment,
  table,
  entity,
  fields: { [numberField]: documentNumber(), issue_date: date(), expiry_date: date() },
  required: [numberField, 'issue_date', 'expiry_date'],
  period: ['issue_date', 'expiry_date'],
});

export const RECORD_TYPES: RecordType[] = [
  {
    name: 'Tax',
    segment: 'taxes',
    table: taxes,
    entity: 'tax',
    fields: { vehicle_type: oneOf(VEHICLE_TYPES), tax_mode: oneOf(TAX_MODES), tax_from: date(), tax_upto: date(), amount: amount() },
    required: ['tax_mode', 'tax_from', 'tax_upto'],
    period: ['tax_from', 'tax_upto'],
  },
  {
    name: 'Insurance',
    segment: 'insurances',
    table: insurances,
    entity: 'insurance',
    fields: {
      insurance_type: oneOf(INSURANCE_TYPES), company_name: text(), policy_number: documentNumber(50),
      start_date: date(), end_date: date(), status: oneOf(RECORD_STATUSES),
    },
    required: ['insurance_type', 'company_name', 'policy_number', 'start_date', 'end_date'],
    period: ['start_date', 'end_date'],
    defaults: { status: 'active' },
  },
  {
    name: 'Pucc',
    segment: 'puccs',
    table: puccs,
    entity: 'pucc',
    fields: { pucc_number: documentNumber(), valid_from: date(), valid_until: date(), status: oneOf(RECORD_STATUSES) },
    required: ['pucc_number', 'valid_from', 'valid_until'],
    period: ['valid_from', 'valid_until'],
    defaults: { status: 'active' },
  },
  certificate('Fitness', 'fitnesses', fitnesses, 'fitness'),
  certificate('Vltd', 'vltds', vltds, 'vltd'),
  certificate('Permit', 'permits', permits, 'permit', 'permit_number'),
  certificate('SpeedGovernor', 'speed-governors', speedGovernors, 'speed_governor'),
];

/** Insurance and PUCC: a status chosen by hand, which their end date (`period[1]`) overrules once passed. */
export const hasChosenStatus = (type: RecordType) => 'status' in type.fields;

/**
 * Each record type's answer: its columns and document link; an insurance's or PUCC's `status` follows its end date once
 * passed, `chosen_status` is the one chosen by hand.
 */
export const RECORD_ANSWERS = new Map(
  RECORD_TYPES.map((type) => {
    const chosen = hasChosenStatus(type) && { chosen_status: OneOf(RECORD_STATUSES) };
    const answer = named(type.name, rowAnswer(type.table, { ...FileUrl, ...chosen }));
    return [type, { answer, page: namedPage(`${type.name}Page`, answer) }];
  }),
);

export function recordSchemas(type: RecordType) {
  const body = formBody(type.fields, type.required);
  const { answer, page } = RECORD_ANSWERS.get(type)!;
  return {
    list: { params: IdParams, querystring: { type: 'object', properties: PageQuery }, response: { 200: page } },
    create: { params: IdParams, body: withSourceMessage(body), ...WithDocument, response: { 201: answer } },
    update: { params: IdParams, body, ...WithDocument, response: { 200: answer } },
    remove: { params: IdParams, response: { 200: Message } },
  };
}

/** List order of a record type: newest expiry first, id breaking ties so paging is stable. */
export function newestExpiryFirst(type: RecordType): SQL[] {
  const columns = getTableColumns(type.table) as Record<string, Parameters<typeof desc>[0]>;
  return [desc(columns[camelCase(type.period[1])]), desc(type.table.id)];
}

/** A record's rules across fields: its start date (when written) at most 366 days ahead, its expiry not before its start. */
export function recordRuleErrors(type: RecordType, values: FormValues, written: Written): FieldErrors {
  const errors: FieldErrors = {};
  checkRecordStarts(values, written, errors);
  checkDateOrder(values, ...type.period, errors);
  return errors;
}
