import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Domain } from '../http/app.ts';
import { AppError } from '../http/app-error.ts';
import { UsageError } from '../domains/ops-command.ts';
import { runOps } from './commands.ts';

export const opsTokenFile = (dataDir: string) => path.join(dataDir, 'ops.json');

const loopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * /ops/run: the operator CLI talks to the running server through this, from the same machine only,
 * with a random token the server writes to DATA_DIR/ops.json (readable by the operator account only).
 */
export const opsDomain: Domain = {
  name: 'ops',
  register({ app, platform }) {
    const token = randomBytes(32).toString('hex');
    app.addHook('onListen', async () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : platform.config.port;
      fs.mkdirSync(platform.config.dataDir, { recursive: true });
      fs.writeFileSync(opsTokenFile(platform.config.dataDir), JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
    });
    app.post<{ Body: { argv?: unknown } }>('/ops/run', async (req) => {
      const sent = Buffer.from(String(req.headers['x-ops-token'] ?? ''));
      const ok = sent.length === token.length && timingSafeEqual(sent, Buffer.from(token));
      if (!loopback(req.socket.remoteAddress ?? '') || !ok) throw new AppError('NOT_FOUND');
      const argv = req.body?.argv;
      if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new AppError('BAD_REQUEST');
      try {
        return { success: true, value: await runOps(platform, argv) };
      } catch (err) {
        if (err instanceof UsageError) throw new AppError('BAD_REQUEST', { message: err.message });
        throw err;
      }
    });
  },
};
