import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { attributeName } from '../../../common/field-names.js';

/** Turns AJV errors into readable per-field messages: `{ field: ["The field ..."] }`. */
export function fieldErrors(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of withoutUnionNoise(errors)) {
    const field = fieldOf(error);
    const message = messageFor(error, attributeName(field));
    if (!message) continue;
    (result[field] ??= []).includes(message) || result[field].push(message);
  }
  return result;
}

/**
 * A union such as "email, '' or null" fails once per branch; keep only what the real branch said
 * (a format, a length…), not "must be null" or "must be equal to constant".
 */
function withoutUnionNoise(errors: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const isNoise = (e: FastifySchemaValidationError) =>
    unionPaths.has(e.instancePath) &&
    (e.keyword === 'anyOf' || e.keyword === 'const' || (e.keyword === 'type' && (e.params as any).type === 'null'));
  return errors.filter((e) => !isNoise(e));
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, any>;
  const inner = params?.errors?.[0];
  const missing = params?.missingProperty ?? inner?.params?.missingProperty;
  const pointer = (error.instancePath || inner?.instancePath || '').replace(/^\//, '').split('/')[0];
  return missing ?? (pointer || params?.additionalProperty || 'body');
}


function messageFor(error: FastifySchemaValidationError, attr: string): string | undefined {
  const params = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'errorMessage':
      return error.message;
    case 'required':
      return `The ${attr} field is required.`;
    case 'type': {
      // A nullable field's types are 'string,null': the message names the other one.
      const type = String(params.type).split(',').find((name) => name !== 'null');
      return `The ${attr} field must be ${type === 'integer' ? 'an integer' : `a ${type}`}.`;
    }
    case 'minLength':
      return params.limit <= 1 ? `The ${attr} field is required.` : `The ${attr} field must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `The ${attr} field must not be greater than ${params.limit} characters.`;
    case 'format':
      return params.format === 'email'
        ? `The ${attr} field must be a valid email address.`
        : `The ${attr} field must be a valid ${params.format === 'date' ? 'date' : params.format}.`;
    case 'enum':
      return `The selected ${attr} is invalid.`;
    case 'minimum':
      return `The ${attr} field must be at least ${params.limit}.`;
    case 'maximum':
      return `The ${attr} field must not be greater than ${params.limit}.`;
    case 'minItems':
      return `The ${attr} field must have at least ${params.limit} item${params.limit > 1 ? 's' : ''}.`;
    case 'maxItems':
      return `The ${attr} field must not have more than ${params.limit} items.`;
    case 'pattern':
      return `The ${attr} field format is invalid.`;
    case 'additionalProperties':
      return `The ${attr} field is prohibited.`;
    default:
      return `The ${attr} field is invalid.`;
  }
}
