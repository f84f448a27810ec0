import type { Sql } from '../../db/client.ts';

export type ProfitRow = {
  day: string;
  product: 'games' | 'lottery' | 'cashier';
  deposits: number;
  withdrawals: number;
  stakes: number;
  refunds: number;
  wins: number;
  bonuses: number;
};

/**
 * The member's postings of a period summed per calendar day (shifted by the player's UTC offset) and
 * product. Bonuses are what the promotions account paid, and free-play grants.
 */
export async function profitRows(sql: Sql, memberId: number, from: Date, to: Date, offsetMinutes: number): Promise<ProfitRow[]> {
  return sql.query<ProfitRow>(
    `SELECT to_char((created_at AT TIME ZONE 'UTC') + make_interval(mins => $4), 'YYYY-MM-DD') AS day,
            CASE WHEN kind LIKE 'lottery.%' THEN 'lottery'
                 WHEN kind IN ('bet', 'win', 'refund') THEN 'games' ELSE 'cashier' END AS product,
            coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS deposits,
            coalesce(sum(amount) FILTER (WHERE kind = 'withdrawal'), 0)::bigint AS withdrawals,
            coalesce(sum(amount) FILTER (WHERE kind IN ('bet', 'lottery.bet')), 0)::bigint AS stakes,
            coalesce(sum(amount) FILTER (WHERE kind IN ('refund', 'lottery.refund')), 0)::bigint AS refunds,
            coalesce(sum(amount) FILTER (WHERE kind IN ('win', 'lottery.win')), 0)::bigint AS wins,
            coalesce(sum(amount) FILTER (WHERE meta ->> 'house' = 'PROMO' OR kind = 'freeplay.grant'), 0)::bigint AS bonuses
       FROM ledger_postings
      WHERE member_id = $1 AND created_at >= $2 AND created_at < $3
      GROUP BY 1, 2`,
    [memberId, from.toISOString(), to.toISOString(), offsetMinutes],
  );
}

export async function referralCodeOf(sql: Sql, memberId: number): Promise<string | null> {
  const [row] = await sql.query<{ referral_code: string | null }>('SELECT referral_code FROM members WHERE id = $1', [memberId]);
  return row?.referral_code ?? null;
}

/** Sets the code unless one is already there (a concurrent first ask); false when the code is taken. */
export async function claimReferralCode(sql: Sql, memberId: number, code: string): Promise<boolean> {
  try {
    await sql.query('UPDATE members SET referral_code = $2 WHERE id = $1 AND referral_code IS NULL', [memberId, code]);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return false;
    throw err;
  }
}

export async function memberByReferralCode(sql: Sql, code: string): Promise<{ id: number } | null> {
  const [row] = await sql.query<{ id: number }>(
    "SELECT id FROM members WHERE upper(referral_code) = upper($1) AND status = 'active'",
    [code],
  );
  return row ?? null;
}

export async function setReferrer(sql: Sql, memberId: number, referrerId: number): Promise<void> {
  await sql.query('UPDATE members SET referrer_id = $2 WHERE id = $1 AND referrer_id IS NULL AND id <> $2', [
    memberId,
    referrerId,
  ]);
}

export async function inviteesOf(
  sql: Sql,
  memberId: number,
): Promise<{ account: string; created_at: Date; deposited: boolean; decided: boolean; reward: string | number | null }[]> {
  return sql.query(
    `SELECT m.account, m.created_at,
            EXISTS (SELECT 1 FROM ledger_postings p WHERE p.member_id = m.id AND p.kind = 'deposit'
                      AND coalesce(p.ref, '') <> 'demo-credit') AS deposited,
            EXISTS (SELECT 1 FROM referral_rewards x WHERE x.friend_id = m.id AND x.referrer_id = $1) AS decided,
            (SELECT nullif(x.reward_minor, 0) FROM referral_rewards x WHERE x.friend_id = m.id AND x.referrer_id = $1) AS reward
       FROM members m WHERE m.referrer_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT 200`,
    [memberId],
  );
}

/** What all of a member's friends have earned him (not only the 200 listed). */
export async function referralRewardTotal(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql.query<{ total: string | number }>(
    'SELECT coalesce(sum(reward_minor), 0) AS total FROM referral_rewards WHERE referrer_id = $1',
    [memberId],
  );
  return Number(row?.total ?? 0);
}
