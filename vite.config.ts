import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineScript } from './vite.inline-script';
import { preloadHelper } from './vite.preload-helper';
import { pwa } from './pwa.config';

/**
 * ra-core's default router provider (`ra-core/dist/routing/adapters/reactRouterProvider.js`) replaced by
 * src/routing/reactRouterProvider.tsx, which leaves react-router's data router out of the first load.
 */
const lightRouterProvider = (): Plugin => ({
  name: 'light-router-provider',
  enforce: 'pre',
  resolveId: {
    filter: { id: /\/adapters\/reactRouterProvider\.js$/ },
    handler: (_source, importer) =>
      importer?.includes('/node_modules/ra-core/') ? fileURLToPath(new URL('./src/routing/reactRouterProvider.tsx', import.meta.url)) : undefined,
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    lightRouterProvider(),
    preloadHelper(),
    pwa(),
    // The opened staff screen's first API requests and the language's texts leave as index.html is parsed
    // (src/routing/earlyInline.ts).
    inlineScript(fileURLToPath(new URL('./src/routing/earlyInline.ts', import.meta.url)), {
      en: new URL('./src/i18n/en/index.ts', import.meta.url),
      hi: new URL('./src/i18n/hi/index.ts', import.meta.url),
    }),
    // Writes a brotli (.br) and a gzip (.gz) copy beside each built file, at maximum quality; the server
    // sends them as they are (server/plugins/external/static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: {
    // node-polyglot's polyfill of Object.entries brings ~5 KB gzip of helpers; every supported browser has it.
    alias: [
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
      // react-admin's default CSV exporter (2 KB gzip), fetched only if a list exports with it.
      { find: /^jsonexport\/dist\/index\.js$/, replacement: fileURLToPath(new URL('./src/shims/jsonexport.ts', import.meta.url)) },
      // react-router's package exports only its development build (warnings, checks); its production build sits beside it.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // The public pages' entry (vite.public.config.ts) is built into dist/ first.
    emptyOutDir: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // index.html's entry (main.tsx) holds only the early start (src/routing/earlyStart.ts), no library: it runs as soon as
      // it arrives, then imports the app (src/boot.tsx), an entry of its own so that its libraries are the vendor chunk.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/boot.tsx', import.meta.url)) },
      output: {
        // The libraries every page needs, in two chunks that stay cached across releases of the app's code: React and
        // MUI with emotion and what they import, then the rest. src/routing/runLibraries.ts runs them in turn, a task
        // each (in one they made a task of 120–250 ms; React apart from MUI cost the first load 1.2 KB gzip more). Fewer, larger chunks also compress better than the many
        // small shared chunks the splitting makes. react-admin's English texts stay with ours (the en chunk): the staff
        // screens' first picture (firstDraw.ts) draws with them before the libraries are run, and a catalogue importing
        // a library chunk would run it first (src/routing/earlyChunks.spec.ts holds both).
        codeSplitting: {
          groups: [
            {
              name: 'mui',
              tags: ['$initial'],
              priority: 2,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@mui|@emotion|@babel[\\/]runtime|stylis|clsx|react-is|prop-types|hoist-non-react-statics|react-transition-group|@popperjs)[\\/]/,
            },
            { name: 'vendor', tags: ['$initial'], priority: 1, test: /[\\/]node_modules[\\/](?!ra-language-english[\\/])/ },
          ],
        },
      },
    },
  },
}));
