import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '@tala/contract/chat';
import { createSseParser, type PushMessage } from '@tala/contract/core/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, startSecondNode, until, type SecondNode } from './cluster.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

/**
 * Two nodes of one cluster: two servers (each with its HTTP listener and push hub) on one database
 * and one Redis (a redis-server of its own, on a free port). A chat message posted through node A
 * reaches a member whose push stream is on node B, and a stream that was away catches up by id.
 */
let redis: { url: string; stop: () => void } | undefined;
let a: TestApp;
let b: SecondNode;
let baseA: string;
let baseB: string;

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
};

beforeAll(async () => {
  redis = await startRedisServer();
  a = await startTestApp({ redisUrl: redis.url, redisPrefix: 'tala:nodes:' });
  // node B: built as main.ts builds a node, on the same database and Redis
  b = await startSecondNode(a.db, redis.url, 'tala:nodes:');
  baseA = await listen(a.app);
  baseB = await listen(b.app);
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
  redis?.stop();
});

async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/push`, { headers: { token }, signal: controller.signal });
  const got: { at: number; message: PushMessage }[] = [];
  const parse = createSseParser((message) => got.push({ at: performance.now(), message }));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // aborted
    }
  })();
  await until(() => got.some((g) => g.message.type === 'hello'));
  return { got, close: () => controller.abort() };
}

const post = async (base: string, token: string, text: string) => {
  const res = await fetch(`${base}/wps/chat/messages`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ room: 'lobby', text }),
  });
  return ((await res.json()) as { value: { message: ChatMessage } }).value.message;
};
const after = async (base: string, token: string, id: number) => {
  const res = await fetch(`${base}/wps/chat/messages?room=lobby&after=${id}&limit=50`, { headers: { token } });
  return ((await res.json()) as { value: { list: ChatMessage[] } }).value.list;
};

describe('chat across two nodes', () => {
  it('a message sent through node A reaches a member whose stream is on node B', async () => {
    const sender = await createTestMember(a.db);
    const reader = await createTestMember(a.db);
    const stream = await openStream(baseB, reader.token);
    try {
      const hello = stream.got.find((g) => g.message.type === 'hello')!.message.data as { node: string };
      expect(hello.node).toBe(b.platform.push.nodeId);
      expect(hello.node).not.toBe(a.platform.push.nodeId);

      // from the send on node A to the event on node B's stream, over several messages (ADR 0014)
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        const sent = performance.now();
        const message = await post(baseA, sender.token, `across nodes ${i}`);
        await until(() =>
          stream.got.some((g) => g.message.type === 'chat.message' && (g.message.data as { id: number }).id === message.id),
        );
        const arrived = stream.got.find((g) => (g.message.data as { id: number }).id === message.id)!.at;
        latencies.push(arrived - sent);
        expect(arrived - sent).toBeLessThan(2000);
        // what the page then fetches, through its own node
        expect((await after(baseB, reader.token, message.id - 1)).map((m) => m.text)).toEqual([`across nodes ${i}`]);
      }
      latencies.sort((x, y) => x - y);
      console.log(`chat send on A → event on B: median ${latencies[2]!.toFixed(1)} ms, max ${latencies[4]!.toFixed(1)} ms`);
    } finally {
      stream.close();
    }
  });

  it('a stream that was away (reconnected to the other node) catches up by the last id it held', async () => {
    const sender = await createTestMember(a.db);
    const reader = await createTestMember(a.db);
    const first = await openStream(baseB, reader.token);
    const held = await post(baseA, sender.token, 'before the drop');
    await until(() => first.got.some((g) => (g.message.data as { id?: number }).id === held.id));
    first.close();

    // while it is away: three messages, through both nodes
    const missed = [
      await post(baseA, sender.token, 'missed 1'),
      await post(baseB, sender.token, 'missed 2'),
      await post(baseA, sender.token, 'missed 3'),
    ];

    // it comes back on node A this time: hello tells it to fetch what follows its newest id
    const again = await openStream(baseA, reader.token);
    try {
      const resumed = await after(baseA, reader.token, held.id);
      expect(resumed.map((m) => m.text)).toEqual(['missed 1', 'missed 2', 'missed 3']);
      expect(resumed.map((m) => m.id)).toEqual(missed.map((m) => m.id));
      // and it is live again
      const next = await post(baseB, sender.token, 'after the return');
      await until(() => again.got.some((g) => (g.message.data as { id?: number }).id === next.id));
    } finally {
      again.close();
    }
  });
});
