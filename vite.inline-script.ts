import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

type Bundle = Record<string, { type: string; moduleIds?: string[]; imports?: string[] }>;

/** The URLs of the chunk holding `module` and of the chunks it imports, as the page fetches them. */
function chunkUrls(bundle: Bundle, module: string): string[] {
  const file = Object.keys(bundle).find((name) => bundle[name].moduleIds?.includes(module));
  if (!file) throw new Error(`No chunk holds ${module}`);
  return [file, ...(bundle[file].imports ?? [])].map((name) => `/${name}`);
}

/**
 * Writes the TypeScript module `entry`, bundled and minified, into index.html's head as an inline classic script: it
 * runs as the page is parsed, before the module entry has arrived. `chunks` names modules (by file URL) whose built
 * chunks the script may preload: it reads their URLs, with the chunks they import, as `INLINE_CHUNKS[name]`. The server
 * allows the script by its hash in the content security policy (server/plugins/external/security-headers.ts). Built
 * only (the dev server runs the module entry alone).
 */
export const inlineScript = (entry: string, chunks: Record<string, URL> = {}): Plugin => ({
  name: 'inline-script',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: async (_html, { bundle }) => {
    const urls = Object.fromEntries(Object.entries(chunks).map(([name, module]) => [name, chunkUrls(bundle as Bundle, fileURLToPath(module))]));
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      define: { INLINE_CHUNKS: JSON.stringify(urls) },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['iife'], name: 'inlineScript' },
        // Only what the entry uses: the option lists its imports build at load are left out.
        rolldownOptions: { treeshake: { moduleSideEffects: false } },
      },
    });
    const [{ output: [chunk] }] = [output].flat() as { output: { code: string }[] }[];
    return [{ tag: 'script', children: chunk.code.trim(), injectTo: 'head-prepend' }];
  } },
});
