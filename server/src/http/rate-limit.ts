import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { Platform } from './context.ts';

/**
 * Fixed-window rate limits. The database implementation needs nothing extra and is shared by every
 * node; with REDIS_URL the counters live in Redis instead (cheaper per hit at scale).
 */
export interface RateLimiter {
  /** Counts one hit; returns the hits in the current window (this one included). */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Hits in the current window, without counting. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Where the counters live right now (readiness reports it). */
  backend(): 'database' | 'redis' | 'database (redis down)';
}

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The platform's limits (spec §8: over the limit → "too many requests, retry after 5 minutes"). */
export const limits = {
  loginPerIp: { max: 30, windowSeconds: 300 },
  /** Failed logins of one account before it is refused for the window. */
  loginFailuresPerAccount: { max: 10, windowSeconds: 300 },
  loginFailuresPerIp: { max: 20, windowSeconds: 300 },
  /**
   * Failed logins after which the next login needs a captcha: 2 for the account; 5 for the address
   * (many people share one address behind carrier NAT, so it gets more slack).
   */
  captchaAfterAccountFailures: 2,
  captchaAfterIpFailures: 5,
  smsPerNumber: { max: 5, windowSeconds: 3600 },
  /**
   * Codes sent from one address: a 5-minute window, as the refusal tells the player. Behind carrier
   * NAT one address is many players, so an hour-long lock would shut out strangers for an hour; each
   * send also costs a solved captcha, and one number still gets at most 5 an hour.
   */
  smsPerIp: { max: 10, windowSeconds: 300 },
  captchaPerIp: { max: 30, windowSeconds: 300 },
  challengePerIp: { max: 120, windowSeconds: 300 },
  registerPerIp: { max: 20, windowSeconds: 3600 },
  /** Free-play accounts from one address: 5-minute windows, as the refusal says (carrier NAT shares addresses). */
  freePlayPerIp: { max: 5, windowSeconds: 300 },
  forgotPerIp: { max: 5, windowSeconds: 300 },
  forgotPerAccount: { max: 3, windowSeconds: 3600 },
  affiliatePerIp: { max: 60, windowSeconds: 300 },
  passwordChangePerMember: { max: 10, windowSeconds: 300 },
  uploadsPerMember: { max: 30, windowSeconds: 3600 },
} as const satisfies Record<string, Limit | number>;

export function dbRateLimiter(db: Db): RateLimiter {
  let sweep = 0;
  return {
    async hit(key, windowSeconds) {
      // occasionally drop long-expired counters so the table stays small
      if (++sweep % 500 === 0) await db.query("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'");
      const [row] = await db.query<{ hits: number }>(
        `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
         RETURNING hits`,
        [key, windowSeconds],
      );
      return row?.hits ?? 1;
    },
    async peek(key) {
      const [row] = await db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1 AND reset_at > now()', [key]);
      return row?.hits ?? 0;
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    close: async () => undefined,
    backend: () => 'database',
  };
}

const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export function redisRateLimiter(url: string, prefix: string, onError: (err: unknown) => void = () => undefined): RateLimiter {
  // short timeouts: a command caught by a dropped connection fails within a second (the fallback
  // limiter sends nothing while the connection is down); ioredis keeps reconnecting in the background
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on('error', onError);
  return {
    async hit(key, windowSeconds) {
      return Number(await redis.eval(HIT, 1, prefix + key, String(windowSeconds * 1000)));
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
    backend: () => (redis.status === 'ready' ? 'redis' : 'database (redis down)'),
  };
}

/**
 * Redis while it answers, the database limiter while it does not (see docs/decisions: a Redis outage
 * must not stop logins). Each call tries Redis only when its connection is up, so an outage costs
 * no waiting; when ioredis reconnects, the counters go back to Redis by themselves.
 */
export function fallbackRateLimiter(primary: RateLimiter, fallback: RateLimiter, onSwitch: (to: string) => void): RateLimiter {
  let last = primary.backend();
  const pick = (): RateLimiter => {
    const now = primary.backend();
    if (now !== last) onSwitch((last = now));
    return now === 'redis' ? primary : fallback;
  };
  const guarded =
    <A extends unknown[], R>(op: (l: RateLimiter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const limiter = pick();
      if (limiter === fallback) return op(fallback, ...args);
      try {
        return await op(primary, ...args);
      } catch {
        // dropped between the check and the call
        return op(fallback, ...args);
      }
    };
  return {
    hit: guarded((l, key: string, windowSeconds: number) => l.hit(key, windowSeconds)),
    peek: guarded((l, key: string) => l.peek(key)),
    reset: guarded((l, key: string) => l.reset(key)),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
    backend: () => primary.backend(),
  };
}

const limiters = new WeakMap<Platform, RateLimiter>();

/** The platform's limiter: Redis when REDIS_URL is set (the database while Redis is down), the database otherwise. */
export function rateLimiter(platform: Platform): RateLimiter {
  let limiter = limiters.get(platform);
  if (!limiter) {
    const { redisUrl, redisPrefix, logLevel } = platform.config;
    const log = logLevel === 'silent' ? () => undefined : (msg: string) => console.error(msg);
    let lastError = '';
    limiter = redisUrl
      ? fallbackRateLimiter(
          redisRateLimiter(redisUrl, `${redisPrefix}rl:`, (err) => {
            // one line per distinct error, not one per reconnect attempt
            const text = err instanceof Error ? err.message : String(err);
            if (text !== lastError) log(`rate limits: redis: ${(lastError = text)}`);
          }),
          dbRateLimiter(platform.db),
          (to) => {
            if (to === 'redis') lastError = '';
            log(`rate limits: counting in ${to}`);
          },
        )
      : dbRateLimiter(platform.db);
    limiters.set(platform, limiter);
  }
  return limiter;
}

export async function closeRateLimiter(platform: Platform): Promise<void> {
  const limiter = limiters.get(platform);
  limiters.delete(platform);
  await limiter?.close();
}

/**
 * The refusal a limit's window makes true: the spec's "retry after 5 minutes" for windows up to
 * five minutes; for the hour-long ones (codes to one number, uploads, feedback), "within the hour",
 * as a player told 5 minutes would come back to the same refusal eleven times.
 */
function refusal(limit: Limit): AppError {
  return new AppError(limit.windowSeconds > 300 ? 'TOO_MANY_REQUESTS_HOUR' : 'TOO_MANY_REQUESTS');
}

/** Counts a hit and refuses (see refusal) once the window's limit is passed. */
export async function enforce(limiter: RateLimiter, key: string, limit: Limit): Promise<void> {
  if ((await limiter.hit(key, limit.windowSeconds)) > limit.max) throw refusal(limit);
}

/** Refuses when a counter (counted elsewhere) already reached its limit. */
export async function refuseAtLimit(limiter: RateLimiter, key: string, limit: Limit): Promise<void> {
  if ((await limiter.peek(key)) >= limit.max) throw refusal(limit);
}
