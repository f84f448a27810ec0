#!/usr/bin/env node
/**
 * Scale bench: does a request cost more when the catalogue or the membership grows? A database is
 * prepared at three sizes by bench/support/prepare-scale.ts, each a copy of the one before, grown:
 *   small      the demo's catalogue (~2k games) and 1,000 members
 *   catalogue  20,000 games (the catalogue copied with new codes), still 1,000 members
 *   members    20,000 games and 100,000 members (each with a session, wallet, deposit, rounds, a
 *              lottery bet and messages; a fifth of them in agent01's team)
 * A real server runs on each copy, all at once (idle but for the one being loaded). Measured at each
 * size: the game list's first page, a filtered search, the balance and the game list with a member's
 * token under BENCH_CONNECTIONS (16) connections with autocannon, req/s and p99; and the server-side
 * time of a filter, a search and a filtered search at one connection, each request a new filter or
 * term so none is answered from the server's few-second answer cache (median, p95).
 * Every load run is made in BENCH_PASSES passes (5), in size order and in reverse by turns, so a
 * drift in the machine's load weighs on every size alike; a size's figure is the median of its
 * runs. The floor of a larger size's figure is the same figure at the smaller size, measured in the
 * same pass: the ratio, catalogue ÷ small (games 1.8k → 20k) or members ÷ catalogue (members 1k →
 * 100k), is the median of the passes' ratios, so a pass disturbed by another program on the machine
 * does not decide it. Goals: ratio ≥ 0.8 (a request costs no more with size, within noise); filter
 * and search p95 ≤ 50 ms at 20,000 games.
 * Then, at the largest size, bench/support/explain-lists.ts explains every list query the server
 * runs (bench/results/explain.json). Writes bench/results/scale.json. A measurement, not a test.
 *
 *   node bench/scale.mjs                      on PGlite; with BENCH_DATABASE_URL also on PostgreSQL
 *   BENCH_SCALE_DATABASES=postgres            one of them only
 *   BENCH_SECONDS (default 10) per load run, BENCH_PASSES (5), BENCH_CONNECTIONS (16), BENCH_TIMED
 *   (40) timed requests a pass
 *   BENCH_SCALE_GAMES (20000), BENCH_SCALE_MEMBERS (100000), BENCH_SMALL_MEMBERS (1000)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../scripts/lib/server.mjs';
import { loadRun } from './support/load-run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 10));
const connections = Math.min(64, Number(process.env.BENCH_CONNECTIONS ?? 16));
const timedCount = Math.max(5, Number(process.env.BENCH_TIMED ?? 40));
const passCount = Math.max(1, Number(process.env.BENCH_PASSES ?? 5));
const largeGames = Number(process.env.BENCH_SCALE_GAMES ?? 20_000);
const largeMembers = Number(process.env.BENCH_SCALE_MEMBERS ?? 100_000);
const smallMembers = Number(process.env.BENCH_SMALL_MEMBERS ?? 1_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
const only = process.env.BENCH_SCALE_DATABASES?.split(',');
const goal = { ratioAtLeast: 0.8, serverSideP95MsAtMost: 50 };
const round = (x) => Math.round(x * 10) / 10;
const load = () => os.loadavg().map(round);

const steps = [
  { key: 'small', games: 0, members: smallMembers },
  { key: 'catalogue', games: largeGames, members: smallMembers },
  { key: 'members', games: largeGames, members: largeMembers },
];

/** The loaded scenarios: what every visitor and every signed-in page asks for. */
const scenarios = (token) => [
  { name: 'gameList first page', path: '/wps/relay/GCSGAME_gameList' },
  {
    name: 'gameList filtered search',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT&gameName=dragon&minBet=0.5&pageSize=42',
  },
  { name: 'wallet balance (member)', path: '/wps/v2/wallets/balance', headers: { token } },
  { name: 'gameList first page (member token)', path: '/wps/relay/GCSGAME_gameList', headers: { token } },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
const middle = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const median = (rows, of) => Math.round(middle(rows.map(of)));

/**
 * Server-side answer times at one connection: each request a filter or term not asked before (`pass`
 * keeps the passes apart), so the server reads the database — rows and total — instead of its
 * answer cache. The first few, of terms of their own, warm the connection and are not kept.
 */
async function timeFiltersAndSearches(base, prepared, pass) {
  const terms = prepared.searchTerms;
  const classify = prepared.classifies[0] ?? 'SLOT';
  // the minimum bet in cents differs from request to request: the same plan, a new cache key
  const cents = (i) => ((pass * timedCount + i + 1) / 100).toFixed(2);
  const term = (i) => encodeURIComponent(terms[(pass * timedCount + i) % terms.length]);
  const kinds = {
    filter: (i) => `gameType=RNG&gameClassify=${classify}&minBet=${(1 + Number(cents(i))).toFixed(2)}`,
    // a term not searched before; past the end of the list, a term again with another page size
    search: (i) => `gameName=${term(i)}&pageSize=${42 + Math.floor((pass * timedCount + i) / terms.length)}`,
    'filtered search': (i) =>
      `gameType=RNG&gameClassify=${classify}&gameName=${term(i)}&minBet=${(5 + Number(cents(i))).toFixed(2)}`,
  };
  const out = { loadAverage: load()[0] };
  for (const [name, query] of Object.entries(kinds)) {
    for (let w = 0; w < 3; w++)
      await (await fetch(`${base}/wps/relay/GCSGAME_gameList?gameName=warm${pass}${name.length}x${w}`)).text();
    const ms = [];
    let found = 0;
    for (let i = 0; i < timedCount; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/wps/relay/GCSGAME_gameList?${query(i)}`);
      const body = await res.json();
      ms.push(performance.now() - t0);
      if (!res.ok) throw new Error(`${query(i)} answered ${res.status}: ${JSON.stringify(body)}`);
      found += body.value.total;
    }
    out[name] = { example: `/wps/relay/GCSGAME_gameList?${query(0)}`, ms, meanGamesFound: Math.round(found / ms.length) };
  }
  return out;
}

/** Runs a bench/support script on the database; the last line of its output is JSON. */
function support(script, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/support/${script}`], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr || r.stdout}`);
  return r.stdout.trim().split('\n').at(-1);
}

/**
 * A database at each of the three sizes: the small one prepared, then copied and grown into the
 * next (a PGlite directory copied, a PostgreSQL database made from the previous as its template).
 */
async function prepareSizes(kind) {
  const dirs = [];
  const dbs = [];
  const made = [];
  const admin = kind === 'postgres' ? new pg.Client({ connectionString: pgUrl }) : null;
  await admin?.connect();
  try {
    for (const [i, step] of steps.entries()) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tala-scale-${step.key}-`));
      dirs.push(dataDir);
      let databaseUrl;
      if (admin) {
        const name = `tala_bench_${step.key}_${Date.now().toString(36)}`;
        await admin.query(`CREATE DATABASE ${name}${i > 0 ? ` TEMPLATE ${dbs[i - 1]}` : ''}`);
        dbs.push(name);
        const url = new URL(pgUrl);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      } else if (i > 0) {
        fs.cpSync(dirs[i - 1], dataDir, { recursive: true });
      }
      const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
      const env = { ...process.env, DATA_DIR: dataDir, ...dbEnv };
      if (!databaseUrl) delete env.DATABASE_URL;
      delete env.REDIS_URL;
      const t0 = performance.now();
      const prepared = JSON.parse(
        support('prepare-scale.ts', { ...env, BENCH_GAMES: String(step.games), BENCH_MEMBERS: String(step.members) }),
      );
      const prepareSeconds = round((performance.now() - t0) / 1000);
      console.log(
        `  ${kind} ${step.key}: ${prepared.games} games, ${prepared.members} members (agent01's team ${prepared.agentTeam}), prepared in ${prepareSeconds} s`,
      );
      made.push({ step, dataDir, dbEnv, env, prepared, prepareSeconds });
    }
  } catch (err) {
    await dropSizes({ dirs, dbs, admin });
    throw err;
  }
  return { sizes: made, cleanup: () => dropSizes({ dirs, dbs, admin }) };
}

