import type { Rng } from './rng.ts';

/**
 * Video poker, Jacks or Better "9/6" (full house 9, flush 6), one deck of 52 cards, no jokers.
 *
 * A card is an integer 0–51: rank = card % 13 (0 = two … 8 = ten, 9 = jack, 10 = queen, 11 = king,
 * 12 = ace), suit = floor(card / 13) (0 ♠, 1 ♥, 2 ♦, 3 ♣).
 *
 * The round's deck is the first ten cards of a Fisher–Yates shuffle drawn from the round's keyed
 * stream: cards 0–4 are dealt, cards 5–9 replace the discarded cards in order. The deck is therefore a
 * function of the round id, so the deal request and the draw request (and any retry of either, on any
 * node) see the same cards, and the draw cannot be steered by discarding and asking again.
 *
 * Pays are multiples of the stake. The royal flush pays 800× at every stake (the "maximum coins"
 * pay of the 9/6 machine: 4,000 for 5 coins), so there is no coin-count penalty: the return to player
 * with optimal play is 99.54% (99.5439%), the well-known figure for 9/6 Jacks or Better.
 */
export const pokerHands = [
  'ROYAL_FLUSH',
  'STRAIGHT_FLUSH',
  'FOUR_OF_A_KIND',
  'FULL_HOUSE',
  'FLUSH',
  'STRAIGHT',
  'THREE_OF_A_KIND',
  'TWO_PAIR',
  'JACKS_OR_BETTER',
  'NOTHING',
] as const;
export type PokerHand = (typeof pokerHands)[number];

/** Multiples of the stake, by hand. */
export const pokerPaytable: Readonly<Record<PokerHand, number>> = {
  ROYAL_FLUSH: 800,
  STRAIGHT_FLUSH: 50,
  FOUR_OF_A_KIND: 25,
  FULL_HOUSE: 9,
  FLUSH: 6,
  STRAIGHT: 4,
  THREE_OF_A_KIND: 3,
  TWO_PAIR: 2,
  JACKS_OR_BETTER: 1,
  NOTHING: 0,
};

/** Return to player with optimal (perfect) play of this paytable. */
export const POKER_OPTIMAL_RTP = 0.995439;

export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);
const JACK = 9;
const ACE = 12;

/** The round's ten cards: a uniform partial Fisher–Yates shuffle of the 52-card deck. */
export function shuffledDeck(rng: Rng): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < 10; i++) {
    const j = i + rng(52 - i);
    const tmp = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = tmp;
  }
  return deck.slice(0, 10);
}

const counts = new Int8Array(13);

/** The class of a five-card hand. */
export function evaluateHand(hand: ArrayLike<number>): PokerHand {
  if (hand.length !== 5) throw new RangeError('poker: a hand has five cards');
  counts.fill(0);
  let flush = true;
  const suit0 = suitOf(hand[0]!);
  let mask = 0;
  for (let i = 0; i < 5; i++) {
    const c = hand[i]!;
    const r = rankOf(c);
    counts[r]!++;
    mask |= 1 << r;
    if (suitOf(c) !== suit0) flush = false;
  }
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  let highPair = false;
  for (let r = 0; r < 13; r++) {
    const n = counts[r]!;
    if (n === 2) {
      pairs++;
      if (r >= JACK) highPair = true;
    } else if (n === 3) trips++;
    else if (n === 4) quads++;
  }
  const distinct = pairs === 0 && trips === 0 && quads === 0;
  let straight = false;
  if (distinct) {
    // five consecutive ranks, or the wheel A-2-3-4-5
    const low = Math.clz32(0) - 1 - Math.clz32(mask & -mask); // index of the lowest set bit
    straight = mask >> low === 0b11111 || mask === 0b1_0000_0000_1111;
  }
  if (straight && flush) return mask === 0b1_1111_0000_0000 ? 'ROYAL_FLUSH' : 'STRAIGHT_FLUSH';
  if (quads) return 'FOUR_OF_A_KIND';
  if (trips && pairs) return 'FULL_HOUSE';
  if (flush) return 'FLUSH';
  if (straight) return 'STRAIGHT';
  if (trips) return 'THREE_OF_A_KIND';
  if (pairs === 2) return 'TWO_PAIR';
  if (highPair) return 'JACKS_OR_BETTER';
  return 'NOTHING';
}

/** The final hand: held cards stay, the others are replaced by cards 5, 6 … of the round's deck. */
export function drawHand(deck: readonly number[], hold: readonly boolean[]): number[] {
  if (deck.length !== 10 || hold.length !== 5) throw new RangeError('poker: ten cards and five holds');
  let next = 5;
  return deck.slice(0, 5).map((card, i) => (hold[i] ? card : deck[next++]!));
}

export interface PokerDeal {
  hand: number[];
  /** What the dealt hand already is (the page lights it up). */
  dealtHand: PokerHand;
}

export interface PokerOutcome {
  dealt: number[];
  hold: boolean[];
  hand: number[];
  result: PokerHand;
  /** Multiple of the stake. */
  multiplier: number;
  /** True when the round was closed by the platform (left open too long): every card was held. */
  autoStood?: boolean;
}

