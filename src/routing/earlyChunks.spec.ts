// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtChunks, withStaticImports } from '../test/builtChunks';

/** The library chunks (vite.config.ts), in the order runLibraries.ts runs them, then the rest of the libraries. */
const LIBRARY_CHUNKS = ['mui', 'vendor'];

describe("the staff screens' early start", () => {
  it("draws its picture without running the libraries, which then run chunk by chunk: React and MUI, the rest", async () => {
    const chunks = await builtChunks('vite.config.ts');
    const named = (start: (typeof chunks)[number]) => withStaticImports(chunks, [start]).map((chunk) => chunk.name);
    // index.html's entry and the catalogues it loads import no library.
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'))!;
    const catalogues = ['src/i18n/en/index.ts', 'src/i18n/hi/index.ts'].map((source) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)))!);
    expect(catalogues.every(Boolean)).toBe(true);
    for (const start of [entry, ...catalogues]) expect(named(start).filter((name) => LIBRARY_CHUNKS.includes(name)), start.fileName).toEqual([]);
    // Each library chunk runs only those before it (runLibraries.ts imports them in turn); the app's entry, all.
    const library = (name: string) => chunks.find((chunk) => chunk.name === name)!;
    LIBRARY_CHUNKS.forEach((name, index) => {
      expect(named(library(name)).filter((found) => LIBRARY_CHUNKS.includes(found)).sort(), name).toEqual(LIBRARY_CHUNKS.slice(0, index + 1).sort());
    });
    // Each module runLibraries.ts imports runs the library chunks up to its stage's.
    const holding = (module: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)))!;
    ['@mui/material/esm/CssBaseline/CssBaseline.js', 'src/layout/deferredReactAdmin.tsx'].forEach((module, index) => {
      expect(named(holding(module)).filter((found) => LIBRARY_CHUNKS.includes(found)).sort(), module).toEqual(LIBRARY_CHUNKS.slice(0, index + 1).sort());
    });
    const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('src/boot.tsx'))!;
    expect(named(boot)).toEqual(expect.arrayContaining(LIBRARY_CHUNKS));
    // Every import() goes through the app's helper (vite.preload-helper.ts): a chunk's imports preloaded a few per task.
    expect(chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith('src/routing/preloadHelper.ts')))).toHaveLength(1);
    expect(chunks.some((chunk) => chunk.moduleIds.includes('\0vite/preload-helper.js') && chunk.code.includes('document.getElementsByTagName'))).toBe(false);
  }, 120_000);
});
