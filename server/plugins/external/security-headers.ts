import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An uploaded document (its viewer is the browser's): helmet's headers without the Content-Security-Policy. */
    document?: boolean;
  }
}

/**
 * Security headers on every answer (helmet). The Content-Security-Policy lets the app load scripts, styles, images,
 * fonts and API calls from its own origin only: no inline script but the page's own (`scriptHashes`), no plugin, never
 * framed. Inline styles stay allowed,
 * as MUI (emotion) writes its styles into `<style>` elements at run time. No `upgrade-insecure-requests`: an office
 * install is often reached over plain HTTP on the local network.
 */
const helmetOptions = (scriptHashes: string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * The headers helmet's middleware sets for `options`, read once: the same for every answer, so each request only
 * copies them (@fastify/helmet built the middleware anew on every request, 3% of the server's time under load).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** `scriptHashes`: the CSP sources (`'sha256-…'`) of the inline scripts the built page holds (static.ts). */
export default fp<{ scriptHashes?: string[] }>(
  async (app, { scriptHashes = [] }) => {
    const options = helmetOptions(scriptHashes);
    const everywhere = Object.entries(helmetHeaders(options));
    const documents = Object.entries(helmetHeaders({ ...options, contentSecurityPolicy: false }));
    // On the raw response, as helmet does: an answer written there (the inbox's event stream) carries them too.
    app.addHook('onRequest', async (request, reply) => {
      for (const [name, value] of request.routeOptions.config.document ? documents : everywhere) reply.raw.setHeader(name, value);
    });
  },
  { name: 'security-headers' },
);
