import { VEHICLE_TYPES } from '../../common/options.js';
import { CreatedAnswer, IdParams, PageQuery } from './common.js';
import type { FieldErrors } from '../lib/http/uploads.js';
import { checkNumbers, documentNumber, formBody, oneOf, text, type FormValues, type Written } from './fields.js';

export const VEHICLE_FIELDS = ['registration_no', 'type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const;

export const VehicleBody = formBody(
  {
    registration_no: documentNumber(15, '^[A-Z0-9]+$'),
    type: oneOf(VEHICLE_TYPES),
    make_model: text(100),
    chassis_no: documentNumber(30, '^[A-Z0-9]+$'),
    engine_no: documentNumber(30, '^[A-Z0-9]+$'),
    application_no: documentNumber(),
  },
  ['registration_no'],
);

export const vehicleSchemas = {
  list: { params: IdParams, querystring: { type: 'object', properties: PageQuery } },
  create: { params: IdParams, body: VehicleBody, ...CreatedAnswer },
  update: { params: IdParams, body: VehicleBody },
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
