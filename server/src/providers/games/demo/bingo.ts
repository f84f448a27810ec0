import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { signCallback, type CallbackMessage } from '../callback-message.ts';
import { secretOf } from '../secrets.ts';
import type { TicketClaims } from '../signing.ts';
import type { ProviderHost } from '../types.ts';
import {
  BINGO_BALL_MS,
  BINGO_BUY_MS,
  BINGO_CYCLE_MS,
  BINGO_FULL_SHARE,
  BINGO_LINE_SHARE,
  BINGO_MAX_CARDS,
  BINGO_RTP_PERCENT,
  ballOrder,
  ballsOut,
  drawSlot,
  makeCard,
  seedHashOf,
  settleDraw,
  type DrawCard,
  type DrawResult,
} from './engines/bingo.ts';
import { keyedRng } from './engines/rng.ts';
import { roundIdOf } from './rounds.ts';

/**
 * The vendor side of bingo: shared draws kept in the database (every node sees the same draw, the
 * first to need a draw makes it, ON CONFLICT keeps one), card purchases as rounds (bet callback),
 * and the settlement of each draw once its last ball is out (settle callbacks), run by the job
 * runner through settleDueBingoDraws. Times are passed in explicitly so tests drive the clock.
 */
const ROUND_RNG_SECRET = 'demo-round-rng';

type DrawRow = {
  node_id: number;
  seq: number;
  opens_ms: number;
  closes_ms: number;
  ends_ms: number;
  seed: string;
  seed_hash: string;
  status: 'open' | 'settled';
  result: (Omit<DrawResult, 'payouts'> & { payouts: Record<string, number> }) | null;
};

const drawColumns = `node_id, seq, seed, seed_hash, status, result,
  (extract(epoch FROM opens_at) * 1000)::float8 AS opens_ms, (extract(epoch FROM closes_at) * 1000)::float8 AS closes_ms,
  (extract(epoch FROM ends_at) * 1000)::float8 AS ends_ms`;

const iso = (ms: number) => new Date(ms).toISOString();

/** The draw of a title for the slot at `now`, made (with a fresh secret seed) when nobody made it yet. */
export async function ensureDraw(sql: Sql, nodeId: number, now: number): Promise<DrawRow> {
  const slot = drawSlot(now);
  const read = async () =>
    (
      await sql.query<DrawRow>(`SELECT ${drawColumns} FROM demo_bingo_draws WHERE node_id = $1 AND seq = $2`, [nodeId, slot.seq])
    )[0];
  // every page polls this: a read, and a write only for the first to need the draw
  const existing = await read();
  if (existing) return normal(existing);
  const seed = randomBytes(32).toString('hex');
  await sql.query(
    `INSERT INTO demo_bingo_draws (node_id, seq, opens_at, closes_at, ends_at, seed, seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (node_id, seq) DO NOTHING`,
    [nodeId, slot.seq, iso(slot.opensAt), iso(slot.closesAt), iso(slot.endsAt), seed, seedHashOf(seed)],
  );
  return normal((await read())!);
}

const normal = (r: DrawRow): DrawRow => ({
  ...r,
  node_id: Number(r.node_id),
  seq: Number(r.seq),
  opens_ms: Math.round(Number(r.opens_ms)),
  closes_ms: Math.round(Number(r.closes_ms)),
  ends_ms: Math.round(Number(r.ends_ms)),
});

async function send(host: ProviderHost, message: Omit<CallbackMessage, 'txId' | 'ts'>) {
  const full: CallbackMessage = { ...message, txId: `${message.kind}-${randomUUID()}`, ts: Date.now() };
  const { body, signature } = await signCallback(host.platform, full);
  return host.callback(body, signature);
}

type CardRow = { round_id: string; idx: number; card_no: number; numbers: number[]; seq: number; member_id: number };

const cardsOf = (rows: CardRow[]) =>
  rows
    .sort((a, b) => a.card_no - b.card_no)
    .map((r) => ({ cardNo: Number(r.card_no), numbers: r.numbers.map(Number), roundId: r.round_id }));

export interface BingoPurchase {
  roundId: string;
  seq: number;
  stake: number;
  balance: number;
  cards: { cardNo: number; numbers: number[] }[];
  replayed: boolean;
}

/**
 * Buys `count` cards of the current draw for the ticket's member: the cards are made (each from its
 * own keyed stream, so a retried purchase gets the same cards) under the draw's row lock, which
 * orders purchases and holds the 4-card cap, then the stake is taken by a bet callback. A purchase
 * whose bet is refused leaves no cards. The same client round id asking the same answers the stored
 * purchase; asking something else is DUPLICATE_REQUEST.
 */
