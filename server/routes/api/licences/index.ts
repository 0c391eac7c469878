import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LEARNER_LICENCE_COMPUTED } from '../../../lib/citizens/record-status.js';
import { recordRoutes } from '../../../lib/citizens/record-routes.js';
import { messageDocument } from '../../../lib/conversations/message-document.js';
import { prepareFormBody } from '../../../lib/http/uploads.js';
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
      messageDocument,
      fileFolder: kind.folder,
      listColumns: kind.segment === 'll' ? () => LEARNER_LICENCE_COMPUTED : undefined,
      check: (values, errors, written) => {
        Object.assign(errors, licenceRuleErrors(values, written));
        return { ...values, vehicle_class: vehicleClassValue(values.vehicle_class, errors) };
      },
      deletedMessage: DELETED[kind.segment],
    });
  }
};
export default licences;
