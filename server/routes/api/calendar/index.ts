import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { STAFF_ROLES } from '../../../../common/options.js';
import { citizenCalendar, feedCalendar } from '../../../lib/calendar/expiry-feeds.js';
import { feedOwner } from '../../../lib/calendar/feed-secret.js';
import { loadCitizenInScope } from '../../../lib/citizens/scope.js';
import { notFound } from '../../../lib/http/http-errors.js';
import { publicAddress } from '../../../lib/http/public-address.js';
import { calendarSchemas } from '../../../schemas/calendar.js';

const calendarText = (reply: FastifyReply) => reply.type('text/calendar; charset=utf-8');

/**
 * GET /api/calendar/{secret}.ics: a staff user's feed of expiries, opened by its secret alone (calendar apps send no
 * token); an unknown or revoked secret answers 404. GET /api/citizens/{id}/calendar.ics: one citizen's documents as
 * a download, for staff who may see the citizen.
 */
const calendar: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/calendar/:secret.ics', { schema: calendarSchemas.feed }, async (request, reply) => {
    const owner = await feedOwner(app.db, request.params.secret);
    if (!owner) throw notFound();
    return calendarText(reply).send(await feedCalendar(request.readDb, owner, publicAddress(request)));
  });

  app.get('/citizens/:id/calendar.ics', { onRequest: app.requireRole(...STAFF_ROLES), schema: calendarSchemas.citizen }, async (request, reply) => {
    const citizen = await loadCitizenInScope(request, request.params.id);
    return calendarText(reply)
      .header('content-disposition', `attachment; filename="expiries-${citizen.id}.ics"`)
      .send(await citizenCalendar(request.readDb, citizen, publicAddress(request)));
  });
};
export default calendar;
