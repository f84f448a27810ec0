import type { MissionGoalKind, MissionPeriod, RewardKind } from '@tala/contract/missions';
import { TRIAL } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';

export type MissionRow = {
  id: number;
  code: string;
  title: Record<string, string>;
  goal_kind: MissionGoalKind;
  target: number;
  period: MissionPeriod;
  starts_at: Date;
  ends_at: Date | null;
  reward_kind: RewardKind;
  reward_amount: number;
  turnover_multiple: number;
  enabled: boolean;
};

const missionColumns =
  'id, code, title, goal_kind, target, period, starts_at, ends_at, reward_kind, reward_amount, turnover_multiple, enabled';

function toRow(r: MissionRow): MissionRow {
  return {
    ...r,
    id: Number(r.id),
    target: Number(r.target),
    reward_amount: Number(r.reward_amount),
    turnover_multiple: Number(r.turnover_multiple),
    starts_at: new Date(r.starts_at),
    ends_at: r.ends_at === null ? null : new Date(r.ends_at),
  };
}

/** Enabled missions that have not ended more than a day ago (a just-ended one still shows as closed). */
export async function listedMissions(sql: Sql, now: Date): Promise<MissionRow[]> {
  const rows = await sql.query<MissionRow>(
    `SELECT ${missionColumns} FROM missions
      WHERE enabled AND (ends_at IS NULL OR ends_at > $1::timestamptz - interval '1 day')
      ORDER BY sort, id`,
    [now],
  );
  return rows.map(toRow);
}

export async function missionById(sql: Sql, id: number): Promise<MissionRow | null> {
  const [row] = await sql.query<MissionRow>(`SELECT ${missionColumns} FROM missions WHERE id = $1 AND enabled`, [id]);
  return row ? toRow(row) : null;
}

/**
 * Each goal kind as one query over the facts in [from, to): member id and value, every member or
 * one (`$1`). Trial accounts play with free-play money: they neither progress nor rank.
 */
const goalQueries: Record<MissionGoalKind, string> = {
  lotteryBets: `SELECT b.member_id, count(*)::bigint AS value FROM lottery_bets b
                 WHERE b.status <> 'REFUNDED' AND b.created_at >= $2 AND b.created_at < $3
                   AND ($1::bigint IS NULL OR b.member_id = $1) GROUP BY b.member_id`,
  lotteryStake: `SELECT b.member_id, sum(b.stake)::bigint AS value FROM lottery_bets b
                  WHERE b.status <> 'REFUNDED' AND b.created_at >= $2 AND b.created_at < $3
                    AND ($1::bigint IS NULL OR b.member_id = $1) GROUP BY b.member_id`,
  slotGames: `SELECT r.member_id, count(DISTINCT r.node_id)::bigint AS value FROM game_rounds r
               WHERE r.engine = 'slot' AND r.status = 'settled' AND r.created_at >= $2 AND r.created_at < $3
                 AND ($1::bigint IS NULL OR r.member_id = $1) GROUP BY r.member_id`,
  depositTotal: `SELECT p.member_id, sum(p.amount)::bigint AS value FROM ledger_postings p
                  WHERE p.kind = 'deposit' AND p.op = 'credit' AND p.created_at >= $2 AND p.created_at < $3
                    AND ($1::bigint IS NULL OR p.member_id = $1) GROUP BY p.member_id`,
  validTurnover: `SELECT v.member_id, sum(v.stake)::bigint AS value FROM (
                    SELECT r.member_id, r.stake FROM game_rounds r
                     WHERE r.status = 'settled' AND r.settled_at >= $2 AND r.settled_at < $3
                       AND ($1::bigint IS NULL OR r.member_id = $1)
                    UNION ALL
                    SELECT b.member_id, b.stake FROM lottery_bets b
                     WHERE b.status IN ('WON', 'LOST') AND b.settled_at >= $2 AND b.settled_at < $3
                       AND ($1::bigint IS NULL OR b.member_id = $1)
                  ) v GROUP BY v.member_id`,
};