export function dealPoker(rng: Rng): PokerDeal {
  const hand = shuffledDeck(rng).slice(0, 5);
  return { hand, dealtHand: evaluateHand(hand) };
}

export function drawPoker(rng: Rng, hold: readonly boolean[]): PokerOutcome {
  const deck = shuffledDeck(rng);
  const hand = drawHand(deck, hold);
  const result = evaluateHand(hand);
  return { dealt: deck.slice(0, 5), hold: [...hold], hand, result, multiplier: pokerPaytable[result] };
}

/**
 * The "simple strategy" for 9/6 Jacks or Better published by the Wizard of Odds (Michael Shackleford),
 * whose return is 99.46% against 99.54% for perfect play. In order, hold the first that applies:
 *  1. royal flush, straight flush, four of a kind        9. low pair
 *  2. 4 to a royal flush                                 10. 4 to an outside straight
 *  3. three of a kind, straight, flush, full house        11. 2 suited high cards
 *  4. 4 to a straight flush                               12. 3 to a straight flush
 *  5. two pair                                            13. 2 unsuited high cards (the lowest two)
 *  6. high pair (jacks or better)                         14. suited 10/J, 10/Q or 10/K
 *  7. 3 to a royal flush                                  15. one high card
 *  8. 4 to a flush                                        16. discard everything
 * The tests play it a million times to check the paytable's return; the page shows no advice.
 */
export const SIMPLE_STRATEGY_RTP = 0.9946;

export function simpleStrategy(hand: readonly number[]): boolean[] {
  const hold = (pick: (c: number, i: number) => boolean) => hand.map(pick);
  const only = (set: readonly number[]) => hold((c) => set.includes(c));
  const result = evaluateHand(hand);
  const byRank = new Map<number, number[]>();
  const bySuit = new Map<number, number[]>();
  for (const c of hand) {
    byRank.set(rankOf(c), [...(byRank.get(rankOf(c)) ?? []), c]);
    bySuit.set(suitOf(c), [...(bySuit.get(suitOf(c)) ?? []), c]);
  }
  const high = (c: number) => rankOf(c) >= JACK;
  const royal = (c: number) => rankOf(c) >= 8; // ten to ace
  const suited = [...bySuit.values()].sort((a, b) => b.length - a.length)[0]!;
  const royalCards = [...bySuit.values()].map((cs) => cs.filter(royal)).sort((a, b) => b.length - a.length)[0]!;
  // k suited cards that fit inside one straight-flush window (5 consecutive ranks, ace low or high)
  const straightFlushDraw = (k: number): number[] | null => {
    for (const cs of bySuit.values()) {
      if (cs.length < k) continue;
      for (let low = -1; low <= 8; low++) {
        const inWindow = cs.filter((c) => {
          const r = rankOf(c) === ACE && low === -1 ? -1 : rankOf(c);
          return r >= low && r <= low + 4;
        });
        if (inWindow.length >= k) return inWindow.slice(0, k);
      }
    }
    return null;
  };
  if (result === 'ROYAL_FLUSH' || result === 'STRAIGHT_FLUSH' || result === 'FOUR_OF_A_KIND') return hold(() => true);
  if (royalCards.length === 4) return only(royalCards);
  if (result === 'THREE_OF_A_KIND') return hold((c) => byRank.get(rankOf(c))!.length === 3);
  if (result === 'STRAIGHT' || result === 'FLUSH' || result === 'FULL_HOUSE') return hold(() => true);
  const sf4 = straightFlushDraw(4);
  if (sf4) return only(sf4);
  if (result === 'TWO_PAIR') return hold((c) => byRank.get(rankOf(c))!.length === 2);
  if (result === 'JACKS_OR_BETTER') return hold((c) => byRank.get(rankOf(c))!.length === 2);
  if (royalCards.length === 3) return only(royalCards);
  if (suited.length === 4) return only(suited);
  const pair = [...byRank.values()].find((cs) => cs.length === 2);
  if (pair) return only(pair);
  // 4 to an outside straight: four consecutive ranks, open at both ends (not A-2-3-4 nor J-Q-K-A)
  const ranks = new Set(hand.map(rankOf));
  for (let low = 0; low <= 8; low++) {
    if ([0, 1, 2, 3].every((d) => ranks.has(low + d))) {
      const want = new Set([low, low + 1, low + 2, low + 3]);
      const picked: number[] = [];
      for (const c of hand) if (want.delete(rankOf(c))) picked.push(c);
      return only(picked);
    }
  }
  const suitedHigh = [...bySuit.values()].map((cs) => cs.filter(high)).find((cs) => cs.length >= 2);
  if (suitedHigh) return only(suitedHigh.slice(0, 2));
  const sf3 = straightFlushDraw(3);
  if (sf3) return only(sf3);
  const highs = hand.filter(high).sort((a, b) => rankOf(a) - rankOf(b));
  if (highs.length >= 2) return only(highs.slice(0, 2));
  for (const cs of bySuit.values()) {
    const ten = cs.find((c) => rankOf(c) === 8);
    const face = cs.find((c) => rankOf(c) >= JACK && rankOf(c) <= 11);
    if (ten !== undefined && face !== undefined) return only([ten, face]);
  }
  if (highs.length === 1) return only(highs);
  return hold(() => false);
}
