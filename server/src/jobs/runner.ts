import pg from 'pg';
import type { Platform } from '../http/context.ts';

/**
 * Scheduled work, run by exactly one process per cluster.
 *
 * On PostgreSQL the runner holds a session-level advisory lock on a connection of its own; the node
 * holding it runs the jobs, the others retry every few seconds, and when the holder dies its connection
 * closes, the lock is released, and another node takes over. On PGlite the one process is the runner.
 *
 * Jobs must be crash-safe: they read their work from the database and make each change in one
 * transaction guarded by the row's state, so a job killed half-way simply continues on the next tick.
 * The same guards make a brief overlap harmless (an old leader that has not yet noticed its lock
 * connection died): a second runner finds each row already moved on, at worst repeating a push event.
 */
export interface Job {
  name: string;
  /** How often it runs; the runner ticks every second. */
  everyMs: number;
  run(platform: Platform, now: number): Promise<unknown>;
}

export interface JobRunner {
  /** Whether this process currently holds the runner lock. */
  isLeader(): boolean;
  /** Runs one tick at once (tests, operators); resolves after it. */
  tickNow(): Promise<void>;
  stop(): Promise<void>;
}

/** pg_advisory_lock key of the job runner (any constant the platform does not use elsewhere). */
export const RUNNER_LOCK_KEY = 7271300;

export interface RunnerOptions {
  tickMs?: number;
  /** How long a standby waits before trying to take the lock again. */
  retryMs?: number;
  log?: (message: string) => void;
  /** Advisory lock key; default RUNNER_LOCK_KEY (tests use their own). */
  lockKey?: number;
}

export function startJobRunner(platform: Platform, jobs: readonly Job[], opts: RunnerOptions = {}): JobRunner {
  const tickMs = opts.tickMs ?? 1000;
  const retryMs = opts.retryMs ?? 5000;
  const lastRun = new Map<string, number>();
  const lastLog = new Map<string, number>();
  // the same failure every second (database down) is logged once a minute; key: what failed and why
  const log = (message: string, key = message) => {
    const now = Date.now();
    if ((lastLog.get(key) ?? 0) > now - 60_000) return;
    lastLog.set(key, now);
    (opts.log ?? console.error)(message);
  };

  let stopped = false;
  let leader = platform.db.kind === 'pglite';
  let client: pg.Client | null = null;
  let nextTry = 0;
  let wake: (() => void) | null = null;

  const dropLock = async () => {
    leader = false;
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };

  async function ensureLeader(): Promise<boolean> {
    if (platform.db.kind === 'pglite') return true;
    if (leader && client) {
      // a lock connection that died silently has lost the lock: check it each tick (one cheap query)
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        await dropLock();
        return false;
      }
    }
    if (Date.now() < nextTry) return false;
    nextTry = Date.now() + retryMs;
    const url = platform.config.databaseUrl;
    if (!url) return false;
    try {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => void dropLock()); // connection lost: the lock went with it
      await c.connect();
      const [row] = (await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [opts.lockKey ?? RUNNER_LOCK_KEY]))
        .rows;
      if (row?.ok) {
        client = c;
        leader = true;
        return true;
      }
      await c.end();
    } catch (err) {
      log(`jobs: cannot reach the database for the runner lock: ${(err as Error).message}`);
    }
    return false;
  }

  let running: Promise<void> = Promise.resolve();
  async function tick(): Promise<void> {
    if (!(await ensureLeader())) return;
    for (const job of jobs) {
      if (stopped) return;
      const now = Date.now();
      if ((lastRun.get(job.name) ?? 0) + job.everyMs > now + 50) continue;
      lastRun.set(job.name, now);
      try {
        await job.run(platform, now);
      } catch (err) {
        const e = err as Error;
        log(`jobs: ${job.name} failed: ${e.stack ?? e}`, `${job.name}: ${e.message ?? e}`);
      }
    }
  }
  const once = () => (running = running.then(tick, tick));

  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      await once();
      const wait = Math.max(0, tickMs - (Date.now() - started));
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    isLeader: () => leader,
    tickNow: once,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      await running;
      await dropLock();
    },
  };
}
