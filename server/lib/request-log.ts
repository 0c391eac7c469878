import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that grant access on their own: a reset link's token, a document link's signature. */
const SECRET_PARAMETERS = /([?&](?:token|signature)=)[^&#]*/gi;

/** A request as its log lines show it: method, URL (its secrets hidden), host and client address. */
const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.replace(SECRET_PARAMETERS, '$1[hidden]'),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Logger options (false stays false) whose request lines never show a live reset token or document signature. */
export function withRequestsForLog(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!options) return options;
  const given = options === true ? {} : options;
  return { ...given, serializers: { ...given.serializers, req: requestForLog } };
}
