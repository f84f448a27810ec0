import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { registrationPayload } from '@tala/contract/register';
import { fieldValue, registrationFields, validateRegistration, type RegistrationMode } from '@tala/contract/register-rules';
import type { LoginResult } from '@tala/contract/session';
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { brandRules, throwFailure } from '../member/field-errors.ts';
import { agentByCode, memberByAccount, memberById, memberByMobile } from '../member/queries.ts';
import { announceMessage, platformMessages, writeMessage } from '../messages/send.ts';
import { memberByReferralCode, setReferrer } from '../member/report-queries.ts';
import { phoneTarget, requireSmsCode } from '../notify/codes.ts';
import { hashPassword } from '../session/passwords.ts';
import { startSession } from '../session/start.ts';
import { isModuleEnabled } from '../system/queries.ts';

type Payload = z.output<typeof registrationPayload>;

/** Optional fields kept in the member's profile (not columns of their own). */
const profileFields = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

async function registrationMode(sql: Sql, type: 'username' | 'mobile'): Promise<RegistrationMode> {
  const [smsVerification, mobilePassword] = await Promise.all([
    isModuleEnabled(sql, 'REGMOBVERF3'),
    isModuleEnabled(sql, 'MOBILENUMPASSREG3'),
  ]);
  return { type, smsVerification, mobilePassword };
}

/** A dialing code the brand offers; the brand's first country when none was sent. */
async function dialingCodeOf(sql: Sql, given: string | undefined): Promise<string> {
  const rows = given
    ? await sql.query<{ dialing_code: string }>('SELECT dialing_code FROM countries WHERE dialing_code = $1 LIMIT 1', [given])
    : await sql.query<{ dialing_code: string }>('SELECT dialing_code FROM countries ORDER BY sort, name LIMIT 1');
  if (!rows[0]) throw new AppError('VALIDATION_FAILED', { field: 'countryDialingCode' });
  return rows[0].dialing_code;
}

/**
 * The upline of a new member: the agent whose invitation code came as affiliateCode or referralCode;
 * and the member who invited him, when referralCode is a player's own invitation code (invite friends).
 */
async function uplineOf(sql: Sql, input: Payload): Promise<{ upline: number | null; referrer: number | null }> {
  let upline: number | null = null;
  let referrer: number | null = null;
  for (const field of ['affiliateCode', 'referralCode'] as const) {
    const code = fieldValue(field, input[field]);
    if (!code) continue;
    const valid = /^[A-Za-z0-9]{1,32}$/.test(code);
    const agent = valid ? await agentByCode(sql, code) : null;
    if (agent) {
      upline ??= agent.id;
      continue;
    }
    const friend = valid && field === 'referralCode' ? await memberByReferralCode(sql, code) : null;
    if (!friend) throw new AppError('AFFILIATE_INVALID', { field });
    referrer = friend.id;
  }
  return { upline, referrer };
}

/** The host the form was served from ('example.com', 'example.com:8443'), lower-cased; refused unless a plain host. */
function normaliseDomain(raw: string): string | null {
  if (raw === '') return null;
  const host = raw.toLowerCase();
  let parsed: URL | null = null;
  const labels = host.split(':')[0]!.split('.');
  if (/^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/.test(host) && labels.every((l) => l.length > 0 && l.length <= 63)) {
    try {
      parsed = new URL(`http://${host}/`);
    } catch {
      parsed = null;
    }
  }
  // the URL parser must read back exactly the given host: no userinfo, path or IDN rewriting slipped in
  if (!parsed || parsed.host !== host.replace(/:80$/, '')) throw new AppError('VALIDATION_FAILED', { field: 'domain' });
  return host;
}

/**
 * The page the member registered from, re-serialised by the URL parser (which percent-encodes markup
 * and quotes): http(s) only, no credentials; the query and fragment are dropped when the result would
 * not fit the 1,024 characters kept.
 */
function normaliseRegisterUrl(raw: string): string | null {
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', { field: 'registerUrl' });
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new AppError('VALIDATION_FAILED', { field: 'registerUrl' });
  if (url.href.length <= 1024) return url.href;
  const short = `${url.origin}${url.pathname}`;
  if (short.length <= 1024) return short;
  throw new AppError('VALIDATION_FAILED', { field: 'registerUrl' });
}

function uniqueViolation(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return where.includes('mobile')
    ? new AppError('MOBILE_TAKEN', { field: 'mobileNum' })
    : new AppError('USERNAME_TAKEN', { field: 'username' });
}

