import type { z } from 'zod';
import type { lotteryPush } from '@tala/contract/lottery';
import type { Sql } from '../../db/client.ts';
import { balanceSnapshotsOf, creditMembers, MAX_POSTING, type MemberCredit } from '../wallet/ledger.ts';
import { isWin, winAmount } from './play.ts';
import { drawById, type DrawRow } from './queries.ts';

export interface MemberSettlement {
  memberId: number;
  /** Whether money reached the member's wallet (a win or a refund). */
  moved: boolean;
  ref: string;
  event: z.infer<typeof lotteryPush.settled>;
}

/**
 * Bets settled per transaction, by database. On PGlite every request shares the one connection (and
 * the event loop) with the settlement, so a transaction must stay short: 500 bets take 50-100 ms
 * there. PostgreSQL answers other requests on other connections meanwhile; a batch only holds the
 * row locks of its own members' wallets (ADR 0012), so there a batch is four times larger: a fixed
 * number of statements per batch, a quarter as many batches (50,000 bets: 4.0 s in batches of 500,
 * 2.4 s in batches of 2,000, in one run). A member's bets of a draw are never split between batches
 * (one posting each), so a member with more bets than that makes one larger batch.
 */
export const SETTLE_BATCH_BETS = { pglite: 500, postgres: 2_000 } as const;

type OpenBet = {
  id: number;
  member_id: number;
  play_kind: 'last' | 'first' | 'bigSmall' | 'oddEven';
  play_digits: number;
  bet_number: string;
  stake: number;
  odds_milli: number;
};

/**
 * The open bets of the next members of a draw after member `after`, lowest member id first: about
 * `maxBets` bets, every bet of each member taken (the cut falls after the member holding the
 * maxBets-th bet). Starting after the last batch's members skips the index entries of the bets
 * already settled, which stay in the index until vacuum (without it, each batch would step over
 * every earlier one's and a large draw would slow down quadratically).
 */
async function nextOpenBets(sql: Sql, drawId: number, maxBets: number, after: number): Promise<OpenBet[]> {
  const rows = await sql.query<OpenBet>(
    `SELECT id, member_id, play_kind, play_digits, bet_number, stake, odds_milli
       FROM lottery_bets
      WHERE draw_id = $1 AND status = 'OPEN' AND member_id > $3
        AND member_id <= COALESCE(
          (SELECT member_id FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN' AND member_id > $3
            ORDER BY member_id OFFSET $2 LIMIT 1),
          9223372036854775807)
      ORDER BY member_id, id`,
    [drawId, Math.max(0, Math.min(maxBets, 2 ** 31 - 1) - 1), after],
  );
  return rows.map((b) => ({ ...b, id: Number(b.id), member_id: Number(b.member_id), stake: Number(b.stake) }));
}

/**
 * A member's amounts of one draw as few ledger credits as possible: one, unless the total passes the
 * ledger's largest posting, then consecutive chunks. The amounts come in bet-id order, so a resumed
 * settlement cuts the same chunks and reuses the same idempotency keys.
 */
function chunks(key: string, memberId: number, amounts: number[], kind: string, ref: string): MemberCredit[] {
  const sums: number[] = [];
  for (const a of amounts) {
    const last = sums.length - 1;
    if (last >= 0 && sums[last]! + a <= MAX_POSTING) sums[last]! += a;
    else sums.push(a);
  }
  return sums.map((amount, i) => ({ key: i === 0 ? key : `${key}:${i}`, memberId, amount, kind, ref }));
}

/**
 * Settles (or refunds) one batch of a draw's open bets, set-based: one read, one update of every
 * bet, the members' credits through creditMembers (a fixed number of statements), one read of
 * their balances. Runs in the caller's transaction, which holds the draw row's lock.
 */
