import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Holds an API answer to the OpenAPI document (issue 35): its status must be one the operation documents, its media
 * type one of that answer's, and a JSON body must match that answer's schema (Ajv, compiled from the document itself).
 * Paths the document does not hold (the documentation pages, an unknown path) are not checked.
 */
type Json = Record<string, any>;
interface Template {
  pattern: RegExp;
  path: string;
  literal: number;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The body as sent before compression (@fastify/compress answers 1 KB and more in brotli or gzip when asked). */
function bodyText(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

export function responseChecker(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(document, 'openapi.json');
  const templates: Template[] = Object.keys(document.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace('{path}', '.+').replace(/\{\w+\}/g, '[^/]+')}$`),
      literal: path.replace(/\{\w+\}/g, '').length,
    }))
    .sort((a, b) => b.literal - a.literal);

  return (request: InjectOptions, response: LightMyRequestResponse): string | undefined => {
    const method = String(request.method ?? 'GET').toLowerCase();
    if (method === 'head') return undefined;
    const url = new URL(String(request.url ?? '/'), 'http://test');
    const template = templates.find(({ pattern, path }) => pattern.test(url.pathname) && document.paths[path][method]);
    if (!template) return undefined;
    const where = `${method.toUpperCase()} ${template.path} → ${response.statusCode}`;
    const answers = document.paths[template.path][method].responses as Json;
    const answer = answers[String(response.statusCode)] ?? answers.default;
    if (!answer) return `${where}: a status the document does not list (${Object.keys(answers).join(', ')})`;
    if (!answer.content || !response.body) return undefined;
    const mediaType = String(response.headers['content-type'] ?? '').split(';')[0].trim();
    if (!answer.content[mediaType]) return `${where}: media type ${mediaType}, documented ${Object.keys(answer.content).join(', ')}`;
    if (mediaType !== 'application/json' || !answer.content[mediaType].schema) return undefined;
    const status = answers[String(response.statusCode)] ? String(response.statusCode) : 'default';
    const validate = ajv.getSchema(`openapi.json#/${pointer('paths', template.path, method, 'responses', status, 'content', mediaType, 'schema')}`)!;
    if (validate(JSON.parse(bodyText(response)))) return undefined;
    return `${where}: body off the document: ${ajv.errorsText(validate.errors)}`;
  };
}
