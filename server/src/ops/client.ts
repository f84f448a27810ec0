import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { DataDirInUseError, processExists } from '../db/data-dir-lock.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { createPushHub } from '../domains/push/hub.ts';
import { UsageError } from '../domains/ops-command.ts';
import type { Platform } from '../http/context.ts';
import { runOps } from './commands.ts';
import { opsTokenFile } from './routes.ts';

/** A failure the operator must look at before doing anything else (exit 1, never a second attempt). */
export class OpsError extends Error {}

type Where = { kind: 'server'; port: number; token: string; pid: number } | { kind: 'no server' };

/** Whether a server of this DATA_DIR is running (its ops.json names a live process). */
function findServer(dataDir: string): Where {
  let info: { port: number; token: string; pid: number };
  try {
    info = JSON.parse(fs.readFileSync(opsTokenFile(dataDir), 'utf8'));
  } catch {
    return { kind: 'no server' };
  }
  // a process of another account is still a server: never run beside it
  return processExists(info.pid) ? { kind: 'server', ...info } : { kind: 'no server' };
}

async function viaServer(where: Extract<Where, { kind: 'server' }>, argv: string[]): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${where.port}/ops/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': where.token },
      body: JSON.stringify({ argv }),
    });
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED')
      throw new OpsError(
        `The server (pid ${where.pid}) is running but does not answer on port ${where.port}; nothing was run. ` +
          'Retry when it is up, or stop it first.',
      );
    // the request may have reached the server: running it here too could run it twice
    throw new OpsError(
      `The server (pid ${where.pid}) dropped the connection (${code ?? (err as Error).message}) after the command was sent: ` +
        'it may or may not have run. Check (for example with a status command) before running it again.',
    );
  }
  let body: { success: boolean; code?: string; value?: string; message?: string };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new OpsError(`The server answered ${res.status} without a readable result: the command may or may not have run.`);
  }
  if (!body.success) {
    const message = body.message ?? `server answered ${res.status}`;
    // the server sends a mistyped command back as BAD_REQUEST; any other refusal (an upload that does
    // not exist, a state that does not allow it) is the command's answer, as it is when run locally
    throw body.code === 'BAD_REQUEST' ? new UsageError(message) : new OpsError(message);
  }
  return body.value ?? '';
}

/**
 * With no server running, opens the existing database and runs the command here. The CLI never
 * creates, migrates or seeds a database: an operator pointing at the wrong DATA_DIR gets an error,
 * not a "successful" command on a new empty site.
 */
async function locally(config: Config, argv: string[]): Promise<string> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION')))
    throw new OpsError(`No database in ${config.dataDir} (and no DATABASE_URL): start the server once, or set DATA_DIR.`);
  let db: Db;
  try {
    // never waits: a holder here is a server starting or stopping, or another command, not one to queue behind
    db = await openDatabase({ ...config, waitForHolderMs: 0 });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new OpsError(`${err.message} Nothing was run; retry when it is done.`);
    throw err;
  }
  try {
    const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
    if (!table?.name) throw new OpsError('The database has no Tala schema: start the server once to create it.');
    const pending = await pendingMigrations(db);
    if (pending.length) throw new OpsError(`The database is not migrated (${pending.join(', ')}): start the server once.`);
    const push = createPushHub({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
    const platform: Platform = { config, db, publish: (to, event) => push.publish(to, event), push };
    return await runOps(platform, argv);
  } finally {
    await db.close();
  }
}

/**
 * Runs an operator command in exactly one place: the running server when there is one (so it takes
 * effect at once), else the existing database. Once a request went to a server there is no fallback.
 */
export async function runOpsCommand(config: Config, argv: string[]): Promise<string> {
  const where = findServer(config.dataDir);
  return where.kind === 'server' ? viaServer(where, argv) : locally(config, argv);
}
