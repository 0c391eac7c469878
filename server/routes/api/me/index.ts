import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { changePassword, changePhone, updateProfile } from '../../../lib/accounts/account.js';
import { feedStatus, turnOffFeed, turnOnFeed } from '../../../lib/calendar/feed-secret.js';
import { publicAddress } from '../../../lib/http/public-address.js';
import { loadAccount } from '../../../lib/accounts/session-user.js';
import { languageOf } from '../../../lib/i18n/index.js';
import { AccountUser, PasswordChangeBody, PhoneChangeBody, ProfileBody, UserMessageAnswer } from '../../../schemas/accounts.js';
import { calendarSchemas } from '../../../schemas/calendar.js';
import { Message } from '../../../schemas/common.js';

/**
 * The signed-in user's own account: GET/PUT /api/me, PUT /api/me/phone, PUT /api/me/password; for staff, their
 * calendar feed of expiries: GET (is it on), POST (a new address, the old one revoked), DELETE /api/me/calendar.
 */
const me: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { response: { 200: AccountUser } } }, async (request) => loadAccount(app.db, request.user!.id));

  app.put('/', { schema: { body: ProfileBody, response: { 200: AccountUser } } }, async (request) => {
    await updateProfile(app.db, request.user!, request.body, languageOf(request.headers['accept-language']));
    return loadAccount(app.db, request.user!.id);
  });

  app.put('/phone', { schema: { body: PhoneChangeBody, response: { 200: UserMessageAnswer } } }, async (request) => {
    await changePhone(app.db, request.user!, request.body.phone, request.body.password);
    return { message: 'Mobile number updated successfully.', user: await loadAccount(app.db, request.user!.id) };
  });

  app.put('/password', { schema: { body: PasswordChangeBody, response: { 200: Message } } }, async (request) => {
    await changePassword(app.db, request.user!, request.body);
    return { message: 'Password updated successfully.' };
  });

  const staffOnly = app.requireRole(...STAFF_ROLES);
  app.get('/calendar', { onRequest: staffOnly, schema: calendarSchemas.status }, async (request) => feedStatus(app.db, request.user!.id));

  app.post('/calendar', { onRequest: staffOnly, schema: calendarSchemas.turnOn }, async (request, reply) => {
    const secret = await turnOnFeed(app.db, request.user!.id);
    return reply.status(201).send({ url: `${publicAddress(request)}/api/calendar/${secret}.ics` });
  });

  app.delete('/calendar', { onRequest: staffOnly, schema: calendarSchemas.turnOff }, async (request) => {
    await turnOffFeed(app.db, request.user!.id);
    return { message: 'Calendar feed turned off.' };
  });
};
export default me;