export async function buyCards(
  host: ProviderHost,
  claims: TicketClaims,
  game: { nodeId: number; minBet: number },
  clientRoundId: string,
  count: number,
  now: number,
): Promise<BingoPurchase> {
  const { db } = host.platform;
  const roundId = roundIdOf(claims, clientRoundId);
  const price = game.minBet;
  const stake = price * count;
  const stored = async (): Promise<BingoPurchase> => {
    const rows = await db.query<CardRow>('SELECT * FROM demo_bingo_cards WHERE round_id = $1', [roundId]);
    const round = await host.round(roundId);
    // still being bought by a twin request, refunded, or another purchase under this id
    if (!round || round.status === 'refunded' || rows.length !== count || round.stake !== stake)
      throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    return {
      roundId,
      seq: Number(rows[0]!.seq),
      stake,
      balance: await host.balance(claims.m, claims.w),
      cards: cardsOf(rows).map(({ cardNo, numbers }) => ({ cardNo, numbers })),
      replayed: true,
    };
  };
  const [already] = await db.query('SELECT 1 FROM demo_bingo_cards WHERE round_id = $1 LIMIT 1', [roundId]);
  if (already) return stored();
  if (now >= drawSlot(now).closesAt) throw new AppError('BINGO_CLOSED');
  const draw = await ensureDraw(db, game.nodeId, now);
  const secret = await secretOf(db, ROUND_RNG_SECRET);
  const made = await db.tx(async (sql) => {
    const [locked] = await sql.query<{ status: string }>(
      'SELECT status FROM demo_bingo_draws WHERE node_id = $1 AND seq = $2 FOR UPDATE',
      [draw.node_id, draw.seq],
    );
    if (locked?.status !== 'open' || now >= draw.closes_ms) throw new AppError('BINGO_CLOSED');
    const [twin] = await sql.query('SELECT 1 FROM demo_bingo_cards WHERE round_id = $1 LIMIT 1', [roundId]);
    if (twin) return null;
    const [{ held }] = (await sql.query<{ held: number }>(
      'SELECT count(*)::int AS held FROM demo_bingo_cards WHERE node_id = $1 AND seq = $2 AND member_id = $3',
      [draw.node_id, draw.seq, claims.m],
    )) as [{ held: number }];
    if (held + count > BINGO_MAX_CARDS) throw new AppError('BINGO_CARD_LIMIT', { field: 'cards' });
    const cards = Array.from({ length: count }, (_, i) => ({
      idx: i,
      cardNo: held + i + 1,
      numbers: makeCard(keyedRng(secret, `${roundId}:card:${i}`)),
    }));
    await sql.query(
      `INSERT INTO demo_bingo_cards (round_id, idx, node_id, seq, member_id, vendor, wallet, card_no, numbers)
       SELECT $1, x.idx, $2, $3, $4, $5, $6, x.card_no, x.numbers
         FROM jsonb_to_recordset($7::jsonb) AS x(idx smallint, card_no smallint, numbers smallint[])`,
      [
        roundId,
        draw.node_id,
        draw.seq,
        claims.m,
        claims.v,
        claims.w,
        JSON.stringify(cards.map((c) => ({ idx: c.idx, card_no: c.cardNo, numbers: `{${c.numbers.join(',')}}` }))),
      ],
    );
    return cards;
  });
  if (!made) return stored();
  const request = createHash('sha256')
    .update(JSON.stringify(['bingo', stake, count, claims.n, claims.w, draw.seq]))
    .digest('base64url')
    .slice(0, 32);
  try {
    const bet = await send(host, {
      vendor: claims.v,
      roundId,
      memberId: claims.m,
      nodeId: claims.n,
      wallet: claims.w,
      engine: 'bingo',
      kind: 'bet',
      amount: stake,
      detail: { request, draw: draw.seq },
    });
    return {
      roundId,
      seq: draw.seq,
      stake,
      balance: bet.balance,
      cards: made.map(({ cardNo, numbers }) => ({ cardNo, numbers })),
      replayed: false,
    };
  } catch (err) {
    // nothing was taken (balance, limits): the cards go again
    if (!(await host.round(roundId))) await db.query('DELETE FROM demo_bingo_cards WHERE round_id = $1', [roundId]);
    throw err;
  }
}

/**
 * Settles every draw whose last ball is out by `now`: the cards whose stake was taken play, the
 * winners are paid by settle callbacks (losers settle at 0), and the draw is marked settled. Safe to
 * run again or on two nodes at once: the prizes are a pure function of the seed and the cards, and
 * a settle of a round already settled with that amount moves nothing.
 */
