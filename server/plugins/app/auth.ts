import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../common/options.js';
import { apiTokens, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../lib/http/caller.js';
import { forbidden, unauthenticated } from '../../lib/http/http-errors.js';
import { assertPasswordChosen } from '../../lib/accounts/temporary-password.js';
import { sha256, TOKEN_IDLE_DAYS } from '../../lib/accounts/tokens.js';

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
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the bearer token of every request into `request.user` (null when absent or expired). */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

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
      .where(and(eq(apiTokens.tokenHash, sql.placeholder('hash')), gt(apiTokens.lastUsedAt, sql`now() - make_interval(days => ${TOKEN_IDLE_DAYS})`)))
      .prepare('session_of_token');

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const [found] = await sessionOfToken.execute({ hash: sha256(header.slice('Bearer '.length).trim()) });
      if (!found) return;
      const { lastUsedAt, wroteRecently, ...user } = found;
      request.user = user;
      if (app.database.replica) {
        // Read-your-writes: a write, and the user's reads for a few seconds after it, go to the primary.
        const writing = !READ_METHODS.has(request.method);
        request.readsPrimary = writing || wroteRecently;
        if (writing) await app.db.update(users).set({ wroteAt: sql`now()` }).where(eq(users.id, user.id));
      }
      // The idle clock moves at most once a minute, so most requests read and never write.
      if (Date.now() - lastUsedAt.getTime() > 60_000) {
        await app.db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(eq(apiTokens.id, user.tokenId));
      }
      assertPasswordChosen(request);
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
