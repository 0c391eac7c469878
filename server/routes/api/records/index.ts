import type { FastifyPluginAsync } from 'fastify';
import { keepChosenStatus, withShownStatus } from '../../../lib/citizens/record-status.js';
import { recordRoutes } from '../../../lib/citizens/record-routes.js';
import { messageDocument } from '../../../lib/conversations/message-document.js';
import { prepareFormBody } from '../../../lib/http/uploads.js';
import { hasChosenStatus, newestExpiryFirst, RECORD_TYPES, recordRuleErrors, recordSchemas } from '../../../schemas/records.js';

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
      messageDocument,
      fileFolder: type.segment,
      check: (values, errors, written, stored) => {
        Object.assign(errors, recordRuleErrors(type, values, written));
        return hasChosenStatus(type) ? keepChosenStatus(values, stored, type.period[1]) : values;
      },
      shown: hasChosenStatus(type) ? (row) => withShownStatus(row, type.period[1]) : undefined,
      defaults: type.defaults,
      deletedMessage: 'Record deleted.',
    });
  }
};
export default records;
