import { Type } from '@sinclair/typebox';
import { TEXT_LIMITS } from '../../common/rules.js';
import { COMPLIANCE_FILTER_STATES } from '../../common/compliance.js';
import { CG_DISTRICTS, HOME_STATE, NOTICE_LANGUAGES, RELATION_TYPES, STATES } from '../../common/options.js';
import type { FieldErrors } from '../lib/http/uploads.js';
import { checkPastDates, date, email, flag, formBody, mobile, oneOf, text, type FormValues, type Written } from './fields.js';
import { citizens } from '../db/schema/index.js';
import { IdParams, Message, Nullable, Page } from './common.js';
import { LICENCE_ANSWERS } from './licences.js';
import { named, namedPage, rowAnswer } from './named.js';
import { RECORD_ANSWERS } from './records.js';
import { ComplianceAnswer } from './searches.js';
import { VehicleColumns } from './vehicles.js';

/** Citizen fields a create or edit may set (snake_case, as the API speaks). */
export const CITIZEN_FIELDS = [
  'name', 'relation_type', 'relation_name', 'father_name', 'mobile', 'email', 'dob', 'address', 'state', 'city',
  'language', 'reminders_opt_out',
] as const;

/** What an empty `language` or `reminders_opt_out` stores: English (a new profile: the caller's language), reminders on. */
export const CITIZEN_DEFAULTS = { language: 'en', reminders_opt_out: false };

export const CitizenBody = formBody(
  {
    name: text(),
    relation_type: oneOf(RELATION_TYPES),
    relation_name: text(),
    father_name: text(),
    mobile: mobile(),
    email: email(),
    dob: date(),
    address: text(TEXT_LIMITS.address),
    state: oneOf(STATES),
    city: text(100),
    language: oneOf(NOTICE_LANGUAGES),
    reminders_opt_out: flag(),
    is_self: flag(),
  },
  ['name', 'mobile'],
);

export const CitizenListQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    mobile: {
      type: 'string',
      pattern: '^[0-9]{0,10}$',
      errorMessage: { pattern: 'The mobile filter must be up to 10 digits.' },
    },
    /** Citizens holding a vehicle in this roadworthiness state. */
    vehicle_state: { type: 'string', enum: COMPLIANCE_FILTER_STATES },
    page: Page,
    per_page: { type: 'integer', minimum: 10, maximum: 1000, default: 10 },
  },
} as const;

/** A citizen profile as answered: its fields, age, creator and counts; the detail adds the caller's rights on it. */
export const Citizen = named(
  'Citizen',
  rowAnswer(
    citizens,
    {
      age: Nullable(Type.Integer()),
      is_primary_profile_for_user: Type.Boolean(),
      creator: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
      learner_licenses_count: Type.Integer(),
      driving_licenses_count: Type.Integer(),
      vehicles_count: Type.Integer(),
      can_edit: Type.Optional(Type.Boolean()),
      can_delete: Type.Optional(Type.Boolean()),
    },
    ['searchText'],
  ),
);
export const CitizenPage = namedPage('CitizenPage', Citizen);

/** GET /citizens/{id}/all-details: the owner, licences, and vehicles each with its roadworthiness and seven record lists. */
const CitizenAllDetails = named(
  'CitizenAllDetails',
  Type.Object({
    owner: Citizen,
    learner_licenses: Type.Array(LICENCE_ANSWERS.ll),
    driving_licenses: Type.Array(LICENCE_ANSWERS.dl),
    vehicles: Type.Array(
      Type.Object({
        ...VehicleColumns.properties,
        compliance: ComplianceAnswer,
        ...Object.fromEntries([...RECORD_ANSWERS].map(([type, { answer }]) => [type.segment.replace(/-/g, '_'), Type.Array(answer)])),
      }),
    ),
  }),
);

export const citizenSchemas = {
  list: { querystring: CitizenListQuery, response: { 200: CitizenPage } },
  create: { body: CitizenBody, response: { 201: Citizen } },
  show: { params: IdParams, response: { 200: Citizen } },
  allDetails: { params: IdParams, response: { 200: CitizenAllDetails } },
  remove: { params: IdParams, response: { 200: Message } },
  update: { params: IdParams, body: CitizenBody, response: { 200: Citizen } },
};

const FATHER_RELATIONS: readonly string[] = ['Son of', 'Daughter of'];

/** Rules across fields: a Chhattisgarh city is one of its districts, a birth date written is not in the future. */
export function citizenRuleErrors(values: FormValues, written: Written): FieldErrors {
  const errors: FieldErrors = {};
  if (values.state === HOME_STATE && values.city && !(CG_DISTRICTS as readonly string[]).includes(values.city as string)) {
    errors.city = ['The selected city is invalid.'];
  }
  checkPastDates(values, written, errors);
  return errors;
}

/** For 'Son of' and 'Daughter of' the relation name is the father's name; otherwise an explicit father_name stands. */
export function withFatherName(values: FormValues): FormValues {
  const isFather = FATHER_RELATIONS.includes(values.relation_type as string) && values.relation_name;
  return isFather ? { ...values, father_name: values.relation_name } : values;
}
