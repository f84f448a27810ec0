import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/client.ts';

const cache = new WeakMap<object, Map<string, Buffer>>();

/**
 * A per-installation secret (launch tickets, vendor callback signatures), created at first use and
 * kept in the database (platform_secrets) so every node of a cluster signs and verifies alike.
 */
export async function secretOf(db: Sql, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  const hit = byName.get(name);
  if (hit) return hit;
  await db.query('INSERT INTO platform_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32),
  ]);
  const [row] = await db.query<{ secret: Uint8Array }>('SELECT secret FROM platform_secrets WHERE name = $1', [name]);
  const secret = Buffer.from(row!.secret);
  byName.set(name, secret);
  return secret;
}
