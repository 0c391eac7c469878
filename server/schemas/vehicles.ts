import { VEHICLE_TYPES } from '../../common/options.js';
import { IdParams, PageQuery } from './common.js';
import { documentNumber, formBody, oneOf, text } from './fields.js';

export const VEHICLE_FIELDS = ['registration_no', 'type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const;

const VehicleBody = formBody(
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
  create: { params: IdParams, body: VehicleBody },
  update: { params: IdParams, body: VehicleBody },
  remove: { params: IdParams },
};
