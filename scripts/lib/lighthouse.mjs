/**
 * Lighthouse (default config = mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU
 * slowdown) in Debian's Chromium, launched by chrome-launcher with the repository's Chromium flags.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumArgs, chromiumPath as chromePath } from './chromium.mjs';

/**
 * Chromium keeps only the last `--disable-features` it is given, and chrome-launcher passes its own
 * list before ours: ours alone would switch its features back on, RenderDocument among them, which
 * Lighthouse turns off because its traces then lose the page's navigation now and then. One list,
 * last, with both.
 */
const disableFeatures = '--disable-features=';
const chromeFlags = [
  ...chromiumArgs.filter((flag) => !flag.startsWith(disableFeatures)),
  disableFeatures +
    [
      ...new Set(
        [...chromeLauncher.Launcher.defaultFlags(), ...chromiumArgs]
          .filter((flag) => flag.startsWith(disableFeatures))
          .flatMap((flag) => flag.slice(disableFeatures.length).split(','))
          .filter(Boolean),
      ),
    ].join(','),
];

const round = (n, digits = 0) => (typeof n === 'number' ? Number(n.toFixed(digits)) : null);

/** Lighthouse's blocking time of one task: what its mobile preset makes of it (4× slower), past 50 ms. */
const blockingOf = (ms) => Math.max(0, 4 * ms - 50);

/**
 * The page's main thread after its first paint, read from the trace Lighthouse recorded. Lighthouse
 * takes each task's wall time, times four. On a loaded two-core machine much of that wall time is
 * the thread waiting for a core, behind the browser's other processes, Lighthouse itself and the
 * server. The thread's own CPU time per task tells the two apart:
 *   cpuBlockingMs   the same formula applied to each task's CPU time instead of its wall time: the
 *                   blocking the page's own work would cause on a thread that never waited;
 *   wallBlockingMs  the formula on wall time, as the trace shows it (Lighthouse's TBT also stops at
 *                   the page's time to interactive and simulates the network, so it differs);
 *   offCpuShare     of the time in tasks of 10 ms and more, the share the thread was not running.
 * Null when the trace lacks a first paint or thread times.
 */
export function mainThreadAfterPaint(traceEvents) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasks = traceEvents.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
  );
  if (!tasks.length || tasks.every((t) => typeof t.tdur !== 'number')) return null;
  let cpuBlocking = 0;
  let wallBlocking = 0;
  let longWall = 0;
  let longCpu = 0;
  for (const task of tasks) {
    const wall = task.dur / 1000;
    const cpu = (task.tdur ?? task.dur) / 1000;
    cpuBlocking += blockingOf(cpu);
    wallBlocking += blockingOf(wall);
    if (wall >= 10) {
      longWall += wall;
      longCpu += Math.min(cpu, wall);
    }
  }
  return {
    cpuBlockingMs: Math.round(cpuBlocking),
    wallBlockingMs: Math.round(wallBlocking),
    offCpuShare: longWall > 0 ? round(1 - longCpu / longWall, 2) : 0,
  };
}

function summarise(lhr, traceEvents) {
  const a = lhr.audits;
  const mainThread = mainThreadAfterPaint(traceEvents ?? []);
  const requests = a['network-requests']?.details?.items ?? [];
  const bytesOf = (type) => requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibilityScore: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPracticesScore: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seoScore: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcpMs: round(a['first-contentful-paint']?.numericValue),
    lcpMs: round(a['largest-contentful-paint']?.numericValue),
    tbtMs: round(a['total-blocking-time']?.numericValue),
    cls: round(a['cumulative-layout-shift']?.numericValue, 3),
    speedIndexMs: round(a['speed-index']?.numericValue),
    mainThreadCpuBlockingMs: mainThread?.cpuBlockingMs ?? null,
    mainThreadWallBlockingMs: mainThread?.wallBlockingMs ?? null,
    mainThreadOffCpuShare: mainThread?.offCpuShare ?? null,
    // what the page really fetched on first load (compressed transfer sizes)
    scriptTransferBytes: bytesOf('Script'),
    stylesheetTransferBytes: bytesOf('Stylesheet'),
    totalTransferBytes: round(a['total-byte-weight']?.numericValue),
    requests: requests.length,
    // what moved (CLS culprits), so a regression points at its element
    layoutShifts: (a['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({
      element: item.node?.selector ?? item.node?.nodeLabel ?? 'unknown',
      label: item.node?.nodeLabel,
      score: round(item.score, 3),
    })),
  };
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((x, y) => x - y);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Number(((sorted[mid - 1] + sorted[mid]) / 2).toFixed(3));
}

const chromiumVersion = () => {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

const load = () => os.loadavg().map((x) => round(x, 1));

const warnedOf = new Set();

/**
 * Chromium's features change names between builds, and a headless window has twice begun to load a
 * page of the browser's own UI (the address bar's popup) beside the page under test, which took the
 * page's cores from it. Switching such a feature off by name only holds until the next rename: this
 * says, once per page of that kind, when the window held one, so the bench's figures are not trusted
 * blind. The fix is a name in chromium.mjs's --disable-features.
 */
async function warnOfBrowserPages(port) {
  let targets;
  try {
    targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  } catch {
    return; // the browser's own list is a diagnostic: a run is not lost for it
  }
  for (const { type, url } of targets) {
    if (!url.startsWith('chrome://') || type === 'page' || warnedOf.has(url)) continue;
    warnedOf.add(url);
    console.warn(
      `Chromium loaded ${url} (${type}) beside the page under test; its CPU counts against the page: ` +
        'switch its feature off in scripts/lib/chromium.mjs',
    );
  }
}

/** One Lighthouse run on url in a fresh Chromium: the summary and the versions that made it. */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    await warnOfBrowserPages(chrome.port);
    return { summary: summarise(lhr, result.artifacts?.Trace?.traceEvents), lighthouseVersion: lhr.lighthouseVersion };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace it can read (NO_NAVSTART, NO_FCP): it says to run
 * it again, and so does the bench, twice at most, rather than lose the whole run to one recording.
 */
async function lighthouseWithRetries(url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`${error.message}: run ${attempt} of ${url} is measured again`);
    }
  }
}

function medians(results) {
  const keys = Object.keys(results[0] ?? {}).filter((k) => k !== 'layoutShifts');
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
}

const preset = 'mobile (Lighthouse default: simulated throttling, 4x CPU slowdown, Moto G Power)';

/**
 * Runs Lighthouse `runs` times on each page, interleaved (round 1 of every page, then round 2 …), so
 * a machine that gets busier or quieter during the run weighs on every page alike, the floor included.
 * pages: name → absolute URL. Returns the medians and every run per page, and the machine's load.
 */
export async function runLighthousePages(pages, runs = 3) {
  const loadAtStart = load();
  const all = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  let lighthouseVersion;
  for (let i = 0; i < runs; i++) {
    for (const [name, url] of Object.entries(pages)) {
      const once = await lighthouseWithRetries(url);
      lighthouseVersion = once.lighthouseVersion;
      all[name].push(once.summary);
    }
  }
  return {
    preset,
    measuredAt: new Date().toISOString(),
    lighthouseVersion,
    chromium: chromiumVersion(),
    runs,
    // Lighthouse simulates a slow phone, but a busy machine still inflates TBT and LCP: say how busy it was
    machine: { cpus: os.cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: load() },
    pages: Object.fromEntries(
      Object.entries(pages).map(([name, url]) => [
        name,
        { url, path: new URL(url).pathname, median: medians(all[name]), all: all[name] },
      ]),
    ),
  };
}
