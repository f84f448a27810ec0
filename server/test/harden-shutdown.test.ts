import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../src/http/health.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('turns /readyz 503 first while still serving, then ends push streams and idle connections and closes', async () => {
    // an open push stream (SSE) and an idle keep-alive connection
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${base}/push`, resolve).on('error', reject),
    );
    expect(stream.statusCode).toBe(200);
    const streamEnded = new Promise<void>((resolve) => stream.on('close', () => resolve()).resume());
    expect((await get('/readyz')).status).toBe(200);
    const idleSockets = Object.values(agent.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThan(0);
    const idleClosed = Promise.all(idleSockets.map((s) => new Promise<void>((resolve) => s!.once('close', () => resolve()))));

    const done = drainAndClose(t.app, t.platform, { delayMs: 400, timeoutMs: 5_000 });
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    // still serving while the load balancer notices
    expect((await get('/healthz')).status).toBe(200);

    await done;
    await streamEnded;
    await idleClosed;
    await expect(get('/healthz')).rejects.toThrow();
  });
});
