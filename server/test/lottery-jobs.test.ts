import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryJob } from '../src/domains/lottery/job.ts';
import type { Platform } from '../src/http/context.ts';
import { startJobRunner, type Job } from '../src/jobs/runner.ts';
import { startTestApp, usingPostgres, type TestApp } from './harness.ts';
import { recordEvents } from './lottery-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
};

/** On PostgreSQL the runner takes its lock on a connection of its own: give it the server's URL and a private key. */
function runnerPlatform(): { platform: Platform; lockKey: number } {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const platform: Platform = usingPostgres ? { ...t.platform, config: { ...t.platform.config, databaseUrl: url } } : t.platform;
  // not the real runner's key: another test run on the same server may hold that one
  return { platform, lockKey: 900_000 + Math.floor(Math.random() * 100_000) };
}

function counting(name: string): Job & { runs: number } {
  const job = { name, everyMs: 0, runs: 0, run: async () => void job.runs++ };
  return job;
}

describe('job runner', () => {
  it('runs the lottery engine: every game gets an open numero, announced on the push channel', async () => {
    const events = recordEvents(t.platform);
    const { platform, lockKey } = runnerPlatform();
    const runner = startJobRunner(platform, [lotteryJob], { tickMs: 100, lockKey });
    await until(async () => (await t.db.query(`SELECT 1 FROM lottery_draws WHERE status = 'OPEN'`)).length === 24);
    await runner.stop();
    expect(events.filter((e) => e.type === 'lottery.numero')).toHaveLength(24);
  });

  it('keeps running after a job fails, and logs the failure once a minute at most', async () => {
    const logs: string[] = [];
    const ok = counting('ok');
    const broken: Job = { name: 'broken', everyMs: 0, run: async () => Promise.reject(new Error('boom')) };
    const { platform, lockKey } = runnerPlatform();
    const runner = startJobRunner(platform, [broken, ok], { tickMs: 10, log: (m) => logs.push(m), lockKey, retryMs: 20 });
    await until(() => ok.runs >= 5);
    await runner.stop();
    const after = ok.runs;
    await sleep(60);
    expect(ok.runs).toBe(after); // stopped means stopped
    expect(logs.filter((l) => l.includes('broken failed: Error: boom'))).toHaveLength(1);
  });

  it.runIf(usingPostgres)('on PostgreSQL only one node runs jobs; a standby takes over when the leader stops', async () => {
    const { platform, lockKey } = runnerPlatform();
    const a = counting('a');
    const b = counting('b');
    const first = startJobRunner(platform, [a], { tickMs: 20, retryMs: 50, lockKey });
    await until(() => a.runs > 3);
    const second = startJobRunner(platform, [b], { tickMs: 20, retryMs: 50, lockKey });
    await sleep(400);
    expect(first.isLeader()).toBe(true);
    expect(second.isLeader()).toBe(false);
    expect(b.runs).toBe(0);
    await first.stop();
    await until(() => b.runs > 3);
    expect(second.isLeader()).toBe(true);

    // the leader's lock connection is killed (a network cut, a crashed node): the lock is taken again by
    // exactly one live runner (the old leader may win it back after reconnecting), and jobs go on
    const c = counting('c');
    const third = startJobRunner(platform, [c], { tickMs: 20, retryMs: 50, lockKey });
    await sleep(200);
    expect(c.runs).toBe(0);
    const holder = `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`;
    const [killed] = await platform.db.query<{ pid: number }>(holder, [lockKey]);
    await platform.db.query('SELECT pg_terminate_backend($1)', [killed!.pid]);
    await until(async () => (await platform.db.query(`${holder} AND pid <> $2`, [lockKey, killed!.pid])).length === 1);
    await until(() => [second.isLeader(), third.isLeader()].filter(Boolean).length === 1);
    const before = b.runs + c.runs;
    await until(() => b.runs + c.runs > before + 3);
    expect([second.isLeader(), third.isLeader()].filter(Boolean)).toHaveLength(1);
    await second.stop();
    await third.stop();
  });
});
