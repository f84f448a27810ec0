import type { BetStatus } from '@tala/contract/lottery-model';
import type { GameRound } from '@tala/contract/game-rounds';
import type { LocalePack } from '@tala/contract/languages';
import type { Sql } from '../../db/client.ts';
import { pick } from '../system/text.ts';

/** How a round's row reads as a bet status: open, refunded, or settled with or without a payout. */
export const roundStatusSql = `CASE WHEN r.status = 'open' THEN 'OPEN' WHEN r.status = 'refunded' THEN 'REFUNDED'
                        WHEN r.payout > 0 THEN 'WON' ELSE 'LOST' END`;

type Row = {
  id: string;
  created_at: Date;
  vendor: string;
  name: Record<string, string>;
  stake: number;
  payout: number;
  bet_status: BetStatus;
};

/** The member's own game rounds (never another member's), newest first, one page. */
export async function roundRecords(
  sql: Sql,
  memberId: number,
  filter: {
    status?: BetStatus | undefined;
    vendor?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  language: LocalePack,
): Promise<{ list: GameRound[]; total: number; totalPages: number }> {
  const where = `WHERE r.member_id = $1 AND ($2::text IS NULL OR ${roundStatusSql} = $2)
                   AND ($3::timestamptz IS NULL OR r.created_at >= $3) AND ($4::timestamptz IS NULL OR r.created_at < $4)
                   AND ($5::text IS NULL OR r.vendor = $5)`;
  const params = [memberId, filter.status ?? null, filter.from ?? null, filter.to ?? null, filter.vendor || null];
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_rounds r ${where}`, params);
  const rows = await sql.query<Row>(
    `SELECT r.id, r.created_at, r.vendor, g.name, r.stake, r.payout, ${roundStatusSql} AS bet_status
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  const total = count?.n ?? 0;
  return {
    list: rows.map((r) => ({
      roundId: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      vendor: r.vendor,
      gameName: pick(r.name, language),
      stakeMinor: Number(r.stake),
      payoutMinor: Number(r.payout),
      status: r.bet_status,
    })),
    total,
    totalPages: Math.ceil(total / filter.pageSize),
  };
}
