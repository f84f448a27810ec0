import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client.ts';

const dir = path.join(import.meta.dirname, 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet applied, in order, each in its own transaction.
 * Number ranges per domain keep parallel work apart: 0001-0099 system, 0100 session/member,
 * 0200 wallet and games, 0300 lottery, 0400 promotions/points, 0500 agent, 0600 messages/chat.
 * A migration is never edited once committed: add a new one.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  // one migrator at a time across a cluster (Postgres); PGlite is single-process anyway
  if (db.kind === 'postgres') await db.query('SELECT pg_advisory_lock(7271001)');
  try {
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const files = migrationFiles();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      await db.tx(async (sql) => {
        for (const statement of splitStatements(text)) await sql.query(statement);
        await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      applied.push(file);
    }
    return applied;
  } finally {
    if (db.kind === 'postgres') await db.query('SELECT pg_advisory_unlock(7271001)');
  }
}

/** Migration files this build has that the database has not applied (readiness: a node is not ready before). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return migrationFiles().filter((f) => !done.has(f));
}

/**
 * The migration files in order. A `.sql` file not named `NNNN_name.sql` stops the start: skipped, it
 * would leave the schema behind the code without a word.
 */
export function migrationFiles(folder = dir): string[] {
  const sql = fs.readdirSync(folder).filter((f) => f.endsWith('.sql'));
  const misnamed = sql.filter((f) => !/^\d{4}_[a-z0-9_]+\.sql$/.test(f));
  if (misnamed.length)
    throw new Error(`Migration files must be named NNNN_name.sql (lower case, digits, _): ${misnamed.join(', ')}`);
  return sql.sort();
}

/** Splits a migration on semicolons at line ends, keeping $$-quoted bodies whole. */
export function splitStatements(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of text.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    current += line + '\n';
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
