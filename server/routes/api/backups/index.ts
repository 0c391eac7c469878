import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backupFileName, databaseDump } from '../../../lib/backup.js';

/** GET /api/database-backups/download: a plain SQL dump of the whole database, streamed (admin only). */
const backups: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/download', { onRequest: app.requireRole('admin') }, async (_request, reply) => {
    const dump = await databaseDump(app.database);
    return reply
      .type('application/sql; charset=utf-8')
      .header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`)
      .send(dump);
  });
};
export default backups;
