import { randomInt } from 'node:crypto';
import { checkRule, fallbackRules } from '@tala/contract/register-rules';
import type { SecurityOverview, SessionEntry } from '@tala/contract/member';
import type { SmsSent } from '@tala/contract/session';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { emailProvider } from '../../providers/email/index.ts';
import { codePolicy, phoneTarget, requireSmsCode, sendSmsCode } from '../notify/codes.ts';
import { paymentPasswordStatus } from '../payout/payment-password.ts';
import { accountsOf } from '../payout/queries.ts';
import { assertRealAccount } from '../session/guards.ts';
import { keyedHash } from '../session/secrets.ts';
import { revokeMemberSessions } from '../session/tokens.ts';
import { emailCodeMail } from '../notify/templates.ts';
import { brandName } from '../system/settings.ts';
import { resolveLanguage } from '../system/text.ts';
import { assertPhone, brandRules, throwFailure } from './field-errors.ts';
import {
  emailTakenByOther,
  liveSessionsOf,
  mobileTakenByOther,
  securityRowOf,
  setVerifiedEmail,
  setVerifiedMobile,
} from './profile-queries.ts';
import { maskEmail, maskMobile } from './view.ts';

/** What is bound and verified; the score counts the safeguards that are on. */
export async function securityOverview(platform: Platform, member: Member | null): Promise<SecurityOverview> {
  assertRealAccount(member);
  const { db } = platform;
  const [row, payment, accounts] = await Promise.all([
    securityRowOf(db, member.id),
    paymentPasswordStatus(db, member.id),
    accountsOf(db, member.id),
  ]);
  if (!row) throw new AppError('SESSION_EXPIRED');
  const mobileVerified = row.mobile !== null && row.mobile_verified_at !== null;
  const emailVerified = row.email !== null && row.email_verified_at !== null;
  // the login password is always there: it is the first of the five
  const on = [true, mobileVerified, emailVerified, payment.isSet, accounts.length > 0];
  return {
    passwordChangedAt: row.password_changed_at.toISOString(),
    mobile: { value: maskMobile(row.country_dialing_code, row.mobile), verified: mobileVerified },
    email: { value: maskEmail(row.email), verified: emailVerified },
    paymentPasswordSet: payment.isSet,
    payoutAccounts: accounts.length,
    score: { done: on.filter(Boolean).length, total: on.length },
  };
}

const digitsOf = (mobile: string) => mobile.replace(/[\s-]/g, '');

async function checkMobile(platform: Platform, memberId: number, dialingCode: string, mobileNum: string): Promise<string> {
  const mobile = digitsOf(mobileNum);
  assertPhone(await brandRules(platform), mobile, 'mobileNum');
  if (await mobileTakenByOther(platform.db, memberId, dialingCode, mobile))
    throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  return mobile;
}

export async function sendMobileCode(
  platform: Platform,
  member: Member | null,
  input: { mobileNum: string; countryDialingCode: string },
  ip: string,
): Promise<SmsSent> {
  assertRealAccount(member);
  const mobile = await checkMobile(platform, member.id, input.countryDialingCode, input.mobileNum);
  return sendSmsCode(platform, {
    purpose: 'bindMobile',
    target: phoneTarget(input.countryDialingCode, mobile),
    ip,
    deliver: true,
  });
}

export async function bindMobile(
  platform: Platform,
  member: Member | null,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<SecurityOverview> {
  assertRealAccount(member);
  const mobile = await checkMobile(platform, member.id, input.countryDialingCode, input.mobileNum);
  await requireSmsCode(platform.db, 'bindMobile', phoneTarget(input.countryDialingCode, mobile), input.verificationCode.trim());
  try {
    await setVerifiedMobile(platform.db, member.id, input.countryDialingCode, mobile);
  } catch (err) {
    // two members binding the same number at once: the unique index keeps one
    if (await mobileTakenByOther(platform.db, member.id, input.countryDialingCode, mobile)) {
      throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
    }
    throw err;
  }
  return securityOverview(platform, member);
}

async function checkEmail(platform: Platform, memberId: number, raw: string): Promise<string> {
  const rules = await brandRules(platform);
  const email = raw.trim();
  const rule = rules.email?.enabled ? rules.email : fallbackRules.email;
  throwFailure(checkRule('email', email, rule, true));
  if (await emailTakenByOther(platform.db, memberId, email)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
  return email.toLowerCase();
}

/** E-mail codes use the same table and checks as SMS codes (purpose bindEmail, target the address). */
export async function sendEmailCode(
  platform: Platform,
  member: Member | null,
  input: { email: string },
  ip: string,
): Promise<SmsSent> {
  assertRealAccount(member);
  const email = await checkEmail(platform, member.id, input.email);
  const limiter = rateLimiter(platform);
  await enforce(limiter, `sms:ip:${ip}`, limits.smsPerIp);
  await enforce(limiter, `email:resend:${email}`, { max: 1, windowSeconds: codePolicy.resendSeconds });
  await enforce(limiter, `email:address:${email}`, limits.smsPerNumber);
  const now = Date.now();
  const code = String(randomInt(0, 10 ** codePolicy.digits)).padStart(codePolicy.digits, '0');
  const hash = await keyedHash(platform.db, 'sms-code', 'bindEmail', email, code);
  await platform.db.tx(async (sql) => {
    await sql.query(
      "UPDATE verification_codes SET used_at = now() WHERE purpose = 'bindEmail' AND target = $1 AND used_at IS NULL",
      [email],
    );
    await sql.query(
      `INSERT INTO verification_codes (purpose, target, code_hash, ip, expires_at)
       VALUES ('bindEmail', $1, $2, $3, now() + make_interval(secs => $4))`,
      [email, hash, ip, codePolicy.ttlSeconds],
    );
    const brand = await brandName(sql);
    const [row] = await sql.query<{ language: string }>('SELECT language FROM members WHERE id = $1', [member.id]);
    const message = emailCodeMail(resolveLanguage(row?.language), { brand, code, minutes: codePolicy.ttlSeconds / 60 });
    await emailProvider(sql).send(email, message.subject, message.body);
  });
  return { expirationTime: now + codePolicy.resendSeconds * 1000, codeExpiresAt: now + codePolicy.ttlSeconds * 1000 };
}

export async function bindEmail(
  platform: Platform,
  member: Member | null,
  input: { email: string; verificationCode: string },
): Promise<SecurityOverview> {
  assertRealAccount(member);
  const email = await checkEmail(platform, member.id, input.email);
  await requireSmsCode(platform.db, 'bindEmail', email, input.verificationCode.trim());
  await setVerifiedEmail(platform.db, member.id, email);
  return securityOverview(platform, member);
}

export async function sessionList(platform: Platform, member: Member | null): Promise<{ list: SessionEntry[] }> {
  assertRealAccount(member);
  const rows = await liveSessionsOf(platform.db, member.id);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      createdAt: r.created_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
      current: Number(r.id) === member.sessionId,
    })),
  };
}

export async function endOtherSessions(platform: Platform, member: Member | null): Promise<{ list: SessionEntry[] }> {
  assertRealAccount(member);
  await revokeMemberSessions(platform.db, member.id, member.sessionId);
  return sessionList(platform, member);
}
