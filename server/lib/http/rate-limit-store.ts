import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema/index.js';
import { atMostEveryMinute } from './now-and-then.js';

interface Count {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** What `@fastify/rate-limit` hands `child()` at run time (its typings say otherwise): the route's options. */
interface ChildOptions {
  routeInfo: { method?: string; url?: string };
}

/** Counts one hit of `key` in one statement: a new or ended window starts at one, else the count goes up. */
async function hit(db: Db, key: string, windowMs: number): Promise<Count> {
  const [count] = await queryRows<Count>(
    db,
    sql`insert into ${rateLimitHits} as h (key, hits, reset_at) values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        hits = case when h.reset_at <= now() then 1 else h.hits + 1 end,
        reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
      returning hits as current, greatest(ceil(extract(epoch from h.reset_at - now()) * 1000), 0)::int as ttl`,
  );
  return count!;
}

const pruneEnded = atMostEveryMinute((db: Db) => db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`)));

/**
 * A `@fastify/rate-limit` store on the `rate_limit_hits` table, so every instance on the database counts the same
 * hits: a route's limit holds once however many instances serve it. Keys are prefixed with the route.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: (error: Error | null, count?: Count) => void, timeWindow: number) {
      pruneEnded(db);
      hit(db, this.prefix + key, timeWindow).then((count) => done(null, count), done);
    }

    child(options: object) {
      const { routeInfo } = options as ChildOptions;
      return new PostgresRateLimitStore(undefined, routeInfo.url ? `${routeInfo.method} ${routeInfo.url} ` : '');
    }
  };
}
