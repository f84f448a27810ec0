import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { DataDirInUseError, lockDataDir, lockFileOf, processStartTime } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { runOpsCommand } from '../src/ops/client.ts';
import { testConfig } from './config.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-lock-'));
  dirs.push(dir);
  return dir;
};

/** Another process that lives until killed: a holder of the lock that is not this one. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("up")'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child as ChildProcess & { pid: number };
}

const writeLock = (dir: string, holder: unknown) => fs.writeFileSync(lockFileOf(dir), JSON.stringify(holder));
const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('the embedded database belongs to one process at a time', () => {
  it('refuses a second holder, names the first, and lets the next one in once it is released', async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8'))).toEqual({
      pid: process.pid,
      started: processStartTime(process.pid),
    });
    // the same process a second time is a second holder too
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(`in use by process ${process.pid}`);
    release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    const again = await lockDataDir(dir, { waitMs: 0 });
    again();
  });

  it('waits for a running holder to let go, up to the time it is given', async () => {
    const dir = dataDir();
    const holder = await otherProcess();
    writeLock(dir, { pid: holder.pid, started: processStartTime(holder.pid) });
    await expect(lockDataDir(dir, { waitMs: 300 })).rejects.toThrow(`in use by process ${holder.pid}`);
    // the holder stops while the next one waits: the next one gets the lock
    const waiting = lockDataDir(dir, { waitMs: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    holder.kill('SIGKILL');
    await exited(holder);
    const release = await waiting;
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by a process that is gone, by a reused pid, or unreadable', async () => {
    const dir = dataDir();
    const gone = await otherProcess();
    const started = processStartTime(gone.pid);
    gone.kill('SIGKILL');
    await exited(gone);
    for (const left of [
      { pid: gone.pid, started },
      // a live process under the same pid, started at another time (a container restarted)
      { pid: (await otherProcess()).pid, started: 'another start' },
      'half a lock',
    ]) {
      writeLock(dir, left);
      const release = await lockDataDir(dir, { waitMs: 0 });
      release();
    }
  });

  it('a release never removes a lock that another process has taken since', async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir, { waitMs: 0 });
    const other = await otherProcess();
    writeLock(dir, { pid: other.pid, started: processStartTime(other.pid) });
    release();
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(other.pid);
  });

  it('PGlite on disk: a second open of the files is refused until the first is closed', async () => {
    const dir = dataDir();
    const first = await openPglite(dir, { waitForHolderMs: 0 });
    await expect(openPglite(dir, { waitForHolderMs: 0 })).rejects.toThrow(DataDirInUseError);
    await migrate(first);
    await first.close();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    const second = await openPglite(dir, { waitForHolderMs: 0 });
    const [row] = await second.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(row!.n).toBeGreaterThan(0);
    await second.close();
  }, 60_000);

  it('an operator command does not open a database another process holds, and says so', async () => {
    const dir = dataDir();
    const db = await openPglite(dir, { waitForHolderMs: 0 });
    try {
      await migrate(db);
      // no ops.json: a server still starting (or stopping) holds the files
      await expect(runOpsCommand(testConfig({ dataDir: dir, databaseUrl: undefined }), ['maintenance', 'on'])).rejects.toThrow(
        /in use by process \d+.*Nothing was run/,
      );
    } finally {
      await db.close();
    }
  }, 60_000);
});
