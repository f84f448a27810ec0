import type { z } from 'zod';
import type { LoginResult, loginInput } from '@tala/contract/session';
import type { FastifyRequest } from 'fastify';
import { accountNameRule, checkRule, ruleFor } from '@tala/contract/register-rules';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter, refuseAtLimit } from '../../http/rate-limit.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { consumeChallenge } from '../challenge/service.ts';
import { assertPhone, brandRules, throwFailure } from '../member/field-errors.ts';
import { memberByAccount, memberByMobile, type MemberRow } from '../member/queries.ts';
import { checkSmsCode, phoneTarget } from '../notify/codes.ts';
import { isModuleEnabled } from '../system/queries.ts';
import { verifyPassword } from './passwords.ts';
import { captchaNeeded, startSession } from './start.ts';

type LoginInput = z.output<typeof loginInput>;

/** A temporary password from the e-mail recovery: valid once, next to the real one, until it expires. */
async function consumeTemporaryPassword(platform: Platform, memberId: number, password: string): Promise<boolean> {
  const rows = await platform.db.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM password_resets WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 3`,
    [memberId],
  );
  for (const row of rows) {
    if (await verifyPassword(row.code_hash, password)) {
      const used = await platform.db.query(
        'UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
        [row.id],
      );
      return used.length > 0;
    }
  }
  return false;
}

/**
 * Bad input is a 400 naming the field before anything is counted. The username only gets the
 * unsafe-text check (accounts may be mobile numbers or follow another brand pattern); the mobile
 * number and the code follow the brand's rules.
 */
async function checkLoginFields(platform: Platform, input: LoginInput): Promise<void> {
  if (input.type === 'username') {
    throwFailure(checkRule('username', input.username, accountNameRule));
    return;
  }
  const rules = await brandRules(platform);
  assertPhone(rules, input.mobileNum, 'mobileNum');
  throwFailure(
    checkRule('verificationCode', input.verificationCode, { ...ruleFor(rules, 'verificationCode'), maxLength: 16 }, true),
  );
}

/**
 * Login by username + password or by mobile + SMS code. Order: per-IP limit, bot challenge, account
 * and IP failure limits, captcha (after failures), then the credential. Every credential failure —
 * unknown user, wrong password, wrong or missing code — is the same LOGIN_FAILED, counted per account
 * and per IP; its value says whether a captcha is now needed.
 */
export async function login(
  platform: Platform,
  input: LoginInput,
  ctx: { ip: string; req: FastifyRequest },
): Promise<LoginResult> {
  const { db } = platform;
  const limiter = rateLimiter(platform);
  const { ip } = ctx;
  if (input.type === 'sms' && !(await isModuleEnabled(db, 'MOBILEVERCODELOGIN3'))) throw new AppError('FUNCTION_DISABLED');
  await checkLoginFields(platform, input);

  await enforce(limiter, `login:ip:${ip}`, limits.loginPerIp);
  await consumeChallenge(db, input.altcha);

  const target = input.type === 'sms' ? phoneTarget(input.countryDialingCode, input.mobileNum) : '';
  const accountKey = input.type === 'username' ? `acct:${input.username.toLowerCase()}` : `mobile:${target}`;
  await refuseAtLimit(limiter, `loginfail:${accountKey}`, limits.loginFailuresPerAccount);
  await refuseAtLimit(limiter, `loginfail:ip:${ip}`, limits.loginFailuresPerIp);
  if (await captchaNeeded(platform, ip, accountKey)) await requireCaptcha(db, input.captchaId, input.captcha);

  const fail = async (): Promise<never> => {
    await limiter.hit(`loginfail:${accountKey}`, limits.loginFailuresPerAccount.windowSeconds);
    await limiter.hit(`loginfail:ip:${ip}`, limits.loginFailuresPerIp.windowSeconds);
    throw new AppError('LOGIN_FAILED', { value: { captcha: await captchaNeeded(platform, ip, accountKey) } });
  };

  let member: MemberRow | null;
  let temporary = false;
  if (input.type === 'username') {
    member = await memberByAccount(db, input.username);
    let ok = await verifyPassword(member?.password_hash, input.password);
    if (!ok && member) ok = temporary = await consumeTemporaryPassword(platform, member.id, input.password);
    if (!ok || !member) return fail();
  } else {
    member = await memberByMobile(db, input.countryDialingCode, input.mobileNum);
    // the code is only ever sent to members' numbers; a stranger's number has no code to match
    if ((await checkSmsCode(db, 'login', target, input.verificationCode)) !== 'ok' || !member) return fail();
  }
  if (member.status !== 'active') throw new AppError('CONTACT_AGENT');

  await limiter.reset(`loginfail:${accountKey}`);
  return startSession(platform, member, {
    ...ctx,
    byPassword: input.type === 'username',
    fromApp: input.installedApp === true,
    ...(temporary ? { passwordExpired: true } : {}),
  });
}
