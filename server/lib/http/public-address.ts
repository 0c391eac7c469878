import type { FastifyRequest } from 'fastify';

/**
 * The app's address as its users reach it, for links they take elsewhere (a calendar feed): PUBLIC_URL, else the
 * origin the request came to (behind a proxy, the forwarded one when TRUST_PROXY is set).
 */
export const publicAddress = (request: FastifyRequest) =>
  (request.server.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
