import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http/http-errors.js';

/** Built files whose names carry a content hash: they never change, so browsers keep them for a year. */
const HASHED = /[\\/]assets[\\/]/;

/** Paths never answered with the app's page. */
const NOT_PAGES = ['/api', '/storage', '/assets/'];

const setCacheControl = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built app from `dist/`, answering unknown non-API paths with index.html (client routing).
 * Files go out as the build's brotli or gzip copy (`.br`, `.gz` beside them) when the browser accepts it.
 * index.html is revalidated on every load, so a new build is picked up at once; a missing `/assets/` file
 * (a chunk of an older build) answers 404, not the page.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = fs.existsSync(path.join(root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, { root, wildcard: false, preCompressed: true, cacheControl: false, setHeaders: setCacheControl });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
      if (isPage && hasBuild) return reply.sendFile('index.html');
      throw notFound();
    });
  },
  { name: 'static' },
);
