import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/lib/server.mjs';
import { createPlayer, type Player } from './support/accounts.ts';
import { root } from '../scripts/lib/web-build.mjs';

export { expect };
export { apiLogin, createPlayer, openWithSession, outboxCode } from './support/accounts.ts';

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

interface TestFixtures {
  /** A new player registered through the API for this test (logged in: `player.token`). */
  player: Player;
}

/** Until the app drives the page: at once for a page the server did not render (or not HTML). */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-server-render') ||
      document.documentElement.hasAttribute('data-app-ready'),
  );
}

const waiting = new WeakSet<Page>();

/** Makes the page's `goto` and `reload` resolve once the app drives it (once per page). */
function waitForAppOnNavigation(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilInteractive(page);
    return res;
  };
  page.reload = async (options) => {
    const res = await reload(options);
    if (options?.waitUntil !== 'commit') await untilInteractive(page);
    return res;
  };
}

/**
 * `server`: one real platform server per worker, on a fresh copy of the prepared data directory made
 * by global-setup.ts; `baseURL` points at it, so `page.goto('/')` reaches it. Specs that switch global
 * state (maintenance, region blocks, brand settings) switch it back in a finally block or afterEach.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
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
        // TRUST_PROXY: API helpers act from distinct client addresses (X-Forwarded-For, one hop), so per-IP
        // limits don't collide; the outbox then needs asking for (the server listens on 127.0.0.1 only)
        running = await startServer({ dataDir, webDist, env: { TRUST_PROXY: '1', DEV_OUTBOX: '1' } });
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
  // A page the server rendered shows its buttons before its scripts have run, and a click then does
  // nothing. Flows act as soon as an element shows, so every navigation waits for the app: on the
  // test's page and on every page of a context the test opens itself.
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // with scripts off there is no app to wait for: the page is the server's HTML
        if (options?.javaScriptEnabled === false) return context;
        context.on('page', waitForAppOnNavigation);
        const contextPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await contextPage();
          waitForAppOnNavigation(page);
          return page;
        };
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        waitForAppOnNavigation(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  player: async ({ server }, use) => use(await createPlayer(server.baseURL)),
});
