#!/usr/bin/env node
/**
 * Lottery settlement bench: BENCH_BETS bets (default 100,000, 5 per member) on one drawn numero,
 * settled by the engine, on embedded PGlite and, with BENCH_DATABASE_URL, on PostgreSQL (a fresh
 * database is created and dropped). Each run also measures its floor: the same number of rows written
 * by bare set-based statements in one transaction, so the figure to compare across machines is the
 * ratio. It also records the longest wait of a `SELECT 1` probe issued every 5 ms during the
 * settlement (what a request waits behind a draw). Writes bench/results/settlement.json.
 * Goals (shown in the bench summary): 100,000 bets settled in at most 5 s on PostgreSQL, and no probe
 * waiting more than 250 ms on either database. A measurement, not a test.
 *
 *   node bench/settlement.mjs
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/settlement.mjs
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
// the size the settlement goal names: a large draw of a busy site
const defaultBets = 100_000;
const round = (x) => Math.round(x * 10) / 10;

async function onPostgres(fn) {
  const name = `tala_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return fn({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function run(dbEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-settle-bench-'));
  const env = { ...process.env, BENCH_BETS: process.env.BENCH_BETS ?? String(defaultBets), DATA_DIR: dataDir, ...dbEnv };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.REDIS_URL;
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/support/settle-draw.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`settle-draw failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = os.loadavg().map(round);
const runs = [];
console.log('  PGlite');
runs.push(run({}));
if (process.env.BENCH_DATABASE_URL) {
  console.log('  PostgreSQL');
  runs.push(await onPostgres((env) => run(env)));
}
for (const r of runs) {
  console.log(
    `  ${r.database.padEnd(9)} ${r.bets} bets / ${r.members} members: settled in ${r.settleMs} ms, floor ${r.floorMs} ms ` +
      `(${r.ratioToFloor}×), ${r.transactions} transactions (longest ${r.longestTransactionMs} ms), longest probe wait ${r.longestProbeWaitMs} ms, audit ${JSON.stringify(r.audit)}`,
  );
  if (r.openBetsLeft !== 0 || r.audit.entriesSum !== 0 || r.audit.unbalancedPostings !== 0 || r.audit.memberDrift !== 0) {
    throw new Error(`settlement left the books wrong: ${JSON.stringify(r)}`);
  }
}
const out = path.join(root, 'bench/results/settlement.json');
const previous = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
const report = { ...previous };
for (const r of runs) {
  report[r.database] = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg().map(round),
    note: 'floor = the same rows written by bare set-based statements in one transaction, same run',
    ...r,
  };
}
fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
console.log('  → bench/results/settlement.json');
