import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { vehicles as vehiclesTable } from '../../../db/schema/index.js';
import { deleteVehicleWithRecords } from '../../../lib/citizens/citizen-delete.js';
import { complianceJson } from '../../../lib/citizens/compliance.js';
import { recordCountsJson } from '../../../lib/citizens/vehicle-records.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { recordRoutes } from '../../../lib/citizens/record-routes.js';
import { prepareFormBody } from '../../../lib/http/uploads.js';
import { VEHICLE_FIELDS, vehicleRuleErrors, vehicleSchemas } from '../../../schemas/vehicles.js';

/**
 * Vehicles: /citizens/{id}/vehicles (list, create), /vehicles/{id} (update, delete).
 * The list answers each vehicle's `compliance` (read-only: a PUT ignores it).
 * A vehicle with compliance records cannot be deleted: the foreign keys answer 409 'Linked records exist…'; an admin
 * deletes it with its records (`?with_records=1`, one transaction, restorable from the audit trail). The list answers
 * each vehicle's `records`: how many it holds of each kind, what blocks its plain delete.
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
    listColumns: () => ({ compliance: complianceJson(), records: recordCountsJson() }),
    check: (values, errors, written) => {
      Object.assign(errors, vehicleRuleErrors(values, written));
      return values;
    },
    deletedMessage: 'Vehicle deleted.',
    deleteWithRecords: async (request, vehicle) => {
      const records = await deleteVehicleWithRecords(app.db, sessionUser(request).id, vehicle.id);
      return { message: 'Vehicle and its records deleted.', deleted_records: records };
    },
  });
};
export default vehicles;
