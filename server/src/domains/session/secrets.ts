import { randomBytes, createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';

/** Secrets cached per database (a test run opens several), created once and shared by every node. */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

async function load(db: Db, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}

/** A named 256-bit secret (HMAC keys of challenges, captchas and codes). */
export function serverSecret(db: Db, name: string): Promise<string> {
  let byDb = cache.get(db);
  if (!byDb) cache.set(db, (byDb = new Map()));
  let value = byDb.get(name);
  if (!value) {
    value = load(db, name);
    value.catch(() => byDb.delete(name));
    byDb.set(name, value);
  }
  return value;
}

/** HMAC-SHA-256 of a short secret value (codes, captcha text) under a server secret. */
export async function keyedHash(db: Db, secretName: string, ...parts: string[]): Promise<Buffer> {
  return createHmac('sha256', await serverSecret(db, secretName))
    .update(parts.join('\u0000'))
    .digest();
}
