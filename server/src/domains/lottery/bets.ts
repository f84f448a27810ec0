import type { BalanceSnapshot } from '@tala/contract/core/balance';
import type { LocalePack } from '@tala/contract/languages';
import type { LotteryBet, PlayKind } from '@tala/contract/lottery';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enforcePlay } from '../responsible/rules.ts';
import type { Platform } from '../../http/context.ts';
import { balanceSnapshotOf, debitMember } from '../wallet/ledger.ts';
import { publishBalance } from '../wallet/events.ts';
import { betsOfOrder } from './bet-records.ts';
import { normaliseBetNumber, type PlayRule } from './play.ts';

export interface PlaceBetInput {
  gameCode: string;
  numero: string;
  requestId: string;
  /** stake in minor units (the contract turned the typed amount into minor units) */
  bets: { playCode: string; betNumber: string; stake: number }[];
}

export interface PlaceBetResult {
  bets: LotteryBet[];
  balance: BalanceSnapshot;
  replayed: boolean;
}

type RuleRow = { code: string; kind: PlayKind; digits: number; odds_milli: number; min_stake: number; max_stake: number };

/**
 * The stored answer for a request id already used by this member, or null. The same key with a
 * different bet (game, draw, lines or stakes) is refused with DUPLICATE_REQUEST rather than answered
 * with the first order: a client reusing a key by mistake must learn its new bet was not placed.
 */