/** The member's raw progress on a goal in [from, to). */
export async function progressOf(sql: Sql, kind: MissionGoalKind, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = await sql.query<{ value: number }>(goalQueries[kind], [memberId, from, to]);
  return Number(row?.value ?? 0);
}

/** The top members on a goal in [from, to), real accounts only, best first (ties: who got there first by id). */
export async function leaders(
  sql: Sql,
  kind: MissionGoalKind,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ memberId: number; account: string; value: number }[]> {
  const rows = await sql.query<{ member_id: number; account: string; value: number }>(
    `SELECT g.member_id, m.account, g.value FROM (${goalQueries[kind]}) g JOIN members m ON m.id = g.member_id
      WHERE m.is_agent <> $4 AND g.value > 0 ORDER BY g.value DESC, g.member_id LIMIT $5`,
    [null, from, to, TRIAL, limit],
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), account: r.account, value: Number(r.value) }));
}

/** How many real members are ahead of `value` on a goal (the caller's rank is this plus one). */
export async function aheadOf(sql: Sql, kind: MissionGoalKind, from: Date, to: Date, value: number, memberId: number) {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${goalQueries[kind]}) g JOIN members m ON m.id = g.member_id
      WHERE m.is_agent <> $4 AND (g.value > $5 OR (g.value = $5 AND g.member_id < $6))`,
    [null, from, to, TRIAL, value, memberId],
  );
  return Number(row?.n ?? 0);
}

export type ClaimRow = {
  id: number;
  member_id: number;
  mission_id: number;
  period_key: string;
  reward_kind: RewardKind;
  reward_amount: number;
  turnover_required_minor: number;
  created_at: Date;
  title: Record<string, string>;
};

const claimSelect = `SELECT c.id, c.member_id, c.mission_id, c.period_key, c.reward_kind, c.reward_amount,
                            c.turnover_required_minor, c.created_at, m.title
                       FROM mission_claims c JOIN missions m ON m.id = c.mission_id`;

export async function claimByRequest(sql: Sql, memberId: number, requestId: string): Promise<ClaimRow | null> {
  const [row] = await sql.query<ClaimRow>(`${claimSelect} WHERE c.member_id = $1 AND c.request_id = $2`, [memberId, requestId]);
  return row ?? null;
}

export async function claimById(sql: Sql, memberId: number, id: number): Promise<ClaimRow | null> {
  const [row] = await sql.query<ClaimRow>(`${claimSelect} WHERE c.member_id = $1 AND c.id = $2`, [memberId, id]);
  return row ?? null;
}

/** The member's claims of these (mission, period) pairs, as "missionId:period" keys. */
export async function claimedKeys(sql: Sql, memberId: number, periods: string[]): Promise<Set<string>> {
  const rows = await sql.query<{ mission_id: number; period_key: string }>(
    'SELECT mission_id, period_key FROM mission_claims WHERE member_id = $1 AND period_key = ANY($2::text[])',
    [memberId, periods],
  );
  return new Set(rows.map((r) => `${Number(r.mission_id)}:${r.period_key}`));
}

/** Inserts the claim row; null when the member already has one for this mission and period (or this request id). */
export async function insertClaim(
  sql: Sql,
  c: {
    memberId: number;
    missionId: number;
    periodKey: string;
    requestId: string;
    kind: RewardKind;
    amount: number;
    turnover: number;
  },
): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO mission_claims (member_id, mission_id, period_key, request_id, reward_kind, reward_amount, turnover_required_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [c.memberId, c.missionId, c.periodKey, c.requestId, c.kind, c.amount, c.turnover],
  );
  return row ? Number(row.id) : null;
}

export async function setClaimPosting(sql: Sql, claimId: number, postingId: number): Promise<void> {
  await sql.query('UPDATE mission_claims SET posting_id = $2 WHERE id = $1', [claimId, postingId]);
}

/** Ids of the missions the member has seen. */
export async function seenIds(sql: Sql, memberId: number): Promise<Set<number>> {
  const rows = await sql.query<{ mission_id: number }>('SELECT mission_id FROM mission_views WHERE member_id = $1', [memberId]);
  return new Set(rows.map((r) => Number(r.mission_id)));
}

export async function markSeen(sql: Sql, memberId: number, missionIds: number[]): Promise<void> {
  if (!missionIds.length) return;
  await sql.query(`INSERT INTO mission_views (member_id, mission_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
    memberId,
    missionIds,
  ]);
}

