/* global document */
/**
 * `npm run screenshots [-- <route> …]`: every public route (or the ones named) at 1366×768 and
 * 390×844, light and dark, in English and Filipino, against a fresh server with the demo brand, into
 * .tmp/screenshots/<lang>-<theme>-<viewport>-<route>.png. For looking at what was built, not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { ensureWebBuild, root } from '../scripts/lib/web-build.mjs';

const defaultRoutes = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/lottery',
  '/lottery?gameCode=LOTTNIGHT',
  '/promotions',
  '/pointMall',
  '/help',
  '/down',
  '/register',
  '/no-such-page',
];
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultRoutes;
const out = path.join(root, '.tmp/screenshots');
fs.mkdirSync(out, { recursive: true });

const webDist = path.join(root, '.tmp/screenshots-web-dist');
console.log(await ensureWebBuild(webDist, { quiet: true }));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-screenshots-'));
const server = await startServer({ dataDir, webDist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let count = 0;
try {
  for (const lang of ['en', 'fil'])
    for (const theme of ['light', 'dark'])
      for (const [label, viewport] of [
        ['desktop', { width: 1366, height: 768 }],
        ['phone', { width: 390, height: 844 }],
      ]) {
        const context = await browser.newContext({ viewport, baseURL: server.baseURL, isMobile: label === 'phone' });
        const page = await context.newPage();
        // the notice popup would cover every first page: it has its own screenshots in the e2e suite
        await page.addInitScript(
          ([l, t]) => {
            sessionStorage.setItem('index_notice', '1');
            localStorage.setItem('lang', l);
            localStorage.setItem('theme', t);
          },
          [lang, theme],
        );
        for (const route of routes) {
          await page.goto(route);
          await page.waitForLoadState('load');
          // content that arrives with its API answers, code and lazy images: wait until the app has
          // started and nothing is busy or still a placeholder of its final size
          await page
            .waitForFunction(
              () =>
                document.documentElement.hasAttribute('data-app-ready') &&
                document.querySelectorAll('[aria-busy="true"], [data-placeholder]').length === 0,
              null,
              { timeout: 15_000 },
            )
            .catch(() => {});
          await page.waitForTimeout(1200);
          const name = route
            .replace(/^\/$/, 'home')
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '');
          await page.screenshot({ path: path.join(out, `${lang}-${theme}-${label}-${name}.png`) });
          count++;
        }
        await context.close();
      }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${count} screenshots in ${path.relative(root, out)}/`);
