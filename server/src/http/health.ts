import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrate.ts';
import type { Platform } from './context.ts';
import { rateLimiter } from './rate-limit.ts';

/** What readiness says of the job runner; main.ts reports it (tests and ops servers run none). */
type JobsState = () => 'leader' | 'standby' | 'off';
const jobStates = new WeakMap<Platform, JobsState>();

export function reportJobRunner(platform: Platform, state: JobsState): void {
  jobStates.set(platform, state);
}

/** Nodes that were told to stop: /readyz answers 503 from then on, while requests are still served. */
const draining = new WeakSet<Platform>();

/**
 * Graceful shutdown, in the order a load balancer needs: (1) /readyz turns 503 at once, so it stops
 * sending new requests; (2) for `delayMs` (its health-check interval) everything is still served;
 * (3) the server stops accepting, closes push streams (their preClose hook) and idle keep-alive
 * connections, and waits for requests in flight; (4) `after` (job runner, database). A request still
 * running after `timeoutMs` does not hold the process: `onTimeout` is called.
 */
export async function drainAndClose(
  app: FastifyInstance,
  platform: Platform,
  opts: { delayMs: number; timeoutMs: number; after?: () => Promise<void>; onTimeout?: () => void },
): Promise<void> {
  draining.add(platform);
  const timer = setTimeout(() => opts.onTimeout?.(), opts.delayMs + opts.timeoutMs);
  timer.unref();
  try {
    if (opts.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
    await app.close();
    await opts.after?.();
  } finally {
    clearTimeout(timer);
  }
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

/**
 * For load balancers and orchestrators, outside the API envelope (plain JSON, never cached):
 * GET /healthz — the process answers; GET /readyz — it can serve: the database answers and is fully
 * migrated, and the node is not shutting down (503 otherwise). Redis and the job runner are reported but do not fail readiness: without
 * Redis the rate limits count in the database and push reaches this node's streams only.
 */
export function registerHealth(app: FastifyInstance, platform: Platform): void {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining.has(platform)) {
      reply.status(503);
      return { status: 'draining' };
    }
    let database = 'ok';
    let migrations: string | string[] = 'ok';
    try {
      await withTimeout(platform.db.query('SELECT 1'), 2000);
      const pending = await withTimeout(pendingMigrations(platform.db), 2000);
      if (pending.length) migrations = pending;
    } catch (err) {
      database = `down: ${err instanceof Error ? err.message : String(err)}`;
      migrations = 'unknown';
    }
    const ready = database === 'ok' && migrations === 'ok';
    const push = platform.push.stats().redis;
    reply.status(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'not ready',
      database,
      migrations,
      redis: platform.config.redisUrl ? (push === 'ready' ? 'ok' : `down (${push})`) : 'off',
      rateLimits: rateLimiter(platform).backend(),
      jobs: jobStates.get(platform)?.() ?? 'off',
      push: { connections: platform.push.stats().connections },
    };
  });
}
