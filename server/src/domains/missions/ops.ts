import { formatMinor, toMinor } from '@tala/contract/core/money';
import { missionGoalKinds, moneyGoalKinds, type MissionGoalKind, type RewardKind } from '@tala/contract/missions';
import type { Sql } from '../../db/client.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { setSignInReward, signInRewards } from './queries.ts';
import { balanceExtrasChanged } from '../wallet/extras.ts';

const DAY_MS = 86_400_000;

/** A target or reward as typed: money goals and cash rewards in major units ("5.00"), the rest whole numbers. */
function quantity(text: string | undefined, money: boolean, what: string): number {
  const value = money ? toMinor(text ?? '') : Number(text);
  if (value === null || !Number.isSafeInteger(value) || value <= 0) {
    throw new UsageError(money ? `${what} is a positive amount, e.g. 5.00` : `${what} is a positive whole number`);
  }
  return value;
}

const show = (amount: number, money: boolean) => (money ? formatMinor(amount) : String(amount));

export interface NewMission {
  code: string;
  title: Record<string, string>;
  goal: MissionGoalKind;
  target: number;
  period: 'daily' | 'once';
  reward: RewardKind;
  amount: number;
  turnoverMultiple: number;
  startsAt: Date;
  endsAt: Date | null;
}

/** Adds a mission (or, with the same code, replaces it: the seeder and the operator share this). */
export async function upsertMission(sql: Sql, m: NewMission): Promise<void> {
  await sql.query(
    `INSERT INTO missions (code, title, goal_kind, target, period, reward_kind, reward_amount, turnover_multiple, starts_at, ends_at, sort)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $10, (SELECT coalesce(max(sort), 0) + 1 FROM missions))
     ON CONFLICT (code) DO UPDATE SET title = EXCLUDED.title, goal_kind = EXCLUDED.goal_kind, target = EXCLUDED.target,
       period = EXCLUDED.period, reward_kind = EXCLUDED.reward_kind, reward_amount = EXCLUDED.reward_amount,
       turnover_multiple = EXCLUDED.turnover_multiple, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at`,
    [m.code, JSON.stringify(m.title), m.goal, m.target, m.period, m.reward, m.amount, m.turnoverMultiple, m.startsAt, m.endsAt],
  );
  balanceExtrasChanged(sql);
}

const usage =
  'missions list | missions add <code> <goal> <target> daily|once cash|points <reward> <turnover ×> <days|-> <title…> | ' +
  'missions enable|disable <code> | missions end <code> | missions sign-in | missions sign-in-reward <day 1-7> cash|points <amount>';

/**
 * Missions and the daily sign-in cycle, by hand. Goals: lotteryBets, lotteryStake, slotGames,
 * depositTotal, validTurnover; money targets and cash rewards are typed as amounts ("50.00"). A new
 * mission starts now and runs for <days> (- : no end); its title is the same in every language
 * until translated in the database.
 */
