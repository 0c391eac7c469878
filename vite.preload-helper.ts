import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/** Vite's helper for `import()` replaced by src/routing/preloadHelper.ts (a chunk's imports preloaded a few per task). */
export const preloadHelper = (): Plugin => ({
  name: 'preload-helper',
  apply: 'build',
  enforce: 'pre',
  load: {
    filter: { id: new RegExp(`^${HELPER.replace(/[.\\/]/g, '\\$&')}$`) },
    handler: () => `export { __vitePreload } from ${JSON.stringify(fileURLToPath(new URL('./src/routing/preloadHelper.ts', import.meta.url)))};`,
  },
});
