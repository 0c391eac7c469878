import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** App specs that replace a module (vi.mock) or a global for the whole file: each runs on its own module graph. */
const APP_SPECS_NEEDING_ISOLATION = [
  'src/pages/admin/BackupsPage.spec.tsx',
  'src/pages/admin/ExportPage.spec.tsx',
  'src/pages/import/ImportPage.spec.tsx',
  'src/resources/inquiries/InquiryList.spec.tsx',
  'src/reloadOnStaleBuild.spec.ts',
];

/**
 * A project of the app's specs (jsdom, src/test/setup.ts before each file). They keep a core busy each, with little
 * loading to wait on: one worker a core, so no test runs at a third of its speed; they run after the server's tests
 * when both are asked for (a group of their own, as their worker count differs).
 */
const appSpecs = (test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean; testTimeout?: number }) => ({
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 1 },
    ...test,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (one on two); the tests wait on the database and jsdom much of
    // the time, so at least three keep two cores busy.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      appSpecs({
        name: 'app',
        include: ['src/**/*.spec.{ts,tsx}'],
        exclude: APP_SPECS_NEEDING_ISOLATION,
        // React, react-admin and MUI load once per worker, not once per spec file (5 s a file on two cores). The setup
        // file still runs for each file, and every test starts signed out, in English, on an empty DOM and localStorage.
        isolate: false,
        testTimeout: 15_000,
      }),
      appSpecs({ name: 'app-isolated', include: APP_SPECS_NEEDING_ISOLATION }),
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
