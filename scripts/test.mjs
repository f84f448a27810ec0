#!/usr/bin/env node
/**
 * `npm test`: every check in order — typecheck, lint, dead code (knip), format (Prettier), i18n, web unit tests, server tests on PGlite
 * (and on PostgreSQL when DATABASE_URL is set), web build + bundle budget, e2e in Chromium.
 * A failed step does not stop the run, so the summary is complete. Check steps count as one test
 * each; test runners contribute their own counts. The last line is `N passed, N failed[, N skipped]`,
 * and the exit code is non-zero when anything failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBudget } from './lib/budget.mjs';
import { runLogged } from './lib/run.mjs';
import { buildWeb, root } from './lib/web-build.mjs';

// one folder per run (logs, reports, web build, e2e traces): runs in parallel never touch each other's files
const runs = path.join(root, '.tmp/test');
fs.mkdirSync(runs, { recursive: true });
for (const old of fs.readdirSync(runs)) {
  const dir = path.join(runs, old);
  if (Date.now() - fs.statSync(dir).mtimeMs > 24 * 3600_000) fs.rmSync(dir, { recursive: true, force: true });
}
const tmp = path.join(runs, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
fs.mkdirSync(tmp, { recursive: true });
const webDist = path.join(tmp, 'web-dist');
const min = 60_000;
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const vitest = bin('vitest', 'vitest.mjs');

/** A check step: one test, passed when the command exits 0. */
const check = (name, command, timeout, env) => ({
  name,
  async run() {
    const r = await runLogged(name, command, { timeout, env, logDir: tmp });
    return { passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, skipped: 0, note: r.note, log: r.log };
  },
});

/** Counts from a Vitest JSON report; a crashed run without failed tests still counts as one failure. */
const vitestStep = (name, project, env) => ({
  name,
  async run() {
    const report = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
    const args = [
      process.execPath,
      vitest,
      'run',
      '--root',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ];
    const r = await runLogged(name, args, { timeout: 25 * min, env, logDir: tmp });
    let counts = { passed: 0, failed: 0, skipped: 0 };
    try {
      const j = JSON.parse(fs.readFileSync(report, 'utf8'));
      counts = {
        passed: j.numPassedTests,
        // a file that failed without a failing test (it did not load, a hook threw) counts once
        failed:
          j.numFailedTests +
          (j.testResults ?? []).filter(
            (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
          ).length,
        skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
      };
    } catch {
      /* no report: the runner crashed or timed out */
    }
    if (!r.ok && counts.failed === 0) counts.failed = 1;
    return { ...counts, note: r.note, log: r.log };
  },
});

const steps = [
  check('typecheck', ['npm', 'run', '--silent', 'typecheck'], 10 * min),
  check('lint', [process.execPath, bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'], 10 * min),
  // unused files, exports and dependencies (knip.json says where each workspace starts)
  check('dead code', [process.execPath, bin('knip', 'bin/knip.js'), '--no-progress'], 5 * min),
  check('format', [process.execPath, bin('prettier', 'bin/prettier.cjs'), '--check', '.'], 5 * min),
  check('i18n', [process.execPath, path.join(root, 'scripts/i18n-check.mjs')], 2 * min),
  vitestStep('web unit tests', 'web'),
  vitestStep('server tests (PGlite)', 'server', { TEST_DB: 'pglite' }),
  ...(process.env.DATABASE_URL
    ? [vitestStep('server tests (PostgreSQL)', 'server', { TEST_DB: 'postgres', TEST_DATABASE_URL: process.env.DATABASE_URL })]
    : []),
  {
    name: 'web build + bundle budget',
    async run() {
      try {
        await buildWeb(webDist, { manifest: true, quiet: true });
      } catch (err) {
        return { passed: 0, failed: 1, skipped: 0, note: err.message };
      }
      const b = checkBudget(webDist);
      return { passed: b.ok ? 1 : 0, failed: b.ok ? 0 : 1, skipped: 0, note: b.note };
    },
  },
  {
    name: 'e2e (Chromium)',
    async run() {
      const report = path.join(tmp, 'e2e.json');
      const builtOk = fs.existsSync(path.join(webDist, 'index.html'));
      const r = await runLogged(
        'e2e (Chromium)',
        [process.execPath, bin('@playwright/test', 'cli.js'), 'test', '--config', 'e2e/playwright.config.ts'],
        {
          timeout: 40 * min,
          env: { E2E_JSON: report, E2E_OUTPUT_DIR: path.join(tmp, 'e2e-output'), ...(builtOk ? { E2E_WEB_DIST: webDist } : {}) },
          logDir: tmp,
        },
      );
      let counts = { passed: 0, failed: 0, skipped: 0 };
      try {
        const s = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
        counts = { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped };
      } catch {
        /* no report */
      }
      if (!r.ok && counts.failed === 0) counts.failed = 1;
      return { ...counts, note: r.note, log: r.log };
    },
  },
];

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const r = await step.run();
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  for (const k of Object.keys(total)) total[k] += r[k];
  const status = r.failed ? 'FAIL' : 'ok  ';
  const line = `${status} ${step.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${secs}s)${r.note ? ` — ${r.note}` : ''}`;
  lines.push(line);
  console.log(line);
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`Logs: ${path.relative(root, tmp)}/`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed ? 1 : 0);
