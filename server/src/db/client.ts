import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.ts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** What a query runs on: the database, or an open transaction. */
export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * The database an open transaction runs on (absent on the database itself): a write inside a
   * transaction empties the caches of that database (`catalogueChanged`).
   */
  readonly database?: Db;
  /**
   * Inside a transaction: runs `fn` once it has committed (never after a rollback). What a node keeps
   * in memory about rows the transaction changed is forgotten there, since forgetting it earlier
   * lets a read between the write and the commit put the old value back.
   */
  afterCommit?(fn: () => void): void;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

/** The committed transaction's afterCommit callbacks: one that throws does not keep the others from running. */
function runAfterCommit(callbacks: readonly (() => void)[]): void {
  for (const fn of callbacks) {
    try {
      fn();
    } catch (err) {
      console.error('after commit:', err);
    }
  }
}

// bigint columns come back as strings from node-postgres; money is integer minor units well within 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // an idle connection closed by the server (restart, failover, a terminated backend) is dropped from
  // the pool and replaced on next use; it must not become an unhandled error that ends the process
  pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
  await pool.query('select 1');
  const db: Db = {
    kind: 'postgres',
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      return (await pool.query(text, params as unknown[])).rows as T[];
    },
    async tx<T>(fn: (sql: Sql) => Promise<T>) {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      try {
        await client.query('BEGIN');
        const result = await fn({
          database: db,
          query: async <R extends Row>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, params as unknown[])).rows as R[],
          afterCommit: (f) => void committed.push(f),
        });
        await client.query('COMMIT');
        runAfterCommit(committed);
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(text: string) {
      await pool.query(text);
    },
    close: () => pool.end(),
  };
  return db;
}

/** `afterClose` runs once the database is closed (or failed to close): the data directory's release. */
function wrapPglite(db: PGlite, afterClose?: () => void): Db {
  const parsers = { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) };
  const wrapped: Db = {
    kind: 'pglite',
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      return (await db.query<T>(text, params as unknown[], { parsers })).rows;
    },
    async tx<T>(fn: (sql: Sql) => Promise<T>) {
      const committed: (() => void)[] = [];
      const result = await db.transaction((tx) =>
        fn({
          database: wrapped,
          query: async <R extends Row>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<R>(text, params as unknown[], { parsers })).rows,
          afterCommit: (f) => void committed.push(f),
        }),
      );
      runAfterCommit(committed);
      return result;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    close: async () => {
      try {
        await db.close();
      } finally {
        afterClose?.();
      }
    },
  };
  return wrapped;
}

/** Shown every statement before it runs, with its parameters (observeQueries). */
export type QueryListener = (text: string, params: readonly unknown[]) => void;

/**
 * The same database, showing `listener` every statement it runs, inside transactions too: the API
 * bench records the plans of the queries the server's own code sends. A separate wrapper rather
 * than a switch inside query(), so a server that is not observed pays nothing for it.
 */
export function observeQueries(db: Db, listener: QueryListener): Db {
  const observed: Db = {
    kind: db.kind,
    query<T extends Row>(text: string, params: readonly unknown[] = []) {
      listener(text, params);
      return db.query<T>(text, params);
    },
    tx<T>(fn: (sql: Sql) => Promise<T>) {
      return db.tx((sql) =>
        fn({
          // the observed database, so a write in the transaction empties the caches kept for it
          database: observed,
          query<R extends Row>(text: string, params: readonly unknown[] = []) {
            listener(text, params);
            return sql.query<R>(text, params);
          },
          // caches forgotten after the commit (the balance's copy) stay so under observation
          ...(sql.afterCommit ? { afterCommit: (f: () => void) => sql.afterCommit!(f) } : {}),
        }),
      );
    },
    exec: (text) => db.exec(text),
    close: () => db.close(),
  };
  return observed;
}

/** Extensions the embedded database loads: pg_trgm for the game search's index (migration 0801). */
const extensions = { pg_trgm };

/**
 * The embedded database, on disk under dataDir (created on first use), held by this process alone
 * until closed (./data-dir-lock.ts): another holder is waited for up to waitForHolderMs.
 */
export async function openPglite(dataDir: string, { waitForHolderMs = 30_000 } = {}): Promise<Db> {
  const dir = path.join(dataDir, 'pglite');
  const release = await lockDataDir(dataDir, { waitMs: waitForHolderMs });
  try {
    fs.mkdirSync(dir, { recursive: true });
    return wrapPglite(await PGlite.create(dir, { extensions }), release);
  } catch (err) {
    release();
    throw err;
  }
}

/** An embedded database in memory, optionally from a tarball made by dumpPglite (tests). */
export async function openPgliteMemory(loadDataDir?: Blob): Promise<Db & { dump(): Promise<Blob> }> {
  const pgl = await PGlite.create(loadDataDir ? { loadDataDir, extensions } : { extensions });
  return Object.assign(wrapPglite(pgl), { dump: () => pgl.dumpDataDir('none') as Promise<Blob> });
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; waitForHolderMs?: number }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts);
}
