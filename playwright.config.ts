import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Two workers by default, each with its own server and database on its own port (E2E_PORT + its
 * parallel index, see e2e/fixtures.ts): a browser test mostly waits, so two at a time halve the wall
 * time on two cores. A spec file stays in one worker, its tests in order.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** Browser tests: Debian's Chromium against the real server on a fresh PGlite folder with demo data. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget. The longest journeys take ~20 s on a quiet 2-core machine; the submitted CI
  // once ran the browser step on a machine about twice as slow (every test over 30 s, none stuck), so
  // a test gets twice its longest quiet time. Each assertion still waits only `expect.timeout`.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `http://localhost:${port + i}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: String(port + i) },
  })),
});
