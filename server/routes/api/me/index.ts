import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changePassword, changePhone, updateProfile } from '../../../lib/accounts/account.js';
import { loadAccount } from '../../../lib/accounts/session-user.js';
import { AccountUser, PasswordChangeBody, PhoneChangeBody, ProfileBody, UserMessageAnswer } from '../../../schemas/accounts.js';
import { Message } from '../../../schemas/common.js';

/** The signed-in user's own account: GET/PUT /api/me, PUT /api/me/phone, PUT /api/me/password. */
const me: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { response: { 200: AccountUser } } }, async (request) => loadAccount(app.db, request.user!.id));

  app.put('/', { schema: { body: ProfileBody, response: { 200: AccountUser } } }, async (request) => {
    await updateProfile(app.db, request.user!, request.body);
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
};
export default me;
