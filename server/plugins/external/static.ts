import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http/http-errors.js';

/** Built files whose names carry a content hash: they never change, so browsers keep them for a year. */
const HASHED = /[\\/]assets[\\/]/;

/** Paths never answered with the app's page. */
const NOT_PAGES = ['/api', '/storage', '/assets/'];

/** The public pages drawn at build time (src/public/prerender.ts): path → file name in `pages/`, each as `<name>.<lang>.html`. */
const readPublicPages = (root: string): Record<string, string> => {
  const list = path.join(root, 'pages', 'pages.json');
  return fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>) : {};
};

/** The language of the `locale` cookie the app sets (src/i18n/locale.ts), English unless Hindi. */
const cookieLocale = (request: FastifyRequest) => /(?:^|;\s*)locale=hi(?:;|$)/.test(request.headers.cookie ?? '') ? 'hi' : 'en';

/**
 * The content security policy's sources (`'sha256-…'`) of the inline scripts in the built index.html (the early
 * requests, vite.inline-script.ts), read once at start; none without a build.
 */
export function inlineScriptHashes(root: string): string[] {
  const page = path.join(root, 'index.html');
  if (!fs.existsSync(page)) return [];
  return [...fs.readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

const setCacheControl = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built app from `dist/`, answering unknown non-API paths with index.html (client routing).
 * Files go out as the build's brotli or gzip copy (`.br`, `.gz` beside them) when the browser accepts it.
 * index.html is revalidated on every load, so a new build is picked up at once; a missing `/assets/` file
 * (a chunk of an older build) answers 404, not the page. A public page drawn at build time (the home) is sent as its
 * file in the cookie's language instead, varying on the cookie.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = fs.existsSync(path.join(root, 'index.html'));
    const publicPages = readPublicPages(root);
    if (hasBuild) {
      // `index: false`: `/` is the public home's page, not index.html.
      await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true, cacheControl: false, setHeaders: setCacheControl });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
      const publicPage = publicPages[request.url.split('?')[0]];
      if (isPage && hasBuild && publicPage) return reply.header('vary', 'cookie').sendFile(`pages/${publicPage}.${cookieLocale(request)}.html`);
      if (isPage && hasBuild) return reply.sendFile('index.html');
      throw notFound();
    });
  },
  { name: 'static' },
);
