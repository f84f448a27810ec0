import type { DownlineDetail, TeamOverview } from '@tala/contract/agent';
import { checkConfirmation, checkRule, fieldValue, ruleFor } from '@tala/contract/register-rules';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { brandRules, throwFailure } from '../member/field-errors.ts';
import { memberByAccount } from '../member/queries.ts';
import { announceMessage, platformMessages, writeMessage } from '../messages/send.ts';
import { hashPassword } from '../session/passwords.ts';
import { readSetting } from '../system/settings.ts';
import { localDate, localDayStartBefore } from '../wallet/local-day.ts';
import { createMember, dailyBets, downlineMember, periodFigures, rebateOf, setRebate, teamCounts } from './queries.ts';
import { assertDownline, depthLimit } from './tree.ts';

/** Days the overview's chart covers, today included. */
export const CHART_DAYS = 14;

/**
 * The brand's calendar (its `timeZone` setting) at `now`: the midnights the overview counts from.
 * Agents are paid commission, rebates and wages by the brand's days, so their figures use the same
 * days, whatever clock the agent's phone keeps. `day(n)` is the midnight n days after today's (days
 * of 23 or 25 hours across a daylight-saving change included).
 */
export function brandCalendar(now: Date, timeZone: string) {
  const day = (n: number) => localDayStartBefore(now.getTime(), -n, timeZone);
  const today = day(0);
  const dayOfMonth = Number(localDate(today.getTime(), timeZone).slice(8));
  return {
    day,
    today,
    tomorrow: day(1),
    yesterday: day(-1),
    month: day(1 - dayOfMonth),
    /** yyyy-MM-dd of the day starting at `start` (a midnight of the brand's calendar). */
    label: (start: Date) => localDate(start.getTime(), timeZone),
  };
}

export async function teamOverview(
  sql: Sql,
  agentId: number,
  maxDepth: number | null = null,
  now = new Date(),
): Promise<TeamOverview> {
  const timeZone = await readSetting(sql, 'timeZone');
  const c = brandCalendar(now, timeZone);
  const team = { kind: 'team', agentId, maxDepth } as const;
  const dayStarts = Array.from({ length: CHART_DAYS }, (_, i) => c.day(i - CHART_DAYS + 1));
  const [counts, [today, yesterday, month], byDay] = await Promise.all([
    teamCounts(sql, agentId, maxDepth),
    periodFigures(sql, team, [
      [c.today, c.tomorrow],
      [c.yesterday, c.today],
      [c.month, c.tomorrow],
    ]),
    dailyBets(sql, agentId, dayStarts, c.tomorrow, maxDepth),
  ]);
  const days = dayStarts.map((start, i) => ({
    date: c.label(start),
    ...(byDay.get(i) ?? { validBetMinor: 0, profitLossMinor: 0 }),
  }));
  return {
    teamSize: counts.teamSize,
    directMembers: counts.direct,
    subAgents: counts.agents,
    today: today!,
    yesterday: yesterday!,
    month: month!,
    days,
  };
}

/**
 * A member of the agent's team with his figures of this month (his own, not his team's), and the
 * agent's own rebate (the most he may set for a direct member).
 */
export async function downlineDetail(
  sql: Sql,
  agentId: number,
  memberId: number,
  level: number,
  now = new Date(),
): Promise<DownlineDetail> {
  const [agent] = await sql.query<{ role: number }>('SELECT is_agent AS role FROM members WHERE id = $1', [agentId]);
  const member = await downlineMember(sql, memberId, level, agent ? await depthLimit(sql, Number(agent.role)) : null);
  if (!member) throw new AppError('NOT_FOUND', { field: 'memberId' });
  const c = brandCalendar(now, await readSetting(sql, 'timeZone'));
  const [[month], maxRebateBps] = await Promise.all([
    periodFigures(sql, { kind: 'member', memberId }, [[c.month, c.tomorrow]]),
    rebateOf(sql, agentId),
  ]);
  return { ...member, month: month!, maxRebateBps };
}

/**
 * An agent sets the rebate of a member directly below him: between 0 and his own (RATE_ABOVE_OWN
 * above it, naming his own in the error's value). Members below that one keep theirs unless it is now
 * above his, in which case it comes down to his, in the same transaction.
 */
export async function setDownlineRebate(db: Db, agentId: number, memberId: number, rebateBps: number): Promise<void> {
  const level = await assertDownline(db, agentId, memberId);
  if (level !== 1) throw new AppError('VALIDATION_FAILED', { field: 'memberId', message: 'not a direct downline' });
  await db.tx(async (tx) => {
    // the agent's row locked: his own rebate cannot drop between the check and the write
    const [own] = await tx.query<{ rebate_bps: number }>('SELECT rebate_bps FROM members WHERE id = $1 FOR UPDATE', [agentId]);
    const max = Number(own?.rebate_bps ?? 0);
    if (rebateBps > max) throw new AppError('RATE_ABOVE_OWN', { field: 'rebateBps', value: { maxBps: max } });
    await setRebate(tx, memberId, rebateBps);
  });
}

/**
 * Registers a player directly below the agent. The username and password follow the brand's
 * registration rules (the same checks as the register form); the password is an initial one: the
 * member is flagged to change it, and the server holds his first session to that (ADR 0006).
 */
export async function createDownline(
  platform: Platform,
  agentId: number,
  input: { username: string; password: string; confirmPassword: string; nickname?: string | undefined },
): Promise<number> {
  const { db } = platform;
  const rules = await brandRules(platform);
  throwFailure(checkRule('username', input.username, ruleFor(rules, 'username'), true));
  throwFailure(checkRule('password', input.password, ruleFor(rules, 'password'), true));
  throwFailure(checkConfirmation('confirmPassword', input.confirmPassword, input.password));
  const account = fieldValue('username', input.username);
  const nickname = fieldValue('nickname', input.nickname ?? '') || account;
  if (/[<>]/.test(nickname)) throw new AppError('VALIDATION_FAILED', { field: 'nickname' });
  if (await memberByAccount(db, account)) throw new AppError('USERNAME_TAKEN', { field: 'username' });
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    // the member and his welcome message commit together
    id = await db.tx(async (tx) => {
      const created = await createMember(tx, { account, nickname, passwordHash, uplineId: agentId, language: 'EN' });
      await writeMessage(tx, created, platformMessages.welcome());
      return created;
    });
  } catch (err) {
    // two agents registering the same name at once: the unique index decides
    if ((err as { code?: string }).code === '23505') throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw err;
  }
  announceMessage(platform, id);
  return id;
}
