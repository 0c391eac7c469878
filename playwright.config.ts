/**
 * Browser journeys: `npm run test:e2e` (builds the app, then runs Playwright).
 *
 * - Chromium is Debian's /usr/bin/chromium; Playwright never downloads a browser.
 * - Project `desk` (1280×800) runs every journey; project `phone` (390×844, touch) runs the
 *   journeys whose title carries the tag `@phone`. `snap(name)` from tests/e2e/support takes named
 *   screenshots at both widths inside any journey.
 * - One server for the run, on a free port 4000-4999, started by tests/e2e/support/start-server.ts on
 *   a fresh database (a new PostgreSQL database when DATABASE_URL is set, otherwise the embedded
 *   PGlite in a temporary folder) holding the first admin and the demo seed's accounts and citizens.
 * - Screenshots of failures, traces and named screenshots land under test-results/.
 */
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/accounts';

/** A free port, chosen once by the runner and inherited by its workers through the environment. */
function freePort(): string {
  const probe = `
    const net = require('node:net');
    const tryPort = (left) => {
      const port = 4000 + Math.floor(Math.random() * 1000);
      const server = net.createServer().once('error', () => left > 0 ? tryPort(left - 1) : process.exit(1));
      server.listen(port, '127.0.0.1', () => server.close(() => console.log(port)));
    };
    tryPort(50);`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  workers: ci ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The app then has no transitions or ripples (src/theme.ts): a journey waited out each dialog's, menu's and toast's.
    reducedMotion: 'reduce',
    // The app's service worker precaches the whole build (185 files) in every new context: only tests/e2e/offline.spec.ts
    // lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A failure keeps its trace of actions, network and console, without the screencast (a third of the run's time on two
    // cores) or DOM snapshots (a fifth: a journey of 80 s took 110 s without a trace, 138 s with snapshots).
    // `npx playwright test <file> --trace on` records everything.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desk', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: devices['iPhone 13'].deviceScaleFactor },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Journeys sign in many times a minute from one address.
      RATE_LIMIT_SCALE: '100',
      // Reminders are sent by the journeys (Send reminders now) at any hour; delivery reports are signed with this.
      REMINDER_TIME: 'off',
      REMINDER_QUIET_HOURS: 'off',
      WHATSAPP_APP_SECRET: 'e2e-webhook-secret',
      LOG_LEVEL: 'warn',
    },
  },
});
