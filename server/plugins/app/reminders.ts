import fp from 'fastify-plugin';
import { startReminderSchedule } from '../../lib/renewals/reminder-schedule.js';

/** Starts the daily reminder run's schedule with the app (REMINDER_TIME; `off` starts none); closing the app stops it. */
export default fp(
  async (app) => {
    const schedule = startReminderSchedule(app.db, app.config.reminders, app.log, () => app.outbox.wake());
    app.addHook('onClose', () => schedule.stop());
  },
  { name: 'reminders', dependencies: ['config', 'database', 'outbox'] },
);
