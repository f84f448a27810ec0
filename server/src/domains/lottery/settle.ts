import type { z } from 'zod';
import type { lotteryPush } from '@tala/contract/lottery';
import type { Sql } from '../../db/client.ts';
import { balanceSnapshotOf, creditMember, MAX_POSTING } from '../wallet/ledger.ts';
import { isWin, winAmount } from './play.ts';
import { drawById, type DrawRow } from './queries.ts';

export interface MemberSettlement {
  memberId: number;
  /** Whether money reached the member's wallet (a win or a refund). */
  moved: boolean;
  ref: string;
  event: z.infer<typeof lotteryPush.settled>;
}

type OpenBet = {
  id: number;
  member_id: number;
  play_kind: 'last' | 'first' | 'bigSmall' | 'oddEven';
  play_digits: number;
  bet_number: string;
  stake: number;
  odds_milli: number;
};

async function openBets(sql: Sql, drawId: number): Promise<OpenBet[]> {
  const rows = await sql.query<OpenBet>(
    `SELECT id, member_id, play_kind, play_digits, bet_number, stake, odds_milli
       FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN' ORDER BY member_id, id`,
    [drawId],
  );
  return rows.map((b) => ({ ...b, id: Number(b.id), member_id: Number(b.member_id), stake: Number(b.stake) }));
}

/** Sets bet outcomes in two statements, whatever the number of bets. */
async function markBets(sql: Sql, ids: number[], payouts: number[], status: string, now: number): Promise<void> {
  if (!ids.length) return;
  await sql.query(
    `UPDATE lottery_bets b SET status = $3, payout = x.payout, settled_at = $4
       FROM unnest($1::bigint[], $2::bigint[]) AS x(id, payout)
      WHERE b.id = x.id AND b.status = 'OPEN'`,
    [ids, payouts, status, new Date(now)],
  );
}

function byMember(bets: OpenBet[]): Map<number, OpenBet[]> {
  const m = new Map<number, OpenBet[]>();
  for (const b of bets) {
    const list = m.get(b.member_id);
    if (list) list.push(b);
    else m.set(b.member_id, [b]);
  }
  return m;
}

/**
 * Credits a member's amounts for one draw as few ledger postings as possible: one, unless the total
 * passes the ledger's largest posting, then consecutive chunks. The amounts come in bet-id order, so a
 * resumed settlement cuts the same chunks and reuses the same idempotency keys.
 */
async function creditChunks(
  sql: Sql,
  c: { key: string; memberId: number; amounts: number[]; kind: string; ref: string },
): Promise<void> {
  const chunks: number[] = [];
  for (const a of c.amounts) {
    const last = chunks.length - 1;
    if (last >= 0 && chunks[last]! + a <= MAX_POSTING) chunks[last]! += a;
    else chunks.push(a);
  }
  for (const [i, amount] of chunks.entries()) {
    const key = i === 0 ? c.key : `${c.key}:${i}`;
    await creditMember(sql, { key, memberId: c.memberId, amount, kind: c.kind, ref: c.ref, house: 'LOTTERY' });
  }
}

/**
 * Settles a drawn numero inside the caller's transaction: every open bet becomes WON or LOST, each
 * member's winnings are credited as one ledger posting (see creditChunks), and the
 * draw becomes SETTLED. The draw row is locked first, so bets still being placed finish before, and a
 * second settler (a crash-resume, an operator) finds it SETTLED and does nothing: null.
 */
export async function settleDrawTx(sql: Sql, drawId: number, now: number): Promise<MemberSettlement[] | null> {
  const draw = await drawById(sql, drawId, true);
  if (!draw || draw.status !== 'DRAWN' || !draw.open_number) return null;
  const openNumber = draw.open_number;
  const ref = `lottery:${draw.game_code}:${draw.numero}`;
  const out: MemberSettlement[] = [];
  for (const [memberId, bets] of byMember(await openBets(sql, drawId))) {
    const outcomes = bets.map((b) => ({
      bet: b,
      win: isWin({ kind: b.play_kind, digits: b.play_digits }, b.bet_number, openNumber) ? winAmount(b.stake, b.odds_milli) : 0,
    }));
    const winners = outcomes.filter((o) => o.win > 0);
    const losers = outcomes.filter((o) => o.win === 0);
    await markBets(
      sql,
      winners.map((o) => o.bet.id),
      winners.map((o) => o.win),
      'WON',
      now,
    );
    await markBets(
      sql,
      losers.map((o) => o.bet.id),
      losers.map(() => 0),
      'LOST',
      now,
    );
    const payout = winners.reduce((s, o) => s + o.win, 0);
    await creditChunks(sql, {
      key: `lottery:win:${drawId}:${memberId}`,
      memberId,
      amounts: winners.map((o) => o.win),
      kind: 'lottery.win',
      ref,
    });
    out.push({
      memberId,
      moved: payout > 0,
      ref,
      event: {
        gameCode: draw.game_code,
        numero: draw.numero,
        openNumber,
        stakeMinor: bets.reduce((s, b) => s + b.stake, 0),
        payoutMinor: payout,
        won: payout > 0,
        // taken under the member's wallet lock the credit holds: the settled and balance events agree
        balance: await balanceSnapshotOf(sql, memberId),
      },
    });
  }
  await sql.query(`UPDATE lottery_draws SET status = 'SETTLED', settled_at = $2 WHERE id = $1`, [drawId, new Date(now)]);
  return out;
}

/**
 * Cancels an open or locked numero inside the caller's transaction and refunds every open bet
 * (one posting per member, see creditChunks). A drawn numero cannot be cancelled: its result is public.
 */
export async function cancelDrawTx(
  sql: Sql,
  drawId: number,
  now: number,
): Promise<{ draw: DrawRow; members: MemberSettlement[] } | null> {
  const draw = await drawById(sql, drawId, true);
  if (!draw || (draw.status !== 'OPEN' && draw.status !== 'LOCKED')) return null;
  const ref = `lottery:${draw.game_code}:${draw.numero}`;
  const members: MemberSettlement[] = [];
  for (const [memberId, bets] of byMember(await openBets(sql, drawId))) {
    await markBets(
      sql,
      bets.map((b) => b.id),
      bets.map((b) => b.stake),
      'REFUNDED',
      now,
    );
    const total = bets.reduce((s, b) => s + b.stake, 0);
    await creditChunks(sql, {
      key: `lottery:refund:${drawId}:${memberId}`,
      memberId,
      amounts: bets.map((b) => b.stake),
      kind: 'lottery.refund',
      ref,
    });
    members.push({
      memberId,
      moved: true,
      ref,
      event: {
        gameCode: draw.game_code,
        numero: draw.numero,
        openNumber: null,
        stakeMinor: total,
        payoutMinor: total,
        won: false,
        balance: await balanceSnapshotOf(sql, memberId),
      },
    });
  }
  await sql.query(`UPDATE lottery_draws SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1`, [drawId, new Date(now)]);
  return { draw, members };
}
