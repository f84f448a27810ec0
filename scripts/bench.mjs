#!/usr/bin/env node
/**
 * `npm run bench`: measurements, never pass/fail tests. Every figure is set beside a floor built and
 * measured in the same run on the same machine, and read as a ratio to it (docs/decisions/0022-bench-floor.md):
 *   bench/results/bundle.json      gzipped JS and CSS the home route loads first, every lazy chunk, and
 *                                  the home JS ÷ the floor app's JS
 *   bench/results/lighthouse.json  Lighthouse (mobile preset) on /, /rng and /lottery of a real server and
 *                                  on the floor app: score, FCP, LCP, TBT, CLS, the ratios to the floor
 *   bench/results/floor.json       the floors themselves: the minimal React app (bench/floor/web), its JS
 *                                  and Lighthouse figures, and the Fastify hello world's req/s per database
 *   bench/results/summary.json     every figure, its floor, ratio, goal and whether it is met (also
 *                                  printed as a table at the end)
 * then bench/api-load.mjs (on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is
 * set), bench/lobby.mjs, bench/settlement.mjs and bench/scale.mjs (cost against catalogue and
 * membership size, and the EXPLAIN records of every list query: scale.json, explain.json), each
 * writing its own results.
 * LIGHTHOUSE_RUNS (default 3) runs are made of each page, interleaved; the median is kept.
 * `npm run bench -- --web` measures the web figures only (bundle, Lighthouse, their floors): the
 * summary then shows those alone, as the other results files are from an earlier run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFloorWeb, measureFloorWeb, serveFloorWeb } from '../bench/floor/web-floor.mjs';
import { checkBudget } from './lib/budget.mjs';
import { runLighthousePages } from './lib/lighthouse.mjs';
import { startServer } from './lib/server.mjs';
import { buildWeb, root } from './lib/web-build.mjs';

const results = path.join(root, 'bench/results');
fs.mkdirSync(results, { recursive: true });
const webDist = path.join(root, '.tmp/bench-web-dist');
const floorDist = path.join(root, '.tmp/bench-floor-web');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const webOnly = process.argv.includes('--web');

const load = () => os.loadavg().map((x) => Math.round(x * 10) / 10);
const startedAt = new Date();
const machineAtStart = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', loadAverageAtStart: load() };
const machine = () => ({ ...machineAtStart, loadAverageAtEnd: load() });
const resultPath = (name) => path.join(results, name);
const readResult = (name) => (fs.existsSync(resultPath(name)) ? JSON.parse(fs.readFileSync(resultPath(name), 'utf8')) : null);
const writeResult = (name, data) => fs.writeFileSync(resultPath(name), JSON.stringify(data, null, 2) + '\n');
const ratio = (value, floor) =>
  typeof value === 'number' && typeof floor === 'number' && floor > 0 ? Number((value / floor).toFixed(3)) : null;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const count = (n) => n.toLocaleString('en-US');
const msOf = (n) => (typeof n === 'number' ? `${n} ms` : '—');

/** The goals of the site's figures: the ratio goals hold against the floor of the same run. */
const goals = {
  homeJsToFloorAtMost: 1.6,
  fcpToFloorAtMost: 1.15,
  performanceScoreAtLeast: 95,
  fcpMsAtMost: 1200,
  lcpMsAtMost: 2000,
  tbtMsAtMost: 150,
  clsAtMost: 0.02,
  // a draw of this size settles within the time on PostgreSQL; on either database no request waits
  // longer than the probe goal behind it
  settlementBets: 100_000,
  settlementPostgresMsAtMost: 5000,
  settlementProbeWaitMsAtMost: 250,
  // the lobby holding this many games keeps its DOM under the count however far it is scrolled
  lobbyGames: 20_000,
  lobbyDomNodesAtMost: 2000,
};

if (machineAtStart.loadAverageAtStart[0] > machineAtStart.cpus) {
  console.log(
    `note: the machine is busy (load ${machineAtStart.loadAverageAtStart[0]} on ${machineAtStart.cpus} CPUs): ` +
      'read the ratios, the absolute figures will be low',
  );
}

console.log('▶ web build (with manifest)');
await buildWeb(webDist, { manifest: true, quiet: true });
const budget = checkBudget(webDist);
console.log(`  bundle: ${budget.note}`);

