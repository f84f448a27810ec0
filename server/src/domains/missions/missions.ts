import type { LocalePack } from '@tala/contract/languages';
import type { MissionClaim, MissionClaimResult, MissionStatus, MissionSummary } from '@tala/contract/missions';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { maskAccount } from '../games/rank.ts';
import { pointBalance } from '../points/ledger.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { pick } from '../system/text.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf } from '../wallet/ledger.ts';
import { localDay } from './periods.ts';
import {
  aheadOf,
  claimById,
  claimByRequest,
  claimedKeys,
  insertClaim,
  leaders,
  listedMissions,
  markSeen,
  missionById,
  progressOf,
  seenIds,
  setClaimPosting,
  unseenCount,
  type ClaimRow,
  type MissionRow,
} from './queries.ts';
import { payReward } from './rewards.ts';

/** An open-ended one-off mission is counted up to a date no bet reaches. */
const NO_END = new Date('9999-12-31T00:00:00Z');
const LEADERBOARD_SIZE = 10;

/** The mission's current period: today (brand-local) for a daily one, its whole run for a one-off. */
export function periodOf(row: MissionRow, now: number, timeZone: string): { key: string; from: Date; to: Date } {
  if (row.period === 'once') return { key: 'once', from: row.starts_at, to: row.ends_at ?? NO_END };
  const day = localDay(now, timeZone);
  const from = day.start > row.starts_at ? day.start : row.starts_at;
  const to = row.ends_at && row.ends_at < day.end ? row.ends_at : day.end;
  return { key: day.date, from, to };
}

function statusOf(row: MissionRow, progress: number, claimed: boolean, now: number): MissionStatus {
  if (now < row.starts_at.getTime()) return 'comingSoon';
  if (claimed) return 'claimed';
  if (row.ends_at && now >= row.ends_at.getTime()) return 'closed';
  return progress >= row.target ? 'claim' : 'inProgress';
}

function rewardOf(row: Pick<MissionRow, 'reward_kind' | 'reward_amount' | 'turnover_multiple'>) {
  return {
    kind: row.reward_kind,
    amount: row.reward_amount,
    turnoverMultiple: row.reward_kind === 'cash' ? row.turnover_multiple : 0,
  };
}

/** The member's missions with his own progress in each one's current period. */
export async function missionList(
  sql: Sql,
  memberId: number,
  language: LocalePack,
  now = Date.now(),
): Promise<{ list: MissionSummary[]; unseen: number }> {
  const [rows, timeZone, seen] = await Promise.all([
    listedMissions(sql, new Date(now)),
    readSetting(sql, 'timeZone'),
    seenIds(sql, memberId),
  ]);
  const periods = rows.map((row) => periodOf(row, now, timeZone));
  const claimed = await claimedKeys(sql, memberId, [...new Set(periods.map((p) => p.key))]);
  const list: MissionSummary[] = [];
  for (const [i, row] of rows.entries()) {
    const period = periods[i]!;
    const started = now >= row.starts_at.getTime();
    const progress = started ? await progressOf(sql, row.goal_kind, memberId, period.from, period.to) : 0;
    list.push({
      id: row.id,
      title: pick(row.title, language),
      goal: row.goal_kind,
      target: row.target,
      progress: Math.min(progress, row.target),
      period: row.period,
      periodStartsAt: period.from.toISOString(),
      periodEndsAt: period.to === NO_END ? null : period.to.toISOString(),
      reward: rewardOf(row),
      status: statusOf(row, progress, claimed.has(`${row.id}:${period.key}`), now),
      unseen: !seen.has(row.id),
    });
  }
  return { list, unseen: await unseenCount(sql, memberId, new Date(now)) };
}

/** Marks the running missions seen (the member opened the page); answers what is still unseen (0). */
export async function markMissionsSeen(sql: Sql, memberId: number, now = Date.now()): Promise<number> {
  const rows = await listedMissions(sql, new Date(now));
  await markSeen(
    sql,
    memberId,
    rows.filter((r) => r.starts_at.getTime() <= now).map((r) => r.id),
  );
  return unseenCount(sql, memberId, new Date(now));
}

