import type { FastifyPluginAsync } from 'fastify';
import { recordRoutes } from '../../../lib/record-routes.js';
import { prepareFormBody } from '../../../lib/uploads.js';
import { checkDateOrder } from '../../../schemas/fields.js';
import { newestExpiryFirst, RECORD_TYPES, recordSchemas } from '../../../schemas/records.js';

/**
 * The seven compliance records of a vehicle (taxes, insurances, puccs, fitnesses, vltds, permits, speed-governors):
 * /vehicles/{id}/<type> (list, create), /<type>/{id} (update, delete); one config each in schemas/records.ts.
 */
const records: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', prepareFormBody);
  for (const type of RECORD_TYPES) {
    recordRoutes(app, {
      owner: 'vehicle',
      collectionPath: `/vehicles/:id/${type.segment}`,
      memberPath: `/${type.segment}/:id`,
      table: type.table,
      entity: type.entity,
      fields: Object.keys(type.fields),
      schemas: recordSchemas(type),
      order: newestExpiryFirst(type),
      fileFolder: type.hasFile ? type.segment : undefined,
      check: (values, errors) => {
        checkDateOrder(values, ...type.period, errors);
        return values;
      },
      defaults: type.defaults,
      deletedMessage: 'Record deleted.',
    });
  }
};
export default records;