/** Running missions (started, not ended) the member has not seen: the member centre's badge. */
export async function unseenCount(sql: Sql, memberId: number, now: Date): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM missions m
      WHERE m.enabled AND m.starts_at <= $2 AND (m.ends_at IS NULL OR m.ends_at > $2)
        AND NOT EXISTS (SELECT 1 FROM mission_views v WHERE v.member_id = $1 AND v.mission_id = m.id)`,
    [memberId, now],
  );
  return Number(row?.n ?? 0);
}

export type SignInRewardRow = {
  day: number;
  reward_kind: RewardKind;
  reward_amount: number;
};

export async function signInRewards(sql: Sql): Promise<SignInRewardRow[]> {
  const rows = await sql.query<SignInRewardRow>('SELECT day, reward_kind, reward_amount FROM sign_in_rewards ORDER BY day');
  return rows.map((r) => ({ day: Number(r.day), reward_kind: r.reward_kind, reward_amount: Number(r.reward_amount) }));
}

export async function setSignInReward(sql: Sql, day: number, kind: RewardKind, amount: number): Promise<void> {
  await sql.query(
    `INSERT INTO sign_in_rewards (day, reward_kind, reward_amount) VALUES ($1, $2, $3)
     ON CONFLICT (day) DO UPDATE SET reward_kind = EXCLUDED.reward_kind, reward_amount = EXCLUDED.reward_amount`,
    [day, kind, amount],
  );
}

export type SignInRow = {
  id: number;
  local_day: string;
  streak: number;
  cycle_day: number;
  request_id: string;
  reward_kind: RewardKind;
  reward_amount: number;
};

const signInSelect = `SELECT id, to_char(local_day, 'YYYY-MM-DD') AS local_day, streak, cycle_day, request_id, reward_kind, reward_amount
                        FROM member_sign_ins`;

function toSignIn(r: SignInRow): SignInRow {
  return {
    ...r,
    id: Number(r.id),
    streak: Number(r.streak),
    cycle_day: Number(r.cycle_day),
    reward_amount: Number(r.reward_amount),
  };
}

/** The member's latest sign-in on or before a day. */
export async function latestSignIn(sql: Sql, memberId: number, onOrBefore: string): Promise<SignInRow | null> {
  const [row] = await sql.query<SignInRow>(
    `${signInSelect} WHERE member_id = $1 AND local_day <= $2::date ORDER BY local_day DESC LIMIT 1`,
    [memberId, onOrBefore],
  );
  return row ? toSignIn(row) : null;
}

export async function signInByRequest(sql: Sql, memberId: number, requestId: string): Promise<SignInRow | null> {
  const [row] = await sql.query<SignInRow>(`${signInSelect} WHERE member_id = $1 AND request_id = $2`, [memberId, requestId]);
  return row ? toSignIn(row) : null;
}

export async function insertSignIn(
  sql: Sql,
  s: { memberId: number; day: string; streak: number; cycleDay: number; requestId: string; kind: RewardKind; amount: number },
): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO member_sign_ins (member_id, local_day, streak, cycle_day, request_id, reward_kind, reward_amount)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [s.memberId, s.day, s.streak, s.cycleDay, s.requestId, s.kind, s.amount],
  );
  return row ? Number(row.id) : null;
}

export async function setSignInPosting(sql: Sql, id: number, postingId: number): Promise<void> {
  await sql.query('UPDATE member_sign_ins SET posting_id = $2 WHERE id = $1', [id, postingId]);
}
