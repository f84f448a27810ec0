import type { VipLevel } from '@tala/contract/vip';
import type { Sql } from '../../db/client.ts';

type LevelRow = {
  level: number;
  name: string;
  color: string;
  color2: string;
  deposit_minor: number;
  valid_bet_minor: number;
  rebate_bps: number;
  daily_withdraw_limit_minor: number;
  birthday_bonus_minor: number;
  vip_service: boolean;
};

export async function vipLevels(sql: Sql): Promise<VipLevel[]> {
  const rows = await sql.query<LevelRow>('SELECT * FROM vip_levels ORDER BY level');
  return rows.map((r) => ({
    level: r.level,
    name: r.name,
    color: r.color,
    color2: r.color2,
    depositMinor: Number(r.deposit_minor),
    validBetMinor: Number(r.valid_bet_minor),
    rebateBps: r.rebate_bps,
    dailyWithdrawLimitMinor: Number(r.daily_withdraw_limit_minor),
    birthdayBonusMinor: Number(r.birthday_bonus_minor),
    vipService: r.vip_service,
  }));
}

export async function insertLevel(sql: Sql, l: VipLevel): Promise<void> {
  await sql.query(
    `INSERT INTO vip_levels (level, name, color, color2, deposit_minor, valid_bet_minor, rebate_bps,
       daily_withdraw_limit_minor, birthday_bonus_minor, vip_service)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      l.level,
      l.name,
      l.color,
      l.color2,
      l.depositMinor,
      l.validBetMinor,
      l.rebateBps,
      l.dailyWithdrawLimitMinor,
      l.birthdayBonusMinor,
      l.vipService,
    ],
  );
}

/**
 * Lifetime totals from the ledger: deposits credited (the demo credit is a gift, not a deposit), and
 * valid bets: stakes (game rounds and lottery bets) less the stakes refunded.
 */
export async function lifetimeTotals(sql: Sql, memberId: number): Promise<{ depositMinor: number; validBetMinor: number }> {
  const [row] = await sql.query<{ deposits: number; stakes: number; refunds: number }>(
    `SELECT
       coalesce(sum(amount) FILTER (WHERE kind = 'deposit' AND coalesce(ref, '') <> 'demo-credit'), 0)::bigint AS deposits,
       coalesce(sum(amount) FILTER (WHERE kind IN ('bet', 'lottery.bet')), 0)::bigint AS stakes,
       coalesce(sum(amount) FILTER (WHERE kind IN ('refund', 'lottery.refund')), 0)::bigint AS refunds
     FROM ledger_postings WHERE member_id = $1 AND kind IN ('deposit', 'bet', 'lottery.bet', 'refund', 'lottery.refund')`,
    [memberId],
  );
  return {
    depositMinor: Number(row?.deposits ?? 0),
    validBetMinor: Math.max(0, Number(row?.stakes ?? 0) - Number(row?.refunds ?? 0)),
  };
}

export async function rankOf(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql.query<{ rank_level: number }>('SELECT rank_level FROM members WHERE id = $1', [memberId]);
  return row?.rank_level ?? 0;
}

/**
 * Raises the member to `level` with its club label; true when this call raised it (a concurrent or
 * earlier raise to the same level or higher makes it false, so the upgrade is announced once).
 */
export async function raiseRank(sql: Sql, memberId: number, level: VipLevel): Promise<boolean> {
  const label = { labelName: level.name, color: level.color, color2: level.color2, rankLevel: level.level };
  const rows = await sql.query(
    `UPDATE members SET rank_level = $2, club_label = $3::jsonb,
       member_label = CASE WHEN member_label = '[]'::jsonb THEN $4::jsonb ELSE member_label END
     WHERE id = $1 AND rank_level < $2 RETURNING id`,
    [
      memberId,
      level.level,
      JSON.stringify(label),
      JSON.stringify([{ labelName: 'VIP', color: level.color, color2: level.color2 }]),
    ],
  );
  return rows.length > 0;
}
