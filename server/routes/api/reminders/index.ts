import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedBranch } from '../../../lib/http/caller.js';
import { conflict } from '../../../lib/http/http-errors.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { indiaClock } from '../../../lib/schedule/india-clock.js';
import { previewDigests } from '../../../lib/renewals/reminder-digests.js';
import { reminderDigestPage, reminderRunPage } from '../../../lib/renewals/reminder-history.js';
import { quietHoursShown } from '../../../lib/renewals/quiet-hours.js';
import { resendFailedDigests } from '../../../lib/renewals/reminder-resend.js';
import { runReminders } from '../../../lib/renewals/reminder-run.js';
import { remindersSchemas } from '../../../schemas/reminders.js';

/** /reminders: the daily WhatsApp digests (README §Reminders). Admins and managers; only an admin runs them. */
const reminders: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = app.requireRole('admin', 'manager');
  const config = app.config.reminders;

  app.get('/preview', { onRequest: staffOnly, schema: remindersSchemas.preview }, async (request) => {
    const today = indiaClock(new Date()).date;
    const { data, meta } = await previewDigests(request.readDb, request.query.date ?? today, config.days, scopedBranch(sessionUser(request)), today);
    return { data, meta: { ...meta, quiet_hours: quietHoursShown(config.quietHours) } };
  });

  app.post('/run', { onRequest: app.requireRole('admin'), schema: remindersSchemas.run }, async () => {
    const { queued, documents, held } = await runReminders(app.db, { config });
    const quiet = quietHoursShown(config.quietHours);
    if (held && quiet) throw conflict(`It is quiet hours: reminders are not sent from ${quiet.from} to ${quiet.to} and the run waits until then.`);
    if (queued) app.outbox.wake();
    return { queued, documents };
  });

  app.post('/runs/:run_date/resend', { onRequest: app.requireRole('admin'), schema: remindersSchemas.resend }, async (request) => {
    const queued = await resendFailedDigests(app.db, request.params.run_date);
    if (queued) app.outbox.wake();
    return { queued };
  });

  app.get('/runs', { onRequest: staffOnly, schema: remindersSchemas.runs }, async (request) =>
    reminderRunPage(request.readDb, scopedBranch(sessionUser(request)), request.query),
  );

  app.get('/digests', { onRequest: staffOnly, schema: remindersSchemas.digests }, async (request) =>
    reminderDigestPage(request.readDb, scopedBranch(sessionUser(request)), request.query),
  );
};
export default reminders;
