import fp from 'fastify-plugin';
import { startOutboxWorker, type OutboxWorker } from '../../lib/outbox-worker.js';
import { whatsAppTransport } from '../../lib/whatsapp-transport.js';

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
    const worker = startOutboxWorker(app.db, config, whatsAppTransport(config, app.log), app.log);
    app.decorate('outbox', { wake: worker.wake });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'outbox', dependencies: ['config', 'database'] },
);