/** One mission's leaderboard in its current period: top members by progress, accounts masked. */
export async function missionLeaderboard(sql: Sql, memberId: number, id: number, language: LocalePack, now = Date.now()) {
  const row = await missionById(sql, id);
  if (!row) throw new AppError('MISSION_NOT_FOUND', { field: 'id' });
  const period = periodOf(row, now, await readSetting(sql, 'timeZone'));
  const [top, mine] = await Promise.all([
    leaders(sql, row.goal_kind, period.from, period.to, LEADERBOARD_SIZE),
    progressOf(sql, row.goal_kind, memberId, period.from, period.to),
  ]);
  const rank = mine > 0 ? (await aheadOf(sql, row.goal_kind, period.from, period.to, mine, memberId)) + 1 : null;
  return {
    missionId: row.id,
    title: pick(row.title, language),
    goal: row.goal_kind,
    target: row.target,
    list: top.map((l, i) => ({ rank: i + 1, account: maskAccount(l.account), progress: l.value, isMe: l.memberId === memberId })),
    me: { rank, progress: mine },
  };
}

function toClaim(row: ClaimRow, language: LocalePack): MissionClaim {
  const amount = Number(row.reward_amount);
  return {
    id: Number(row.id),
    missionId: Number(row.mission_id),
    title: pick(row.title, language),
    // the claim keeps the turnover it required: the mission may have changed since
    reward: { kind: row.reward_kind, amount, turnoverMultiple: Math.round(Number(row.turnover_required_minor) / amount) },
    period: row.period_key,
    claimedAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Claims a finished mission's reward, in one transaction: the claim row (unique per member, mission
 * and period — the database refuses a second one, however concurrent) and the reward posting keyed
 * by the same three. The member's request id makes a retry answer the original claim; the same id
 * for another mission is refused.
 */
export async function claimMission(
  platform: Platform,
  member: Member | null,
  input: { id: number; requestId: string },
  language: LocalePack,
  now = Date.now(),
): Promise<MissionClaimResult> {
  assertRealAccount(member);
  const outcome = await platform.db.tx(async (sql) => {
    const replay = (existing: ClaimRow) => {
      if (Number(existing.mission_id) !== input.id) throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
      return { claimId: Number(existing.id), replayed: true };
    };
    const earlier = await claimByRequest(sql, member.id, input.requestId);
    if (earlier) return replay(earlier);
    const row = await missionById(sql, input.id);
    if (!row) throw new AppError('MISSION_NOT_FOUND', { field: 'id' });
    const period = periodOf(row, now, await readSetting(sql, 'timeZone'));
    if (now < row.starts_at.getTime() || (row.ends_at && now >= row.ends_at.getTime())) {
      throw new AppError('MISSION_CLOSED', { field: 'id' });
    }
    const progress = await progressOf(sql, row.goal_kind, member.id, period.from, period.to);
    if (progress < row.target) throw new AppError('MISSION_UNFINISHED', { field: 'id', value: { progress, target: row.target } });
    const cash = row.reward_kind === 'cash';
    const claimId = await insertClaim(sql, {
      memberId: member.id,
      missionId: row.id,
      periodKey: period.key,
      requestId: input.requestId,
      kind: row.reward_kind,
      amount: row.reward_amount,
      turnover: cash ? row.reward_amount * row.turnover_multiple : 0,
    });
    if (claimId === null) {
      // a concurrent claim committed first: the same request is answered, anything else refused
      const same = await claimByRequest(sql, member.id, input.requestId);
      if (same) return replay(same);
      throw new AppError('MISSION_CLAIMED', { field: 'id' });
    }
    const postingId = await payReward(sql, {
      key: `mission:${row.id}:${member.id}:${period.key}`,
      memberId: member.id,
      kind: row.reward_kind,
      amount: row.reward_amount,
      source: 'mission',
      ref: `mission-claim:${claimId}`,
      turnoverMultiple: row.turnover_multiple,
    });
    await setClaimPosting(sql, claimId, postingId);
    return { claimId, replayed: false, cash };
  });
  const claim = (await claimById(platform.db, member.id, outcome.claimId))!;
  const [snapshot, points] = await Promise.all([balanceSnapshotOf(platform.db, member.id), pointBalance(platform.db, member.id)]);
  if ('cash' in outcome && outcome.cash) {
    await publishBalance(platform, member.id, { reason: 'mission', ref: String(outcome.claimId) }, snapshot);
  }
  return {
    claim: toClaim(claim, language),
    replayed: outcome.replayed,
    balance: snapshot,
    pointBalance: points,
  };
}
