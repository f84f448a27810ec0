import type { BetDetail, BetProduct, BetTotals } from '@tala/contract/game-rounds';
import type { LocalePack } from '@tala/contract/languages';
import type { BetStatus } from '@tala/contract/lottery-model';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { roundStatusSql } from '../games/round-records.ts';
import { winAmount } from '../lottery/play.ts';
import { pick } from '../system/text.ts';

/**
 * The betting record's totals and single-bet detail over both products. Every query is keyed by the
 * member id, so another member's bet reads as not found (never as forbidden, which would confirm it exists).
 */

interface Filter {
  product: BetProduct;
  status?: BetStatus | undefined;
  vendor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type TotalsRow = { n: number; stake: string | number; valid: string | number; win: string | number };

export async function betTotals(sql: Sql, memberId: number, f: Filter): Promise<BetTotals> {
  const params = [memberId, f.status ?? null, f.from ?? null, f.to ?? null];
  // a lottery bet's payout on REFUNDED is the refund, not a win; a round's likewise
  const [row] =
    f.product === 'lottery'
      ? await sql.query<TotalsRow>(
          `SELECT count(*)::int AS n, coalesce(sum(b.stake), 0) AS stake,
                  coalesce(sum(b.stake) FILTER (WHERE b.status IN ('WON', 'LOST')), 0) AS valid,
                  coalesce(sum(b.payout) FILTER (WHERE b.status = 'WON'), 0) AS win
             FROM lottery_bets b
            WHERE b.member_id = $1 AND ($2::text IS NULL OR b.status = $2)
              AND ($3::timestamptz IS NULL OR b.created_at >= $3) AND ($4::timestamptz IS NULL OR b.created_at < $4)`,
          params,
        )
      : await sql.query<TotalsRow>(
          `SELECT count(*)::int AS n, coalesce(sum(r.stake), 0) AS stake,
                  coalesce(sum(r.stake) FILTER (WHERE r.status = 'settled'), 0) AS valid,
                  coalesce(sum(r.payout) FILTER (WHERE r.status = 'settled'), 0) AS win
             FROM game_rounds r
            WHERE r.member_id = $1 AND ($2::text IS NULL OR ${roundStatusSql} = $2)
              AND ($3::timestamptz IS NULL OR r.created_at >= $3) AND ($4::timestamptz IS NULL OR r.created_at < $4)
              AND ($5::text IS NULL OR r.vendor = $5)`,
          [...params, f.vendor || null],
        );
  const valid = Number(row?.valid ?? 0);
  const win = Number(row?.win ?? 0);
  return {
    count: row?.n ?? 0,
    stakeMinor: Number(row?.stake ?? 0),
    validStakeMinor: valid,
    winMinor: win,
    netMinor: win - valid,
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type LotteryRow = {
  id: string | number;
  game_code: string;
  game_name: unknown;
  numero: string;
  play_code: string;
  bet_number: string;
  stake: string | number;
  odds_milli: number;
  status: BetStatus;
  payout: string | number;
  seed: string;
  seed_hash: string;
  open_number: string | null;
  draw_status: string;
  created_at: Date;
  settled_at: Date | null;
};

type RoundRow = {
  id: string;
  vendor: string;
  vendor_name: unknown;
  game_name: unknown;
  stake: string | number;
  payout: string | number;
  bet_status: BetStatus;
  created_at: Date;
  settled_at: Date | null;
};

export async function betDetail(
  sql: Sql,
  memberId: number,
  input: { product: BetProduct; id: string },
  language: LocalePack,
): Promise<BetDetail> {
  if (input.product === 'lottery') {
    // lottery bet ids are bigserial: anything else is simply not one of the member's bets
    if (!/^[1-9]\d{0,17}$/.test(input.id)) throw new AppError('BET_NOT_FOUND', { field: 'id' });
    const [r] = await sql.query<LotteryRow>(
      `SELECT b.id, g.code AS game_code, g.name AS game_name, d.numero, b.play_code, b.bet_number, b.stake, b.odds_milli,
              b.status, b.payout, d.seed, d.seed_hash, d.open_number, d.status AS draw_status, b.created_at, b.settled_at
         FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id JOIN lottery_games g ON g.id = b.game_id
        WHERE b.id = $1 AND b.member_id = $2`,
      [input.id, memberId],
    );
    if (!r) throw new AppError('BET_NOT_FOUND', { field: 'id' });
    const stake = Number(r.stake);
    // the seed stays secret until the draw: revealing it earlier would give the number away
    const revealed = r.draw_status === 'DRAWN' || r.draw_status === 'SETTLED';
    return {
      product: 'lottery',
      betId: Number(r.id),
      gameCode: r.game_code,
      gameName: pick(r.game_name, language),
      numero: r.numero,
      playCode: r.play_code,
      betNumber: r.bet_number,
      odds: r.odds_milli / 1000,
      potentialWinMinor: winAmount(stake, r.odds_milli),
      seedHash: r.seed_hash,
      seed: revealed ? r.seed : null,
      openNumber: revealed ? r.open_number : null,
      status: r.status,
      stakeMinor: stake,
      payoutMinor: Number(r.payout),
      createdAt: iso(r.created_at)!,
      settledAt: iso(r.settled_at),
    };
  }
  const [r] = await sql.query<RoundRow>(
    `SELECT r.id, r.vendor, v.name AS vendor_name, g.name AS game_name, r.stake, r.payout, ${roundStatusSql} AS bet_status,
            r.created_at, r.settled_at
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id LEFT JOIN game_vendors v ON v.code = r.vendor
      WHERE r.id = $1 AND r.member_id = $2`,
    [input.id, memberId],
  );
  if (!r) throw new AppError('BET_NOT_FOUND', { field: 'id' });
  return {
    product: 'games',
    roundId: r.id,
    vendor: r.vendor,
    vendorName: pick(r.vendor_name, language) || r.vendor,
    gameName: pick(r.game_name, language),
    status: r.bet_status,
    stakeMinor: Number(r.stake),
    payoutMinor: Number(r.payout),
    createdAt: iso(r.created_at)!,
    settledAt: iso(r.settled_at),
  };
}

/** The vendors of the member's own rounds, in the lobby's vendor order. */
export async function roundVendors(sql: Sql, memberId: number, language: LocalePack) {
  const rows = await sql.query<{ code: string; name: unknown }>(
    `SELECT v.code, v.name FROM game_vendors v
      WHERE EXISTS (SELECT 1 FROM game_rounds r WHERE r.member_id = $1 AND r.vendor = v.code)
      ORDER BY v.sort, v.code`,
    [memberId],
  );
  return rows.map((r) => ({ code: r.code, name: pick(r.name, language) || r.code }));
}
