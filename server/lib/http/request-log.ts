import pino from 'pino';
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

/** JSON log lines are written to stdout in batches of this many bytes at least, or after this long. */
export const LOG_BATCH = { bytes: 4096, ms: 1000 };

/**
 * Logger options for `npm start`: on a terminal pino-pretty, one readable line per entry; JSON lines otherwise, written
 * to stdout by a background write (pino's asynchronous destination, flushed on exit) so that a request never waits on
 * the pipe of whoever reads the log. The lines go in batches (LOG_BATCH): one write for some twenty requests instead of
 * one each (a write to the pipe took 7% of the server's time under `bench:api`), at most a second late.
 */
export const startLogger = (level: string, terminal: boolean): FastifyServerOptions['logger'] =>
  terminal
    ? { level, transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' } } }
    : { level, stream: pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH.bytes, periodicFlush: LOG_BATCH.ms }) };

/**
 * One line per request, when it is answered (no 'incoming request' line): on a terminal it reads
 * 'GET /api/citizens?page=2 200 12 ms'; otherwise 'request completed' (or 'request errored') with the request, its
 * status and time.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly readable: boolean) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (this.readable) reply.log.info(`${request.method} ${hiddenUrl(request.url)} ${reply.statusCode} ${Math.round(responseTime)} ms`);
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}
