import { createHash } from 'node:crypto';
import { keyedRng, type Rng } from './rng.ts';

/**
 * 75-ball bingo with shared draws.
 *
 * Timing (one draw per title every BINGO_CYCLE_MS, slots aligned on the epoch so every node agrees):
 * cards are sold for BINGO_BUY_MS; then the 75 balls are revealed one every BINGO_BALL_MS (56.25 s);
 * the draw settles when the last ball is out, and the next draw opens 3.75 s later.
 *
 * Fairness: the ball order is a Fisher–Yates shuffle of 1…75 driven by HMAC-SHA256(seed, label ‖ n)
 * (keyedRng), label "bingo:<node>:<seq>". The seed is fixed when the draw is made and its SHA-256 is
 * shown from the first second; the seed itself is shown once the draw has ended, so anyone can check
 * both the commitment and the balls.
 *
 * Prizes: of every draw's sales, BINGO_LINE_SHARE goes to the line pool and BINGO_FULL_SHARE to the
 * full-house pool (RTP 90%). The cards that complete the pattern on the earliest ball share its pool
 * equally (rounded down to the minor unit). All 75 balls are drawn, so both pools are always won.
 */
export const BINGO_CYCLE_MS = 180_000;
export const BINGO_BUY_MS = 120_000;
export const BINGO_BALL_MS = 750;
export const BINGO_BALLS = 75;
export const BINGO_MAX_CARDS = 4;
/** Shares of the sales, in percent. */
export const BINGO_LINE_SHARE = 30;
export const BINGO_FULL_SHARE = 60;
export const BINGO_RTP_PERCENT = BINGO_LINE_SHARE + BINGO_FULL_SHARE;

/** The draw slot at `now`: its number and times (ms since the epoch). */
export function drawSlot(now: number) {
  const seq = Math.floor(now / BINGO_CYCLE_MS);
  const opensAt = seq * BINGO_CYCLE_MS;
  const closesAt = opensAt + BINGO_BUY_MS;
  return { seq, opensAt, closesAt, endsAt: closesAt + BINGO_BALLS * BINGO_BALL_MS };
}

/** How many balls are out at `now` of a draw closing at `closesAt`. */
export const ballsOut = (closesAt: number, now: number) =>
  Math.max(0, Math.min(BINGO_BALLS, Math.floor((now - closesAt) / BINGO_BALL_MS) + 1));

export const seedHashOf = (seedHex: string) => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** The draw's 75 balls in order. */
export function ballOrder(seedHex: string, nodeId: number, seq: number): number[] {
  const rng = keyedRng(Buffer.from(seedHex, 'hex'), `bingo:${nodeId}:${seq}`);
  const balls = Array.from({ length: BINGO_BALLS }, (_, i) => i + 1);
  for (let i = balls.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls;
}

/**
 * A card: 25 numbers row by row, the centre 0 (free). Column c (B I N G O) holds five different
 * numbers from 15c+1 … 15c+15.
 */
export function makeCard(rng: Rng): number[] {
  const columns = [0, 1, 2, 3, 4].map((c) => {
    const pool = Array.from({ length: 15 }, (_, i) => c * 15 + i + 1);
    const picked: number[] = [];
    for (let i = 0; i < 5; i++) picked.push(pool.splice(rng(pool.length), 1)[0]!);
    return picked;
  });
  const card: number[] = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) card.push(r === 2 && c === 2 ? 0 : columns[c]![r]!);
  return card;
}

export function validCard(card: readonly number[]): boolean {
  if (card.length !== 25 || card[12] !== 0) return false;
  const seen = new Set<number>();
  for (let i = 0; i < 25; i++) {
    if (i === 12) continue;
    const n = card[i]!;
    const c = i % 5;
    if (!Number.isInteger(n) || n < c * 15 + 1 || n > c * 15 + 15 || seen.has(n)) return false;
    seen.add(n);
  }
  return true;
}

/** The 12 lines of a card, as cell indexes: 5 rows, 5 columns, 2 diagonals. */
export const bingoLines: number[][] = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => r * 5 + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];

/**
 * On which ball (1-based) the card first has a line and has a full house, for a draw of `balls`.
 * A cell is marked on the ball of its number; the free centre is marked from the start.
 */
export function completion(card: readonly number[], balls: readonly number[]): { line: number; full: number } {
  const at = new Map(balls.map((b, i) => [b, i + 1]));
  const markedOn = (cell: number) => (card[cell] === 0 ? 0 : (at.get(card[cell]!) ?? Infinity));
  const line = Math.min(...bingoLines.map((l) => Math.max(...l.map(markedOn))));
  const full = Math.max(...card.map((_, i) => markedOn(i)));
  return { line, full };
}

export interface DrawCard {
  roundId: string;
  numbers: number[];
  price: number;
}

export interface DrawResult {
  cards: number;
  sales: number;
  line: { ball: number; winners: number; prize: number };
  full: { ball: number; winners: number; prize: number };
  /** Payout per round id (sum of its cards' prizes). */
  payouts: Record<string, number>;
}

/** Winners and prizes of a draw: the cards completing each pattern on its earliest ball share the pool. */
export function settleDraw(cards: readonly DrawCard[], balls: readonly number[]): DrawResult {
  const sales = cards.reduce((s, c) => s + c.price, 0);
  const done = cards.map((c) => completion(c.numbers, balls));
  const payouts: Record<string, number> = Object.fromEntries(cards.map((c) => [c.roundId, 0]));
  const award = (pattern: 'line' | 'full', share: number) => {
    if (cards.length === 0) return { ball: 0, winners: 0, prize: 0 };
    const ball = Math.min(...done.map((d) => d[pattern]));
    const winners = cards.filter((_, i) => done[i]![pattern] === ball);
    const prize = Math.floor(Math.floor((sales * share) / 100) / winners.length);
    for (const w of winners) payouts[w.roundId] = (payouts[w.roundId] ?? 0) + prize;
    return { ball, winners: winners.length, prize };
  };
  const line = award('line', BINGO_LINE_SHARE);
  const full = award('full', BINGO_FULL_SHARE);
  return { cards: cards.length, sales, line, full, payouts };
}
