import type { SignInCalendar, SignInResult } from '@tala/contract/missions';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { pointBalance } from '../points/ledger.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf } from '../wallet/ledger.ts';
import { localDate, previousLocalDate } from './periods.ts';
import {
  insertSignIn,
  latestSignIn,
  setSignInPosting,
  signInByRequest,
  signInRewards,
  type SignInRewardRow,
  type SignInRow,
} from './queries.ts';
import { payReward } from './rewards.ts';

/** A cash sign-in reward is wagered once before it can be withdrawn. */
const SIGN_IN_TURNOVER_MULTIPLE = 1;

/** The day of the 7-day cycle a streak of `streak` days ends on (day 8 is day 1 again). */
export const cycleDayOf = (streak: number) => ((streak - 1) % 7) + 1;

interface Today {
  date: string;
  yesterday: string;
}

async function today(sql: Sql, now: number): Promise<Today> {
  const timeZone = await readSetting(sql, 'timeZone');
  return { date: localDate(now, timeZone), yesterday: previousLocalDate(now, timeZone) };
}

function rewardFor(rewards: SignInRewardRow[], day: number): SignInRewardRow {
  const row = rewards.find((r) => r.day === day);
  // the migration writes all seven days and the operator command only replaces them
  if (!row) throw new Error(`sign-in reward for day ${day} is missing`);
  return row;
}

/** Where the member stands: today signed or not, the running streak and today's day of the cycle. */
async function standing(sql: Sql, memberId: number, day: Today) {
  const last = await latestSignIn(sql, memberId, day.date);
  if (last?.local_day === day.date) return { signedToday: true, streak: last.streak, cycleToday: last.cycle_day };
  if (last?.local_day === day.yesterday)
    return { signedToday: false, streak: last.streak, cycleToday: cycleDayOf(last.streak + 1) };
  // a missed day (or never signed): the streak starts again at day 1
  return { signedToday: false, streak: 0, cycleToday: 1 };
}

/** The 7-day calendar: days of the cycle before today are ticked, today's is ticked once signed. */
export async function signInCalendar(sql: Sql, memberId: number, now = Date.now()): Promise<SignInCalendar> {
  const day = await today(sql, now);
  const [rewards, s] = await Promise.all([signInRewards(sql), standing(sql, memberId, day)]);
  return {
    streak: s.streak,
    signedToday: s.signedToday,
    today: day.date,
    days: rewards.map((r) => ({
      day: r.day,
      reward: { kind: r.reward_kind, amount: r.reward_amount },
      claimed: r.day < s.cycleToday || (r.day === s.cycleToday && s.signedToday),
      today: r.day === s.cycleToday,
    })),
  };
}

/**
 * Signs the member in for today, in one transaction: the sign-in row (unique per member and local
 * day — a second one is refused, however concurrent) and its reward posting keyed by member and day.
 * The request id makes a retry answer the same sign-in; an id used on another day is refused.
 */
export async function signIn(
  platform: Platform,
  member: Member | null,
  input: { requestId: string },
  now = Date.now(),
): Promise<SignInResult> {
  assertRealAccount(member);
  const outcome = await platform.db.tx(async (sql) => {
    const day = await today(sql, now);
    const replay = (existing: SignInRow) => {
      if (existing.local_day !== day.date) throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
      return { id: existing.id, replayed: true, reward: { kind: existing.reward_kind, amount: existing.reward_amount } };
    };
    const earlier = await signInByRequest(sql, member.id, input.requestId);
    if (earlier) return replay(earlier);
    const s = await standing(sql, member.id, day);
    if (s.signedToday) throw new AppError('SIGN_IN_DONE');
    const streak = s.streak + 1;
    const cycleDay = cycleDayOf(streak);
    const reward = rewardFor(await signInRewards(sql), cycleDay);
    const id = await insertSignIn(sql, {
      memberId: member.id,
      day: day.date,
      streak,
      cycleDay,
      requestId: input.requestId,
      kind: reward.reward_kind,
      amount: reward.reward_amount,
    });
    if (id === null) {
      const same = await signInByRequest(sql, member.id, input.requestId);
      if (same) return replay(same);
      throw new AppError('SIGN_IN_DONE');
    }
    const postingId = await payReward(sql, {
      key: `signin:${member.id}:${day.date}`,
      memberId: member.id,
      kind: reward.reward_kind,
      amount: reward.reward_amount,
      source: 'signIn',
      ref: `sign-in:${id}`,
      turnoverMultiple: SIGN_IN_TURNOVER_MULTIPLE,
    });
    await setSignInPosting(sql, id, postingId);
    return { id, replayed: false, reward: { kind: reward.reward_kind, amount: reward.reward_amount } };
  });
  const [calendar, snapshot, points] = await Promise.all([
    signInCalendar(platform.db, member.id, now),
    balanceSnapshotOf(platform.db, member.id),
    pointBalance(platform.db, member.id),
  ]);
  if (!outcome.replayed && outcome.reward.kind === 'cash')
    await publishBalance(platform, member.id, { reason: 'signIn', ref: String(outcome.id) }, snapshot);
  return { calendar, reward: outcome.reward, replayed: outcome.replayed, balance: snapshot, pointBalance: points };
}