export async function settleDueBingoDraws(host: ProviderHost, now: number): Promise<number> {
  const { db } = host.platform;
  const due = (
    await db.query<DrawRow>(
      `SELECT ${drawColumns} FROM demo_bingo_draws WHERE status = 'open' AND ends_at <= $1 ORDER BY ends_at LIMIT 20`,
      [iso(now)],
    )
  ).map(normal);
  for (const draw of due) {
    const rows = await db.query<CardRow & { vendor: string; wallet: string }>(
      'SELECT * FROM demo_bingo_cards WHERE node_id = $1 AND seq = $2 ORDER BY round_id, idx',
      [draw.node_id, draw.seq],
    );
    const byRound = new Map<string, (CardRow & { vendor: string; wallet: string })[]>();
    for (const r of rows) byRound.set(r.round_id, [...(byRound.get(r.round_id) ?? []), r]);
    const playing: DrawCard[] = [];
    const open: { roundId: string; cards: typeof rows }[] = [];
    for (const [roundId, cards] of byRound) {
      const round = await host.round(roundId);
      // no bet came (refused, or the buyer died before it): those cards never played
      if (!round || round.status === 'refunded') continue;
      for (const c of cards) playing.push({ roundId, numbers: c.numbers.map(Number), price: round.stake / cards.length });
      if (round.status === 'open') open.push({ roundId, cards });
    }
    const balls = ballOrder(draw.seed, draw.node_id, draw.seq);
    const result = settleDraw(playing, balls);
    for (const { roundId, cards } of open) {
      const first = cards[0]!;
      await send(host, {
        vendor: first.vendor,
        roundId,
        memberId: Number(first.member_id),
        nodeId: draw.node_id,
        wallet: first.wallet,
        engine: 'bingo',
        kind: 'settle',
        amount: result.payouts[roundId] ?? 0,
        detail: {
          outcome: {
            draw: draw.seq,
            line: result.line,
            full: result.full,
            seedHash: draw.seed_hash,
            payout: result.payouts[roundId],
          },
        },
      });
    }
    await db.query(
      `UPDATE demo_bingo_draws SET status = 'settled', result = $3::jsonb, settled_at = now()
        WHERE node_id = $1 AND seq = $2 AND status = 'open'`,
      [draw.node_id, draw.seq, JSON.stringify(result)],
    );
  }
  return due.length;
}

/** What the page shows: the current draw (balls out so far), the member's cards, and the last draw's result. */
export async function bingoState(
  host: ProviderHost,
  claims: TicketClaims,
  game: { nodeId: number; minBet: number },
  now: number,
) {
  const { db } = host.platform;
  const draw = await ensureDraw(db, game.nodeId, now);
  const [prev] = await db.query<DrawRow>(`SELECT ${drawColumns} FROM demo_bingo_draws WHERE node_id = $1 AND seq = $2`, [
    game.nodeId,
    draw.seq - 1,
  ]);
  const mine = await db.query<CardRow>(
    'SELECT * FROM demo_bingo_cards WHERE node_id = $1 AND seq = ANY($2::bigint[]) AND member_id = $3',
    [game.nodeId, [draw.seq, draw.seq - 1], claims.m],
  );
  const [{ sold }] = (await db.query<{ sold: number }>(
    'SELECT count(*)::int AS sold FROM demo_bingo_cards WHERE node_id = $1 AND seq = $2',
    [draw.node_id, draw.seq],
  )) as [{ sold: number }];
  const sales = sold * game.minBet;
  const out = now >= draw.closes_ms ? ballsOut(draw.closes_ms, now) : 0;
  const ended = now >= draw.ends_ms;
  const previous = prev ? normal(prev) : null;
  const myPrev = cardsOf(mine.filter((c) => Number(c.seq) === draw.seq - 1));
  return {
    now,
    price: game.minBet,
    maxCards: BINGO_MAX_CARDS,
    ballMs: BINGO_BALL_MS,
    buyMs: BINGO_BUY_MS,
    cycleMs: BINGO_CYCLE_MS,
    rtpPercent: BINGO_RTP_PERCENT,
    draw: {
      seq: draw.seq,
      opensAt: draw.opens_ms,
      closesAt: draw.closes_ms,
      endsAt: draw.ends_ms,
      phase: now < draw.closes_ms ? 'buying' : ended ? 'ended' : 'drawing',
      seedHash: draw.seed_hash,
      seed: ended ? draw.seed : null,
      balls: ballOrder(draw.seed, draw.node_id, draw.seq).slice(0, out),
      sold,
      pools: { line: Math.floor((sales * BINGO_LINE_SHARE) / 100), full: Math.floor((sales * BINGO_FULL_SHARE) / 100) },
      cards: cardsOf(mine.filter((c) => Number(c.seq) === draw.seq)).map(({ cardNo, numbers }) => ({ cardNo, numbers })),
    },
    previous:
      previous && previous.status === 'settled' && previous.result
        ? {
            seq: previous.seq,
            // with the seed, what a player needs to recompute the ball order himself
            nodeId: Number(previous.node_id),
            seed: previous.seed,
            seedHash: previous.seed_hash,
            balls: ballOrder(previous.seed, previous.node_id, previous.seq),
            line: previous.result.line,
            full: previous.result.full,
            cards: myPrev.map(({ cardNo, numbers }) => ({ cardNo, numbers })),
            myWin: [...new Set(myPrev.map((c) => c.roundId))].reduce((s, id) => s + (previous.result!.payouts[id] ?? 0), 0),
          }
        : null,
  };
}
