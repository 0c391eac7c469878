import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { citizenColumns, citizens } from '../../../db/schema/index.js';
import { audit } from '../../../lib/audit/audit.js';
import type { CitizenListQuery } from '../../../lib/citizens/citizen-list.js';
import { citizenAllDetails, citizenDetail, listCitizens } from '../../../lib/citizens/citizen-queries.js';
import { deleteCitizenWithRecords } from '../../../lib/citizens/citizen-delete.js';
import { invalid, notFound } from '../../../lib/http/http-errors.js';
import { memberRoutes } from '../../../lib/http/method-override.js';
import { sendJsonPage } from '../../../lib/http/json-page.js';
import { columnValues, rowJson } from '../../../lib/citizens/row-json.js';
import { loadCitizenInScope, sessionUser } from '../../../lib/citizens/scope.js';
import { fileStore } from '../../../lib/storage/index.js';
import { prepareFormBody } from '../../../lib/http/uploads.js';
import { CITIZEN_DEFAULTS, CITIZEN_FIELDS, citizenRuleErrors, citizenSchemas, withFatherName } from '../../../schemas/citizens.js';
import { writtenBy, type FormValues } from '../../../schemas/fields.js';
import { languageOf } from '../../../lib/i18n/index.js';

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/**
 * The citizen column values of a create or edit form (over the stored values), after the rules across fields (422
 * otherwise). A new profile without a language takes the caller's interface language (their Accept-Language).
 */
function citizenValues(request: FastifyRequest, stored: FormValues = {}) {
  const submitted = { ...stored, ...(request.body as FormValues) };
  const defaults = { ...CITIZEN_DEFAULTS, language: languageOf(request.headers['accept-language']) };
  for (const [field, fallback] of Object.entries(defaults)) submitted[field] ??= fallback;
  const errors = citizenRuleErrors(submitted, writtenBy(request.body as FormValues, stored));
  if (Object.keys(errors).length) throw invalid(errors);
  return columnValues(withFatherName(submitted), CITIZEN_FIELDS);
}

/** /citizens: list, create, detail, edit, delete and all-details, scoped per decisions.md. */
const citizensRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', prepareFormBody);
  const files = fileStore(app.config);

  /** The detail as the caller sees it (the caller can always see what they just wrote). */
  const detail = async (request: FastifyRequest, id: number) => {
    const found = await citizenDetail(app.db, sessionUser(request), id);
    if (!found) throw notFound();
    return found;
  };

  app.get('/', { schema: citizenSchemas.list }, async (request, reply) => {
    const page = await listCitizens(request.readDb, sessionUser(request), request.query as CitizenListQuery);
    return sendJsonPage(reply, page);
  });

  app.post('/', { schema: citizenSchemas.create }, async (request, reply) => {
    const user = sessionUser(request);
    const body = request.body as FormValues;
    const values = citizenValues(request);
    const id = await app.db.transaction(async (tx) => {
      const [citizen] = await tx
        .insert(citizens)
        .values({
          ...(values as typeof citizens.$inferInsert),
          userId: body.is_self ? user.id : null,
          branchId: user.role === 'user' ? null : user.branchId,
          createdBy: user.id,
        })
        .returning(citizenColumns);
      await audit(tx, { actorId: user.id, action: 'create', entity: 'citizen', entityId: citizen.id, after: rowJson(citizen) });
      return citizen.id;
    });
    return reply.status(201).send(await detail(request, id));
  });

  app.get('/:id', { schema: citizenSchemas.show }, async (request) => detail(request, idOf(request)));

  app.get('/:id/all-details', { schema: citizenSchemas.allDetails }, async (request) => {
    const found = await citizenAllDetails(app.db, sessionUser(request), idOf(request), files);
    if (!found) throw notFound();
    return found;
  });

  memberRoutes(app, '/:id', {
    put: {
      schema: citizenSchemas.update,
      handler: async (request) => {
        const existing = await loadCitizenInScope(request, idOf(request), 'edit');
        const values = citizenValues(request, rowJson(existing));
        await app.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(citizens)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(citizens.id, existing.id))
            .returning(citizenColumns);
          await audit(tx, { actorId: sessionUser(request).id, action: 'update', entity: 'citizen', entityId: existing.id, before: rowJson(existing), after: rowJson(updated) });
        });
        return detail(request, existing.id);
      },
    },
    delete: {
      schema: citizenSchemas.remove,
      handler: async (request) => {
        const citizen = await loadCitizenInScope(request, idOf(request), 'delete');
        await deleteCitizenWithRecords(app.db, sessionUser(request).id, citizen.id);
        return { message: 'Citizen profile deleted.' };
      },
    },
  });
};
export default citizensRoutes;
