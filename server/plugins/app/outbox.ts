import fp from 'fastify-plugin';
import { startOutboxWorker, type OutboxWorker } from '../../lib/messaging/outbox-worker.js';
import { whatsAppTransport } from '../../lib/messaging/whatsapp-transport.js';
import { isQuietHours } from '../../lib/renewals/quiet-hours.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp outbox worker: `wake()` it after queueing a message. */
    outbox: Pick<OutboxWorker, 'wake'>;
  }
}

/** Starts the WhatsApp outbox worker with the app; closing the app (graceful shutdown) stops it first. */
export default fp(
  async (app) => {
    const config = app.config.whatsapp;
    const { quietHours } = app.config.reminders;
    const holdReminders = () => isQuietHours(quietHours, new Date());
    const worker = startOutboxWorker(app.db, config, whatsAppTransport(config, app.log), app.log, holdReminders);
    app.decorate('outbox', { wake: worker.wake });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'outbox', dependencies: ['config', 'database'] },
);
