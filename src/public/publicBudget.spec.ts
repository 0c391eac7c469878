import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';

import { PUBLIC_PAGES } from './pages';

/** Most KB (1 KB = 1000 bytes) of gzip JavaScript a public page may load before it is alive (issue 34). */
const PAGE_BUDGET_KB = 80;

/**
 * The pages with a form are over that budget (issue 34 asks 80 KB of them too: not met yet): react-hook-form and MUI's
 * input parts come over what every public page loads (MUI's core and emotion, Preact, the app bar, the texts). Their
 * weight now, the entry's stages counted (ask for service 111.0, document inquiry 108.5, track 110.5, login 102.1,
 * register 102.4, forgot and reset password 101.1 and 101.8 KB), with a little room, so that they grow no further.
 */
const FORM_PAGE_BOUND_KB: Partial<Record<string, number>> = {
  'ask-for-service': 113,
  'request-sent': 113,
  'document-inquiry': 111,
  'inquiry-sent': 111,
  track: 112,
  login: 104,
  register: 104,
  'forgot-password': 103,
  'reset-password': 104,
};

/** The public entry as `npm run build` makes it, kept in memory: its chunks. */
async function buildPublicEntry() {
  // React's and MUI's production code, as `npm run build` has (vitest sets NODE_ENV to 'test').
  vi.stubEnv('NODE_ENV', 'production');
  try {
    const output = (await build({ configFile: 'vite.public.config.ts', logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput;
    return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  } finally {
    vi.unstubAllEnvs();
  }
}

/**
 * What a page loads before it is alive: the entry chunk, the stages it imports in turn (its dynamic imports: the
 * libraries and the page's start, which the drawn page preloads), the page's own chunk (its module `source`) and every
 * chunk they import statically (not the lazy ones).
 */
function loadedFirst(chunks: Rollup.OutputChunk[], source: string) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  visit(entry);
  for (const stage of entry.dynamicImports) visit(byName.get(stage)!);
  visit(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source))!);
  return [...loaded];
}

describe('the public pages entry', () => {
  it(`keeps the home's JavaScript within ${PAGE_BUDGET_KB} KB gzip (the form pages within their bound), without react-admin, react-router or React DOM`, async () => {
    const chunks = await buildPublicEntry();
    for (const { name, source } of PUBLIC_PAGES) {
      const first = loadedFirst(chunks, source);
      const gzipKb = first.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0) / 1000;
      const bound = FORM_PAGE_BOUND_KB[name] ?? PAGE_BUDGET_KB;
      console.log(`public ${name} JS: ${gzipKb.toFixed(1)} KB gzip in ${first.length} files (budget ≤ ${PAGE_BUDGET_KB} KB, bound ≤ ${bound} KB)`);
      expect(gzipKb, name).toBeLessThanOrEqual(bound);
      const modules = first.flatMap((chunk) => chunk.moduleIds);
      expect(modules.filter((id) => /node_modules\/(react-admin|ra-core|ra-ui-materialui|react-router|react-dom)\//.test(id)), name).toEqual([]);
      expect(modules.some((id) => id.includes('node_modules/preact/')), name).toBe(true);
    }
  }, 180_000);
});
