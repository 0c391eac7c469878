import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../../common/options.js';
import { importRows, imports } from '../../../db/schema/index.js';
import { backgroundTasks } from '../../../lib/http/background.js';
import { HttpError } from '../../../lib/http/http-errors.js';
import { languageOf } from '../../../lib/i18n/index.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { checkImport } from '../../../lib/imports/check-rows.js';
import { cancelRunning, commitInBackground, runningProgress, startCommit } from '../../../lib/imports/commit-import.js';
import { changeMapping, createImport, loadImport, statusAnswer } from '../../../lib/imports/import-files.js';
import { importErrorsCsv } from '../../../lib/imports/import-errors.js';
import { importReport } from '../../../lib/imports/import-report.js';
import { importTemplate } from '../../../lib/imports/import-template.js';
import { receiveUpload } from '../../../lib/imports/receive-upload.js';
import { importSchemas } from '../../../schemas/imports.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /imports: bulk import of citizens with their licences, vehicle and current records from a CSV or .xlsx file
 * (admin; a manager into their own branch). Upload → mapping → check (its errors also as a CSV) → commit (in the
 * background, one transaction), polled by GET; DELETE cancels. An import is its uploader's (an admin sees all).
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...STAFF_ROLES));
  const inBackground = backgroundTasks(app);

  app.get('/imports/template', { schema: importSchemas.template }, async (_request, reply) =>
    reply.type(XLSX).header('content-disposition', 'attachment; filename="parivahan-desk-import.xlsx"').send(await importTemplate()),
  );

  app.post('/imports', { schema: importSchemas.upload, config: { streamedUpload: true } }, async (request, reply) => {
    const file = await receiveUpload(request, app.config.dataDir);
    return reply.status(201).send(await createImport(app.db, sessionUser(request), file));
  });

  app.put('/imports/:id/mapping', { schema: importSchemas.mapping }, async (request) => {
    const user = sessionUser(request);
    return changeMapping(app.db, user, await loadImport(app.db, user, request.params.id), request.body.mapping);
  });

  app.post('/imports/:id/check', { schema: importSchemas.check }, async (request) => {
    const user = sessionUser(request);
    return checkImport(app.db, user, await loadImport(app.db, user, request.params.id));
  });

  app.post('/imports/:id/commit', { schema: importSchemas.commit }, async (request, reply) => {
    const user = sessionUser(request);
    const started = await startCommit(app.db, await loadImport(app.db, user, request.params.id), request.body.on_duplicate);
    inBackground('import commit', () => commitInBackground(app.database, started, user));
    return reply.status(202).send(statusAnswer(started));
  });

  app.get('/imports/:id', { schema: importSchemas.show }, async (request) => {
    const row = await loadImport(app.db, sessionUser(request), request.params.id);
    return statusAnswer(row, runningProgress(row.id)?.done ?? row.done);
  });

  app.delete('/imports/:id', { schema: importSchemas.cancel }, async (request, reply) => {
    const row = await loadImport(app.db, sessionUser(request), request.params.id);
    if (row.status === 'done') throw new HttpError(409, 'This import is already committed; it can no longer be cancelled.');
    cancelRunning(row.id);
    const [cancelled] = await app.db
      .update(imports)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(sql`${imports.id} = ${row.id} and ${imports.status} in ('checking', 'ready', 'committing', 'cancelled', 'failed')`)
      .returning({ id: imports.id });
    if (!cancelled) throw new HttpError(409, 'This import is already committed; it can no longer be cancelled.');
    if (row.status !== 'committing') await app.db.delete(importRows).where(eq(importRows.importId, row.id));
    return reply.status(204).send(null);
  });

  app.get('/imports/:id/errors', { schema: importSchemas.errors }, async (request, reply) => {
    const row = await loadImport(app.db, sessionUser(request), request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${row.id}-errors.csv"`)
      .send(importErrorsCsv(app.db, row.id, languageOf(request.headers['accept-language'])));
  });

  app.get('/imports/:id/report', { schema: importSchemas.report }, async (request, reply) => {
    const row = await loadImport(app.db, sessionUser(request), request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${row.id}-report.csv"`)
      .send(importReport(app.db, row.id));
  });
};
export default importRoutes;
