import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { openChannel, type Channel } from '../../db/listen.js';

/**
 * The inbox's live feed: whoever changes a conversation (a new message, a reply, a fetched file) publishes its id
 * once the change is committed, and every instance behind nginx hears it: on Redis pub/sub when REDIS_URL is set, else
 * PostgreSQL's NOTIFY, each instance LISTENing on one connection of its own (PGlite's own listen when embedded).
 * Ids published within PUBLISH_MS go together in one message, so a burst of webhook calls costs one NOTIFY or PUBLISH,
 * not one per call. Listeners get the conversation ids; a dropped connection is opened again.
 */

export const CHANNEL = 'conversations';
const PUBLISH_MS = 100;
/** Ids per message: a NOTIFY payload holds under 8,000 bytes. */
const IDS_PER_MESSAGE = 800;

export interface ConversationFeed {
  on(listener: (ids: number[]) => void): () => void;
  /** Tells every instance these conversations changed (call it after the change is committed). */
  publish(ids: number[]): void;
  close(): Promise<void>;
}

const idsOf = (payload: string | undefined): number[] => {
  try {
    const ids = (JSON.parse(payload ?? '{}') as { ids?: unknown }).ids;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

/** Redis pub/sub: one connection subscribed (ioredis subscribes again after a reconnect), one to publish. */
async function redisTransport(url: string, emit: (payload?: string) => void, log: FastifyBaseLogger): Promise<Channel> {
  // ioredis is loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
  const [subscriber, publisher] = [new Redis(url, options), new Redis(url, options)];
  for (const connection of [subscriber, publisher]) connection.on('error', (error) => log.warn({ err: error }, 'The live feed of the inbox lost Redis'));
  subscriber.on('message', (_channel: string, payload: string) => emit(payload));
  await subscriber.subscribe(CHANNEL).catch((error: unknown) => log.warn({ err: error }, 'The live feed of the inbox could not subscribe; it does when Redis is back'));
  return {
    send: (payload) => publisher.publish(CHANNEL, payload),
    stop: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export async function openConversationFeed(database: Database, log: FastifyBaseLogger, redisUrl?: string): Promise<ConversationFeed> {
  const events = new EventEmitter().setMaxListeners(0);
  const emit = (payload?: string) => {
    const ids = idsOf(payload);
    if (ids.length) events.emit('ids', ids);
  };
  const transport: Channel = redisUrl
    ? await redisTransport(redisUrl, emit, log)
    : openChannel(database, CHANNEL, { message: emit }, log, 'The live feed of the inbox');
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) {
      await transport.send(JSON.stringify({ ids: ids.slice(i, i + IDS_PER_MESSAGE) })).catch((error: unknown) => log.warn({ err: error }, 'The live feed of the inbox could not publish'));
    }
  };
  return {
    on(listener) {
      events.on('ids', listener);
      return () => events.off('ids', listener);
    },
    publish(ids) {
      for (const id of ids) pending.add(id);
      if (pending.size && !timer) timer = setTimeout(() => void flush(), PUBLISH_MS);
    },
    async close() {
      clearTimeout(timer);
      await flush();
      await transport.stop();
    },
  };
}