async function replay(db: Db, memberId: number, input: PlaceBetInput, language: LocalePack): Promise<PlaceBetResult | null> {
  const [order] = await db.query<{ id: number; numero: string; game_code: string }>(
    `SELECT o.id, d.numero, g.code AS game_code
       FROM lottery_orders o JOIN lottery_draws d ON d.id = o.draw_id JOIN lottery_games g ON g.id = d.game_id
      WHERE o.member_id = $1 AND o.request_id = $2`,
    [memberId, input.requestId],
  );
  if (!order) return null;
  const lines = await db.query<{ play_code: string; bet_number: string; stake: number }>(
    'SELECT play_code, bet_number, stake FROM lottery_bets WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  // the stored lines are normalised (trimmed, upper case): compare the request the same way
  const same =
    order.game_code === input.gameCode &&
    order.numero === input.numero &&
    lines.length === input.bets.length &&
    lines.every(
      (l, i) =>
        l.play_code === input.bets[i]!.playCode.trim().toUpperCase() &&
        l.bet_number === input.bets[i]!.betNumber.trim().toUpperCase() &&
        Number(l.stake) === input.bets[i]!.stake,
    );
  if (!same)
    throw new AppError('DUPLICATE_REQUEST', { field: 'requestId', message: 'requestId: already used for a different bet' });
  // nothing moved this time: the balance as it is now
  const [bets, balance] = await Promise.all([betsOfOrder(db, Number(order.id), language), balanceSnapshotOf(db, memberId)]);
  return { bets, balance, replayed: true };
}

/** The enabled play types of a family, by code. */
export async function playRulesOf(sql: Sql, familyCode: string): Promise<Map<string, PlayRule>> {
  const rows = await sql.query<RuleRow>(
    'SELECT code, kind, digits, odds_milli, min_stake, max_stake FROM lottery_play_types WHERE family_code = $1 AND enabled',
    [familyCode],
  );
  return new Map(
    rows.map((r): [string, PlayRule] => [
      r.code,
      {
        code: r.code,
        kind: r.kind,
        digits: r.digits,
        oddsMilli: r.odds_milli,
        minStake: Number(r.min_stake),
        maxStake: Number(r.max_stake),
      },
    ]),
  );
}

export interface OrderLine {
  rule: PlayRule;
  /** normalised (normaliseBetNumber) */
  betNumber: string;
  stake: number;
}

/**
 * Debits an order's stake through the ledger (keyed by the member's request id) and stores the order
 * and its bets, inside the caller's transaction. The lines are already checked against their play
 * types, and the draw against its status. Returns the order id, or null when this request id was
 * already used (a twin committed first: nothing was written).
 */
export async function writeOrderTx(
  sql: Sql,
  o: {
    memberId: number;
    gameId: number;
    gameCode: string;
    drawId: number;
    numero: string;
    requestId: string;
    lines: OrderLine[];
    now: number;
  },
): Promise<number | null> {
  const total = o.lines.reduce((sum, l) => sum + l.stake, 0);
  const posting = await debitMember(sql, {
    key: `lottery:bet:${o.memberId}:${o.requestId}`,
    memberId: o.memberId,
    amount: total,
    kind: 'lottery.bet',
    ref: `lottery:${o.gameCode}:${o.numero}`,
    house: 'LOTTERY',
    meta: { requestId: o.requestId },
  });
  if (posting.replayed) return null;
  const [order] = await sql.query<{ id: number }>(
    `INSERT INTO lottery_orders (member_id, request_id, draw_id, total_stake, balance_after)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
    [o.memberId, o.requestId, o.drawId, total, posting.balanceAfter],
  );
  if (!order) return null;
  await sql.query(
    `INSERT INTO lottery_bets (order_id, member_id, game_id, draw_id, play_code, play_kind, play_digits, bet_number, stake, odds_milli, created_at)
     SELECT $1, $2, $3, $4, x.code, x.kind, x.digits, x.num, x.stake, x.odds, $10
       FROM unnest($5::text[], $6::text[], $7::int[], $8::text[], $9::bigint[], $11::int[]) WITH ORDINALITY
            AS x(code, kind, digits, num, stake, odds, ord)
      ORDER BY x.ord`,
    [
      order.id,
      o.memberId,
      o.gameId,
      o.drawId,
      o.lines.map((l) => l.rule.code),
      o.lines.map((l) => l.rule.kind),
      o.lines.map((l) => l.rule.digits),
      o.lines.map((l) => l.betNumber),
      o.lines.map((l) => l.stake),
      new Date(o.now),
      o.lines.map((l) => l.rule.oddsMilli),
    ],
  );
  return Number(order.id);
}

/** Raised inside the transaction when a concurrent request with the same key committed first. */
class ReplayRace extends Error {}

/**
 * Places an order of bets on one numero: every line is checked before any money moves, then in one
 * transaction the draw is share-locked (settlement waits for us; we see a lock that committed first),
 * the wallet is debited through the ledger (its idempotency key is the requestId, so a concurrent
 * twin replays instead of debiting twice), the order row is written with the balance the posting
 * reported, and the bets are stored. The balance snapshot is taken in the same transaction; the
 * answer and the balance event carry it. Any refusal rolls the whole order back.
 */
export async function placeBet(
  platform: Pick<Platform, 'db' | 'publish'>,
  memberId: number,
  input: PlaceBetInput,
  language: LocalePack,
  now = Date.now(),
): Promise<PlaceBetResult> {
  const { db } = platform;
  const earlier = await replay(db, memberId, input, language);
  if (earlier) return earlier;

  const [game] = await db.query<{ id: number; family_code: string }>(
    'SELECT id, family_code FROM lottery_games WHERE code = $1 AND enabled',
    [input.gameCode],
  );
  if (!game) throw new AppError('GAME_NOT_FOUND', { field: 'gameCode' });
  const rules = await playRulesOf(db, game.family_code);
  const lines = input.bets.map((line, i) => {
    const rule = rules.get(line.playCode.trim().toUpperCase());
    if (!rule)
      throw new AppError('VALIDATION_FAILED', {
        field: `bets.${i}.playCode`,
        message: `bets.${i}.playCode: not a play type of this game`,
      });
    const betNumber = normaliseBetNumber(rule, line.betNumber);
    if (betNumber === null) throw new AppError('INVALID_BET_NUMBER', { field: `bets.${i}.betNumber` });
    if (line.stake < rule.minStake || line.stake > rule.maxStake)
      throw new AppError('STAKE_OUT_OF_RANGE', { field: `bets.${i}.stake` });
    return { rule, betNumber, stake: line.stake };
  });
  const total = lines.reduce((s, l) => s + l.stake, 0);

  let placed: { orderId: number; balance: BalanceSnapshot };
  try {
    placed = await db.tx(async (sql) => {
      const [draw] = await sql.query<{ id: number; status: string; lock_at: Date }>(
        'SELECT id, status, lock_at FROM lottery_draws WHERE game_id = $1 AND numero = $2 FOR SHARE',
        [game.id, input.numero],
      );
      if (!draw || !['OPEN', 'LOCKED'].includes(draw.status)) throw new AppError('NUMERO_NOT_FOUND', { field: 'numero' });
      if (draw.status === 'LOCKED' || new Date(draw.lock_at).getTime() <= now)
        throw new AppError('BETTING_CLOSED', { field: 'numero' });
      // a break from play, or the member's own loss and stake limits, refuse the order before any money moves
      await enforcePlay(sql, memberId, total, now);
      const orderId = await writeOrderTx(sql, {
        memberId,
        gameId: game.id,
        gameCode: input.gameCode,
        drawId: draw.id,
        numero: input.numero,
        requestId: input.requestId,
        lines,
        now,
      });
      // a twin request with this requestId committed while we waited for the wallet: answer with its order
      if (orderId === null) throw new ReplayRace();
      return { orderId, balance: await balanceSnapshotOf(sql, memberId) };
    });
  } catch (err) {
    if (err instanceof ReplayRace) {
      const raced = await replay(db, memberId, input, language);
      if (raced) return raced;
    }
    throw err;
  }
  const { orderId, balance } = placed;
  await publishBalance(platform, memberId, { reason: 'lottery.bet', ref: `lottery:${input.gameCode}:${input.numero}` }, balance);
  return { bets: await betsOfOrder(db, orderId, language), balance, replayed: false };
}
