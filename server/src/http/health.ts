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

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

/**
 * For load balancers and orchestrators, outside the API envelope (plain JSON, never cached):
 * GET /healthz — the process answers; GET /readyz — it can serve: the database answers and is fully
 * migrated (503 otherwise). Redis and the job runner are reported but do not fail readiness: without
 * Redis the rate limits count in the database and push reaches this node's streams only.
 */
export function registerHealth(app: FastifyInstance, platform: Platform): void {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
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