console.log('▶ web floor: a minimal React app (bench/floor/web), same Vite and React plugin');
await buildFloorWeb(floorDist);
const floorBundle = measureFloorWeb(floorDist);
const floorReport = {
  date: startedAt.toISOString(),
  note: 'the floors every figure of this run is divided by, measured on the same machine in the same run',
  web: {
    app: 'bench/floor/web: React 19 createRoot rendering a header, a heading and a paragraph; built by the site’s Vite and @vitejs/plugin-react',
    bundle: { note: 'entry chunk and its static imports, gzip level 9 (as the home route in bundle.json)', js: floorBundle },
  },
};
if (budget.report) {
  const homeJs = budget.report.home.js.gzipBytes;
  const toFloor = ratio(homeJs, floorBundle.gzipBytes);
  writeResult('bundle.json', {
    ...budget.report,
    machine: machine(),
    floor: { app: 'bench/floor/web', jsGzipBytes: floorBundle.gzipBytes, jsRawBytes: floorBundle.rawBytes },
    homeJsToFloor: toFloor,
    goal: { homeJsToFloorAtMost: goals.homeJsToFloorAtMost },
    meetsGoal: toFloor !== null && toFloor <= goals.homeJsToFloorAtMost,
  });
}
console.log(
  `  floor JS ${kb(floorBundle.gzipBytes)} gzipped; home ${budget.report ? kb(budget.report.home.js.gzipBytes) : '?'}` +
    ` = ${budget.report ? ratio(budget.report.home.js.gzipBytes, floorBundle.gzipBytes) : '?'}× the floor` +
    `  → bench/results/bundle.json`,
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-bench-'));
let failed = false;
/** Runs a bench script as its own process with extra environment; false when it failed. */
function runScript(name, env) {
  const file = path.join(root, 'bench', name);
  if (!fs.existsSync(file)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: root, stdio: 'inherit', env });
    child.on('exit', (c) => {
      if (c !== 0) console.error(`  bench/${name} exited with ${c}`);
      resolve(c === 0);
    });
  });
}

