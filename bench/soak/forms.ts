import dayjs from 'dayjs';
import { CG_DISTRICTS, HOME_STATE, LICENCE_VEHICLE_CLASSES, OFFICES, RELATION_TYPES, VEHICLE_TYPES } from '../../common/options.js';
import type { Random } from '../../server/db/seed/random.js';
import { amount, documentNumber, type FieldSchema } from '../../server/schemas/fields.js';
import { LICENCE_KINDS, type LicenceKind } from '../../server/schemas/licences.js';
import { RECORD_TYPES, type RecordType } from '../../server/schemas/records.js';
import { PDF, PNG } from '../../server/test/documents.js';
import type { Body } from '../shared/http.js';

/** The forms the soak sends, as the app sends them: one kind per resource, its values drawn from the option lists. */

type Values = Record<string, string>;

/** A resource the soak creates, changes and deletes: `/api/<segment>/{id}`. */
export interface FormKind {
  segment: string;
  /** What the row hangs under: `/api/citizens/{id}/<segment>` or `/api/vehicles/{id}/<segment>`; none for citizens. */
  owner?: 'citizen' | 'vehicle';
  /** Multipart with a document (as the app sends kinds that take one); JSON otherwise. */
  withFile: boolean;
  /** The form of the row numbered `number` (unique in the run); its other values drawn anew on each call. */
  values(number: string, random: Random): Values;
}

const DOCUMENT_NUMBER = documentNumber().pattern;
const AMOUNT = amount().pattern;
const day = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');

/** A start date in the last ten years and an end one to five years later. */
function period(random: Random): [string, string] {
  const start = dayjs('2016-01-01').add(random.int(0, 3650), 'day');
  return [day(start), day(start.add(random.int(1, 5), 'year'))];
}

export const CITIZEN: FormKind = {
  segment: 'citizens',
  withFile: false,
  values: (number, random) => ({
    name: `Soak Citizen ${number}`,
    relation_type: random.pick(RELATION_TYPES),
    relation_name: 'Ramesh Verma',
    mobile: `${random.int(6, 9)}${random.digits(9)}`,
    email: `${number.toLowerCase()}@soak.example`,
    dob: day(dayjs('1960-01-01').add(random.int(0, 15000), 'day')),
    address: `${random.int(1, 999)} Station Road`,
    state: HOME_STATE,
    city: random.pick(CG_DISTRICTS),
  }),
};

const licence = (kind: LicenceKind): FormKind => ({
  segment: kind.segment,
  owner: 'citizen',
  withFile: true,
  values: (number, random) => {
    const [issue, expiry] = period(random);
    const classes = [random.pick(LICENCE_VEHICLE_CLASSES), random.pick(LICENCE_VEHICLE_CLASSES)].map((item) => item.code);
    return {
      // The shape of decisions.md §Records: state code and RTO, then the run's number.
      [kind.numberField]: `CG04/${number}`,
      application_no: `AP${number}`,
      issue_date: issue,
      expiry_date: expiry,
      vehicle_class: [...new Set(classes)].join(','),
      office: random.pick(OFFICES),
    };
  },
});

export const VEHICLE: FormKind = {
  segment: 'vehicles',
  owner: 'citizen',
  withFile: false,
  values: (number, random) => ({
    // A temporary registration (CG, T, the run's number): the only shape with room for it.
    registration_no: `CGT${number}`,
    type: random.pick(VEHICLE_TYPES),
    make_model: `Soak Model ${random.int(1, 99)}`,
    chassis_no: `CH${number}`,
    engine_no: `EN${number}`,
  }),
};

/** A value for one field of a record form: an option, a date of its period, an amount, a number or a text. */
function recordValue(name: string, field: FieldSchema, type: RecordType, dates: [string, string], number: string, random: Random): string {
  if (field.enum) return random.pick(field.enum as string[]);
  if (field.format === 'date') return dates[type.period.indexOf(name) === 1 ? 1 : 0];
  if (field.pattern === DOCUMENT_NUMBER) return number;
  if (field.pattern === AMOUNT) return `${random.int(100, 9999)}.50`;
  return `Soak ${name.replace('_', ' ')}`;
}

const record = (type: RecordType): FormKind => ({
  segment: type.segment,
  owner: 'vehicle',
  withFile: true,
  values: (number, random) => {
    const dates = period(random);
    return Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, recordValue(name, field, type, dates, number, random)]));
  },
});

export const LICENCES = LICENCE_KINDS.map(licence);
export const RECORDS = RECORD_TYPES.map(record);

/**
 * The body of a create or an update: JSON, or multipart with a small PDF or PNG (on an update, one time in
 * two: the stored document is kept otherwise) and, for an update, `_method=PUT` as the app sends it.
 */
export function formBody(kind: FormKind, values: Values, random: Random, update: boolean): Body {
  if (!kind.withFile) return values;
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (!update || random.chance(0.5)) {
    const [bytes, type, name] = random.chance(0.5) ? [PDF, 'application/pdf', 'document.pdf'] : [PNG, 'image/png', 'scan.png'];
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  }
  if (update) form.append('_method', 'PUT');
  return form;
}
