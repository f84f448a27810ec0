#!/usr/bin/env node
/**
 * API load bench (games & wallet): the game list (default page, filtered search), the game menus and
 * the balance call under concurrent load with autocannon, against a real server on loopback.
 * Writes requests/s and latency percentiles to bench/results/api.json. A measurement, not a test.
 *
 * The floor: a Fastify hello world (bench/floor/hello.mjs), its own process on the same machine, loaded
 * with the same connections and duration before the scenarios and again after them. Each scenario's
 * req/s is divided by the floor's (the mean of both), and judged against the goal written beside it:
 * at least 0.25× the floor on PostgreSQL, 0.10× on PGlite, p99 at most 25 ms, no error or non-2xx.
 *
 *   node bench/api-load.mjs                 embedded PGlite in a fresh temp dir
 *   BENCH_DATABASE_URL=postgres://… node bench/api-load.mjs     on PostgreSQL (a fresh database is created)
 *   BENCH_SECONDS (default 10) per scenario, BENCH_CONNECTIONS (default 16)
 *
 * It starts its own server (it needs a member session prepared before the server opens the database).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, stopProcess } from '../scripts/lib/server.mjs';
import { loadRun } from './support/load-run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 10));
const connections = Math.min(64, Number(process.env.BENCH_CONNECTIONS ?? 16));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-api-bench-'));
const webDist = path.join(dataDir, 'no-web');

let databaseUrl;
if (process.env.BENCH_DATABASE_URL) {
  const name = `tala_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};

console.log(`  preparing ${databaseUrl ? 'PostgreSQL' : 'PGlite'} database and a demo session`);
const prepEnv = { ...process.env, DATA_DIR: dataDir, ...dbEnv };
if (!databaseUrl) delete prepEnv.DATABASE_URL;
delete prepEnv.REDIS_URL;
const prep = spawnSync(process.execPath, ['--import', 'tsx', 'bench/support/prepare-member.ts'], {
  cwd: root,
  env: prepEnv,
  encoding: 'utf8',
});
if (prep.status !== 0) throw new Error(`prepare failed: ${prep.stderr}`);
const token = prep.stdout.trim().split('\n').at(-1);

const server = await startServer({ dataDir, webDist, env: { NODE_ENV: 'production', RUN_JOBS: 'false', ...dbEnv } });
const base = server.baseURL;
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`refusing to load anything but loopback: ${base}`);

/** Starts bench/floor/hello.mjs as its own process; resolves once it listens. */
function startFloor() {
  const child = spawn(process.execPath, [path.join(root, 'bench/floor/hello.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) resolve({ url: m[1], stop: () => stopProcess(child) });
    });
    child.on('exit', (code) => reject(new Error(`the floor server exited (${code}) before it listened`)));
  });
}
const floorServer = await startFloor().catch(async (err) => {
  await server.stop();
  throw err;
});

const goal = databaseUrl ? { ratioToFloorAtLeast: 0.25, p99MsAtMost: 25 } : { ratioToFloorAtLeast: 0.1, p99MsAtMost: 25 };

/** Warm-up (2 s, not kept), then the measured run: the same for the floor and every scenario. */
const load = (url, headers) => loadRun({ url, headers, connections, seconds });

async function loadFloor(when) {
  const check = await fetch(floorServer.url);
  if (!check.ok) throw new Error(`the floor answered ${check.status}`);
  const row = { when, ...(await load(floorServer.url)) };
  console.log(
    `  ${`floor: Fastify hello world (${when})`.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${row.latencyMs.p50} ms   p99 ${row.latencyMs.p99} ms`,
  );
  return row;
}

const scenarios = [
  { name: 'gameList default page (42 games)', path: '/wps/relay/GCSGAME_gameList' },
  {
    name: 'gameList filtered search',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT&gameName=dragon&minBet=0.5&pageSize=42',
  },
  { name: 'gameList deep page', path: '/wps/relay/GCSGAME_gameList?pageNo=40&pageSize=42' },
  { name: 'game_menus', path: '/lgw/games/game_menus' },
  { name: 'system status', path: '/wps/system/status' },
  // the same first page with a member's token: what the session lookup costs on every signed-in call
  { name: 'gameList default page (member token)', path: '/wps/relay/GCSGAME_gameList', headers: { token } },
  { name: 'wallet balance (member)', path: '/wps/v2/wallets/balance', headers: { token } },
];

const results = [];
const loadAtStart = os.loadavg().map((x) => Math.round(x * 10) / 10);
if (loadAtStart[0] > os.cpus().length * 2)
  console.log(`  note: the machine is busy (load ${loadAtStart[0]} on ${os.cpus().length} CPUs); numbers will be low`);
const floorRuns = [];
try {
  floorRuns.push(await loadFloor('before'));
  for (const s of scenarios) {
    const check = await fetch(base + s.path, { headers: s.headers ?? {} });
    if (!check.ok) throw new Error(`${s.path} answered ${check.status}: ${await check.text()}`);
    const row = { name: s.name, path: s.path, connections, seconds, ...(await load(base + s.path, s.headers)) };
    results.push(row);
    console.log(
      `  ${s.name.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${row.latencyMs.p50} ms   p99 ${row.latencyMs.p99} ms   non-2xx ${row.non2xx}`,
    );
  }
  floorRuns.push(await loadFloor('after'));
} finally {
  await floorServer.stop();
  await server.stop();
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const out = path.join(root, 'bench/results/api.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const previous = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
const key = databaseUrl ? 'postgres' : 'pglite';
// the floor the scenarios are divided by: the mean of the runs before and after them
const floorRps = Math.round(floorRuns.reduce((n, r) => n + r.requestsPerSecond, 0) / floorRuns.length);
const judged = results.map((row) => {
  const ratioToFloor = Number((row.requestsPerSecond / floorRps).toFixed(3));
  return {
    ...row,
    floorRequestsPerSecond: floorRps,
    ratioToFloor,
    goal,
    meetsGoal:
      ratioToFloor >= goal.ratioToFloorAtLeast &&
      row.latencyMs.p99 <= goal.p99MsAtMost &&
      row.errors === 0 &&
      row.timeouts === 0 &&
      row.non2xx === 0,
  };
});
const report = {
  ...previous,
  [key]: {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 10) / 10),
    database: databaseUrl ? 'PostgreSQL (pool of 10)' : 'embedded PGlite',
    note: 'one server process, loopback, autocannon; ratioToFloor = req/s ÷ the floor (a Fastify hello world, its own process, loaded the same way before and after the scenarios); compare ratios across runs and machines, absolute req/s only on the same box at the same load',
    floor: {
      name: 'Fastify hello world (bench/floor/hello.mjs): GET / → {"hello":"world"}',
      requestsPerSecond: floorRps,
      // how far the floor moved during the run: a large drift means the machine's load changed under the scenarios
      driftBetweenRuns:
        floorRuns.length === 2 ? Number((floorRuns[1].requestsPerSecond / floorRuns[0].requestsPerSecond).toFixed(3)) : null,
      runs: floorRuns.map((r) => ({ connections, seconds, ...r })),
    },
    goal,
    scenarios: judged,
  },
};
fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
const met = judged.filter((r) => r.meetsGoal).length;
console.log(
  `  floor ${floorRps} req/s; ${met} of ${judged.length} scenarios meet their goal (≥ ${goal.ratioToFloorAtLeast}× floor, p99 ≤ ${goal.p99MsAtMost} ms)`,
);
console.log(`  → bench/results/api.json (${key})`);
