import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-errors.js';

/** Serves the built app from `dist/`, answering unknown non-API paths with index.html (client routing). */
export default fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = fs.existsSync(path.join(root, 'index.html'));
    if (hasBuild) await app.register(fastifyStatic, { root, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/storage');
      if (isPage && hasBuild) return reply.sendFile('index.html');
      throw notFound();
    });
  },
  { name: 'static' },
);
