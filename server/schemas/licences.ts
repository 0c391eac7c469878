import { LICENCE_VEHICLE_CLASSES, OFFICES, VEHICLE_CLASS_SEPARATOR } from '../../common/options.js';
import { drivingLicences, learnerLicences } from '../db/schema/index.js';
import type { FieldErrors } from '../lib/http/uploads.js';
import { Type } from '@sinclair/typebox';
import { FileUrl, IdParams, Message, PageQuery, WithDocument } from './common.js';
import { named, namedPage, rowAnswer } from './named.js';
import { LICENCE_NUMBER_PATTERN } from '../../common/rules.js';
import {
  checkDateOrder, checkNumbers, checkPastDates, date, documentNumber, formBody, withSourceMessage, licenceNumber, list, oneOf, storedNumber, type FieldSchema, type FormValues, type Written,
} from './fields.js';

/** Learner and driving licences differ only in their table, number field and wording. */
export interface LicenceKind {
  /** URL segment: /citizens/{id}/ll, /ll/{id}. */
  segment: 'll' | 'dl';
  table: typeof learnerLicences | typeof drivingLicences;
  numberField: 'll_no' | 'dl_no';
  /** Audit entity and storage folder. */
  entity: string;
  folder: string;
}

export const LICENCE_KINDS: LicenceKind[] = [
  { segment: 'll', table: learnerLicences, numberField: 'll_no', entity: 'learner_licence', folder: 'll' },
  { segment: 'dl', table: drivingLicences, numberField: 'dl_no', entity: 'driving_licence', folder: 'dl' },
];

const LICENCE_CLASS_CODES: readonly string[] = LICENCE_VEHICLE_CLASSES.map((item) => item.code);

export const licenceFields = (kind: LicenceKind) =>
  [kind.numberField, 'application_no', 'issue_date', 'expiry_date', 'vehicle_class', 'office'] as const;

/** A licence as answered: its columns and document link; an LL's lists tell whether a later DL has replaced it. */
export const LICENCE_ANSWERS = {
  ll: named('LearnerLicence', rowAnswer(learnerLicences, { ...FileUrl, replaced_by_dl: Type.Optional(Type.Boolean()) })),
  dl: named('DrivingLicence', rowAnswer(drivingLicences, FileUrl)),
};
const LICENCE_PAGES = { ll: namedPage('LearnerLicencePage', LICENCE_ANSWERS.ll), dl: namedPage('DrivingLicencePage', LICENCE_ANSWERS.dl) };

export function licenceSchemas(kind: LicenceKind) {
  const bodyWith = (number: FieldSchema) =>
    formBody(
      {
        [kind.numberField]: number,
        application_no: documentNumber(),
        issue_date: date(),
        expiry_date: date(),
        vehicle_class: list(LICENCE_CLASS_CODES.length),
        office: oneOf(OFFICES),
      },
      [kind.numberField],
    );
  const body = bodyWith(licenceNumber());
  const updateBody = bodyWith(storedNumber(30, LICENCE_NUMBER_PATTERN));
  return {
    list: { params: IdParams, querystring: { type: 'object', properties: PageQuery }, response: { 200: LICENCE_PAGES[kind.segment] } },
    create: { params: IdParams, body: withSourceMessage(body), ...WithDocument, response: { 201: LICENCE_ANSWERS[kind.segment] } },
    update: { params: IdParams, body: updateBody, ...WithDocument, response: { 200: LICENCE_ANSWERS[kind.segment] } },
    remove: { params: IdParams, response: { 200: Message } },
  };
}

/**
 * The licence's vehicle classes from an array or a comma-joined text, each one of the list, stored joined
 * by ', ' in the list's order; adds a message to `errors` for an unknown class.
 */
export function vehicleClassValue(value: unknown, errors: FieldErrors): string | null {
  if (value === null || value === undefined) return null;
  const chosen = [value].flat().flatMap((item) => String(item).split(',')).map((item) => item.trim()).filter(Boolean);
  if (chosen.some((code) => !LICENCE_CLASS_CODES.includes(code))) {
    errors.vehicle_class = ['The selected vehicle class is invalid.'];
    return null;
  }
  const ordered = LICENCE_CLASS_CODES.filter((code) => chosen.includes(code));
  return ordered.length ? ordered.join(VEHICLE_CLASS_SEPARATOR) : null;
}

/** The number's shape and the issue date (when written), the expiry not before the issue. */
export function licenceRuleErrors(values: FormValues, written: Written): FieldErrors {
  const errors: FieldErrors = {};
  checkNumbers(values, written, errors);
  checkPastDates(values, written, errors);
  checkDateOrder(values, 'issue_date', 'expiry_date', errors);
  return errors;
}
