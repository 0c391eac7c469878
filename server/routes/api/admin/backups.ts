import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict } from '../../../lib/http/http-errors.js';
import { backupFileOf, listBackups } from '../../../lib/reports/backup-records.js';
import { backupSchemas } from '../../../schemas/backups.js';

const BACKUPS_OFF = 'Backups to a folder are off. Set BACKUP_DIR to turn them on.';

/**
 * /api/admin/backups (admin only): the backups written to BACKUP_DIR with their checks, one begun now (202; it goes
 * on after the answer) and the download of one by its name.
 */
const backupFolder: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  app.get('/', { ...admin, schema: backupSchemas.list }, async () => listBackups(app.db));

  app.post('/', { ...admin, schema: backupSchemas.start }, async (request, reply) => {
    if (!app.backups) throw conflict(BACKUPS_OFF);
    return reply.status(202).send(await app.backups.start(request.user!.id));
  });

  app.get('/:name', { ...admin, schema: backupSchemas.download }, async (request, reply) => {
    const { name } = request.params;
    const file = await backupFileOf(app.db, app.config.backups.dir, name);
    reply.type(name.endsWith('.zip') ? 'application/zip' : 'application/sql; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(createReadStream(file));
  });
};
export default backupFolder;