export const missionsOps: OpsCommand = {
  usage,
  async run({ db }, [action, ...rest]) {
    if (action === 'list') {
      const rows = await db.query<{
        code: string;
        goal_kind: MissionGoalKind;
        target: number;
        period: string;
        reward_kind: RewardKind;
        reward_amount: number;
        turnover_multiple: number;
        starts_at: Date;
        ends_at: Date | null;
        enabled: boolean;
        title: Record<string, string>;
        claims: number;
      }>(
        `SELECT m.code, m.goal_kind, m.target, m.period, m.reward_kind, m.reward_amount, m.turnover_multiple, m.starts_at,
                m.ends_at, m.enabled, m.title, (SELECT count(*)::int FROM mission_claims c WHERE c.mission_id = m.id) AS claims
           FROM missions m ORDER BY m.sort, m.id`,
      );
      if (!rows.length) return 'no missions';
      return rows
        .map((r) =>
          [
            r.code,
            `${r.goal_kind} ${show(Number(r.target), moneyGoalKinds.includes(r.goal_kind))}`,
            r.period,
            `${r.reward_kind} ${show(Number(r.reward_amount), r.reward_kind === 'cash')}` +
              (r.reward_kind === 'cash' ? ` ×${r.turnover_multiple}` : ''),
            `${new Date(r.starts_at).toISOString()} → ${r.ends_at ? new Date(r.ends_at).toISOString() : 'no end'}`,
            r.enabled ? 'enabled' : 'disabled',
            `${r.claims} claim(s)`,
            r.title.en ?? '',
          ].join('\t'),
        )
        .join('\n');
    }
    if (action === 'add') {
      const [code, goal, targetText, period, reward, amountText, turnoverText, daysText, ...words] = rest;
      if (!code || !/^[A-Z0-9_]{2,32}$/.test(code)) throw new UsageError('the code is 2-32 capitals, digits or _');
      if (!missionGoalKinds.includes(goal as MissionGoalKind))
        throw new UsageError(`the goal is one of ${missionGoalKinds.join(', ')}`);
      const goalKind = goal as MissionGoalKind;
      const target = quantity(targetText, moneyGoalKinds.includes(goalKind), 'the target');
      if (period !== 'daily' && period !== 'once') throw new UsageError('the period is daily or once');
      if (reward !== 'cash' && reward !== 'points') throw new UsageError('the reward is cash or points');
      const amount = quantity(amountText, reward === 'cash', 'the reward');
      const turnover = Number(turnoverText);
      if (!Number.isInteger(turnover) || turnover < 0 || turnover > 100)
        throw new UsageError('the turnover multiple is 0 to 100');
      const days = daysText === '-' ? null : Number(daysText);
      if (days !== null && (!Number.isInteger(days) || days <= 0 || days > 3650))
        throw new UsageError('the days are 1 to 3650, or -');
      const title = words.join(' ').trim();
      if (!title) throw new UsageError('say the title');
      const [exists] = await db.query('SELECT 1 FROM missions WHERE code = $1', [code]);
      if (exists) throw new UsageError(`mission ${code} exists`);
      const now = Date.now();
      await upsertMission(db, {
        code,
        title: { en: title },
        goal: goalKind,
        target,
        period,
        reward,
        amount,
        turnoverMultiple: turnover,
        startsAt: new Date(now),
        endsAt: days === null ? null : new Date(now + days * DAY_MS),
      });
      return `added ${code}`;
    }
    if (action === 'enable' || action === 'disable') {
      const [code] = rest;
      const rows = await db.query('UPDATE missions SET enabled = $2 WHERE code = $1 RETURNING id', [
        code ?? '',
        action === 'enable',
      ]);
      if (!rows.length) throw new UsageError(`no mission ${code ?? ''}`);
      balanceExtrasChanged(db);
      return `${code}: ${action}d`;
    }
    if (action === 'end') {
      const [code] = rest;
      // ends now: claims after this are refused; what was claimed stays paid (one not started yet starts
      // a second before, to keep its start before its end)
      const rows = await db.query(
        `UPDATE missions SET ends_at = now(), starts_at = least(starts_at, now() - interval '1 second') WHERE code = $1 RETURNING id`,
        [code ?? ''],
      );
      if (!rows.length) throw new UsageError(`no mission ${code ?? ''}`);
      balanceExtrasChanged(db);
      return `${code}: ended`;
    }
    if (action === 'sign-in') {
      const rows = await signInRewards(db);
      return rows.map((r) => `day ${r.day}\t${r.reward_kind} ${show(r.reward_amount, r.reward_kind === 'cash')}`).join('\n');
    }
    if (action === 'sign-in-reward') {
      const [dayText, kind, amountText] = rest;
      const day = Number(dayText);
      if (!Number.isInteger(day) || day < 1 || day > 7) throw new UsageError('the day is 1 to 7');
      if (kind !== 'cash' && kind !== 'points') throw new UsageError('the reward is cash or points');
      const amount = quantity(amountText, kind === 'cash', 'the amount');
      await setSignInReward(db, day, kind, amount);
      return `day ${day}: ${kind} ${show(amount, kind === 'cash')}`;
    }
    throw new UsageError('say list, add, enable, disable, end, sign-in or sign-in-reward');
  },
};
