import type { DownlineDetail, TeamOverview } from '@tala/contract/agent';
import { checkConfirmation, checkRule, fieldValue, ruleFor } from '@tala/contract/register-rules';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { brandRules, throwFailure } from '../member/field-errors.ts';
import { memberByAccount } from '../member/queries.ts';
import { hashPassword } from '../session/passwords.ts';
import { createMember, dailyBets, downlineMember, periodFigures, rebateOf, setRebate, teamCounts } from './queries.ts';
import { assertDownline, depthLimit } from './tree.ts';

const DAY = 86_400_000;
/** Days the overview's chart covers, today included. */
export const CHART_DAYS = 14;

/**
 * The caller's calendar: midnight today, yesterday and the first of the month, as instants, for a
 * caller `offsetMinutes` ahead of UTC. The server has no time zone of its own to impose: "today" is
 * the agent's today.
 */
export function calendar(now: Date, offsetMinutes: number) {
  const shifted = new Date(now.getTime() + offsetMinutes * 60_000);
  const y = shifted.getUTCFullYear();
  const m = shifted.getUTCMonth();
  const offset = offsetMinutes * 60_000;
  const today = new Date(Date.UTC(y, m, shifted.getUTCDate()) - offset);
  return {
    today,
    tomorrow: new Date(today.getTime() + DAY),
    yesterday: new Date(today.getTime() - DAY),
    month: new Date(Date.UTC(y, m, 1) - offset),
    /** yyyy-MM-dd of the day starting at `start` (a midnight of the caller's calendar). */
    label: (start: Date) => new Date(start.getTime() + offset).toISOString().slice(0, 10),
  };
}

export async function teamOverview(
  sql: Sql,
  agentId: number,
  offsetMinutes: number,
  maxDepth: number | null = null,
  now = new Date(),
): Promise<TeamOverview> {
  const c = calendar(now, offsetMinutes);
  const team = { kind: 'team', agentId, maxDepth } as const;
  const chartFrom = new Date(c.today.getTime() - (CHART_DAYS - 1) * DAY);
  const [counts, [today, yesterday, month], byDay] = await Promise.all([
    teamCounts(sql, agentId, maxDepth),
    periodFigures(sql, team, [
      [c.today, c.tomorrow],
      [c.yesterday, c.today],
      [c.month, c.tomorrow],
    ]),
    dailyBets(sql, agentId, chartFrom, c.tomorrow, offsetMinutes, maxDepth),
  ]);
  const days = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = c.label(new Date(chartFrom.getTime() + i * DAY));
    return { date, ...(byDay.get(date) ?? { validBetMinor: 0, profitLossMinor: 0 }) };
  });
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
  offsetMinutes: number,
  now = new Date(),
): Promise<DownlineDetail> {
  const [agent] = await sql.query<{ role: number }>('SELECT is_agent AS role FROM members WHERE id = $1', [agentId]);
  const member = await downlineMember(sql, memberId, level, agent ? await depthLimit(sql, Number(agent.role)) : null);
  if (!member) throw new AppError('NOT_FOUND', { field: 'memberId' });
  const c = calendar(now, offsetMinutes);
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
  try {
    return await createMember(db, { account, nickname, passwordHash, uplineId: agentId, language: 'EN' });
  } catch (err) {
    // two agents registering the same name at once: the unique index decides
    if ((err as { code?: string }).code === '23505') throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw err;
  }
}
