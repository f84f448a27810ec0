import { TRIAL } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';
import { readSetting } from '../system/settings.ts';
import { lockMemberForPoints, postPoints } from './ledger.ts';

/** A valid bet: a settled game round or a lottery bet that won or lost (refunded and open bets are not). */
export interface ValidBet {
  source: 'game' | 'lottery';
  ref: string;
  memberId: number;
  stakeMinor: number;
}

/**
 * Points a bet earns: the whole points its stake adds to the member's lifetime valid stake. Counting
 * on the running total rather than per bet means many small stakes earn as much as one large one.
 */
export function pointsForStake(stakeBeforeMinor: number, stakeMinor: number, stakePerPointMinor: number): number {
  const before = Math.floor(stakeBeforeMinor / stakePerPointMinor);
  const after = Math.floor((stakeBeforeMinor + stakeMinor) / stakePerPointMinor);
  return Math.max(0, after - before);
}

/**
 * Earns the points of one valid bet, once: the earning row (primary key source + ref) and the points
 * posting (key `earn:<source>:<ref>`) are written under the member's row lock, so a second call for
 * the same bet, concurrent or not, earns nothing. Answers the points earned (0 when already earned).
 */
export async function earnForBet(sql: Sql, bet: ValidBet, stakePerPointMinor: number): Promise<number> {
  await lockMemberForPoints(sql, bet.memberId);
  const seen = await sql.query('SELECT 1 FROM point_earnings WHERE source = $1 AND ref = $2', [bet.source, bet.ref]);
  if (seen.length) return 0;
  const [row] = await sql.query<{ stake: number }>(
    'SELECT coalesce(sum(stake_minor), 0)::bigint AS stake FROM point_earnings WHERE member_id = $1',
    [bet.memberId],
  );
  const points = pointsForStake(Number(row?.stake ?? 0), bet.stakeMinor, stakePerPointMinor);
  const posting =
    points > 0
      ? await postPoints(sql, {
          key: `earn:${bet.source}:${bet.ref}`,
          memberId: bet.memberId,
          kind: 'earn',
          points,
          ref: `${bet.source}:${bet.ref}`,
        })
      : null;
  await sql.query(
    `INSERT INTO point_earnings (source, ref, member_id, stake_minor, points, posting_id) VALUES ($1, $2, $3, $4, $5, $6)`,
    [bet.source, bet.ref, bet.memberId, bet.stakeMinor, points, posting?.id ?? null],
  );
  return points;
}

/**
 * Valid bets that have not earned yet (of one member, or of everyone), oldest first. Trial accounts
 * play with free-play money and earn nothing.
 */
export async function unearnedBets(sql: Sql, opts: { memberId?: number; limit: number }): Promise<ValidBet[]> {
  const rows = await sql.query<{ source: 'game' | 'lottery'; ref: string; member_id: number; stake: number }>(
    `SELECT * FROM (
       SELECT 'game' AS source, r.id AS ref, r.member_id, r.stake, r.settled_at AS at
         FROM game_rounds r JOIN members m ON m.id = r.member_id
        WHERE r.status = 'settled' AND m.is_agent <> $3 AND ($1::bigint IS NULL OR r.member_id = $1)
          AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'game' AND e.ref = r.id)
       UNION ALL
       SELECT 'lottery', b.id::text, b.member_id, b.stake, b.settled_at
         FROM lottery_bets b JOIN members m ON m.id = b.member_id
        WHERE b.status IN ('WON', 'LOST') AND m.is_agent <> $3 AND ($1::bigint IS NULL OR b.member_id = $1)
          AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'lottery' AND e.ref = b.id::text)
     ) v ORDER BY at NULLS FIRST, ref LIMIT $2`,
    [opts.memberId ?? null, opts.limit, TRIAL],
  );
  return rows.map((r) => ({ source: r.source, ref: r.ref, memberId: Number(r.member_id), stakeMinor: Number(r.stake) }));
}

/** Earns the points of up to `limit` valid bets not yet earned, at the brand's rate. */
export async function earnPending(
  sql: Sql,
  opts: { memberId?: number; limit: number },
): Promise<{ bets: number; points: number }> {
  const { stakePerPointMinor } = await readSetting(sql, 'points');
  const bets = await unearnedBets(sql, opts);
  let points = 0;
  for (const bet of bets) points += await earnForBet(sql, bet, stakePerPointMinor);
  return { bets: bets.length, points };
}