/**
 * Registration by username or by mobile number. Checks, in order: limits, the brand's rules (the very
 * code the form runs), terms and age, captcha when the brand asks for one, invitation codes, the
 * username's uniqueness, the SMS code, the number's uniqueness; then creates the member and, with `login`, a session. Nothing is stored
 * unless every check passed.
 */
export async function registerMember(
  platform: Platform,
  input: Payload,
  type: 'username' | 'mobile',
  ctx: { ip: string; req: FastifyRequest },
): Promise<LoginResult> {
  const { db } = platform;
  if (!(await isModuleEnabled(db, 'REG3'))) throw new AppError('FUNCTION_DISABLED');
  await enforce(rateLimiter(platform), `register:ip:${ctx.ip}`, limits.registerPerIp);

  const rules = await brandRules(platform);
  const mode = await registrationMode(db, type);
  const values: Record<string, unknown> = { ...input };
  if (type === 'mobile') values.username = input.mobileNum;
  throwFailure(validateRegistration(values, rules, mode)[0]);
  if (!input.agreement) throw new AppError('TERMS_REQUIRED', { field: 'agreement' });
  if (!input.ageConfirmed) throw new AppError('AGE_REQUIRED', { field: 'ageConfirmed' });
  if (rules.captcha?.enabled) await requireCaptcha(db, input.captchaId, input.captcha);

  // Only fields the brand's rules show were checked above; a value sent for any other field (a disabled
  // rule, a field no form has) is dropped here, never stored unchecked.
  const shown = new Set(registrationFields(rules, mode).map((f) => f.field));
  const v = (field: string) => (shown.has(field) ? fieldValue(field, values[field]) || null : null);
  const domain = normaliseDomain(fieldValue('domain', input.domain));
  const registerUrl = normaliseRegisterUrl(fieldValue('registerUrl', input.registerUrl));
  const mobile = v('mobileNum');
  const dialing = mobile ? await dialingCodeOf(db, input.countryDialingCode || undefined) : null;
  const account = type === 'mobile' ? mobile! : v('username')!;
  const { upline: uplineId, referrer } = await uplineOf(db, input);
  if (type === 'username' && (await memberByAccount(db, account))) throw new AppError('USERNAME_TAKEN', { field: 'username' });
  // With SMS verification the code comes first: a taken number never gets a code (see the SMS call), so
  // MOBILE_TAKEN is only ever told to someone who holds the phone, never to a caller probing numbers.
  if (mobile && mode.smsVerification)
    await requireSmsCode(db, 'register', phoneTarget(dialing!, mobile), v('verificationCode') ?? '');
  if (type === 'mobile' && (await memberByAccount(db, account))) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  if (mobile && (await memberByMobile(db, dialing!, mobile))) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });

  // mobile registration without a password (MOBILENUMPASSREG3 off): the member logs in by SMS code
  const password =
    type === 'username' || mode.mobilePassword ? fieldValue('password', input.password) : randomBytes(24).toString('base64url');
  const profile: Record<string, string> = { registerMethod: input.registerMethod };
  for (const field of profileFields) if (v(field)) profile[field] = v(field)!;
  if (domain) profile.domain = domain;
  if (registerUrl) profile.registerUrl = registerUrl;
  if (v('paymentPassword'))
    profile.paymentPasswordHash = await hashPassword(fieldValue('paymentPassword', input.paymentPassword));
  const language = input.language && /^[A-Za-z]{2,3}$/.test(input.language) ? input.language.toUpperCase() : 'EN';

  // The member, his referrer and his welcome message commit together: a crash cannot leave an
  // account that never got its welcome, nor a welcome without its account.
  let id: number;
  try {
    id = await db.tx(async (tx) => {
      // a number proven by its SMS code at sign-up is verified: the security centre must not ask again
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO members (account, nickname, password_hash, mobile, country_dialing_code, email, payee_name,
         upline_id, language, profile, mobile_verified_at)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, CASE WHEN $10::boolean THEN now() END) RETURNING id`,
        [
          account,
          await hashPassword(password),
          mobile,
          dialing,
          v('email'),
          v('payeeName'),
          uplineId,
          language,
          JSON.stringify(profile),
          mobile !== null && mode.smsVerification,
        ],
      );
      const created = row!.id;
      if (referrer !== null) await setReferrer(tx, created, referrer);
      await writeMessage(tx, created, platformMessages.welcome());
      return created;
    });
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
  announceMessage(platform, id);
  const member = (await memberById(db, id))!;
  if (!input.login) {
    return { token: '', account, firstTimeLogin: true, passwordExpired: false, captcha: false, isAgent: member.is_agent };
  }
  return startSession(platform, member, { ...ctx, passwordExpired: false });
}
