import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * A JSON body is read as it is typed: no coercion (a number where a string is due, or "true" for a boolean, is a 422
 * naming the field) and no silent removal (a property a closed schema does not name is refused, named). Querystrings,
 * path parameters and multipart form fields, which are all text, keep the app's conversion (AJV_OPTIONS).
 */
export const JSON_BODY_OPTIONS = { coerceTypes: false, removeAdditional: false } as const;

/** The bodies read from multipart forms (plugins/external/multipart.ts): their fields are text, converted as a query's. */
const formBodies = new WeakSet<object>();

/** Marks a body as read from a multipart form. */
export function asFormBody<T extends object>(body: T): T {
  formBodies.add(body);
  return body;
}

/** The server's `ajv` option as Fastify hands it to the factory. */
interface AjvOptions {
  customOptions: Record<string, unknown>;
  plugins?: unknown[];
  onCreate?: (ajv: never) => void;
}
type ValidatorFactory = (externalSchemas: unknown, options: AjvOptions) => FastifySchemaCompiler<unknown>;
type Validator = ((data: unknown) => boolean) & { errors?: unknown };

const pool = AjvCompiler() as unknown as ValidatorFactory;

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: the app's Ajv for every part of a request, and for a
 * body a second, strict one (JSON_BODY_OPTIONS) used unless the body came from a multipart form.
 */
export function buildValidator(externalSchemas: unknown, options: AjvOptions): FastifySchemaCompiler<unknown> {
  const converting = pool(externalSchemas, options);
  const strict = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...JSON_BODY_OPTIONS } });
  return (route) => {
    if (route.httpPart !== 'body') return converting(route);
    const asForm = converting(route) as Validator;
    const asJson = strict(route) as Validator;
    const validate: Validator = (data) => {
      const chosen = data && typeof data === 'object' && formBodies.has(data) ? asForm : asJson;
      const valid = chosen(data);
      validate.errors = chosen.errors;
      return valid;
    };
    return validate as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