async function dropSizes({ dirs, dbs, admin }) {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of dbs) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
}

/**
 * One database at the three sizes: a server on each at once (idle but for the one being loaded),
 * every load run made in passes (size order and reverse by turns), so a machine that gets busier or
 * quieter during the run weighs on every size alike; each figure is the median of its runs.
 */
async function measure(kind) {
  const loadAtStart = load();
  const { sizes, cleanup } = await prepareSizes(kind);
  const servers = [];
  let explain = null;
  const measured = sizes.map((s) => {
    const { token: _token, searchTerms: _terms, classifies: _classifies, ...counts } = s.prepared;
    return { step: s.step.key, ...counts, prepareSeconds: s.prepareSeconds, runs: {}, timed: {} };
  });
  try {
    for (const s of sizes) {
      const server = await startServer({
        dataDir: s.dataDir,
        webDist: path.join(s.dataDir, 'no-web'),
        env: { NODE_ENV: 'production', RUN_JOBS: 'false', ...s.dbEnv },
      });
      servers.push(server);
      if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(server.baseURL))
        throw new Error(`refusing to load anything but loopback: ${server.baseURL}`);
    }
    const order = sizes.map((_, i) => i);
    const passes = Array.from({ length: passCount }, (_, p) => (p % 2 ? [...order].reverse() : order));
    for (const [n, s] of scenarios('').entries()) {
      for (const [pass, order] of passes.entries()) {
        for (const i of order) {
          const sc = scenarios(sizes[i].prepared.token)[n];
          const url = servers[i].baseURL + sc.path;
          if (pass === 0) {
            const check = await fetch(url, { headers: sc.headers ?? {} });
            if (!check.ok) throw new Error(`${sc.path} answered ${check.status}: ${await check.text()}`);
          }
          (measured[i].runs[s.name] ??= []).push(
            await loadRun({ url, headers: sc.headers, connections, seconds, warmUp: pass === 0 }),
          );
        }
      }
      console.log(
        `    ${s.name.padEnd(36)} ` +
          measured.map((m) => `${m.step} ${median(m.runs[s.name], (r) => r.requestsPerSecond)} req/s`).join(', '),
      );
    }
    for (const [pass, order] of passes.entries())
      for (const i of order) measured[i].timed[pass] = await timeFiltersAndSearches(servers[i].baseURL, sizes[i].prepared, pass);
  } catch (err) {
    for (const server of servers) await server.stop();
    await cleanup();
    throw err;
  }
  for (const server of servers) await server.stop();
  try {
    console.log(`  ${kind}: explaining every list query at ${largeGames} games and ${largeMembers} members`);
    const largest = sizes.at(-1);
    const file = path.join(largest.dataDir, 'explain.json');
    support('explain-lists.ts', { ...largest.env, BENCH_EXPLAIN_OUT: file });
    explain = JSON.parse(fs.readFileSync(file, 'utf8'));
  } finally {
    await cleanup();
  }

  for (const m of measured) {
    m.scenarios = Object.entries(m.runs).map(([name, runs]) => ({
      name,
      path: scenarios('').find((s) => s.name === name).path,
      requestsPerSecond: median(runs, (r) => r.requestsPerSecond),
      latencyMs: {
        p50: median(runs, (r) => r.latencyMs.p50),
        p99: median(runs, (r) => r.latencyMs.p99),
        max: Math.max(...runs.map((r) => r.latencyMs.max)),
      },
      errors: runs.reduce((n, r) => n + r.errors, 0),
      timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      runs,
    }));
    // the timed requests of every pass together
    m.serverSide = Object.fromEntries(
      Object.keys(m.timed[0])
        .filter((name) => name !== 'loadAverage')
        .map((name) => {
          const passes = Object.values(m.timed);
          const ms = passes.flatMap((p) => p[name].ms).sort((a, b) => a - b);
          return [
            name,
            {
              example: m.timed[0][name].example,
              requests: ms.length,
              medianMs: round(percentile(ms, 0.5)),
              p95Ms: round(percentile(ms, 0.95)),
              maxMs: round(ms.at(-1)),
              meanGamesFound: Math.round(passes.reduce((n, p) => n + p[name].meanGamesFound, 0) / passes.length),
              // the machine's load (1 min) as each pass began: above its CPU count, the times are the machine's too
              loadAverages: passes.map((p) => p.loadAverage),
            },
          ];
        }),
    );
    delete m.runs;
    delete m.timed;
  }

  const at = (key) => measured.find((m) => m.step === key);
  /**
   * The larger size's req/s ÷ the smaller size's, pass by pass (measured minutes apart at most), and
   * the median of those: below 1, a request costs more at the larger size.
   */
  const compare = (name, from, to) => {
    const a = at(from).scenarios.find((s) => s.name === name);
    const b = at(to).scenarios.find((s) => s.name === name);
    const byPass = a.runs.map((r, p) => Number((b.runs[p].requestsPerSecond / r.requestsPerSecond).toFixed(3)));
    const ratio = Number(middle(byPass).toFixed(3));
    const clean = (s) => s.errors === 0 && s.timeouts === 0 && s.non2xx === 0;
    return {
      from: { step: from, requestsPerSecond: a.requestsPerSecond, p99Ms: a.latencyMs.p99 },
      to: { step: to, requestsPerSecond: b.requestsPerSecond, p99Ms: b.latencyMs.p99 },
      ratio,
      byPass,
      p99Ratio: a.latencyMs.p99 > 0 ? Number((b.latencyMs.p99 / a.latencyMs.p99).toFixed(3)) : null,
      meetsGoal: ratio >= goal.ratioAtLeast && clean(a) && clean(b),
    };
  };
  const comparisons = scenarios('').map((s) => ({
    name: s.name,
    path: s.path,
    catalogue: compare(s.name, 'small', 'catalogue'),
    members: compare(s.name, 'catalogue', 'members'),
  }));
  const serverSide = Object.keys(at('small').serverSide).map((name) => {
    const large = [at('catalogue'), at('members')].map((m) => m.serverSide[name]);
    return {
      name,
      example: at('members').serverSide[name].example,
      byStep: Object.fromEntries(measured.map((m) => [m.step, m.serverSide[name]])),
      meetsGoal: large.every((t) => t.p95Ms <= goal.serverSideP95MsAtMost),
      // an absolute goal is judged fairly only on a quiet machine (ADR 0022)
      machineBusy: large.some((t) => Math.max(...t.loadAverages) > os.cpus().length),
    };
  });
  const queries = explain.queries;
  const flagged = queries.filter((q) => q.seqScanOfLargeTable || q.largeSort);
  const section = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: load(),
    database: kind === 'postgres' ? 'PostgreSQL (pool of 10)' : 'embedded PGlite',
    connections,
    seconds,
    passes: passCount,
    note: 'a copy of the database per size, grown from the smaller; a server on each at once on loopback, autocannon; every run in passes, size order and reverse by turns; figures the median of the runs; ratio = the median over passes of larger size ÷ smaller size req/s; server-side times at one connection, each request a new filter or term (no answer-cache hit), all passes together',
    goal,
    steps: measured,
    comparisons,
    serverSide,
    explain: {
      file: 'bench/results/explain.json',
      queries: queries.length,
      calls: explain.calls.length,
      callsFailed: explain.calls.filter((c) => c.status !== 200 && c.status !== 'ok').map((c) => c.name),
      explainFailed: queries.filter((q) => q.error).length,
      seqScansOfLargeTables: queries.filter((q) => q.seqScanOfLargeTable).length,
      largeSorts: queries.filter((q) => q.largeSort).length,
      flagged: flagged.map((q) => ({
        name: q.name,
        calls: q.calls,
        executionMs: q.executionMs,
        largeTablesScanned: q.seqScans.filter((s) => s.large).map((s) => s.table),
        largeSort: q.largeSort,
      })),
    },
  };
  return { section, explain };
}

