import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden, notFound } from '../../lib/http/http-errors.js';
import { Message, Public } from '../../schemas/common.js';
import { CONTENT_TYPES, fileStore } from '../../lib/storage/index.js';

/**
 * GET /storage/<file_path>?expires=…&signature=…: serves an uploaded document through a signed link.
 * A path outside the storage folder answers 404; an unsigned, altered or expired link 403. The app's
 * Content-Security-Policy is left off these answers: browsers' PDF viewers need their own inline styles and plugin.
 * With documents in a bucket the links point there (presigned) and every path here answers 404.
 */
const storageRoutes: FastifyPluginAsync = async (app) => {
  const files = fileStore(app.config);

  const produces = [...Object.values(CONTENT_TYPES), 'application/octet-stream'];
  app.get('/storage/*', { schema: { ...Public, produces, response: { 403: Message, 404: Message } }, config: { document: true } }, async (request, reply) => {
    const filePath = (request.params as { '*': string })['*'];
    const absolute = files.kind === 'local' ? files.resolve(filePath) : null;
    if (!absolute) throw notFound();
    const { expires, signature } = request.query as { expires?: string; signature?: string };
    if (files.kind !== 'local' || !files.verify(filePath, expires, signature)) throw forbidden();
    const found = await stat(absolute).catch(() => null);
    if (!found?.isFile()) throw notFound();
    return reply
      .type(CONTENT_TYPES[path.extname(absolute).slice(1)] ?? 'application/octet-stream')
      .header('content-length', found.size)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(createReadStream(absolute));
  });
};
export default storageRoutes;
