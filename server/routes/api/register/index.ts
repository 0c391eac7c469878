import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerUser } from '../../../lib/accounts/account.js';
import { RATE_LIMITS, throttled } from '../../../lib/http/rate-limits.js';
import { loadAccount } from '../../../lib/accounts/session-user.js';
import { RegisterBody, SessionAnswer } from '../../../schemas/accounts.js';
import { Public } from '../../../schemas/common.js';

/** POST /api/register: a new `user` account, signed in at once. */
const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: { ...Public, body: RegisterBody, response: { 201: SessionAnswer } },
      ...throttled(app, { ...RATE_LIMITS.register, identifier: (body: typeof RegisterBody.static) => body.phone }),
    },
    async (request, reply) => {
      const { userId, token } = await registerUser(app.db, request.body);
      return reply.status(201).send({ token, user: await loadAccount(app.db, userId) });
    },
  );
};
export default register;
