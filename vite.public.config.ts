import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const preact = (path: string) => fileURLToPath(new URL(`./node_modules/preact/${path}`, import.meta.url));

/**
 * The public pages' entry (src/public/main.tsx), built first into dist/ (`npm run build`; the back office's build then
 * adds to it and its service worker precaches both):
 * React's API on Preact (preact/compat), so React DOM's 60 KB (gzip) of the back office become Preact's 5 KB and the
 * public home's code stays within 80 KB with MUI. `--ssr src/public/render.tsx` builds the same pages for
 * src/public/prerender.ts, which draws them at build time. No react-admin: a public page's module that imports it
 * would show in the public home's size, which src/public/publicBudget.spec.ts holds to its budget.
 */
export default defineConfig({
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: preact('compat/server.mjs') },
      { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
      { find: /^react-dom$/, replacement: preact('compat/dist/compat.module.js') },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.module.js') },
      { find: /^react$/, replacement: preact('compat/dist/compat.module.js') },
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
    ],
  },
  ssr: { noExternal: true },
  // The SSR build draws the pages as the browser's production code does: with MUI's development-only class labels
  // (`css-…-MuiButton-root`) emotion's style ids differ from the browser's, which then inserts every style anew.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    manifest: '.vite/public-manifest.json',
    rolldownOptions: { input: 'src/public/main.tsx' },
  },
});
