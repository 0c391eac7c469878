import fp from 'fastify-plugin';
import type { StoredMessage } from '../../lib/conversations/ingest.js';
import { fetchIncomingMedia, mediaToFetch } from '../../lib/conversations/incoming-media.js';
import { fileStore } from '../../lib/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fetches the files of stored messages after the webhook's answer, one at a time; `settled()` waits for the queue. */
    incomingMedia: { fetchLater(stored: StoredMessage[]): void; settled(): Promise<void> };
  }
}

/** How long after start the files a stop left unfetched are looked for. */
const CATCH_UP_MS = 5_000;

export default fp(
  async (app) => {
    const files = fileStore(app.config);
    const queue: number[] = [];
    let running: Promise<void> = Promise.resolve();
    let closing = false;
    const drain = async () => {
      for (let id = queue.shift(); id !== undefined && !closing; id = queue.shift()) {
        await fetchIncomingMedia(app.db, files, app.config.whatsapp, id, (ids) => app.conversationFeed.publish(ids), app.log).catch((error: unknown) => app.log.error({ err: error }, 'Fetching a WhatsApp media file failed'));
      }
    };
    const enqueue = (ids: number[]) => {
      if (!ids.length) return;
      queue.push(...ids);
      running = running.then(drain);
    };
    const catchUp = setTimeout(() => void mediaToFetch(app.db).then(enqueue, () => undefined), CATCH_UP_MS);
    app.decorate('incomingMedia', {
      fetchLater: (stored: StoredMessage[]) => enqueue(stored.filter((message) => message.mediaId && (message.type === 'image' || message.type === 'document')).map((message) => message.id)),
      settled: () => running,
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(catchUp);
      await running;
    });
  },
  { name: 'incoming-media', dependencies: ['config', 'database', 'conversation-feed'] },
);
