import type { LoginResult } from '@tala/contract/session';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../http/context.ts';
import { limits, rateLimiter } from '../../http/rate-limit.ts';
import type { MemberRow } from '../member/queries.ts';
import { assertNoBreak } from '../responsible/rules.ts';
import { isPasswordExpired } from './passwords.ts';
import { createSession } from './tokens.ts';

/** Whether the next login from this IP (and for this account, when known) must carry a captcha. */
export async function captchaNeeded(platform: Platform, ip: string, accountKey?: string): Promise<boolean> {
  const limiter = rateLimiter(platform);
  const [byIp, byAccount] = await Promise.all([
    limiter.peek(`loginfail:ip:${ip}`),
    accountKey ? limiter.peek(`loginfail:${accountKey}`) : Promise.resolve(0),
  ]);
  return byIp >= limits.captchaAfterIpFailures || byAccount >= limits.captchaAfterAccountFailures;
}

/**
 * Starts a session for a member who just proved who they are (login, registration, free play, reset
 * by phone): a NEW token every time, first-login flag read and cleared, password state reported.
 * `byPassword`: a login with the password (spec §6: only then does an expired password force the
 * change), so the session is restricted to the change until it is made. `fromApp`: the client runs
 * as the installed app (the app-download promotion reads it).
 */
export async function startSession(
  platform: Platform,
  member: MemberRow,
  ctx: { ip: string; req: FastifyRequest; passwordExpired?: boolean; byPassword?: boolean; fromApp?: boolean },
): Promise<LoginResult> {
  const { db } = platform;
  // a member on a time-out or self-exclusion is told until when, and gets no session
  await assertNoBreak(db, member.id);
  const userAgent = ctx.req.headers['user-agent'];
  const passwordExpired = ctx.passwordExpired ?? (await isPasswordExpired(db, member));
  const token = await createSession(db, member.id, {
    ip: ctx.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    mustChangePassword: passwordExpired && ctx.byPassword === true,
    fromApp: ctx.fromApp === true,
  });
  await db.query('UPDATE members SET first_login = false, last_login_at = now() WHERE id = $1', [member.id]);
  return {
    token,
    account: member.account,
    firstTimeLogin: member.first_login,
    passwordExpired,
    captcha: await captchaNeeded(platform, ctx.ip),
    isAgent: member.is_agent,
  };
}
