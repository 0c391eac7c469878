import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { officeContact } from '../../../lib/citizens/office.js';
import { officeSchemas } from '../../../schemas/office.js';

/** GET /api/office (public): the office's name, phone and WhatsApp click-to-chat link from the settings. */
const office: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: officeSchemas.show }, async () => officeContact(app.config.office));
};
export default office;