async function settleBatch(
  sql: Sql,
  draw: DrawRow,
  mode: 'win' | 'refund',
  now: number,
  maxBets: number,
  after = 0,
): Promise<{ members: MemberSettlement[]; bets: number; lastMember: number }> {
  const bets = await nextOpenBets(sql, Number(draw.id), maxBets, after);
  if (!bets.length) return { members: [], bets: 0, lastMember: after };
  const openNumber = draw.open_number;
  const pay = bets.map((b) =>
    mode === 'refund'
      ? b.stake
      : isWin({ kind: b.play_kind, digits: b.play_digits }, b.bet_number, openNumber!)
        ? winAmount(b.stake, b.odds_milli)
        : 0,
  );
  const status = pay.map((p) => (mode === 'refund' ? 'REFUNDED' : p > 0 ? 'WON' : 'LOST'));
  const updated = await sql.query(
    `UPDATE lottery_bets b SET status = x.status, payout = x.payout, settled_at = $4
       FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS x(id, payout, status)
      WHERE b.id = x.id AND b.status = 'OPEN'
      RETURNING b.id`,
    [bets.map((b) => b.id), pay, status, new Date(now)],
  );
  // the draw row is locked, so no other settler can have taken one of these bets
  if (updated.length !== bets.length) throw new Error(`lottery: draw ${draw.id} was settled twice at once`);

  const ref = `lottery:${draw.game_code}:${draw.numero}`;
  const kind = mode === 'refund' ? 'lottery.refund' : 'lottery.win';
  const perMember = new Map<number, { stake: number; amounts: number[] }>();
  bets.forEach((b, i) => {
    const m = perMember.get(b.member_id) ?? { stake: 0, amounts: [] };
    m.stake += b.stake;
    if (pay[i]! > 0) m.amounts.push(pay[i]!);
    perMember.set(b.member_id, m);
  });
  const credits = [...perMember].flatMap(([memberId, m]) =>
    chunks(`lottery:${mode}:${draw.id}:${memberId}`, memberId, m.amounts, kind, ref),
  );
  await creditMembers(sql, credits, 'LOTTERY');
  // taken under the wallet locks the credits hold: the settled and balance events agree
  const snapshots = await balanceSnapshotsOf(sql, [...perMember.keys()]);
  const members = [...perMember].map(([memberId, m]): MemberSettlement => {
    const payout = m.amounts.reduce((s, a) => s + a, 0);
    return {
      memberId,
      moved: payout > 0,
      ref,
      event: {
        gameCode: draw.game_code,
        numero: draw.numero,
        openNumber: mode === 'refund' ? null : openNumber,
        stakeMinor: m.stake,
        payoutMinor: payout,
        won: mode === 'win' && payout > 0,
        balance: snapshots.get(memberId)!,
      },
    };
  });
  return { members, bets: bets.length, lastMember: bets.at(-1)!.member_id };
}

/**
 * Settles the next batch of a drawn numero's open bets (about `maxBets`, of members after
 * `afterMember`: the last batch's `lastMember`, 0 to start) inside the caller's transaction: each
 * becomes WON or LOST, each member's winnings are credited as one ledger posting, and when no open
 * bet is left the draw becomes SETTLED (`done`). The draw row is locked first, so bets still being
 * placed finish before, and settlers queue: each batch takes only bets still OPEN, and a crash rolls
 * back only its own batch; the next settler goes on from there. A draw not waiting for settlement
 * (already SETTLED by someone else) gives null.
 */
export async function settleDrawBatchTx(
  sql: Sql,
  drawId: number,
  now: number,
  maxBets: number,
  afterMember = 0,
): Promise<{ members: MemberSettlement[]; bets: number; lastMember: number; done: boolean } | null> {
  const draw = await drawById(sql, drawId, true);
  if (!draw || draw.status !== 'DRAWN' || !draw.open_number) return null;
  const batch = await settleBatch(sql, draw, 'win', now, maxBets, afterMember);
  if (batch.bets > 0) return { ...batch, done: false };
  // nothing after the cursor: the whole draw is checked once (another settler may have crashed
  // behind it) before it is closed
  const left = await sql.query(`SELECT 1 FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN' LIMIT 1`, [drawId]);
  if (left.length) return { ...batch, lastMember: 0, done: false };
  await sql.query(`UPDATE lottery_draws SET status = 'SETTLED', settled_at = $2 WHERE id = $1`, [drawId, new Date(now)]);
  return { ...batch, done: true };
}

/**
 * Cancels an open or locked numero inside the caller's transaction and refunds every open bet (one
 * posting per member, set-based like settlement, in one transaction: the draw must leave OPEN in the
 * same commit that refunds, or a bet could slip in between). A drawn numero cannot be cancelled: its
 * result is public.
 */
export async function cancelDrawTx(
  sql: Sql,
  drawId: number,
  now: number,
): Promise<{ draw: DrawRow; members: MemberSettlement[] } | null> {
  const draw = await drawById(sql, drawId, true);
  if (!draw || (draw.status !== 'OPEN' && draw.status !== 'LOCKED')) return null;
  const { members } = await settleBatch(sql, draw, 'refund', now, Number.MAX_SAFE_INTEGER);
  await sql.query(`UPDATE lottery_draws SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1`, [drawId, new Date(now)]);
  return { draw, members };
}
