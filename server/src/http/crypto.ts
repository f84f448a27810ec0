import { randomBytes } from 'node:crypto';
import {
  decryptPayload,
  generatePayloadKeyPair,
  importPrivateKey,
  isEncryptedBody,
  type PayloadKey,
} from '@tala/contract/payload-crypto';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { Platform } from './context.ts';

/**
 * Payload decryption for the (enc) endpoints (contract/src/payload-crypto.ts describes the format).
 * The key pair lives in the database so every node decrypts what any node's key encrypted; it is
 * created on first use. Decrypted values exist only in memory: they are never logged (the bind layer's
 * validation messages name fields, never values).
 */

interface ActiveKey {
  kid: string;
  publicKey: string;
}

/**
 * How long a node keeps using the active key it read before it looks again: after `keys rotate` on
 * one node, the others publish the new key within this time (old keys keep decrypting meanwhile).
 */
const ACTIVE_KEY_TTL_MS = 60_000;

const activeKeys = new WeakMap<Db, { key: Promise<ActiveKey>; readAt: number }>();
const privateKeys = new WeakMap<Db, Map<string, Promise<PayloadKey | null>>>();

const newKid = () => `k${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

async function loadActive(db: Db): Promise<ActiveKey> {
  const select = () => db.query<{ kid: string; public_key: string }>('SELECT kid, public_key FROM payload_keys WHERE active');
  let [row] = await select();
  if (!row) {
    const pair = await generatePayloadKeyPair();
    // another node may win the race: the unique "one active" index makes this a no-op then
    await db.query('INSERT INTO payload_keys (kid, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      newKid(),
      pair.publicKey,
      pair.privateKey,
    ]);
    [row] = await select();
  }
  if (!row) throw new Error('no payload key');
  return { kid: row.kid, publicKey: row.public_key };
}

/** The active public key (base64 SPKI) and its id. */
export function activePayloadKey(db: Db): Promise<ActiveKey> {
  const cached = activeKeys.get(db);
  if (cached && Date.now() - cached.readAt < ACTIVE_KEY_TTL_MS) return cached.key;
  const key = loadActive(db);
  key.catch(() => activeKeys.delete(db));
  activeKeys.set(db, { key, readAt: Date.now() });
  return key;
}

/**
 * `keys rotate`: a new active key pair; the previous one stops being published but still decrypts
 * (a page that fetched it a moment ago may still use it) until it is retired.
 */
export async function rotatePayloadKey(db: Db): Promise<ActiveKey> {
  const pair = await generatePayloadKeyPair();
  const kid = newKid();
  await db.tx(async (sql) => {
    await sql.query('UPDATE payload_keys SET active = false WHERE active');
    await sql.query('INSERT INTO payload_keys (kid, public_key, private_key) VALUES ($1, $2, $3)', [
      kid,
      pair.publicKey,
      pair.privateKey,
    ]);
  });
  activeKeys.delete(db);
  return { kid, publicKey: pair.publicKey };
}

/** `keys retire <kid>`: deletes an inactive key; bodies encrypted with it no longer decrypt. */
export async function retirePayloadKey(db: Db, kid: string): Promise<'retired' | 'active' | 'unknown'> {
  const [row] = await db.query<{ active: boolean }>('SELECT active FROM payload_keys WHERE kid = $1', [kid]);
  if (!row) return 'unknown';
  if (row.active) return 'active';
  await db.query('DELETE FROM payload_keys WHERE kid = $1 AND NOT active', [kid]);
  privateKeys.get(db)?.delete(kid);
  return 'retired';
}

/** `keys list`: every key, newest first. */
export function listPayloadKeys(db: Db): Promise<{ kid: string; active: boolean; created_at: Date }[]> {
  return db.query('SELECT kid, active, created_at FROM payload_keys ORDER BY created_at DESC, kid DESC');
}

function privateKey(db: Db, kid: string): Promise<PayloadKey | null> {
  let byKid = privateKeys.get(db);
  if (!byKid) privateKeys.set(db, (byKid = new Map()));
  let key = byKid.get(kid);
  if (!key) {
    key = db
      .query<{ private_key: string }>('SELECT private_key FROM payload_keys WHERE kid = $1', [kid])
      .then((rows) => (rows[0] ? importPrivateKey(rows[0].private_key) : null));
    key.catch(() => byKid.delete(kid));
    byKid.set(kid, key);
  }
  return key;
}

/** The bind hook: an (enc) body must be an envelope that decrypts to a JSON object. */
export async function decryptBody(body: unknown, platform: Platform): Promise<unknown> {
  if (!isEncryptedBody(body)) throw new AppError('ENCRYPTION_REQUIRED');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(body.enc.kid)) throw new AppError('DECRYPTION_FAILED');
  const key = await privateKey(platform.db, body.enc.kid);
  if (!key) throw new AppError('DECRYPTION_FAILED');
  let plain: unknown;
  try {
    plain = await decryptPayload(key, body);
  } catch {
    throw new AppError('DECRYPTION_FAILED');
  }
  if (!plain || typeof plain !== 'object' || Array.isArray(plain)) throw new AppError('DECRYPTION_FAILED');
  return plain;
}
