import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 KB and more (JSON mostly) in the scope it is registered in: the `/api` routes.
 * Dynamic compression must stay cheap, as it runs on every answer: brotli at quality 1 and gzip at level 1
 * (for a 1000-citizen list of ~550 KB about 1.5 ms and 2.5 ms, down to ~15 % of the size; brotli's
 * default quality 11 takes ~900 ms and the plugin's 4 ~4.5 ms). Browsers ask for brotli only over HTTPS.
 * Document downloads and the built app are not in this scope: the app's files are compressed at build time.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
      zlibOptions: { level: 1 },
      // Requests stay as they are: the app never sends compressed bodies.
      globalDecompression: false,
    });
  },
  { name: 'api-compression' },
);
