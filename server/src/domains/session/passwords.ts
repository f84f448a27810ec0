import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Sql } from '../../db/client.ts';
import { isModuleEnabled } from '../system/queries.ts';
import { readSetting } from '../system/settings.ts';

/** argon2id (the library's enum is an ambient const enum, so its value is written out: Argon2id = 2). */
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user) it still runs one argon2 verification, so
 * an unknown account takes as long as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Days after which a password counts as expired (brand setting passwordMaxAgeDays). */
export function passwordMaxAgeDays(sql: Sql): Promise<number> {
  return readSetting(sql, 'passwordMaxAgeDays');
}

/**
 * Must the member change the password now? When it was set for them (agent-created account, temporary
 * password) or, with PWDEXPFORCECHANGE3 on, when it is older than the brand's limit.
 */
export async function isPasswordExpired(
  sql: Sql,
  m: { password_must_change: boolean; password_changed_at: Date },
): Promise<boolean> {
  if (m.password_must_change) return true;
  if (!(await isModuleEnabled(sql, 'PWDEXPFORCECHANGE3'))) return false;
  const maxAgeMs = (await passwordMaxAgeDays(sql)) * 86_400_000;
  return Date.now() - new Date(m.password_changed_at).getTime() > maxAgeMs;
}
