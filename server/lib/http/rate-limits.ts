import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './http-errors.js';

const MINUTE_MS = 60_000;

/** Requests per minute on the public routes, per client IP and per identifier (phone or email). */
export const RATE_LIMITS = {
  login: { perIp: 30, perIdentifier: 10 },
  register: { perIp: 10, perIdentifier: 5 },
  forgotPassword: { perIp: 10, perIdentifier: 3 },
  resetPassword: { perIp: 20 },
  serviceRequest: { perIp: 10, perIdentifier: 3 },
  documentInquiry: { perIp: 10, perIdentifier: 3 },
  /** GET /track: per IP and per reference, so neither one address nor many guess the mobile of one reference. */
  track: { perIp: 20, perIdentifier: 5 },
} as const;

/** 429 with Retry-After (seconds). */
export const tooManyAttempts = (retryAfterSeconds: number, message: string = MESSAGES[429], field?: string) =>
  new HttpError(429, message, field ? { [field]: [message] } : undefined, { 'retry-after': String(retryAfterSeconds) });

interface Throttle<Body> {
  perIp: number;
  perIdentifier?: number;
  /** The phone, email or reference a request is about, read from its validated body (or query: `source`). */
  identifier?: (body: Body) => string | undefined;
  source?: 'body' | 'query';
}

/**
 * Route options that rate-limit a route: `config.rateLimit` counts requests per IP before anything else runs;
 * the preHandler counts requests per identifier once the body is parsed and valid.
 */
export function throttled<Body>(app: FastifyInstance, { perIp, perIdentifier, identifier, source = 'body' }: Throttle<Body>) {
  const scale = app.config.rateLimitScale;
  const config = { rateLimit: { max: perIp * scale, timeWindow: MINUTE_MS } };
  if (!perIdentifier || !identifier) return { config };
  const keyOf = (request: FastifyRequest) => identifier(request[source] as Body)?.toLowerCase();
  // Named after the route: the shared stores keep every route's identifiers in one place.
  const limitIdentifier = app.createRateLimit({
    max: perIdentifier * scale,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${request.routeOptions.method} ${request.routeOptions.url} identifier:${keyOf(request)}`,
  });
  const preHandler = async (request: FastifyRequest) => {
    if (!keyOf(request)) return;
    const result = await limitIdentifier(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
  };
  return { config, preHandler };
}
