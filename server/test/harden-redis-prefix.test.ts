import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createPushHub } from '../src/domains/push/hub.ts';
import type { PushConnection } from '../src/http/context.ts';
import { redisRateLimiter } from '../src/http/rate-limit.ts';

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('Redis prefix per deployment', () => {
  it('defaults to one derived from the database, the same on every node of it', () => {
    const a = loadConfig({ DATABASE_URL: 'postgres://tala:one@db.internal:5432/brand_a' }).redisPrefix;
    const aRotated = loadConfig({ DATABASE_URL: 'postgres://tala:two@db.internal/brand_a' }).redisPrefix;
    const b = loadConfig({ DATABASE_URL: 'postgres://tala:one@db.internal:5432/brand_b' }).redisPrefix;
    expect(a).toMatch(/^tala:[0-9a-f]{10}:$/);
    expect(aRotated).toBe(a);
    expect(b).not.toBe(a);
    expect(loadConfig({ DATA_DIR: '/srv/a' }).redisPrefix).not.toBe(loadConfig({ DATA_DIR: '/srv/b' }).redisPrefix);
    expect(loadConfig({ REDIS_PREFIX: 'brand-a:' }).redisPrefix).toBe('brand-a:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(ConfigError);
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))('brands sharing one Redis server', () => {
  const url = process.env.TEST_REDIS_URL!;
  const run = `tala:test:${process.pid}:${Date.now()}`;

  it('push: a member of one brand never gets the events of the same member id of another', async () => {
    // different db numbers do not separate pub/sub channels: only the prefix does
    const brandA = createPushHub({ redisUrl: `${url}/1`, prefix: `${run}:a:` });
    const brandA2 = createPushHub({ redisUrl: `${url}/1`, prefix: `${run}:a:` });
    const brandB = createPushHub({ redisUrl: `${url}/2`, prefix: `${run}:b:` });
    await Promise.all([brandA.start(), brandA2.start(), brandB.start()]);
    const got: string[] = [];
    const conn = (who: string): PushConnection => ({
      memberId: 1,
      write: (f) => (got.push(who + f), true),
      close: () => undefined,
    });
    brandA2.add(conn('a2:'));
    brandB.add(conn('b:'));
    try {
      brandA.publish(1, { type: 'balance', data: { sumBalanceMinor: 100 } });
      await until(() => got.length >= 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(got.map((g) => g.split('\n')[0])).toEqual(['a2:event: balance']);
    } finally {
      await Promise.all([brandA.close(), brandA2.close(), brandB.close()]);
    }
  });

  it('rate-limit counters live under the prefix', async () => {
    const limiter = redisRateLimiter(url, `${run}:a:rl:`);
    const redis = new Redis(url);
    try {
      await until(() => limiter.backend() === 'redis');
      await limiter.hit('login:ip:1.2.3.4', 60);
      expect(await redis.get(`${run}:a:rl:login:ip:1.2.3.4`)).toBe('1');
      expect(await redis.exists('tala:rl:login:ip:1.2.3.4')).toBe(0);
    } finally {
      await limiter.reset('login:ip:1.2.3.4');
      await limiter.close();
      await redis.quit();
    }
  });
});