try {
  console.log('▶ server on a fresh data directory, and the floor app on its own loopback server');
  const server = await startServer({ dataDir, webDist, env: { NODE_ENV: 'production', RUN_JOBS: 'true' } });
  const floorServer = await serveFloorWeb(floorDist);
  try {
    console.log(`  ${server.baseURL} (site), ${floorServer.baseURL} (floor)`);
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const sitePaths = ['/', '/rng', '/lottery'];
    // One request for each page first, as a phone: a server's first render of a kind of page loads
    // that page's code and texts (several passes); every later visitor gets the one-pass render, and
    // the floor app is static files. Lighthouse's first run is then not a measure of a cold start.
    const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
    for (const p of sitePaths) await (await fetch(`${server.baseURL}${p}`, { headers: { 'user-agent': phone } })).text();
    console.log(`▶ lighthouse ×${runs} (mobile preset), interleaved: floor ${sitePaths.join(' ')}`);
    const lh = await runLighthousePages(
      { floor: `${floorServer.baseURL}/`, ...Object.fromEntries(sitePaths.map((p) => [p, `${server.baseURL}${p}`])) },
      runs,
    );
    const floorLh = lh.pages.floor;
    const pages = {};
    for (const p of sitePaths) {
      const m = lh.pages[p].median;
      const f = floorLh.median;
      const checks = {
        performanceScore: { value: m.performanceScore, atLeast: goals.performanceScoreAtLeast },
        fcpMs: { value: m.fcpMs, atMost: goals.fcpMsAtMost },
        fcpToFloor: { value: ratio(m.fcpMs, f.fcpMs), atMost: goals.fcpToFloorAtMost },
        lcpMs: { value: m.lcpMs, atMost: goals.lcpMsAtMost },
        tbtMs: { value: m.tbtMs, atMost: goals.tbtMsAtMost },
        cls: { value: m.cls, atMost: goals.clsAtMost },
      };
      for (const c of Object.values(checks)) {
        c.met = typeof c.value === 'number' && ('atLeast' in c ? c.value >= c.atLeast : c.value <= c.atMost);
      }
      pages[p] = {
        ...lh.pages[p],
        ratiosToFloor: {
          fcp: ratio(m.fcpMs, f.fcpMs),
          lcp: ratio(m.lcpMs, f.lcpMs),
          tbt: ratio(m.tbtMs, f.tbtMs),
          speedIndex: ratio(m.speedIndexMs, f.speedIndexMs),
          scriptTransferBytes: ratio(m.scriptTransferBytes, f.scriptTransferBytes),
        },
        goals: checks,
        meetsGoal: Object.values(checks).every((c) => c.met),
      };
      console.log(
        `  ${p.padEnd(9)} score ${m.performanceScore}, FCP ${m.fcpMs} ms (${pages[p].ratiosToFloor.fcp}× floor), ` +
          `LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`,
      );
    }
    const fm = floorLh.median;
    console.log(
      `  floor     score ${fm.performanceScore}, FCP ${fm.fcpMs} ms, LCP ${fm.lcpMs} ms, TBT ${fm.tbtMs} ms, CLS ${fm.cls}`,
    );
    const { pages: _all, ...lhHead } = lh;
    writeResult('lighthouse.json', {
      ...lhHead,
      machine: { ...lh.machine, cpuModel: machineAtStart.cpuModel },
      note: 'medians of interleaved runs (floor, /, /rng, /lottery, then again); the floor is bench/floor/web served like the site (immutable hashed assets, Brotli); compare ratios across runs',
      goals,
      floor: floorLh,
      pages,
    });
    floorReport.web.lighthouse = floorLh;
    console.log('  → bench/results/lighthouse.json');
  } finally {
    await floorServer.stop();
    // the other benches start their own servers: this one (and its jobs) must not load the machine under them
    await server.stop();
  }

  if (!webOnly) {
    const env = { ...process.env, BENCH_WEB_DIST: webDist };
    delete env.BENCH_DATABASE_URL;
    console.log('▶ bench/api-load.mjs on PGlite');
    if (!(await runScript('api-load.mjs', env))) failed = true;
    if (pgUrl) {
      console.log('▶ bench/api-load.mjs on PostgreSQL');
      if (!(await runScript('api-load.mjs', { ...env, BENCH_DATABASE_URL: pgUrl }))) failed = true;
    }
    console.log('▶ bench/lobby.mjs');
    if (!(await runScript('lobby.mjs', env))) failed = true;
    console.log(`▶ bench/settlement.mjs${pgUrl ? ' (PGlite and PostgreSQL)' : ''}`);
    if (!(await runScript('settlement.mjs', pgUrl ? { ...env, BENCH_DATABASE_URL: pgUrl } : env))) failed = true;
    console.log(`▶ bench/scale.mjs${pgUrl ? ' (PGlite and PostgreSQL)' : ''}`);
    if (!(await runScript('scale.mjs', pgUrl ? { ...env, BENCH_DATABASE_URL: pgUrl } : env))) failed = true;
  }
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// only what this run measured: a results file keeps the other database's section from an older run
const fresh = (section) => section && new Date(section.date) >= startedAt;
const api = readResult('api.json') ?? {};
const settlement = readResult('settlement.json') ?? {};
floorReport.api = webOnly
  ? // the API floors stay those of the run that measured the API
    (readResult('floor.json')?.api ?? {})
  : Object.fromEntries(
      ['pglite', 'postgres'].filter((k) => fresh(api[k])).map((k) => [k, { database: api[k].database, ...api[k].floor }]),
    );
floorReport.machine = machine();
writeResult('floor.json', floorReport);

/** @type {{ figure: string, value: string, floor: string, ratio: string, goal: string, met: boolean | null }[]} */
const rows = [];
const bundle = readResult('bundle.json');
if (bundle?.floor) {
  rows.push({
    figure: 'home first-load JS (gzip)',
    value: kb(bundle.home.js.gzipBytes),
    floor: kb(bundle.floor.jsGzipBytes),
    ratio: `${bundle.homeJsToFloor}×`,
    goal: `≤ ${goals.homeJsToFloorAtMost}×`,
    met: bundle.meetsGoal,
  });
}
const lighthouse = readResult('lighthouse.json');
if (lighthouse?.pages && fresh({ date: lighthouse.measuredAt })) {
  const f = lighthouse.floor.median;
  for (const [p, page] of Object.entries(lighthouse.pages)) {
    const m = page.median;
    const g = page.goals;
    rows.push(
      {
        figure: `${p} performance score`,
        value: String(m.performanceScore),
        floor: String(f.performanceScore),
        ratio: '',
        goal: `≥ ${goals.performanceScoreAtLeast}`,
        met: g.performanceScore.met,
      },
      {
        figure: `${p} FCP`,
        value: msOf(m.fcpMs),
        floor: msOf(f.fcpMs),
        ratio: `${page.ratiosToFloor.fcp}×`,
        goal: `≤ ${goals.fcpToFloorAtMost}× and ≤ ${goals.fcpMsAtMost} ms`,
        met: g.fcpToFloor.met && g.fcpMs.met,
      },
      {
        figure: `${p} LCP`,
        value: msOf(m.lcpMs),
        floor: msOf(f.lcpMs),
        ratio: `${page.ratiosToFloor.lcp}×`,
        goal: `≤ ${goals.lcpMsAtMost} ms`,
        met: g.lcpMs.met,
      },
      {
        figure: `${p} TBT`,
        value: msOf(m.tbtMs),
        floor: msOf(f.tbtMs),
        ratio: page.ratiosToFloor.tbt === null ? '' : `${page.ratiosToFloor.tbt}×`,
        goal: `≤ ${goals.tbtMsAtMost} ms`,
        met: g.tbtMs.met,
      },
      {
        // not a goal: TBT's formula on the main thread's CPU time per task, without the waits for a core
        figure: `${p} main thread: blocking from CPU time (off-CPU share)`,
        value: `${msOf(m.mainThreadCpuBlockingMs)} (${m.mainThreadOffCpuShare ?? '—'})`,
        floor: `${msOf(f.mainThreadCpuBlockingMs)} (${f.mainThreadOffCpuShare ?? '—'})`,
        ratio: '',
        goal: 'diagnostic',
        met: null,
      },
      { figure: `${p} CLS`, value: String(m.cls), floor: String(f.cls), ratio: '', goal: `≤ ${goals.clsAtMost}`, met: g.cls.met },
    );
  }
}
for (const key of ['pglite', 'postgres']) {
  const section = api[key];
  if (!fresh(section) || !section.floor) continue;
  for (const s of section.scenarios) {
    rows.push({
      figure: `API ${key}: ${s.name}`,
      value: `${s.requestsPerSecond} req/s, p99 ${s.latencyMs.p99} ms`,
      floor: `${s.floorRequestsPerSecond} req/s`,
      ratio: `${s.ratioToFloor}×`,
      goal: `≥ ${s.goal.ratioToFloorAtLeast}× and p99 ≤ ${s.goal.p99MsAtMost} ms`,
      met: s.meetsGoal,
    });
  }
}
for (const key of ['pglite', 'postgres']) {
  const s = settlement[key];
  if (!fresh(s)) continue;
  // the goals name a size: a smaller draw (BENCH_BETS) is measured but judged by nothing
  const fullSize = s.bets >= goals.settlementBets;
  rows.push({
    figure: `settlement ${key}: ${count(s.bets)} bets, ${s.transactions} transactions`,
    value: msOf(s.settleMs),
    floor: msOf(s.floorMs),
    ratio: `${s.ratioToFloor}×`,
    goal: key === 'postgres' && fullSize ? `≤ ${goals.settlementPostgresMsAtMost} ms` : '',
    met: key === 'postgres' && fullSize ? s.settleMs <= goals.settlementPostgresMsAtMost : null,
  });
  rows.push({
    figure: `settlement ${key}: longest wait of a request behind the draw`,
    value: `${msOf(s.longestProbeWaitMs)} (${s.probes} probes)`,
    floor: '',
    ratio: '',
    goal: fullSize ? `≤ ${goals.settlementProbeWaitMsAtMost} ms` : '',
    met: fullSize ? s.longestProbeWaitMs <= goals.settlementProbeWaitMsAtMost : null,
  });
}

const lobby = readResult('lobby.json');
if (fresh(lobby)) {
  const fullSize = lobby.games >= goals.lobbyGames;
  const mostNodes = Math.max(
    lobby.domNodesFirstPage,
    lobby.domNodesAllLoaded,
    lobby.scroll.domNodesWhileScrolling,
    lobby.domNodesFiltered,
    lobby.domNodesSearched,
  );
  rows.push({
    figure: `lobby: DOM nodes at most, ${count(lobby.games)} games all loaded, scrolled, filtered, searched`,
    value: count(mostNodes),
    floor: `${count(lobby.domNodesFirstPage)} on the first page`,
    ratio: `${ratio(mostNodes, lobby.domNodesFirstPage)}×`,
    goal: fullSize ? `≤ ${count(goals.lobbyDomNodesAtMost)}` : '',
    met: fullSize ? mostNodes <= goals.lobbyDomNodesAtMost : null,
  });
  rows.push({
    figure: `lobby: first cards, filter, search (browser, with the API round trip)`,
    value: `${msOf(lobby.firstCardsMs)}, ${msOf(lobby.filterMs)}, ${msOf(lobby.searchAfterLastKeyMs)} after the last key`,
    floor: '',
    ratio: '',
    goal: '',
    met: null,
  });
}

const scale = readResult('scale.json') ?? {};
for (const key of ['pglite', 'postgres']) {
  const s = scale[key];
  if (!fresh(s)) continue;
  const step = (k) => s.steps.find((x) => x.step === k);
  const dims = {
    catalogue: `games ${count(step('small').games)} → ${count(step('catalogue').games)}`,
    members: `members ${count(step('catalogue').members)} → ${count(step('members').members)}`,
  };
  for (const c of s.comparisons) {
    for (const [dim, label] of Object.entries(dims)) {
      const r = c[dim];
      rows.push({
        figure: `scale ${key}: ${c.name}, ${label}`,
        value: `${r.to.requestsPerSecond} req/s, p99 ${r.to.p99Ms} ms`,
        floor: `${r.from.requestsPerSecond} req/s, p99 ${r.from.p99Ms} ms`,
        ratio: `${r.ratio}×`,
        goal: `≥ ${s.goal.ratioAtLeast}× the smaller size`,
        met: r.meetsGoal,
      });
    }
  }
  for (const t of s.serverSide) {
    const large = t.byStep.members;
    const small = t.byStep.small;
    rows.push({
      figure: `scale ${key}: ${t.name}, server-side at ${count(step('members').games)} games`,
      value: `p95 ${large.p95Ms} ms, median ${large.medianMs} ms${t.machineBusy ? ' (machine busy)' : ''}`,
      floor: `p95 ${small.p95Ms} ms at ${count(step('small').games)} games`,
      ratio: `${ratio(large.p95Ms, small.p95Ms)}×`,
      goal: `p95 ≤ ${s.goal.serverSideP95MsAtMost} ms`,
      met: t.meetsGoal,
    });
  }
  const e = s.explain;
  rows.push({
    figure: `EXPLAIN ${key}: list queries (bench/results/explain.json)`,
    value: `${e.queries} queries; ${e.seqScansOfLargeTables} scan a large table, ${e.largeSorts} sort a large input`,
    floor: '',
    ratio: '',
    goal: 'every list query explained',
    met: e.callsFailed.length === 0 && e.explainFailed === 0,
  });
}

const end = machine();
writeResult('summary.json', {
  date: startedAt.toISOString(),
  machine: end,
  note: 'every figure of this run beside its floor (same machine, same run); a ratio goal holds whatever the machine’s load, an absolute goal only on a quiet machine',
  goals,
  rows,
});

const columns = /** @type {const} */ (['figure', 'value', 'floor', 'ratio', 'goal', 'met']);
const cell = (row, c) => (c === 'met' ? (row.met === null ? '—' : row.met ? 'met' : 'NOT met') : row[c] || '—');
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r, c).length)));
const line = (values) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
console.log('\n▶ summary (bench/results/summary.json)');
console.log(line([...columns]));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(columns.map((c) => cell(r, c))));
console.log(
  `machine: ${end.cpus} CPUs (${end.cpuModel}), load ${end.loadAverageAtStart.join(' / ')} at start, ${end.loadAverageAtEnd.join(' / ')} at end` +
    (end.loadAverageAtStart[0] > end.cpus || end.loadAverageAtEnd[0] > end.cpus
      ? ' — busy: trust the ratios, not the absolute figures'
      : ''),
);
process.exit(failed ? 1 : 0);
