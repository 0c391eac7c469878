import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { createBranch, listBranches, renameBranch } from '../../../lib/accounts/branches.js';
import { changeRole, createUser, deleteUser, editUser, listUsers, sendResetLinkFor } from '../../../lib/accounts/user-admin.js';
import { setTemporaryPassword } from '../../../lib/accounts/temporary-password.js';
import {
  AdminUser, AdminUserPage, Branch, BranchBody, BranchList, RoleBody, TemporaryPasswordAnswer, UserCreateBody, UserListQuery, UserUpdateBody,
} from '../../../schemas/admin.js';
import { IdParams, Message } from '../../../schemas/common.js';
import backupFolder from './backups.js';

/**
 * /api/admin: users (staff; what a manager may do is checked per account in lib/accounts/user-admin.ts) and branches
 * (listed for staff, created and renamed by an admin); the backups to a folder (./backups.ts).
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const adminOnly = { onRequest: app.requireRole('admin') };

  app.get('/users', { ...staff, schema: { querystring: UserListQuery, response: { 200: AdminUserPage } } }, async (request) =>
    listUsers(request.readDb, request.user!, request.query),
  );

  app.post('/users', { ...staff, schema: { body: UserCreateBody, response: { 201: AdminUser } } }, async (request, reply) =>
    reply.status(201).send(await createUser(app.db, request.user!, request.body)),
  );

  app.put('/users/:id', { ...staff, schema: { params: IdParams, body: UserUpdateBody, response: { 200: AdminUser } } }, async (request) =>
    editUser(app.db, request.user!, request.params.id, request.body),
  );

  app.patch('/users/:id/role', { ...staff, schema: { params: IdParams, body: RoleBody, response: { 200: AdminUser } } }, async (request) =>
    changeRole(app.db, request.user!, request.params.id, request.body),
  );

  app.delete('/users/:id', { ...staff, schema: { params: IdParams, response: { 200: Message } } }, async (request) => {
    await deleteUser(app.db, request.user!, request.params.id);
    return { message: 'User deleted.' };
  });

  app.post('/users/:id/send-reset-link', { ...staff, schema: { params: IdParams, response: { 200: Message } } }, async (request) =>
    sendResetLinkFor(app, request.user!, request.params.id),
  );

  app.post('/users/:id/temporary-password', { ...staff, schema: { params: IdParams, response: { 200: TemporaryPasswordAnswer } } }, async (request) =>
    setTemporaryPassword(app.db, request.user!, request.params.id),
  );

  app.get('/branches', { ...staff, schema: { response: { 200: BranchList } } }, async () => listBranches(app.db));

  app.post('/branches', { ...adminOnly, schema: { body: BranchBody, response: { 201: Branch } } }, async (request, reply) =>
    reply.status(201).send(await createBranch(app.db, request.user!.id, request.body.name)),
  );

  app.put('/branches/:id', { ...adminOnly, schema: { params: IdParams, body: BranchBody, response: { 200: Branch } } }, async (request) =>
    renameBranch(app.db, request.user!.id, request.params.id, request.body.name),
  );

  await app.register(backupFolder, { prefix: '/backups' });
};
export default admin;
