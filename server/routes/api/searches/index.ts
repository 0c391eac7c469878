import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '../../../../common/options.js';
import { globalSearch } from '../../../lib/search/global-search.js';
import { invalidField } from '../../../lib/http/http-errors.js';
import { SEARCH_KINDS, searchNumbers, type NumberSearchQuery } from '../../../lib/search/number-search.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { fileStore } from '../../../lib/storage/index.js';
import { globalSearchSchema, numberSearchSchema } from '../../../schemas/searches.js';

/** GET /search/ll, /search/dl, /search/vehicle (anyone signed in) and GET /global-search (staff), scoped per decisions.md. */
const searches: FastifyPluginAsync = async (app) => {
  const files = fileStore(app.config);
  for (const kind of SEARCH_KINDS) {
    app.get(`/search/${kind.segment}`, { onRequest: app.authenticate, schema: numberSearchSchema(kind.numberField) }, async (request) => {
      const query = request.query as NumberSearchQuery;
      if (!query[kind.numberField] && !query.application_no && !(kind.segment === 'vehicle' && query.state)) {
        throw invalidField(kind.numberField, `Enter the ${kind.label} or the application number.`);
      }
      return searchNumbers(request.readDb, sessionUser(request), kind, query, files);
    });
  }
  app.get('/global-search', { onRequest: app.requireRole(...STAFF_ROLES), schema: globalSearchSchema }, async (request) =>
    globalSearch(request.readDb, sessionUser(request), (request.query as { query: string }).query),
  );
};
export default searches;
