import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { startDailySchedule } from '../schedule/daily-schedule.js';
import { minutesOfDay } from '../schedule/india-clock.js';
import { dailyBackupDone } from './backup-records.js';
import type { BackupRunner } from './backup-run.js';

/**
 * The daily backup from BACKUP_TIME (India) on: every minute, today's is run unless it has run (written and checked,
 * or failed), here or on another instance. Answers a stop that waits for a backup in progress.
 */
export function startBackupSchedule(db: Db, runner: BackupRunner, time: string | null, log: FastifyBaseLogger, clock = () => new Date()) {
  if (!time) return { stop: async () => undefined };
  return startDailySchedule({
    name: 'Backup run',
    startMinute: minutesOfDay(time),
    log,
    clock,
    async tick({ date }) {
      if (!(await dailyBackupDone(db, date))) await runner.runDaily(date);
    },
  });
}
