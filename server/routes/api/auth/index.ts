import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkCredentials, issueToken, loginIdentifier, revokeToken } from '../../../lib/accounts/credentials.js';
import { invalidField } from '../../../lib/http/http-errors.js';
import { RATE_LIMITS, throttled } from '../../../lib/http/rate-limits.js';
import { loadAccount } from '../../../lib/accounts/session-user.js';
import { LoginBody, SessionAnswer } from '../../../schemas/accounts.js';
import { Message, Public } from '../../../schemas/common.js';

/** POST /api/login and POST /api/logout. */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: { ...Public, body: LoginBody, response: { 200: SessionAnswer } },
      ...throttled(app, { ...RATE_LIMITS.login, identifier: (body: typeof LoginBody.static) => loginIdentifier(body)?.value }),
    },
    async (request) => {
      const identifier = loginIdentifier(request.body);
      if (!identifier) throw invalidField('phone', 'The mobile number field is required.');
      const userId = await checkCredentials(app.db, identifier, request.body.password);
      const token = await issueToken(app.db, userId);
      return { token, user: await loadAccount(app.db, userId) };
    },
  );

  app.post('/logout', { onRequest: app.authenticate, schema: { response: { 200: Message } } }, async (request) => {
    await revokeToken(app.db, request.user!.tokenId);
    return { message: 'Logged out.' };
  });
};
export default auth;
