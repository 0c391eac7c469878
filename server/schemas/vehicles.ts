import { VEHICLE_TYPES } from '../../common/options.js';
import { Type } from '@sinclair/typebox';
import { vehicles } from '../db/schema/index.js';
import { IdParams, PageQuery } from './common.js';
import { named, namedPage, rowAnswer } from './named.js';
import { RECORD_TYPES } from './records.js';
import { ComplianceAnswer } from './searches.js';
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

/** A vehicle's columns as answered; its lists add its roadworthiness and how many records of each kind it holds. */
export const VehicleColumns = rowAnswer(vehicles);
export const Vehicle = named(
  'Vehicle',
  Type.Object({
    ...VehicleColumns.properties,
    compliance: Type.Optional(ComplianceAnswer),
    records: Type.Optional(Type.Object(Object.fromEntries(RECORD_TYPES.map((type) => [type.entity, Type.Integer()])))),
  }),
);

/** A vehicle's delete: with `?with_records=1`, how many records went with it. */
const VehicleDeleted = Type.Object({ message: Type.String(), deleted_records: Type.Optional(Type.Integer()) });

export const vehicleSchemas = {
  list: { params: IdParams, querystring: { type: 'object', properties: PageQuery }, response: { 200: namedPage('VehiclePage', Vehicle) } },
  create: { params: IdParams, body: VehicleBody, response: { 201: Vehicle } },
  update: { params: IdParams, body: VehicleUpdateBody, response: { 200: Vehicle } },
  remove: {
    response: { 200: VehicleDeleted },
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
