import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { staffStats, userStats } from '../../../lib/dashboard-stats.js';
import { StaffStats, UserStats } from '../../../schemas/accounts.js';

/** GET /api/dashboard/stats (staff) and GET /api/dashboard/user-stats (anyone signed in). */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: StaffStats } } },
    async (request) => staffStats(app.db, request.user!),
  );
  app.get(
    '/user-stats',
    { onRequest: app.authenticate, schema: { response: { 200: UserStats } } },
    async (request) => userStats(app.db, request.user!),
  );
};
export default dashboard;
