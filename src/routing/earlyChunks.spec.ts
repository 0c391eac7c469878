// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';

/** The back office as `npm run build` makes it (vite.config.ts), written to a temporary folder (its service worker too): its chunks. */
async function buildBackOffice() {
  vi.stubEnv('NODE_ENV', 'production');
  const outDir = mkdtempSync(path.join(tmpdir(), 'pd-early-chunks-'));
  try {
    const output = (await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir, emptyOutDir: true } })) as Rollup.RollupOutput;
    return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  } finally {
    vi.unstubAllEnvs();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A chunk and every chunk it imports statically: what runs before its code does. */
function withImports(chunks: Rollup.OutputChunk[], start: Rollup.OutputChunk) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(start);
  return [...found];
}

describe("the staff screens' early start", () => {
  it("draws its picture without running the libraries: index.html's entry and the catalogues it loads import no vendor chunk", async () => {
    const chunks = await buildBackOffice();
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'))!;
    const catalogues = ['src/i18n/en/index.ts', 'src/i18n/hi/index.ts'].map((source) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)))!);
    expect(catalogues.every(Boolean)).toBe(true);
    for (const start of [entry, ...catalogues]) {
      const names = withImports(chunks, start).map((chunk) => chunk.name);
      expect(names, start.fileName).not.toContain('vendor');
    }
    // The libraries are there, in the vendor chunk the app's own entry (boot.tsx) imports.
    const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('src/boot.tsx'))!;
    expect(withImports(chunks, boot).map((chunk) => chunk.name)).toContain('vendor');
  }, 120_000);
});
