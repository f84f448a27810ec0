import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/lib/server.mjs';
import { root } from '../scripts/lib/web-build.mjs';

export { expect };

export interface TestServer {
  baseURL: string;
  dataDir: string;
  /** Runs `npm run ops -- <args>` against this server (takes effect at once); resolves with its output. */
  ops(...args: string[]): Promise<string>;
  /** The server's log so far (stdout + stderr), for failure messages. */
  output(): string;
}

/** Runs the operator CLI for a data directory; it finds the running server through DATA_DIR/ops.json. */
export function runOps(dataDir: string, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/src/ops/cli.ts', ...args],
      { cwd: root, env, timeout: 60_000 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`ops ${args.join(' ')} failed: ${stderr || err.message}`)) : resolve(stdout.trim()),
    );
  });
}

interface WorkerFixtures {
  server: TestServer;
}

/**
 * `server`: one real platform server per worker, on a fresh copy of the prepared data directory made
 * by global-setup.ts; `baseURL` points at it, so `page.goto('/')` reaches it. Specs that switch global
 * state (maintenance, region blocks, brand settings) switch it back in a finally block or afterEach.
 */
export const test = base.extend<object, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      const webDist = process.env.E2E_WEB_DIST;
      if (!template || !webDist)
        throw new Error('run through playwright.config.ts (global setup prepares the data and the build)');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tala-e2e-w${workerInfo.workerIndex}-`));
      fs.cpSync(template, dataDir, { recursive: true });
      let running: RunningServer | undefined;
      try {
        running = await startServer({ dataDir, webDist });
        const server = running;
        await use({ baseURL: server.baseURL, dataDir, ops: (...args) => runOps(dataDir, args), output: server.output });
      } finally {
        await running?.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

/** The landmark roles of the four optional regions of spec §2 (app/layout). */
export const regionLocators = (page: Page) => ({
  header: page.getByRole('banner'),
  footer: page.getByRole('contentinfo'),
  sideMenu: page.getByRole('navigation', { name: /side menu|main menu/i }),
  banner: page.getByRole('region', { name: /banner/i }),
});