/** The plan records one statement a line: a change to one query's plan is a change to one line. */
function explainText(report) {
  const sections = Object.entries(report).map(([kind, { queries, calls, ...head }]) => {
    const headText = JSON.stringify(head, null, 2).slice(2, -2).replace(/^/gm, '  ');
    const list = (rows) => rows.map((r) => `      ${JSON.stringify(r)}`).join(',\n');
    return `  ${JSON.stringify(kind)}: {\n${headText},\n    "calls": [\n${list(calls)}\n    ],\n    "queries": [\n${list(queries)}\n    ]\n  }`;
  });
  return `{\n${sections.join(',\n')}\n}\n`;
}

const kinds = ['pglite', ...(pgUrl ? ['postgres'] : [])].filter((k) => !only || only.includes(k));
if (kinds.length === 0) throw new Error('no database to measure (BENCH_SCALE_DATABASES=postgres needs BENCH_DATABASE_URL)');
const scaleOut = path.join(root, 'bench/results/scale.json');
const explainOut = path.join(root, 'bench/results/explain.json');
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
const scaleReport = readJson(scaleOut);
const explainReport = readJson(explainOut);
for (const kind of kinds) {
  const { section, explain } = await measure(kind);
  scaleReport[kind] = section;
  explainReport[kind] = { date: section.date, ...explain };
  // written after each database, so a failure on the second keeps the first's results
  fs.writeFileSync(scaleOut, JSON.stringify(scaleReport, null, 2) + '\n');
  fs.writeFileSync(explainOut, explainText(explainReport));

  console.log(`\n  ${kind}: cost against size (ratio ≥ ${goal.ratioAtLeast}: no growth beyond noise)`);
  for (const c of section.comparisons) {
    for (const dim of ['catalogue', 'members']) {
      const r = c[dim];
      console.log(
        `    ${c.name.padEnd(36)} ${dim.padEnd(9)} ${String(r.from.requestsPerSecond).padStart(6)} → ${String(r.to.requestsPerSecond).padStart(6)} req/s` +
          `  p99 ${r.from.p99Ms} → ${r.to.p99Ms} ms  ratio ${r.ratio}  ${r.meetsGoal ? 'met' : 'NOT met'}`,
      );
    }
  }
  for (const s of section.serverSide) {
    const t = s.byStep;
    console.log(
      `    ${`${s.name} (server-side)`.padEnd(36)} p95 ${t.small.p95Ms} → ${t.catalogue.p95Ms} → ${t.members.p95Ms} ms` +
        ` (median ${t.members.medianMs} ms at the largest)  goal ≤ ${goal.serverSideP95MsAtMost} ms: ${s.meetsGoal ? 'met' : 'NOT met'}` +
        (s.machineBusy ? ` (machine busy: load up to ${Math.max(...t.members.loadAverages, ...t.catalogue.loadAverages)})` : ''),
    );
  }
  const e = section.explain;
  console.log(
    `\n  ${kind}: ${e.queries} distinct list-path queries explained from ${e.calls} calls (${e.callsFailed.length} calls failed, ${e.explainFailed} not explained);` +
      ` ${e.seqScansOfLargeTables} scan a large table sequentially, ${e.largeSorts} sort a large input`,
  );
  const slowest = [...explain.queries].sort((a, b) => (b.executionMs ?? 0) - (a.executionMs ?? 0));
  const shown = [...new Set([...slowest.filter((q) => q.seqScanOfLargeTable || q.largeSort), ...slowest.slice(0, 8)])];
  console.log(
    `    ${'query (server function)'.padEnd(52)} ${'ms'.padStart(8)} ${'rows'.padStart(6)}  seq scan of a large table / large sort`,
  );
  for (const q of shown) {
    const large = q.seqScans?.filter((s) => s.large).map((s) => s.table) ?? [];
    console.log(
      `    ${q.name.slice(0, 52).padEnd(52)} ${String(round(q.executionMs ?? 0)).padStart(8)} ${String(q.actualRows ?? '—').padStart(6)}  ` +
        `${large.join(', ') || '—'}${q.largeSort ? ' / sort' : ''}`,
    );
  }
}
console.log('  → bench/results/scale.json, bench/results/explain.json');
