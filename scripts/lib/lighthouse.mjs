/**
 * Lighthouse (default config = mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU
 * slowdown) in Debian's Chromium, launched by chrome-launcher with the repository's Chromium flags.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumArgs as chromeFlags, chromiumPath as chromePath } from './chromium.mjs';

const round = (n, digits = 0) => (typeof n === 'number' ? Number(n.toFixed(digits)) : null);

function summarise(lhr) {
  const a = lhr.audits;
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

/** Runs Lighthouse `runs` times on url (a fresh Chromium each time); returns every run and the medians. */
export async function runLighthouse(url, runs = 3) {
  const results = [];
  const loadBefore = os.loadavg()[0];
  let versions = {};
  for (let i = 0; i < runs; i++) {
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
      versions = { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment?.hostUserAgent };
      results.push(summarise(lhr));
    } finally {
      await chrome.kill();
    }
  }
  const keys = Object.keys(results[0] ?? {});
  let chromium = '';
  try {
    chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    /* version unknown */
  }
  return {
    url: new URL(url).pathname,
    preset: 'mobile (Lighthouse default: simulated throttling, 4x CPU slowdown, Moto G Power)',
    measuredAt: new Date().toISOString(),
    lighthouseVersion: versions.lighthouse,
    chromium,
    runs: results.length,
    // Lighthouse simulates a slow phone, but a busy machine still inflates TBT and LCP: say how busy it was
    machine: { cpus: os.cpus().length, load1mBefore: round(loadBefore, 1), load1mAfter: round(os.loadavg()[0], 1) },
    median: Object.fromEntries(keys.filter((k) => k !== 'layoutShifts').map((k) => [k, median(results.map((r) => r[k]))])),
    all: results,
  };
}
