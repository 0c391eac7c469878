import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { vehicles as vehiclesTable } from '../../../db/schema/index.js';
import { complianceJson } from '../../../lib/citizens/compliance.js';
import { recordRoutes } from '../../../lib/citizens/record-routes.js';
import { prepareFormBody } from '../../../lib/http/uploads.js';
import { VEHICLE_FIELDS, vehicleRuleErrors, vehicleSchemas } from '../../../schemas/vehicles.js';

/**
 * Vehicles: /citizens/{id}/vehicles (list, create), /vehicles/{id} (update, delete).
 * The list answers each vehicle's `compliance` (read-only: a PUT ignores it).
 * A vehicle with compliance records cannot be deleted: the foreign keys answer 409 'Linked records exist…'.
 */
const vehicles: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', prepareFormBody);
  recordRoutes(app, {
    owner: 'citizen',
    collectionPath: '/citizens/:id/vehicles',
    memberPath: '/vehicles/:id',
    table: vehiclesTable,
    entity: 'vehicle',
    fields: VEHICLE_FIELDS,
    schemas: vehicleSchemas,
    order: [desc(vehiclesTable.createdAt), desc(vehiclesTable.id)],
    listColumns: () => ({ compliance: complianceJson() }),
    check: (values, errors, written) => {
      Object.assign(errors, vehicleRuleErrors(values, written));
      return values;
    },
    deletedMessage: 'Vehicle deleted.',
  });
};
export default vehicles;
