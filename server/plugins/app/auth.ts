import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../common/options.js';
import { apiTokens, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../lib/http/caller.js';
import { forbidden, unauthenticated } from '../../lib/http/http-errors.js';
import { assertPasswordChosen } from '../../lib/accounts/temporary-password.js';
import { sha256, TOKEN_IDLE_DAYS } from '../../lib/accounts/tokens.js';
import { SessionCache, SESSIONS_CHANNEL, type CachedSession } from '../../lib/accounts/session-cache.js';
import { openChannel } from '../../db/listen.js';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token came with the request. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 when signed out, 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The sessions read lately (lib/accounts/session-cache.ts); a route that revokes tokens without a signed-in caller clears it. */
    sessions: SessionCache;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a session read is served from memory at most (changes are heard at once; see SessionCache). */
const SESSION_CACHE_MS = 30_000;

/** Reads the bearer token of every request into `request.user` (null when absent or expired). */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    /** A token used within its idle days. */
    const idle = gt(apiTokens.lastUsedAt, sql`now() - make_interval(days => ${TOKEN_IDLE_DAYS})`);
    // Prepared once: PostgreSQL parses and plans it once per connection, and drizzle writes its SQL once.
    const sessionOfToken = app.db
      .select({
        tokenId: apiTokens.id,
        lastUsedAt: apiTokens.lastUsedAt,
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        branchId: users.branchId,
        mustChangePassword: users.mustChangePassword,
        wroteRecently: sql<boolean>`coalesce(${users.wroteAt} > now() - make_interval(secs => ${app.config.readYourWritesSeconds}), false)`,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, sql.placeholder('hash')), idle))
      .prepare('session_of_token');

    // With a read replica, each request reads the user's last write time (read-your-writes): no cache there.
    const sessions = new SessionCache(app.database.replica ? 0 : SESSION_CACHE_MS);
    app.decorate('sessions', sessions);
    if (!app.database.replica) {
      const channel = openChannel(
        app.database,
        SESSIONS_CHANNEL,
        { message: (payload) => sessions.heard(payload), listening: () => sessions.setListening(true), lost: () => sessions.setListening(false) },
        app.log,
        'The session cache',
      );
      app.addHook('onClose', () => channel.stop());
    }

    /** The token's session from the database, kept in the cache unless something changed meanwhile. */
    const readSession = async (hash: string): Promise<(CachedSession & { wroteRecently: boolean }) | undefined> => {
      const begunAt = sessions.begin();
      const [found] = await sessionOfToken.execute({ hash });
      if (!found) return undefined;
      const { lastUsedAt, wroteRecently, ...user } = found;
      const session = { user, lastUsedAt, wroteRecently };
      sessions.keep(hash, session, begunAt);
      return session;
    };

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const hash = sha256(header.slice('Bearer '.length).trim());
      const session: (CachedSession & { wroteRecently?: boolean }) | undefined = sessions.get(hash) ?? (await readSession(hash));
      if (!session) return;
      const { user } = session;
      request.user = user;
      if (app.database.replica) {
        // Read-your-writes: a write, and the user's reads for a few seconds after it, go to the primary.
        const writing = !READ_METHODS.has(request.method);
        request.readsPrimary = writing || session.wroteRecently === true;
        if (writing) await app.db.update(users).set({ wroteAt: sql`now()` }).where(eq(users.id, user.id));
      }
      // The idle clock moves at most once a minute, so most requests read and never write.
      if (Date.now() - session.lastUsedAt.getTime() > 60_000) {
        // Never a token that has lapsed meanwhile (a session kept in memory may not have heard it yet).
        await app.db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(and(eq(apiTokens.id, user.tokenId), idle));
        session.lastUsedAt = new Date();
      }
      assertPasswordChosen(request);
    });

    // A signed-in caller's write may change any session (a sign-out, a password, a user's role): this instance forgets
    // them before it answers; the others hear the database's NOTIFY.
    app.addHook('onSend', async (request) => {
      if (request.user && !READ_METHODS.has(request.method)) sessions.clear();
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
      if (!roles.includes(request.user.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database', 'config'] },
);
