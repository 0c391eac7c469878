import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const APP_SPECS = 'src/**/*.spec.{ts,tsx}';

/** Replacing a module, timers, a global, the environment or a module's export: state a later file would inherit. */
const REPLACES = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;

/**
 * The app's spec files that replace something (REPLACES), themselves or through a helper of src/test they import: each
 * runs in a module graph of its own. The others share their worker's modules (react-admin, MUI and the app's own load
 * once per worker, not once per file: the app's specs took 320 s on two cores isolated, about 190 s shared).
 */
function replacingSpecs(): string[] {
  const helpers = globSync('src/test/*.{ts,tsx}')
    .filter((file) => REPLACES.test(readFileSync(file, 'utf8')))
    .map((file) => path.basename(file).replace(/\.tsx?$/, ''));
  const importsHelper = new RegExp(`/test/(${helpers.join('|')})'`);
  return globSync(APP_SPECS).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return REPLACES.test(text) || (helpers.length > 0 && importsHelper.test(text));
  });
}
const ISOLATED_SPECS = replacingSpecs();

const appProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  plugins: [react()],
  test: {
    name,
    environment: 'jsdom',
    include,
    exclude,
    isolate,
    setupFiles: ['src/test/setup.ts'],
    // A whole page (the app, the audit trail) takes seconds to render when every spec file runs at once on two cores: a
    // dialog's test of 3–4 s alone took 10–16 s in CI on a slow machine (15 s failed it). The API tests' limit too.
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (one on two); the tests wait on the database and jsdom much of
    // the time, so at least three keep two cores busy.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      appProject('app', [APP_SPECS], ISOLATED_SPECS, false),
      appProject('app-isolated', ISOLATED_SPECS, [], true),
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file builds its own app on its own copy of the template database: the server's modules load once per worker.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
