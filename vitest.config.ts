import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (one on two); the tests wait on the database and jsdom much of
    // the time, so at least three keep two cores busy.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.spec.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // A whole page (the app, the audit trail) takes seconds to render when every spec file runs at once on two cores.
          testTimeout: 15_000,
        },
      },
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
