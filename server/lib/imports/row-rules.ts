import { IMPORT_FIELDS, type ImportGroup } from '../../../common/import-fields.js';
import { formValidator } from '../http/form-validation.js';
import type { FieldErrors } from '../http/uploads.js';
import { CitizenBody, citizenRuleErrors, withFatherName } from '../../schemas/citizens.js';
import { writtenBy, type FormValues } from '../../schemas/fields.js';
import { LICENCE_KINDS, licenceRuleErrors, licenceSchemas, vehicleClassValue } from '../../schemas/licences.js';
import { RECORD_TYPES, recordRuleErrors, recordSchemas, type RecordType } from '../../schemas/records.js';
import { VehicleBody, vehicleRuleErrors } from '../../schemas/vehicles.js';

/**
 * The rules of each group of an import row: the body schema of its create form and the checks its route adds, the
 * very functions the forms' routes call (a group's fields are named as in its form).
 */
export interface GroupRules {
  group: ImportGroup;
  validate: (body: FormValues) => FieldErrors;
  /** The route's checks across fields; answers the values as the route stores them. */
  check: (values: FormValues, errors: FieldErrors) => FormValues;
}

const withErrors = (errors: FieldErrors, found: FieldErrors) => Object.assign(errors, found);

const licenceRules = (kind: (typeof LICENCE_KINDS)[number]): GroupRules => ({
  group: kind.segment,
  validate: formValidator(licenceSchemas(kind).create.body),
  check: (values, errors) => {
    withErrors(errors, licenceRuleErrors(values, writtenBy(values)));
    return { ...values, vehicle_class: vehicleClassValue(values.vehicle_class, errors) };
  },
});

/** The record types a row may carry: its vehicle's current insurance, PUCC, fitness, permit and tax. */
export const IMPORTED_RECORDS: Record<string, RecordType> = Object.fromEntries(
  (['insurance', 'pucc', 'fitness', 'permit', 'tax'] as const).map((entity) => [entity, RECORD_TYPES.find((type) => type.entity === entity)!]),
);

const recordRules = (group: ImportGroup, type: RecordType): GroupRules => ({
  group,
  validate: formValidator(recordSchemas(type).create.body),
  check: (values, errors) => {
    withErrors(errors, recordRuleErrors(type, values, writtenBy(values)));
    return values;
  },
});

export const GROUP_RULES: readonly GroupRules[] = [
  {
    group: 'citizen',
    validate: formValidator(CitizenBody),
    check: (values, errors) => {
      withErrors(errors, citizenRuleErrors(values, writtenBy(values)));
      return withFatherName(values);
    },
  },
  ...LICENCE_KINDS.map(licenceRules),
  { group: 'vehicle', validate: formValidator(VehicleBody), check: (values, errors) => (withErrors(errors, vehicleRuleErrors(values, writtenBy(values))), values) },
  ...Object.entries(IMPORTED_RECORDS).map(([group, type]) => recordRules(group as ImportGroup, type)),
];

/** Each group's fields: form field → import field name. */
export const GROUP_FIELDS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  GROUP_RULES.map(({ group }) => [group, new Map(IMPORT_FIELDS.filter((field) => field.group === group).map((field) => [field.formField, field.name]))]),
);
