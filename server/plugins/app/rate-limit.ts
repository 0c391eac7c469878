import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { postgresRateLimitStore } from '../../lib/http/rate-limit-store.js';

/**
 * `@fastify/rate-limit` (limits are set per route: lib/http/rate-limits.ts) on a store every instance shares: Redis when
 * REDIS_URL is set, else the database. Should Redis be away, requests pass unlimited (logged) rather than fail: the
 * lock-outs, which stop password guessing, are kept in the database whatever the store.
 */
export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    if (!redisUrl) {
      await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.db) });
      return;
    }
    // ioredis (some 20 MB resident) is loaded only when REDIS_URL is set.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable: rate limits not counted'));
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: 'parivahan-desk:rate-limit:', skipOnError: true });
  },
  { name: 'rate-limit', dependencies: ['config', 'database'] },
);
