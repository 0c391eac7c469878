import fp from 'fastify-plugin';
import { backupRunner, type BackupRunner } from '../../lib/reports/backup-run.js';
import { startBackupSchedule } from '../../lib/reports/backup-schedule.js';
import { fileStore } from '../../lib/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups to BACKUP_DIR (README §Automatic backups); null when it is off. */
    backups: BackupRunner | null;
  }
}

/** Starts the daily backup's schedule with the app (BACKUP_DIR and BACKUP_TIME); closing the app waits for a backup running. */
export default fp(
  async (app) => {
    const { dir, ...config } = app.config.backups;
    const runner = dir ? backupRunner(app.database, fileStore(app.config), { ...config, dir }, app.log) : null;
    const schedule = runner ? startBackupSchedule(app.db, runner, config.time, app.log) : null;
    app.decorate('backups', runner);
    app.addHook('onClose', async () => {
      await schedule?.stop();
      await runner?.settled();
    });
  },
  { name: 'backups', dependencies: ['config', 'database'] },
);
