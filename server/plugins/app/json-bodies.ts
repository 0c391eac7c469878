import fp from 'fastify-plugin';

/**
 * A request marked `Content-Type: application/json` with no body at all (a DELETE or POST without one, as openapi-fetch
 * and other generated clients send it) has no body, instead of Fastify's 400 'Body cannot be empty'. Any other JSON is
 * read by Fastify's own parser (prototype poisoning refused).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') done(null, undefined);
      else parseJson(request, body as string, done);
    });
  },
  { name: 'json-bodies' },
);
