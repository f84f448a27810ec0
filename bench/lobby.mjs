#!/usr/bin/env node
/**
 * Lobby bench: the /rng lobby holding 20,000+ games in headless Chromium. Measures the first screen,
 * loading every page by infinite scroll, scrolling the whole list (frame times, long tasks), the time
 * to filter (type select) and to search (typed name), and the DOM size at each step: the grid is
 * virtualised, so the node count must stay flat however many games are loaded.
 * Writes bench/results/lobby.json. A measurement, not a test.
 *
 *   node bench/lobby.mjs          (BENCH_GAMES, default 20000; BENCH_WEB_DIST to reuse a build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { ensureWebBuild, root } from '../scripts/lib/web-build.mjs';

const viewport = { width: 1366, height: 768 };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-lobby-bench-'));
const webDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(root, '.tmp/bench-web-dist');
const round = (x) => Math.round(x * 10) / 10;

console.log(`  ${await ensureWebBuild(webDist, { quiet: true })}`);
// the size the lobby's goal names (at most 2,000 DOM nodes however far the list is scrolled)
const target = Number(process.env.BENCH_GAMES ?? 20_000);
console.log(`  preparing a catalogue of ${target.toLocaleString('en-US')}+ slot games`);
const prepEnv = { ...process.env, BENCH_GAMES: String(target), DATA_DIR: dataDir };
delete prepEnv.DATABASE_URL;
delete prepEnv.REDIS_URL;
const prep = spawnSync(process.execPath, ['--import', 'tsx', 'bench/support/prepare-lobby.ts'], {
  cwd: root,
  env: prepEnv,
  encoding: 'utf8',
});
if (prep.status !== 0) throw new Error(`prepare failed: ${prep.stderr}`);
const games = Number(prep.stdout.trim().split('\n').at(-1));

const server = await startServer({ dataDir, webDist, env: { NODE_ENV: 'production', RUN_JOBS: 'false' } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const loadAtStart = os.loadavg().map(round);
const report = { games };
// set before the browser is closed on purpose, so that only an unexpected disconnect is reported
let closing = false;
try {
  const page = await browser.newPage({ viewport });
  // a renderer that dies (out of memory, a busy machine's watchdog) closes the page: say so, not just "closed"
  page.on('crash', () => console.error('  the lobby page crashed in Chromium'));
  browser.on('disconnected', () => {
    if (!closing) console.error('  Chromium disconnected');
  });
  // Artwork as a CDN would serve it (spec §9 image CDNs): one real tile and icon drawn by the server,
  // then answered at once from memory. The demo server draws every SVG on request from its one
  // embedded database, which would otherwise queue the game-list calls behind hundreds of pictures.
  const tile = await (await fetch(`${server.baseURL}/media/game/10105.svg`)).text();
  const icon = await (await fetch(`${server.baseURL}/media/vendor/TALA.svg`)).text();
  await page.route(/\/media\/(game|vendor)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      headers: { 'cache-control': 'public, max-age=86400' },
      body: route.request().url().includes('/vendor/') ? icon : tile,
    }),
  );
  // the count line ("10,042 games"): a polite live region, but not the jackpot ticker's hidden status line
  const countSelector = 'p[aria-live="polite"]:not([role="status"])';
  const countText = page.locator(countSelector).first();
  const list = page.getByRole('list', { name: 'Games', exact: true });
  const domNodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
  const renderedCards = () => list.getByRole('listitem').count();
  /** Time from `action` until the count line reads `expected` (the list has re-rendered by then). */
  async function timed(action, expected) {
    const start = Date.now();
    await action();
    await page.waitForFunction(([sel, t]) => document.querySelector(sel)?.textContent === t, [countSelector, expected], {
      timeout: 60_000,
      polling: 'raf',
    });
    await list.getByRole('listitem').first().waitFor();
    return Date.now() - start;
  }
  const apiTotal = async (query) =>
    (await (await fetch(`${server.baseURL}/wps/relay/GCSGAME_gameList?gameType=RNG&language=en&pageSize=1&${query}`)).json())
      .value.total;
  const label = (n) => `${n.toLocaleString('en-US').replace(/,/g, ',')} game${n === 1 ? '' : 's'}`;

  // 0. the API alone: the first page of the whole list
  const a0 = Date.now();
  await apiTotal('');
  report.apiFirstPageMs = Date.now() - a0;

  // 1. first screen
  const t0 = Date.now();
  await page.goto(`${server.baseURL}/rng`);
  await list.getByRole('listitem').first().waitFor({ timeout: 60_000 });
  report.firstCardsMs = Date.now() - t0;
  await countText.filter({ hasText: /\d/ }).waitFor();
  report.countShown = await countText.innerText();
  report.domNodesFirstPage = await domNodes();

  // 2. every page through infinite scroll (42 per page)
  const t1 = Date.now();
  let pages = 1;
  page.on('response', (r) => {
    if (r.url().includes('GCSGAME_gameList')) pages++;
  });
  // done when, scrolled to the bottom, the last card in the DOM is game number `games`
  for (let guard = 0; guard < 5000; guard++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await list.getByRole('listitem').last().getAttribute('aria-posinset');
    if (Number(last) >= games) break;
    await page.waitForTimeout(30);
  }
  report.loadAllPagesMs = Date.now() - t1;
  report.pagesLoaded = pages;
  report.lastPosition = await list.getByRole('listitem').last().getAttribute('aria-posinset');
  report.domNodesAllLoaded = await domNodes();
  report.renderedCardsAllLoaded = await renderedCards();

  // 3. scroll through the loaded list, starting in its middle: 400 frames at 120 px a frame (a quick
  //    flick, ~7,000 px/s at 60 fps); frame times and long tasks while the rows are recycled
  report.scroll = await page.evaluate(async () => {
    const longTasks = [];
    const observer = new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await new Promise((r) => setTimeout(r, 500));
    const frames = [];
    let last = performance.now();
    await new Promise((done) => {
      const step = () => {
        const now = performance.now();
        frames.push(now - last);
        last = now;
        if (frames.length >= 400) return done();
        window.scrollBy(0, 120);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    observer.disconnect();
    frames.shift(); // the first callback measures the wait before it, not a frame
    frames.sort((a, b) => a - b);
    const pct = (p) => frames[Math.min(frames.length - 1, Math.floor(frames.length * p))];
    const r = (x) => Math.round(x * 10) / 10;
    return {
      pixels: 399 * 120,
      frames: frames.length,
      frameMs: { p50: r(pct(0.5)), p95: r(pct(0.95)), max: r(frames.at(-1)) },
      framesOver50ms: frames.filter((f) => f > 50).length,
      longTasks: longTasks.length,
      longTaskMaxMs: Math.round(Math.max(0, ...longTasks)),
      domNodesWhileScrolling: document.getElementsByTagName('*').length,
    };
  });

  // 4. filter by type (server-side filter, new list): the first type the lobby offers other than slots,
  //    which are most of the catalogue, so the filter narrows the list as a player's would
  await page.evaluate(() => window.scrollTo(0, 0));
  const typeSelect = page.getByRole('combobox', { name: 'Type' });
  const classify = (await typeSelect.locator('option').evaluateAll((os) => os.map((o) => o.value))).find(
    (v) => v && v !== 'SLOT',
  );
  if (!classify) throw new Error('the lobby offers no type to filter by besides slots');
  const filtered = await apiTotal(`gameClassify=${classify}`);
  report.filterMs = await timed(() => typeSelect.selectOption(classify), label(filtered));
  report.filterClassify = classify;
  report.filterResult = filtered;
  report.domNodesFiltered = await domNodes();

  // 5. search by name (typed; the lobby waits 300 ms after the last key before asking)
  await page.getByRole('combobox', { name: 'Type' }).selectOption('');
  await page.waitForFunction(([sel, t]) => document.querySelector(sel)?.textContent === t, [countSelector, label(games)]);
  const found = await apiTotal('gameName=dragon');
  report.searchMs = await timed(
    () => page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('dragon', { delay: 40 }),
    label(found),
  );
  report.searchAfterLastKeyMs = report.searchMs - 5 * 40;
  report.searchDebounceMs = 300;
  report.searchResult = found;
  report.domNodesSearched = await domNodes();
} finally {
  closing = true;
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const out = path.join(root, 'bench/results/lobby.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map(round),
      viewport,
      browser: 'Debian Chromium, headless, no GPU',
      note: 'real server (embedded PGlite) with the slot catalogue copied to BENCH_GAMES (default 20,000) or more games; times include the API round trip; artwork answered from memory as by a CDN. Shared 2-CPU machine: compare runs on the same box only.',
      ...report,
    },
    null,
    2,
  ) + '\n',
);
console.log(`  ${JSON.stringify(report)}\n  → bench/results/lobby.json`);
