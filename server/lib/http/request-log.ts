import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters that grant access on their own: a reset link's token, a document link's signature. */
const SECRET_PARAMETERS = /([?&](?:token|signature)=)[^&#]*/gi;
/** A calendar feed's secret, which is its path. */
const FEED_SECRET = /^(\/api\/calendar\/)[^/?#]+/i;

const hiddenUrl = (url: string) => url.replace(SECRET_PARAMETERS, '$1[hidden]').replace(FEED_SECRET, '$1[hidden]');

/** A request as its log lines show it: method, URL (its secrets hidden), host and client address. */
const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: hiddenUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Logger options (false stays false) whose request lines never show a live reset token, document signature or feed secret. */
export function withRequestsForLog(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!options) return options;
  const given = options === true ? {} : options;
  return { ...given, serializers: { ...given.serializers, req: requestForLog } };
}

/** Logger options for `npm start`: on a terminal pino-pretty, one readable line per entry; JSON lines otherwise. */
export const startLogger = (level: string, terminal: boolean): FastifyServerOptions['logger'] =>
  terminal
    ? { level, transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' } } }
    : { level };

/** On a terminal: no 'incoming request' line, and the answered one reads 'GET /api/citizens?page=2 200 12 ms'. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(`${request.method} ${hiddenUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  }
}
