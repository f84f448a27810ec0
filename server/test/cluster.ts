import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { bindHooks, domains } from '../src/domains/index.ts';
import { createPushHub } from '../src/domains/push/hub.ts';
import { buildApp } from '../src/http/app.ts';
import type { Platform } from '../src/http/context.ts';
import { testConfig } from './config.ts';

/** Tests of more than one node: a Redis of the test's own, and a second node built as main.ts builds one. */

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server on a free port, keeping nothing on disk; resolves once it answers PING. */
export async function startRedisServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until(
    () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG') ?? false,
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.kill() };
}

export interface SecondNode {
  app: FastifyInstance;
  platform: Platform;
}

/** Another node on the same Redis (and `db`, its handle on the same database), with its own push hub. */
export async function startSecondNode(db: Db, redisUrl: string, redisPrefix: string): Promise<SecondNode> {
  const config = testConfig({ redisUrl, redisPrefix });
  const push = createPushHub({ redisUrl, prefix: config.redisPrefix });
  const platform: Platform = { config, db, publish: (to, event) => push.publish(to, event), push };
  const app = await buildApp(platform, { domains, hooks: bindHooks, serveWeb: false });
  await app.ready();
  return { app, platform };
}
