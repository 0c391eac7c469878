import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { recordRoutes } from '../../../lib/record-routes.js';
import { prepareFormBody } from '../../../lib/uploads.js';
import { LICENCE_KINDS, licenceFields, licenceRuleErrors, licenceSchemas, vehicleClassValue } from '../../../schemas/licences.js';

const DELETED = { ll: 'Learner License deleted.', dl: 'Driving License deleted.' } as const;

/** Learner and driving licences: /citizens/{id}/ll|dl (list, create), /ll|dl/{id} (update, delete). */
const licences: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', prepareFormBody);
  for (const kind of LICENCE_KINDS) {
    recordRoutes(app, {
      owner: 'citizen',
      collectionPath: `/citizens/:id/${kind.segment}`,
      memberPath: `/${kind.segment}/:id`,
      table: kind.table,
      entity: kind.entity,
      fields: licenceFields(kind),
      schemas: licenceSchemas(kind),
      order: [sql`${kind.table.issueDate} desc nulls last`, desc(kind.table.id)],
      fileFolder: kind.folder,
      check: (values, errors) => {
        Object.assign(errors, licenceRuleErrors(values));
        return { ...values, vehicle_class: vehicleClassValue(values.vehicle_class, errors) };
      },
      deletedMessage: DELETED[kind.segment],
    });
  }
};
export default licences;
