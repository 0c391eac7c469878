import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backgroundTasks } from '../../../lib/http/background.js';
import { PASSWORD_RESET_DONE, requestPasswordReset, RESET_LINK_SENT, resetPassword } from '../../../lib/accounts/password-reset.js';
import { RATE_LIMITS, throttled } from '../../../lib/http/rate-limits.js';
import { ForgotPasswordBody, ResetPasswordBody } from '../../../schemas/accounts.js';
import { Message, Public } from '../../../schemas/common.js';

/** POST /api/password/forgot and POST /api/password/reset. */
const password: FastifyPluginAsyncTypebox = async (app) => {
  const afterAnswer = backgroundTasks(app);

  app.post(
    '/forgot',
    {
      schema: { ...Public, body: ForgotPasswordBody, response: { 200: Message } },
      ...throttled(app, { ...RATE_LIMITS.forgotPassword, identifier: (body: typeof ForgotPasswordBody.static) => body.email }),
    },
    async (request) => {
      // The same answer, in the same time, whether or not the account exists: the lookup and the mail come after it.
      const { email } = request.body;
      afterAnswer('password reset mail', () => requestPasswordReset(app, email));
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/reset',
    { schema: { ...Public, body: ResetPasswordBody, response: { 200: Message } }, ...throttled(app, RATE_LIMITS.resetPassword) },
    async (request) => {
      await resetPassword(app.db, request.body);
      // The user's other sessions were revoked: this instance forgets them now (the others hear the database).
      app.sessions.clear();
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
export default password;
