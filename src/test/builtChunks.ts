import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { vi } from 'vitest';

/**
 * The chunks of a production build by `configFile` (React's and MUI's production code, as `npm run build` has: vitest
 * sets NODE_ENV to 'test'), written to a temporary folder and removed (the back office's service worker plugin writes
 * its files).
 */
export async function builtChunks(configFile: string): Promise<Rollup.OutputChunk[]> {
  vi.stubEnv('NODE_ENV', 'production');
  const outDir = mkdtempSync(path.join(tmpdir(), 'pd-built-chunks-'));
  try {
    const output = (await build({ configFile, logLevel: 'silent', build: { outDir, emptyOutDir: true } })) as Rollup.RollupOutput;
    return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  } finally {
    vi.unstubAllEnvs();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The chunks `starts` and every chunk they import statically: what runs before their code does. */
export function withStaticImports(chunks: Rollup.OutputChunk[], starts: Rollup.OutputChunk[]): Rollup.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  starts.forEach(visit);
  return [...found];
}
