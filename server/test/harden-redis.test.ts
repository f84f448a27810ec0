import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbRateLimiter, fallbackRateLimiter, redisRateLimiter } from '../src/http/rate-limit.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { freshIp, login } from './session-helpers.ts';

const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('Redis configured but down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // nothing listens on port 1: every connection attempt is refused
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1', redisPrefix: `tala:test:${process.pid}:` });
  });
  afterAll(() => t.close());

  it('rate-limited calls still answer: counted in the database', async () => {
    const challenge = await t.call({ url: '/wps/session/challenge', remoteAddress: freshIp() });
    expect(challenge.status).toBe(200);
    const captcha = await t.call({ url: '/wps/captcha', remoteAddress: freshIp() });
    expect(captcha.status).toBe(200);
    const res = await login(t, 'demo', 'wrong-password');
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe('LOGIN_FAILED');
  });

  it('readiness says where the counters are; the process is healthy', async () => {
    expect((await t.call({ url: '/healthz' })).status).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({
      status: 'ready',
      database: 'ok',
      migrations: 'ok',
      rateLimits: 'database (redis down)',
      jobs: 'off',
    });
  });
});

describe('readiness without Redis', () => {
  it('reports the database limiter and no Redis', async () => {
    const t = await startTestApp();
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ready', redis: 'off', rateLimits: 'database' });
      await t.db.query("INSERT INTO schema_migrations (name) VALUES ('9999_probe')");
      await t.db.query('DELETE FROM schema_migrations WHERE name = (SELECT min(name) FROM schema_migrations)');
      const behind = await t.app.inject({ url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().status).toBe('not ready');
    } finally {
      await t.close();
    }
  });
});

/** A TCP relay to the real Redis that can be cut and restored, to take Redis away and bring it back. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  return {
    async up() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      return `redis://127.0.0.1:${port}`;
    },
    async down() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe.runIf(Boolean(process.env.TEST_REDIS_URL))('Redis goes away and comes back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts in the database meanwhile, and in Redis again once it returns', async () => {
    const r = relay(new URL(process.env.TEST_REDIS_URL!));
    const url = await r.up();
    const prefix = `tala:test:${process.pid}:${Date.now()}:`;
    const switches: string[] = [];
    const redis = redisRateLimiter(url, prefix);
    const limiter = fallbackRateLimiter(redis, dbRateLimiter(t.db), (to) => switches.push(to));
    const key = `k${Date.now()}`;
    try {
      await until(() => limiter.backend() === 'redis');
      expect(await limiter.hit(key, 60)).toBe(1);
      expect(await limiter.hit(key, 60)).toBe(2);

      await r.down();
      await until(() => limiter.backend() !== 'redis');
      // the database starts its own window: never an error
      expect(await limiter.hit(key, 60)).toBe(1);
      expect(await limiter.peek(key)).toBe(1);

      await r.up();
      await until(() => limiter.backend() === 'redis', 15000);
      expect(await limiter.hit(key, 60)).toBe(3);
      expect(switches.slice(-2)).toEqual(['database (redis down)', 'redis']);
    } finally {
      await limiter.reset(key);
      await t.db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
      await limiter.close();
      await r.down();
    }
  }, 30000);
});
