// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtChunks, withStaticImports } from '../test/builtChunks';

describe("the staff screens' early start", () => {
  it("draws its picture without running the libraries: index.html's entry and the catalogues it loads import no vendor chunk", async () => {
    const chunks = await builtChunks('vite.config.ts');
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'))!;
    const catalogues = ['src/i18n/en/index.ts', 'src/i18n/hi/index.ts'].map((source) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)))!);
    expect(catalogues.every(Boolean)).toBe(true);
    for (const start of [entry, ...catalogues]) {
      const names = withStaticImports(chunks, [start]).map((chunk) => chunk.name);
      expect(names, start.fileName).not.toContain('vendor');
    }
    // The libraries are there, in the vendor chunk the app's own entry (boot.tsx) imports.
    const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('src/boot.tsx'))!;
    expect(withStaticImports(chunks, [boot]).map((chunk) => chunk.name)).toContain('vendor');
  }, 120_000);
});
