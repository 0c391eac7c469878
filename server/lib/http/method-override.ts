import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { HttpError } from './http-errors.js';
import { clearEmptyFields } from './uploads.js';

export interface MemberAction {
  schema: FastifySchema;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export const OVERRIDE_QUERY = {
  type: 'object',
  properties: { _method: { type: 'string' } },
} as const;

/** The validation failure the error handler turns into a 422 with per-field messages. */
const validationFailure = (errors: unknown) => Object.assign(new Error('Validation failed'), { validation: errors, statusCode: 422 });

/**
 * The method a `POST` stands for (decisions.md §API conventions): PUT when its multipart body carries `_method=PUT`,
 * DELETE when its query carries `_method=DELETE`; `_method` anywhere else (a JSON body, PUT in the query, DELETE in
 * a form) is ignored.
 */
function overriddenMethod(request: FastifyRequest): 'PUT' | 'DELETE' | undefined {
  const named = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : undefined);
  if (named((request.query as { _method?: unknown })._method) === 'DELETE') return 'DELETE';
  const fromForm = request.isMultipart() ? named((request.body as { _method?: unknown } | null)?._method) : undefined;
  return fromForm === 'PUT' ? 'PUT' : undefined;
}

/**
 * Registers `PUT url` and `DELETE url`, plus their method-override twin: a `POST url` standing for PUT or DELETE
 * (see `overriddenMethod`) runs that action with its own schema; any other `POST url` answers 405.
 */
export function memberRoutes(app: FastifyInstance, url: string, actions: { put: MemberAction; delete: MemberAction }) {
  app.put(url, { schema: actions.put.schema }, actions.put.handler);
  app.delete(url, { schema: actions.delete.schema }, actions.delete.handler);
  app.post(url, { schema: { params: actions.put.schema.params, querystring: OVERRIDE_QUERY } }, async (request, reply) => {
    const method = overriddenMethod(request);
    const action = method === 'PUT' ? actions.put : method === 'DELETE' ? actions.delete : undefined;
    if (!action) throw new HttpError(405, 'Method not allowed.');
    if (method === 'PUT' && action.schema.body) {
      if (request.body && typeof request.body === 'object') clearEmptyFields(request.body as Record<string, unknown>, action.schema.body);
      const validate = request.compileValidationSchema(action.schema.body as object, 'body');
      if (!validate(request.body)) throw validationFailure(validate.errors);
    }
    return action.handler(request, reply);
  });
}
