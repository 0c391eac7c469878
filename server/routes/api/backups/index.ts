import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backupFileName, databaseDump } from '../../../lib/reports/backup.js';
import { backupArchive } from '../../../lib/reports/backup-archive.js';
import { backupInfo, loggedBackup } from '../../../lib/reports/backup-log.js';
import { fileStore } from '../../../lib/storage/index.js';
import { backupSchemas } from '../../../schemas/backups.js';

/**
 * GET /api/database-backups/download: a backup (ZIP: the SQL dump of the whole database, every document and their
 * manifest), streamed, its duration recorded once read to the end; GET /api/database-backups/info: the database's size, the last download and the backups to a folder
 * (admin only).
 */
const backups: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.requireRole('admin');

  app.get('/download', { onRequest: admin, schema: backupSchemas.makeAndDownload }, async (request, reply) => {
    const startedAt = new Date();
    reply.type('application/zip').header('content-disposition', `attachment; filename="${backupFileName(startedAt)}"`);
    // A HEAD asks for the headers alone: no dump is made, and none is logged (its body would be thrown away unread).
    if (request.method === 'HEAD') return reply.send();
    const { archive } = await backupArchive(await databaseDump(app.database), fileStore(app.config), startedAt);
    return reply.send(loggedBackup(app.db, archive, request.user!.id, startedAt));
  });

  app.get('/info', { onRequest: admin, schema: backupSchemas.info }, async () => backupInfo(app.db, app.config.backups));
};
export default backups;
