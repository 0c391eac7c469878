import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedBranch } from '../../../lib/http/caller.js';
import { conflict } from '../../../lib/http/http-errors.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { indiaClock } from '../../../lib/schedule/india-clock.js';
import { previewDigests } from '../../../lib/renewals/reminder-digests.js';
import { reminderDigestPage, reminderRunPage } from '../../../lib/renewals/reminder-history.js';
import { runReminders } from '../../../lib/renewals/reminder-run.js';
import { remindersSchemas } from '../../../schemas/reminders.js';

/** /reminders: the daily WhatsApp digests (README §Reminders). Admins and managers; only an admin runs them. */
const reminders: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = app.requireRole('admin', 'manager');
  const config = app.config.reminders;

  app.get('/preview', { onRequest: staffOnly, schema: remindersSchemas.preview }, async (request) =>
    previewDigests(request.readDb, request.query.date ?? indiaClock(new Date()).date, config.days, scopedBranch(sessionUser(request))),
  );

  app.post('/run', { onRequest: app.requireRole('admin'), schema: remindersSchemas.run }, async () => {
    const { queued, documents, held } = await runReminders(app.db, { config });
    if (held) throw conflict('It is quiet hours: reminders are not sent from 21:00 to 08:00 and the run waits until then.');
    if (queued) app.outbox.wake();
    return { queued, documents };
  });

  app.get('/runs', { onRequest: staffOnly, schema: remindersSchemas.runs }, async (request) =>
    reminderRunPage(request.readDb, scopedBranch(sessionUser(request)), request.query),
  );

  app.get('/digests', { onRequest: staffOnly, schema: remindersSchemas.digests }, async (request) =>
    reminderDigestPage(request.readDb, scopedBranch(sessionUser(request)), request.query),
  );
};
export default reminders;
