import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type PushMessage } from '@tala/contract/core/push';
import { createPushHub } from '../src/domains/push/hub.ts';
import type { PushConnection } from '../src/http/context.ts';
import { pushLimits, pushTiming } from '../src/domains/push/routes.ts';
import { publishBalance } from '../src/domains/wallet/events.ts';
import { creditMember } from '../src/domains/wallet/ledger.ts';
import { hasRedisServer, startRedisServer } from './cluster.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { forgetSessions } from '../src/domains/session/tokens.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  pushTiming.heartbeatMs = 100;
  pushTiming.sessionCheckMs = 150;
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => t.close());

/** A fetch-streamed push connection, as the web client opens it. */
async function connect(token?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/push`, { headers: token ? { token } : {}, signal: controller.signal });
  const messages: PushMessage[] = [];
  let raw = '';
  const parse = createSseParser((m) => messages.push(m));
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          raw += value;
          parse(value);
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    res,
    messages,
    raw: () => raw,
    ended: () => ended,
    close: () => controller.abort(),
    async waitFor(pred: (m: PushMessage) => boolean, ms = 3_000) {
      const start = Date.now();
      while (Date.now() - start < ms) {
        const hit = messages.find(pred);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no matching push message; got ${JSON.stringify(messages)}`);
    },
  };
}

const until = async (cond: () => boolean, ms = 3_000) => {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('push channel', () => {
  it('anonymous streams get public events only; member streams also get their own', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const anon = await connect();
    const sa = await connect(a.token);
    const sb = await connect(b.token);
    expect(anon.res.headers.get('content-type')).toContain('text/event-stream');
    expect((await anon.waitFor((m) => m.type === 'hello')).data).toMatchObject({ member: false });
    expect((await sa.waitFor((m) => m.type === 'hello')).data).toMatchObject({ member: true });
    await sb.waitFor((m) => m.type === 'hello');

    t.platform.publish('all', { type: 'lottery.result', data: { numero: '20250101-0001' } });
    for (const s of [anon, sa, sb]) await s.waitFor((m) => m.type === 'lottery.result');

    await t.db.tx((sql) =>
      creditMember(sql, { key: `push:${a.id}`, memberId: a.id, amount: 1_234, kind: 'deposit', house: 'BANK' }),
    );
    await publishBalance(t.platform, a.id, { reason: 'deposit', ref: 'x' });
    expect((await sa.waitFor((m) => m.type === 'balance')).data).toEqual({
      balance: {
        sumBalanceMinor: 1_234,
        sumBalance: '12.34',
        mainBalanceMinor: 1_234,
        wallets: [{ wallet: 'MAIN', balanceMinor: 1_234 }],
        version: expect.any(Number),
      },
      reason: 'deposit',
      ref: 'x',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(anon.messages.some((m) => m.type === 'balance')).toBe(false);
    expect(sb.messages.some((m) => m.type === 'balance')).toBe(false);
    await until(() => anon.raw().includes(': ping'));
    for (const s of [anon, sa, sb]) s.close();
  });

  it('refuses a stale token, and more streams than the per-member limit', async () => {
    const bad = await fetch(`${base}/push`, { headers: { token: 'y'.repeat(43) } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
    const m = await createTestMember(t.db);
    const streams = await Promise.all(Array.from({ length: pushLimits.perMember }, () => connect(m.token)));
    const extra = await fetch(`${base}/push`, { headers: { token: m.token } });
    expect(extra.status).toBe(429);
    for (const s of streams) s.close();
  });

  it('cleans up closed streams and ends a stream when its session ends', async () => {
    const hub = t.platform.push;
    // every stream the earlier tests aborted has been dropped by the server
    await until(() => hub.stats().connections === 0);
    const m = await createTestMember(t.db);
    const s = await connect(m.token);
    await s.waitFor((x) => x.type === 'hello');
    expect(hub.countFor(m.id)).toBe(1);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [m.id]);
    // revoked behind this node's back: it notices once its trust in the session lapses
    forgetSessions(t.db, () => true);
    expect((await s.waitFor((x) => x.type === 'session')).data).toEqual({ ended: true });
    await until(() => s.ended());
    expect(hub.countFor(m.id)).toBe(0);
    const anon = await connect();
    await anon.waitFor((x) => x.type === 'hello');
    anon.close();
    await until(() => hub.stats().connections === 0);
  });
});

describe.skipIf(!hasRedisServer)('push across nodes (Redis)', () => {
  let redis: { url: string; stop: () => void } | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => {
    redis?.stop();
  });

  it('an event published on one node reaches a stream on another', async () => {
    const url = redis!.url;
    const nodeA = createPushHub({ redisUrl: url, prefix: 'tala:test:' });
    const nodeB = createPushHub({ redisUrl: url, prefix: 'tala:test:' });
    await Promise.all([nodeA.start(), nodeB.start()]);
    const got: string[] = [];
    const conn = (memberId: number | null): PushConnection => ({
      memberId,
      write: (f) => (got.push(`${memberId}:${f}`), true),
      close: () => undefined,
    });
    nodeB.add(conn(42));
    nodeB.add(conn(null));
    nodeA.publish(42, { type: 'balance', data: { sumBalanceMinor: 5 } });
    nodeA.publish('all', { type: 'lottery.lock', data: { numero: 'n1' } });
    await until(() => got.length >= 3);
    expect(got.filter((g) => g.startsWith('42:')).map((g) => g.split('\n')[0])).toEqual([
      '42:event: balance',
      '42:event: lottery.lock',
    ]);
    expect(got.filter((g) => g.startsWith('null:')).map((g) => g.split('\n')[0])).toEqual(['null:event: lottery.lock']);
    expect(nodeA.stats().redis).toBe('ready');
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('without Redis reachable, a node still serves its own streams', async () => {
    const hub = createPushHub({ redisUrl: 'redis://127.0.0.1:1', prefix: 'tala:test:', onError: () => undefined });
    await hub.start();
    const got: string[] = [];
    hub.add({ memberId: 7, write: (f) => (got.push(f), true), close: () => undefined });
    hub.publish(7, { type: 'balance', data: {} });
    expect(got).toHaveLength(1);
    await hub.close();
  });
});
