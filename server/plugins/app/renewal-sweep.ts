import fp from 'fastify-plugin';
import { todayInIndia } from '../../../common/record-status.js';
import { loggableError } from '../../lib/http/db-errors.js';
import { SWEEP_EVERY_MS, sweepRenewals } from '../../lib/renewals/renewal-sweep.js';

/** Sweeps the renewal window once the app is ready and every hour after; closing the app waits for a sweep running. */
export default fp(
  async (app) => {
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = sweepRenewals(app.db, todayInIndia()).catch((error: unknown) => app.log.error({ err: loggableError(error) }, 'renewal sweep failed'));
    };
    const timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'renewal-sweep', dependencies: ['database'] },
);
