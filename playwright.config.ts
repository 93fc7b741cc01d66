/**
 * End-to-end tests in real Chromium (system or packaged, never a downloaded build) against the whole product started as
 * `npm start` does: a fresh embedded database in a temporary folder, demo data, the site built from the API. The demo
 * data is seeded as of a day earlier (tests/e2e/demo-database.ts: the no-show test needs bookings that have started).
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${PORT}`;
const executablePath = await chromiumPath();
// Workers inherit the environment: they reuse the browser resolved (and perhaps unpacked) here.
process.env.CHROMIUM_PATH = executablePath;
// Evaluated in every worker too; only the main process starts the server, so the folder it picks is the one used.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'salon-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  // One results folder per port, so runs side by side do not delete each other's traces.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: true,
  // One worker per core, never more: the server, its database and every browser share those cores, and a worker more
  // than the machine has turns waits into timeouts on a slower machine.
  workers: Math.max(1, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  // Headroom for a saturated machine (CI runners and workstations shared with other suites): the first touch of an
  // island loads React, which took over 7 s there; one axe run took 50 s; a test that makes a salon of its own spends
  // seconds on it first.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node tests/e2e/demo-database.ts && node server/main.ts',
    url: `${baseURL}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: baseURL,
      SITE_REFRESH_MINUTES: '60',
      RATE_LIMIT_MULTIPLIER: '50',
    },
  },
});
