import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageError } from '../src/domains/ops-command.ts';
import { OpsError, runOpsCommand } from '../src/ops/client.ts';
import { opsTokenFile } from '../src/ops/routes.ts';
import { testConfig } from './config.ts';

const dirs: string[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const emptyDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-ops-'));
  dirs.push(dir);
  return dir;
};

/** A stand-in for the running server: counts what it receives and answers as told. */
async function fakeServer(dataDir: string, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(body);
      answer(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  fs.writeFileSync(opsTokenFile(dataDir), JSON.stringify({ port, token: 't', pid: process.pid }));
  return { received, port };
}

const config = (dataDir: string) => testConfig({ dataDir, databaseUrl: undefined });

describe('npm run ops: a command runs in exactly one place', () => {
  it('sends it to the running server and prints its answer', async () => {
    const dataDir = emptyDataDir();
    const { received } = await fakeServer(dataDir, (_req, res) => res.end(JSON.stringify({ success: true, value: 'done' })));
    expect(await runOpsCommand(config(dataDir), ['maintenance', 'on'])).toBe('done');
    expect(received).toEqual([JSON.stringify({ argv: ['maintenance', 'on'] })]);
  });

  it('a mistyped command comes back as one (usage, exit 2); any other refusal as the answer of the command (exit 1)', async () => {
    const dataDir = emptyDataDir();
    let code = 'BAD_REQUEST';
    await fakeServer(dataDir, (_req, res) => {
      res.statusCode = code === 'BAD_REQUEST' ? 400 : 409;
      res.end(JSON.stringify({ success: false, code, message: code === 'BAD_REQUEST' ? 'say on or off' : 'already paid' }));
    });
    const typo = runOpsCommand(config(dataDir), ['maintenance', 'of']);
    await expect(typo).rejects.toBeInstanceOf(UsageError);
    await expect(typo).rejects.toThrow('say on or off');
    code = 'CONFLICT';
    const refused = runOpsCommand(config(dataDir), ['cashier', 'payout', 'WD1']);
    await expect(refused).rejects.toBeInstanceOf(OpsError);
    await expect(refused).rejects.toThrow('already paid');
  });

  it('when the server drops the connection after the command was sent: an error, never a second run here', async () => {
    const dataDir = emptyDataDir();
    const { received } = await fakeServer(dataDir, (req) => req.socket.destroy());
    await expect(runOpsCommand(config(dataDir), ['lottery', 'draw', 'x'])).rejects.toThrow(/may or may not have run/);
    expect(received).toHaveLength(1);
    // no local fallback: no embedded database was opened or created
    expect(fs.readdirSync(dataDir)).toEqual(['ops.json']);
  });

  it('a live server that refuses the connection: nothing sent, nothing run', async () => {
    const dataDir = emptyDataDir();
    const { port } = await fakeServer(dataDir, () => undefined);
    await new Promise((r) => servers.pop()!.close(r));
    expect(port).toBeGreaterThan(0);
    await expect(runOpsCommand(config(dataDir), ['maintenance', 'on'])).rejects.toThrow(/nothing was run/);
    expect(fs.readdirSync(dataDir)).toEqual(['ops.json']);
  });

  it('with no server and no database, it never creates one', async () => {
    const dataDir = emptyDataDir();
    await expect(runOpsCommand(config(dataDir), ['maintenance', 'on'])).rejects.toThrow(/No database in/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    // a stale ops.json (dead pid) is no server either
    fs.writeFileSync(opsTokenFile(dataDir), JSON.stringify({ port: 1, token: 't', pid: 2 ** 22 + 7 }));
    await expect(runOpsCommand(config(dataDir), ['maintenance', 'on'])).rejects.toThrow(/No database in/);
    expect(fs.readdirSync(dataDir)).toEqual(['ops.json']);
  });
});
