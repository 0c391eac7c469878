import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { staffStats, userStats } from '../../../lib/dashboard-stats.js';
import { ownExpiringDocuments } from '../../../lib/expiry-report.js';
import { sessionUser } from '../../../lib/scope.js';
import { fileStore } from '../../../lib/storage/index.js';
import { StaffStats, UserStats } from '../../../schemas/accounts.js';

/** GET /api/dashboard/stats (staff); GET /api/dashboard/user-stats and /api/dashboard/expiring-documents (anyone signed in, their own). */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: StaffStats } } },
    async (request) => staffStats(request.readDb, request.user!),
  );
  app.get(
    '/user-stats',
    { onRequest: app.authenticate, schema: { response: { 200: UserStats } } },
    async (request) => userStats(request.readDb, request.user!),
  );
  const files = fileStore(app.config);
  app.get('/expiring-documents', { onRequest: app.authenticate }, async (request) => ({
    data: await ownExpiringDocuments(request.readDb, sessionUser(request), files),
  }));
};
export default dashboard;
