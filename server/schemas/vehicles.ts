import { VEHICLE_TYPES } from '../../common/options.js';
import { CreatedAnswer, IdParams, PageQuery } from './common.js';
import type { FieldErrors } from '../lib/http/uploads.js';
import { REGISTRATION_PATTERN } from '../../common/rules.js';
import { checkNumbers, documentNumber, formBody, oneOf, registrationNumber, storedNumber, text, type FieldSchema, type FormValues, type Written } from './fields.js';

export const VEHICLE_FIELDS = ['registration_no', 'type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const;

const vehicleBody = (registration: FieldSchema) =>
  formBody(
    {
      registration_no: registration,
      type: oneOf(VEHICLE_TYPES),
      make_model: text(100),
      chassis_no: documentNumber(30, '^[A-Z0-9]+$'),
      engine_no: documentNumber(30, '^[A-Z0-9]+$'),
      application_no: documentNumber(),
    },
    ['registration_no'],
  );
/** A new vehicle: its registration number of the shapes of decisions.md §Records. */
export const VehicleBody = vehicleBody(registrationNumber());
/** An update: a stored registration number that breaks today's shapes saves unchanged. */
const VehicleUpdateBody = vehicleBody(storedNumber(15, REGISTRATION_PATTERN));

export const vehicleSchemas = {
  list: { params: IdParams, querystring: { type: 'object', properties: PageQuery } },
  create: { params: IdParams, body: VehicleBody, ...CreatedAnswer },
  update: { params: IdParams, body: VehicleUpdateBody },
  remove: {
    params: IdParams,
    querystring: {
      type: 'object',
      properties: {
        with_records: { type: 'string', enum: ['1', 'true', '0', 'false'], description: "1: an admin's delete of the vehicle with all its records (else 409 while it holds any)." },
      },
    },
  },
};

/** A vehicle's rules beyond its schema: the registration number written has a registration's shape. */
export function vehicleRuleErrors(values: FormValues, written: Written): FieldErrors {
  const errors: FieldErrors = {};
  checkNumbers(values, written, errors);
  return errors;
}
