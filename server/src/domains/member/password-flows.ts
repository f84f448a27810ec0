import { randomBytes, randomInt } from 'node:crypto';
import type { LoginResult } from '@tala/contract/session';
import { accountNameRule, checkConfirmation, checkRule, fallbackRules, ruleFor } from '@tala/contract/register-rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { emailProvider } from '../../providers/email/index.ts';
import { phoneTarget, requireSmsCode } from '../notify/codes.ts';
import { assertRealAccount } from '../session/guards.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import { startSession } from '../session/start.ts';
import { revokeMemberSessions } from '../session/tokens.ts';
import { temporaryPasswordMail } from '../notify/templates.ts';
import { brandName } from '../system/settings.ts';
import { resolveLanguage } from '../system/text.ts';
import { brandRules, throwFailure } from './field-errors.ts';
import { memberByAccount, memberById, memberByMobile, setPassword } from './queries.ts';

export const TEMP_PASSWORD_MINUTES = 30;

/**
 * A temporary password that logged in (used once) and is still inside its validity window counts as
 * the old password for one change; the change then retires it.
 */
async function usedTemporaryPassword(platform: Platform, memberId: number, password: string): Promise<number | null> {
  const rows = await platform.db.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM password_resets
      WHERE member_id = $1 AND used_at IS NOT NULL AND expires_at > now() ORDER BY id DESC LIMIT 3`,
    [memberId],
  );
  for (const r of rows) if (await verifyPassword(r.code_hash, password)) return r.id;
  return null;
}

/** Change password: old one checked, new one by the password rule, then EVERY session ends. */
export async function changePassword(
  platform: Platform,
  member: Member | null,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  assertRealAccount(member);
  const rules = await brandRules(platform);
  throwFailure(checkRule('newPassword', input.newPassword, ruleFor(rules, 'password'), true));
  throwFailure(checkConfirmation('confirmNewPassword', input.confirmNewPassword, input.newPassword));
  await enforce(rateLimiter(platform), `password:member:${member.id}`, limits.passwordChangePerMember);
  const row = await memberById(platform.db, member.id);
  const realOk = row ? await verifyPassword(row.password_hash, input.oldPassword) : false;
  // after an e-mail recovery the player knows only the temporary password they logged in with
  const temporary = row && !realOk ? await usedTemporaryPassword(platform, member.id, input.oldPassword) : null;
  if (!realOk && temporary === null) throw new AppError('OLD_PASSWORD_WRONG', { field: 'oldPassword' });
  // a forced change (first login with the password an agent handed out, an expired password, a
  // temporary one) means nothing if the same password may be typed again
  if (input.newPassword === input.oldPassword || (row && (await verifyPassword(row.password_hash, input.newPassword))))
    throw new AppError('PASSWORD_UNCHANGED', { field: 'newPassword' });
  const hash = await hashPassword(input.newPassword);
  await platform.db.tx(async (sql) => {
    await setPassword(sql, member.id, hash);
    await revokeMemberSessions(sql, member.id);
    if (temporary !== null) await sql.query('UPDATE password_resets SET expires_at = now() WHERE id = $1', [temporary]);
  });
}

function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[randomInt(set.length)]).join('');
  return `${pick(letters, 5)}${pick(digits, 4)}${pick(letters, 1).toUpperCase()}`;
}

/**
 * Forgot password by e-mail. The answer never depends on whether username and e-mail match; when they
 * do, a temporary password is mailed (valid TEMP_PASSWORD_MINUTES, once) that logs in with a forced
 * change. The real password keeps working, so nobody can lock a member out with this form.
 */
export async function forgotByEmail(platform: Platform, input: { username: string; email: string }, ip: string): Promise<void> {
  const rules = await brandRules(platform);
  throwFailure(checkRule('username', input.username, accountNameRule, true));
  throwFailure(checkRule('email', input.email, rules.email?.enabled ? rules.email : fallbackRules.email, true));
  const limiter = rateLimiter(platform);
  await enforce(limiter, `forgot:ip:${ip}`, limits.forgotPerIp);
  await enforce(limiter, `forgot:acct:${input.username.trim().toLowerCase()}`, limits.forgotPerAccount);
  const member = await memberByAccount(platform.db, input.username.trim());
  const matches =
    member?.status === 'active' && member.email !== null && member.email.toLowerCase() === input.email.trim().toLowerCase();
  const temp = temporaryPassword();
  // hash either way so both answers take the same time
  const hash = await hashPassword(matches ? temp : randomBytes(12).toString('hex'));
  if (!matches || !member) return;
  const brand = await brandName(platform.db);
  await platform.db.tx(async (sql) => {
    await sql.query(
      `INSERT INTO password_resets (member_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [member.id, hash, TEMP_PASSWORD_MINUTES],
    );
    const message = temporaryPasswordMail(resolveLanguage(member.language), {
      brand,
      name: member.nickname || member.account,
      account: member.account,
      password: temp,
      minutes: TEMP_PASSWORD_MINUTES,
    });
    await emailProvider(sql).send(member.email!, message.subject, message.body);
  });
}

/** Set a new password with an SMS code (CHNGPASSVERIF3), end every session, log in. */
export async function setPasswordByPhone(
  platform: Platform,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword?: string | undefined;
  },
  ctx: { ip: string; req: FastifyRequest },
): Promise<LoginResult> {
  const rules = await brandRules(platform);
  const mobile = input.mobileNum.trim();
  throwFailure(checkRule('mobileNum', mobile, ruleFor(rules, 'mobileNum'), true));
  throwFailure(checkRule('verificationCode', input.verificationCode, ruleFor(rules, 'verificationCode'), true));
  throwFailure(checkRule('newPassword', input.newPassword, ruleFor(rules, 'password'), true));
  if (input.confirmNewPassword !== undefined)
    throwFailure(checkConfirmation('confirmNewPassword', input.confirmNewPassword, input.newPassword));
  await requireSmsCode(platform.db, 'password', phoneTarget(input.countryDialingCode, mobile), input.verificationCode.trim());
  const member = await memberByMobile(platform.db, input.countryDialingCode, mobile);
  // codes are only sent to members' numbers, so a valid code means the member exists
  if (!member || member.status !== 'active') throw new AppError('VERIFICATION_CODE_INVALID', { field: 'verificationCode' });
  const hash = await hashPassword(input.newPassword);
  await platform.db.tx(async (sql) => {
    await setPassword(sql, member.id, hash);
    await revokeMemberSessions(sql, member.id);
  });
  return startSession(platform, member, { ...ctx, passwordExpired: false });
}
