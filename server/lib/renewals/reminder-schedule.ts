import type { FastifyBaseLogger } from 'fastify';
import type { ReminderConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { startDailySchedule } from '../schedule/daily-schedule.js';
import { minutesOfDay } from '../schedule/india-clock.js';
import { isQuietMinute } from './quiet-hours.js';
import { runFinished } from './reminder-digests.js';
import { runReminders } from './reminder-run.js';

/** When the day's run starts, in minutes after midnight in India: REMINDER_TIME, or the end of quiet hours when it falls in them. */
export function startMinute(config: ReminderConfig & { time: string }) {
  const wanted = minutesOfDay(config.time);
  return config.quietHours && isQuietMinute(config.quietHours, wanted) ? config.quietHours.to : wanted;
}

/**
 * Starts the daily run from REMINDER_TIME (India) on: every minute, today's run is started, or finished after a
 * restart, unless it has finished. `onQueued` wakes the outbox. Answers a stop that waits for a run in progress.
 */
export function startReminderSchedule(db: Db, config: ReminderConfig, log: FastifyBaseLogger, onQueued: () => void, clock = () => new Date()) {
  if (!config.time) return { stop: async () => undefined };
  return startDailySchedule({
    name: 'Reminder run',
    startMinute: startMinute({ ...config, time: config.time }),
    log,
    clock,
    async tick({ date, minutes }) {
      if (isQuietMinute(config.quietHours, minutes) || (await runFinished(db, date))) return;
      const result = await runReminders(db, { config, clock });
      if (result.queued) onQueued();
      log.info({ reminders: { date, ...result } }, 'Reminder run');
    },
  });
}
