#!/usr/bin/env node
/**
 * `npm run bench`: measurements, never pass/fail tests.
 *   bench/results/bundle.json      gzipped JS and CSS the home route loads first, and every lazy chunk
 *   bench/results/lighthouse.json  Lighthouse (mobile preset) on / of a real server: score, FCP, LCP, TBT, CLS
 * then bench/api-load.mjs, bench/lobby.mjs and bench/settlement.mjs when present (each gets BENCH_BASE_URL of a running
 * server and writes its own results). LIGHTHOUSE_RUNS (default 3) runs are made; the median is kept.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBudget } from './lib/budget.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { startServer } from './lib/server.mjs';
import { buildWeb, root } from './lib/web-build.mjs';

const results = path.join(root, 'bench/results');
fs.mkdirSync(results, { recursive: true });
const webDist = path.join(root, '.tmp/bench-web-dist');

console.log('▶ web build (with manifest)');
await buildWeb(webDist, { manifest: true, quiet: true });
const budget = checkBudget(webDist);
console.log(`  bundle: ${budget.note}\n  → bench/results/bundle.json`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-bench-'));
console.log('▶ server on a fresh data directory');
const server = await startServer({ dataDir, webDist, env: { NODE_ENV: 'production', RUN_JOBS: 'true' } });
let failed = false;
try {
  console.log(`  ${server.baseURL}`);
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  console.log(`▶ lighthouse ×${runs} (mobile preset) on ${server.baseURL}/`);
  const report = await runLighthouse(`${server.baseURL}/`, runs);
  fs.writeFileSync(path.join(results, 'lighthouse.json'), JSON.stringify(report, null, 2) + '\n');
  const m = report.median;
  console.log(
    `  score ${m.performanceScore}, FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}` +
      `  → bench/results/lighthouse.json`,
  );

  for (const name of ['api-load.mjs', 'lobby.mjs', 'settlement.mjs']) {
    const file = path.join(root, 'bench', name);
    if (!fs.existsSync(file)) continue;
    console.log(`▶ bench/${name}`);
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [file], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, BENCH_BASE_URL: server.baseURL, BENCH_DATA_DIR: dataDir, BENCH_WEB_DIST: webDist },
      });
      child.on('exit', (c) => resolve(c ?? 1));
    });
    if (code !== 0) {
      failed = true;
      console.error(`  bench/${name} exited with ${code}`);
    }
  }
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
