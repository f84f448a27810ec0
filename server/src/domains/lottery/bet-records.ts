import type { LocalePack } from '@tala/contract/languages';
import type { BetStatus, LotteryBet } from '@tala/contract/lottery';
import type { Sql } from '../../db/client.ts';
import { pick } from '../system/text.ts';
import { winAmount } from './play.ts';
import { iso } from './queries.ts';

type BetRow = {
  id: number;
  request_id: string;
  game_code: string;
  game_name: unknown;
  numero: string;
  play_code: string;
  bet_number: string;
  stake: number;
  odds_milli: number;
  status: string;
  payout: number;
  open_number: string | null;
  draw_status: string;
  created_at: Date;
  settled_at: Date | null;
};

const betSelect = `
  SELECT b.id, o.request_id, g.code AS game_code, g.name AS game_name, d.numero, b.play_code, b.bet_number, b.stake,
         b.odds_milli, b.status, b.payout, d.open_number, d.status AS draw_status, b.created_at, b.settled_at
    FROM lottery_bets b
    JOIN lottery_orders o ON o.id = b.order_id
    JOIN lottery_draws d ON d.id = b.draw_id
    JOIN lottery_games g ON g.id = b.game_id`;

function toBet(r: BetRow, language: LocalePack): LotteryBet {
  const stake = Number(r.stake);
  const revealed = r.draw_status === 'DRAWN' || r.draw_status === 'SETTLED';
  return {
    betId: Number(r.id),
    requestId: r.request_id,
    gameCode: r.game_code,
    gameName: pick(r.game_name, language),
    numero: r.numero,
    playCode: r.play_code,
    betNumber: r.bet_number,
    stakeMinor: stake,
    odds: r.odds_milli / 1000,
    potentialWinMinor: winAmount(stake, r.odds_milli),
    status: r.status as BetStatus,
    payoutMinor: Number(r.payout),
    openNumber: revealed ? r.open_number : null,
    createdAt: iso(r.created_at)!,
    settledAt: iso(r.settled_at),
  };
}

export async function betsOfOrder(sql: Sql, orderId: number, language: LocalePack): Promise<LotteryBet[]> {
  const rows = await sql.query<BetRow>(`${betSelect} WHERE b.order_id = $1 ORDER BY b.id`, [orderId]);
  return rows.map((r) => toBet(r, language));
}

export async function betRecords(
  sql: Sql,
  memberId: number,
  filter: {
    gameCode?: string | undefined;
    numero?: string | undefined;
    status?: BetStatus | undefined;
    from?: string | undefined;
    to?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  language: LocalePack,
): Promise<{ list: LotteryBet[]; total: number; totalPages: number }> {
  const where = `WHERE b.member_id = $1 AND ($2::text IS NULL OR g.code = $2) AND ($3::text IS NULL OR d.numero = $3)
                   AND ($4::text IS NULL OR b.status = $4)
                   AND ($5::timestamptz IS NULL OR b.created_at >= $5) AND ($6::timestamptz IS NULL OR b.created_at < $6)`;
  const params = [
    memberId,
    filter.gameCode ?? null,
    filter.numero ?? null,
    filter.status ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const [count] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
       JOIN lottery_games g ON g.id = b.game_id ${where}`,
    params,
  );
  const rows = await sql.query<BetRow>(`${betSelect} ${where} ORDER BY b.id DESC LIMIT $7 OFFSET $8`, [
    ...params,
    filter.pageSize,
    (filter.pageNo - 1) * filter.pageSize,
  ]);
  const total = Number(count?.n ?? 0);
  return { list: rows.map((r) => toBet(r, language)), total, totalPages: Math.ceil(total / filter.pageSize) };
}
