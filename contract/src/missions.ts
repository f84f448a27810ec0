import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint } from './endpoint.ts';
import { balanceSnapshot } from './wallet.ts';

const tags = ['missions'] as const;

/**
 * Missions, their leaderboards and the daily sign-in (spec §1 missions, §2 member centre "mission
 * activity" and "sign-in and daily tasks", §7 MCSFE_getMissionSummaryDetails and
 * MCSFE_getMissionLeaderboard). A mission is data: a goal measured from the member's own bets and
 * deposits in the mission's period, a target, and a reward paid once per member and period (cash
 * through the money ledger with a turnover multiple, or points through the points ledger).
 */

/**
 * What a mission counts, in its period: lottery bets placed (refunded ones do not count), stake on
 * lottery (minor units), distinct slot games played, deposits (minor units), valid bets — settled
 * game rounds and lottery bets that won or lost — (minor units).
 */
export const missionGoalKinds = ['lotteryBets', 'lotteryStake', 'slotGames', 'depositTotal', 'validTurnover'] as const;
export type MissionGoalKind = (typeof missionGoalKinds)[number];

/** Goals counted in money (minor units); the others are counts. */
export const moneyGoalKinds: readonly MissionGoalKind[] = ['lotteryStake', 'depositTotal', 'validTurnover'];

/** daily: again every brand-local day while the mission runs; once: one period from its start to its end. */
export const missionPeriods = ['daily', 'once'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

export const rewardKinds = ['cash', 'points'] as const;
export type RewardKind = (typeof rewardKinds)[number];

/**
 * Where a mission stands for the member: inProgress — the goal is not reached yet; claim — reached,
 * the reward can be claimed; claimed — claimed for this period; comingSoon — not started; closed —
 * ended before it was claimed.
 */
export const missionStatuses = ['inProgress', 'claim', 'claimed', 'comingSoon', 'closed'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

export const reward = z.object({
  kind: z.enum(rewardKinds),
  /** cash: minor units; points: points. */
  amount: z.number().int(),
  /** cash: the member wagers the reward this many times before withdrawing it (0 for points). */
  turnoverMultiple: z.number().int(),
});
export type Reward = z.infer<typeof reward>;

export const missionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  goal: z.enum(missionGoalKinds),
  target: z.number().int(),
  /** The member's progress in the current period, capped at the target. */
  progress: z.number().int(),
  period: z.enum(missionPeriods),
  /** The current period's bounds (ISO): today's for a daily mission, the mission's own for a one-off. */
  periodStartsAt: z.string(),
  periodEndsAt: z.string().nullable(),
  reward,
  status: z.enum(missionStatuses),
  /** The member had not seen this mission before this answer. */
  unseen: z.boolean(),
});
export type MissionSummary = z.infer<typeof missionSummary>;

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  /** The account, masked ("d***o"). */
  account: z.string(),
  progress: z.number().int(),
  /** This line is the caller's own. */
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const missionClaim = z.object({
  id: z.number().int(),
  missionId: z.number().int(),
  title: z.string(),
  reward,
  /** The period claimed: the brand-local day (YYYY-MM-DD) or 'once'. */
  period: z.string(),
  claimedAt: z.string(),
});
export type MissionClaim = z.infer<typeof missionClaim>;

export const missionClaimResult = z.object({
  claim: missionClaim,
  /** This requestId had already claimed: nothing was paid the second time. */
  replayed: z.boolean(),
  balance: balanceSnapshot,
  pointBalance: z.number().int(),
});
export type MissionClaimResult = z.infer<typeof missionClaimResult>;

/** One day of the 7-day sign-in cycle. */
export const signInDay = z.object({
  /** 1 to 7. */
  day: z.number().int(),
  reward: z.object({ kind: z.enum(rewardKinds), amount: z.number().int() }),
  /** Signed in on this day of the current cycle. */
  claimed: z.boolean(),
  /** Today is this day of the cycle. */
  today: z.boolean(),
});
export type SignInDay = z.infer<typeof signInDay>;

export const signInCalendar = z.object({
  /** Days signed in one after the other, up to today (or yesterday while today is still open). */
  streak: z.number().int(),
  signedToday: z.boolean(),
  /** The brand-local date of today (YYYY-MM-DD). */
  today: z.string(),
  days: z.array(signInDay),
});
export type SignInCalendar = z.infer<typeof signInCalendar>;

export const signInResult = z.object({
  calendar: signInCalendar,
  /** What today's sign-in paid. */
  reward: z.object({ kind: z.enum(rewardKinds), amount: z.number().int() }),
  replayed: z.boolean(),
  balance: balanceSnapshot,
  pointBalance: z.number().int(),
});
export type SignInResult = z.infer<typeof signInResult>;

/** A request id chosen by the client: the idempotency key of a claim or a sign-in. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
const language = z.string().max(8).optional();
const missionId = whole(z.number().int().positive().max(2_147_483_647));

export const missions = {
  summary: endpoint({
    id: 'missions.summary',
    method: 'GET',
    path: '/wps/missions',
    auth: 'member',
    summary:
      "MCSFE_getMissionSummaryDetails: the running and coming missions with the member's own progress in the current " +
      'period, the reward and whether it can be claimed.',
    tags,
    input: z.object({ language }),
    output: z.object({ list: z.array(missionSummary), unseen: z.number().int() }),
  }),
  seen: endpoint({
    id: 'missions.seen',
    method: 'POST',
    path: '/wps/missions/seen',
    auth: 'member',
    summary: 'Marks every running mission as seen by the member (the unread count of the member centre entry drops to 0).',
    tags,
    input: z.object({}).loose(),
    output: z.object({ unseen: z.number().int() }),
  }),
  leaderboard: endpoint({
    id: 'missions.leaderboard',
    method: 'GET',
    path: '/wps/missions/leaderboard',
    auth: 'member',
    summary:
      "MCSFE_getMissionLeaderboard: one mission's top members by progress in the current period, accounts masked, " +
      "and the caller's own place.",
    tags,
    input: z.object({ id: missionId, language }),
    output: z.object({
      missionId: z.number().int(),
      title: z.string(),
      goal: z.enum(missionGoalKinds),
      target: z.number().int(),
      list: z.array(leaderboardEntry),
      /** The caller's rank (null: no progress yet) and progress. */
      me: z.object({ rank: z.number().int().nullable(), progress: z.number().int() }),
    }),
  }),
  claim: endpoint({
    id: 'missions.claim',
    method: 'POST',
    path: '/wps/missions/claim',
    auth: 'member',
    summary:
      "Claims a finished mission's reward (cash through the ledger with its turnover requirement, or points). Once " +
      'per member, mission and period; the same requestId answers the same claim.',
    tags,
    input: z.object({ id: missionId, requestId, language }),
    output: missionClaimResult,
  }),
  signInStatus: endpoint({
    id: 'missions.signInStatus',
    method: 'GET',
    path: '/wps/missions/sign-in',
    auth: 'member',
    summary: "The daily sign-in calendar: the 7-day reward cycle, the days signed in and today's place in it.",
    tags,
    input: z.object({}).loose(),
    output: signInCalendar,
  }),
  signIn: endpoint({
    id: 'missions.signIn',
    method: 'POST',
    path: '/wps/missions/sign-in',
    auth: 'member',
    summary:
      "Signs in for today (the brand's local day): extends the streak (or starts it again after a missed day) and pays " +
      "the cycle day's reward in the same transaction. Once a day; the same requestId answers the same sign-in.",
    tags,
    input: z.object({ requestId }),
    output: signInResult,
  }),
};
