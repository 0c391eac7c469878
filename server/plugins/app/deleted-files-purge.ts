import fp from 'fastify-plugin';
import { loggableError } from '../../lib/http/db-errors.js';
import { PURGE_EVERY_MS, purgeDeletedFiles } from '../../lib/storage/deleted-files.js';
import { fileStore } from '../../lib/storage/index.js';

/** Removes the documents of rows deleted DELETED_FILES_DAYS ago, once the app is ready and every hour after. */
export default fp(
  async (app) => {
    let running: Promise<unknown> = Promise.resolve();
    const purge = () => {
      running = purgeDeletedFiles(app.db, fileStore(app.config), app.config.deletedFilesDays).catch((error: unknown) =>
        app.log.error({ err: loggableError(error) }, 'deleted files purge failed'),
      );
    };
    const timer = setInterval(purge, PURGE_EVERY_MS).unref();
    app.addHook('onReady', async () => purge());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'deleted-files-purge', dependencies: ['database'] },
);
