import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The embedded database's files belong to one process at a time. PGlite has no postmaster to turn a
 * second process away: a server started while the previous one was still closing its database
 * aborted as it opened the files, or hung on its first query with a core busy for good (both seen on
 * a restart one second apart). So, as Postgres does with postmaster.pid, a lock file beside the
 * files names the process that holds them, and a second process waits for it or refuses to start.
 */
export class DataDirInUseError extends Error {}

interface Holder {
  pid: number;
  /** The holder's start time in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  started: string | null;
}

/** The lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** A process's start time, field 22 of /proc/<pid>/stat; null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command, which is in parentheses and may itself hold spaces or parentheses
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(file: string): Holder | null {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return { pid: value.pid as number, started: typeof value.started === 'string' ? value.started : null };
  } catch {
    return null;
  }
}

/** Whether a process with this pid exists (EPERM: it does, and belongs to another account). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process the lock names is still the one that wrote it. */
function isRunning(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return held.has(file);
  if (!processExists(holder.pid)) return false;
  const now = processStartTime(holder.pid);
  return holder.started === null || now === null || now === holder.started;
}

/** Writes the lock whole or not at all: a reader never finds it half written. */
function tryCreate(file: string, holder: Holder): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, JSON.stringify(holder), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Takes the data directory's lock, waiting up to waitMs for a running holder to let go (a restart
 * that starts the new server before the old one has closed). A lock left by a process that is gone
 * is taken over. Answers the release, which removes the lock only while it is still this process's.
 */
export async function lockDataDir(dataDir: string, { waitMs }: { waitMs: number }): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const me: Holder = { pid: process.pid, started: processStartTime(process.pid) };
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    if (!held.has(file) && tryCreate(file, me)) {
      held.add(file);
      return () => {
        if (!held.delete(file)) return;
        if (readHolder(file)?.pid === me.pid) fs.rmSync(file, { force: true });
      };
    }
    const holder = readHolder(file);
    if (holder && isRunning(holder, file)) {
      if (Date.now() >= deadline)
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by process ${holder.pid} (another Tala server or operator command). ` +
            'Stop it first, or give this one its own DATA_DIR.',
        );
      if (!told) console.warn(`Waiting for process ${holder.pid} to close the database in ${dataDir}…`);
      told = true;
      await sleep(100);
      continue;
    }
    // left by a process that is gone (or unreadable): taken over
    fs.rmSync(file, { force: true });
  }
}
