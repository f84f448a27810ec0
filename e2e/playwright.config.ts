import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { root } from '../scripts/lib/web-build.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // npm test gives each run its own folder, so parallel runs never delete each other's traces
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, '.tmp/e2e-output'),
  // 2 CPU cores: two workers, each with its own server and database copy
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // no retries: a flaky test is a failing test
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // a guard against a hung test, not a speed check: long flows on a loaded 2-core machine need room
  timeout: 120_000,
  // a state an assertion waits for: generous, as two workers share two cores with their servers
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? path.join(root, '.tmp/e2e-results.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // an action first waits for its element, which on a loaded CI machine can be a lobby of 1,800
    // games still loading: as generous as an assertion's wait, never a speed check
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
