import type { FastifyPluginAsync } from 'fastify';
import compression from '../../plugins/external/compress.js';
import health from './health/index.js';
import citizens from './citizens/index.js';
import licences from './licences/index.js';
import vehicles from './vehicles/index.js';
import records from './records/index.js';
import auth from './auth/index.js';
import me from './me/index.js';
import register from './register/index.js';
import password from './password/index.js';
import dashboard from './dashboard/index.js';
import serviceRequests from './service-requests/index.js';
import documentInquiries from './document-inquiries/index.js';
import admin from './admin/index.js';
import messages from './messages/index.js';
import webhooks from './webhooks/index.js';
import expiries from './expiries/index.js';
import dataExport from './export/index.js';
import backups from './backups/index.js';
import searches from './searches/index.js';
import office from './office/index.js';
import renewals from './renewals/index.js';
import reminders from './reminders/index.js';
import conversations from './conversations/index.js';
import quickReplies from './quick-replies/index.js';
import calendar from './calendar/index.js';
import track from './track/index.js';
import auditTrail from './audit/index.js';
import imports from './imports/index.js';

/**
 * Every `/api` route folder, one line each, behind compression of their answers. Answers carry personal data, so
 * no browser or proxy may store them, unless a route says otherwise with its own Cache-Control (health).
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(compression);
  await app.register(health, { prefix: '/health' });
  await app.register(citizens, { prefix: '/citizens' });
  await app.register(licences);
  await app.register(vehicles);
  await app.register(records);
  await app.register(auth);
  await app.register(me, { prefix: '/me' });
  await app.register(register, { prefix: '/register' });
  await app.register(password, { prefix: '/password' });
  await app.register(dashboard, { prefix: '/dashboard' });
  await app.register(serviceRequests);
  await app.register(documentInquiries);
  await app.register(admin, { prefix: '/admin' });
  await app.register(messages);
  await app.register(webhooks, { prefix: '/webhooks' });
  await app.register(expiries);
  await app.register(dataExport, { prefix: '/export' });
  await app.register(backups, { prefix: '/database-backups' });
  await app.register(searches);
  await app.register(office, { prefix: '/office' });
  await app.register(renewals);
  await app.register(reminders, { prefix: '/reminders' });
  await app.register(conversations, { prefix: '/conversations' });
  await app.register(quickReplies, { prefix: '/quick-replies' });
  await app.register(calendar);
  await app.register(track);
  await app.register(auditTrail);
  await app.register(imports);
};
export default apiRoutes;
