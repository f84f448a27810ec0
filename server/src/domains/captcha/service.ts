import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { keyedHash } from '../session/secrets.ts';
import { captchaAlphabet } from './font.ts';
import { renderCaptcha } from './image.ts';

export const captchaPolicy = { length: 4, ttlSeconds: 300 };

const hashOf = (db: Db, id: string, code: string) => keyedHash(db, 'captcha', id, code.trim().toUpperCase());

/** A new captcha: stored as an HMAC with an expiry; the PNG is returned as a data URL. */
export async function issueCaptcha(db: Db, ip: string): Promise<{ captchaId: string; image: string; expiresIn: number }> {
  const code = Array.from({ length: captchaPolicy.length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
  const id = randomBytes(16).toString('base64url');
  await db.query(`INSERT INTO captchas (id, code_hash, ip, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    id,
    await hashOf(db, id, code),
    ip,
    captchaPolicy.ttlSeconds,
  ]);
  if (Math.random() < 0.02) await db.query("DELETE FROM captchas WHERE expires_at < now() - interval '1 hour'");
  return {
    captchaId: id,
    image: `data:image/png;base64,${renderCaptcha(code).toString('base64')}`,
    expiresIn: captchaPolicy.ttlSeconds,
  };
}

/**
 * Checks an answer (case-insensitive). The captcha is consumed by this check whether the answer is
 * right or wrong, so it can never be tried twice.
 */
export async function consumeCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || id.length > 64 || answer.length > 16) return false;
  const [row] = await db.query<{ code_hash: Uint8Array }>(
    `UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING code_hash`,
    [id],
  );
  if (!row) return false;
  const expected = Buffer.from(row.code_hash);
  const given = await hashOf(db, id, answer);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Throws CAPTCHA_FAILED (value.captcha true: show the field) unless the answer is right. */
export async function requireCaptcha(
  db: Db,
  id: string | undefined,
  answer: string | undefined,
  field = 'captcha',
): Promise<void> {
  if (!(await consumeCaptcha(db, id, answer))) throw new AppError('CAPTCHA_FAILED', { field, value: { captcha: true } });
}
