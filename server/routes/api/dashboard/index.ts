import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { staffStats, userStats } from '../../../lib/citizens/dashboard-stats.js';
import { dashboardCharts } from '../../../lib/dashboard/charts.js';
import { ownExpiringDocuments } from '../../../lib/reports/expiry-report.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { fileStore } from '../../../lib/storage/index.js';
import { StaffStats, UserStats } from '../../../schemas/accounts.js';
import { DashboardCharts } from '../../../schemas/dashboard.js';
import { Type } from '@sinclair/typebox';
import { OwnDocument } from '../../../schemas/expiries.js';

/** GET /api/dashboard/stats and /api/dashboard/charts (staff); GET /api/dashboard/user-stats and /api/dashboard/expiring-documents (anyone signed in, their own). */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: StaffStats } } },
    async (request) => staffStats(request.readDb, request.user!),
  );
  app.get(
    '/charts',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: DashboardCharts } } },
    async (request) => dashboardCharts(request.readDb, request.user!),
  );
  app.get(
    '/user-stats',
    { onRequest: app.authenticate, schema: { response: { 200: UserStats } } },
    async (request) => userStats(request.readDb, request.user!),
  );
  const files = fileStore(app.config);
  app.get('/expiring-documents', { onRequest: app.authenticate, schema: { response: { 200: Type.Object({ data: Type.Array(OwnDocument) }) } } }, async (request) => ({
    data: await ownExpiringDocuments(request.readDb, sessionUser(request), files),
  }));
};
export default dashboard;
