import type { Rng } from './rng.ts';

/**
 * Punto banco from an 8-deck shoe (a fresh shoe every round), standard drawing rules. Payouts (returned
 * amount including the stake): player 2×, banker 1.95× (5% commission), tie 9×; player and banker
 * bets are returned on a tie. House edge 1.24% (player), 1.06% (banker), 14.4% (tie).
 */
export type BaccaratSide = 'player' | 'banker' | 'tie';
export const baccaratSides: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

export interface Card {
  rank: number; // 1 (A) … 13 (K)
  suit: number; // 0 ♠ 1 ♥ 2 ♦ 3 ♣
}

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

const DECKS = 8;
const value = (c: Card) => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: Card[]) => cards.reduce((s, c) => s + value(c), 0) % 10;

/** Deals without replacement from a virtual 416-card shoe. */
function shoe(rng: Rng) {
  const taken = new Set<number>();
  return (): Card => {
    let i: number;
    do i = rng(52 * DECKS);
    while (taken.has(i));
    taken.add(i);
    const c = i % 52;
    return { rank: (c % 13) + 1, suit: Math.floor(c / 13) };
  };
}

/** The banker's third-card rule, given the banker total and the player's third card value. */
function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export function deal(rng: Rng): BaccaratOutcome {
  const draw = shoe(rng);
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = draw();
      player.push(card);
      playerThird = value(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const p = total(player);
  const b = total(banker);
  return { player, banker, playerTotal: p, bankerTotal: b, winner: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}

/** Amount returned for a bets map (minor units), floor to the minor unit. */
export function baccaratPayout(bets: Partial<Record<BaccaratSide, number>>, winner: BaccaratSide): number {
  let out = 0;
  const player = bets.player ?? 0;
  const banker = bets.banker ?? 0;
  const tie = bets.tie ?? 0;
  if (winner === 'tie') out += player + banker + tie * 9;
  if (winner === 'player') out += player * 2;
  if (winner === 'banker') out += Math.floor((banker * 195) / 100);
  return out;
}
