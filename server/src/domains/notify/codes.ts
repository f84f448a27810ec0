import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSent } from '@tala/contract/session';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { smsProvider } from '../../providers/sms/index.ts';
import { brandName } from '../system/settings.ts';
import { resolveLanguage } from '../system/text.ts';
import { keyedHash } from '../session/secrets.ts';
import { languageOfNumber } from './queries.ts';
import { codeSmsText } from './templates.ts';

/** SMS verification codes: 6 digits, stored as HMACs, 5 minutes, 5 attempts, single use. */
export const codePolicy = { digits: 6, ttlSeconds: 300, resendSeconds: 60, maxAttempts: 5 };

/** payment: resetting the payment password (payout domain); bindMobile/bindEmail: the security centre (member domain). */
export type CodePurpose = 'login' | 'register' | 'password' | 'payment' | 'bindMobile' | 'bindEmail';

/** The SMS recipient of a number: '+<dialing code><number>'. */
export const phoneTarget = (dialingCode: string, mobile: string) => `+${dialingCode}${mobile}`;

const hashOf = (db: Db, purpose: CodePurpose, target: string, code: string) => keyedHash(db, 'sms-code', purpose, target, code);

/**
 * Issues a code for a number and sends it, after the limits (per number, per IP, and one send per
 * resendSeconds). With `deliver: false` (a number that is nobody's) everything is counted the same and
 * the same answer is given, but nothing is stored or sent: callers cannot tell members from strangers.
 */
export async function sendSmsCode(
  platform: Platform,
  opts: { purpose: CodePurpose; target: string; ip: string; deliver: boolean },
): Promise<SmsSent> {
  const limiter = rateLimiter(platform);
  await enforce(limiter, `sms:ip:${opts.ip}`, limits.smsPerIp);
  await enforce(limiter, `sms:resend:${opts.purpose}:${opts.target}`, { max: 1, windowSeconds: codePolicy.resendSeconds });
  await enforce(limiter, `sms:number:${opts.target}`, limits.smsPerNumber);
  const now = Date.now();
  if (opts.deliver) {
    const code = String(randomInt(0, 10 ** codePolicy.digits)).padStart(codePolicy.digits, '0');
    const { db } = platform;
    const hash = await hashOf(db, opts.purpose, opts.target, code);
    await db.tx(async (sql) => {
      // a new code replaces any earlier one for the same purpose and number
      await sql.query('UPDATE verification_codes SET used_at = now() WHERE purpose = $1 AND target = $2 AND used_at IS NULL', [
        opts.purpose,
        opts.target,
      ]);
      await sql.query(
        `INSERT INTO verification_codes (purpose, target, code_hash, ip, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [opts.purpose, opts.target, hash, opts.ip, codePolicy.ttlSeconds],
      );
      const brand = await brandName(sql);
      // in the language of the member who owns the number (a number being registered: English)
      const language = resolveLanguage((await languageOfNumber(sql, opts.target)) ?? undefined);
      const text = codeSmsText(language, { brand, code, minutes: codePolicy.ttlSeconds / 60 });
      await smsProvider(sql).send(opts.target, text, { ttlSeconds: codePolicy.ttlSeconds });
    });
  }
  return { expirationTime: now + codePolicy.resendSeconds * 1000, codeExpiresAt: now + codePolicy.ttlSeconds * 1000 };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks a code. A wrong code uses up one attempt (committed even though the caller then fails); the
 * right one is consumed. After maxAttempts wrong tries the code is dead.
 */
export async function checkSmsCode(db: Db, purpose: CodePurpose, target: string, code: string): Promise<CodeCheck> {
  if (!/^[0-9]{1,16}$/.test(code)) return 'invalid';
  const given = await hashOf(db, purpose, target, code);
  return db.tx(async (sql) => {
    const [row] = await sql.query<{ id: number; code_hash: Uint8Array; attempts: number; expired: boolean }>(
      `SELECT id, code_hash, attempts, expires_at <= now() AS expired FROM verification_codes
        WHERE purpose = $1 AND target = $2 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [purpose, target],
    );
    if (!row) return 'invalid';
    if (row.expired) return 'expired';
    const expected = Buffer.from(row.code_hash);
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await sql.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [row.id]);
      return 'ok';
    }
    const attempts = row.attempts + 1;
    await sql.query(
      `UPDATE verification_codes SET attempts = $2::int, used_at = CASE WHEN $2::int >= $3::int THEN now() END WHERE id = $1`,
      [row.id, attempts, codePolicy.maxAttempts],
    );
    return 'invalid';
  });
}

/** checkSmsCode that throws VERIFICATION_CODE_INVALID / VERIFICATION_CODE_EXPIRED on the given field. */
export async function requireSmsCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
  code: string,
  field = 'verificationCode',
): Promise<void> {
  const result = await checkSmsCode(db, purpose, target, code);
  if (result === 'expired') throw new AppError('VERIFICATION_CODE_EXPIRED', { field });
  if (result === 'invalid') throw new AppError('VERIFICATION_CODE_INVALID', { field });
}
