import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerHost } from '../src/domains/games/host.ts';
import { balanceOf, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import {
  drawHand,
  evaluateHand,
  pokerHands,
  pokerPaytable,
  shuffledDeck,
  simpleStrategy,
  SIMPLE_STRATEGY_RTP,
  type PokerHand,
} from '../src/providers/games/demo/engines/poker.ts';
import { cryptoRng, keyedRng } from '../src/providers/games/demo/engines/rng.ts';
import { drawJackpot, JACKPOT_RTP, JACKPOT_SEED } from '../src/providers/games/demo/engines/jackpot.ts';
import { playSlot } from '../src/providers/games/demo/routes.ts';
import {
  drawPrize,
  scratchCard,
  scratchDesigns,
  scratchRtp,
  TOTAL_WEIGHT,
  type ScratchOutcome,
} from '../src/providers/games/demo/engines/scratch.ts';
import { signCallback } from '../src/providers/games/callback-message.ts';
import { ROUND_RNG_SECRET } from '../src/providers/games/demo/rounds.ts';
import { secretOf } from '../src/providers/games/secrets.ts';
import { refundStaleRounds } from '../src/providers/games/demo/sweeper.ts';
import { fundedMember, launchInHouse } from './in-house.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The in-house card parlour: video poker (Jacks or Better 9/6) and its two-request rounds.
 * Statistical checks follow rtp.test.ts: a million plays through the production functions with the
 * node:crypto RNG, compared with the known figure within 5 standard errors measured on the same run.
 */

/** 'As' → the card id: rank 2…A, suit s h d c. */
const card = (s: string): number => {
  const rank = '23456789TJQKA'.indexOf(s[0]!);
  const suit = 'shdc'.indexOf(s[1]!);
  if (rank < 0 || suit < 0) throw new Error(`bad card ${s}`);
  return suit * 13 + rank;
};
const hand = (s: string) => s.split(' ').map(card);

describe('video poker hand evaluator', () => {
  it('names every hand class', () => {
    const cases: [string, PokerHand][] = [
      ['As Ks Qs Js Ts', 'ROYAL_FLUSH'],
      ['Th Jh Qh Kh Ah', 'ROYAL_FLUSH'],
      ['9d Td Jd Qd Kd', 'STRAIGHT_FLUSH'],
      ['Ac 2c 3c 4c 5c', 'STRAIGHT_FLUSH'],
      ['7s 7h 7d 7c 2s', 'FOUR_OF_A_KIND'],
      ['Ks Kh Kd 4c 4s', 'FULL_HOUSE'],
      ['2h 7h 9h Jh Ah', 'FLUSH'],
      ['5s 6h 7d 8c 9s', 'STRAIGHT'],
      ['As 2h 3d 4c 5s', 'STRAIGHT'],
      ['Ts Jh Qd Kc As', 'STRAIGHT'],
      ['Qs Qh Qd 4c 9s', 'THREE_OF_A_KIND'],
      ['3s 3h 9d 9c As', 'TWO_PAIR'],
      ['Js Jh 2d 5c 8s', 'JACKS_OR_BETTER'],
      ['As Ah 2d 5c 8s', 'JACKS_OR_BETTER'],
      ['Ts Th 2d 5c 8s', 'NOTHING'],
      ['Qs Kh Ad 2c 3s', 'NOTHING'], // no wrap-around straight
      ['2s 4h 6d 8c Ts', 'NOTHING'],
    ];
    for (const [cards, expected] of cases) expect({ cards, got: evaluateHand(hand(cards)) }).toEqual({ cards, got: expected });
    expect(pokerPaytable).toMatchObject({ ROYAL_FLUSH: 800, STRAIGHT_FLUSH: 50, FOUR_OF_A_KIND: 25, FULL_HOUSE: 9, FLUSH: 6 });
    expect(pokerPaytable).toMatchObject({ STRAIGHT: 4, THREE_OF_A_KIND: 3, TWO_PAIR: 2, JACKS_OR_BETTER: 1, NOTHING: 0 });
  });

  it('classifies all 2,598,960 five-card hands with the textbook counts', () => {
    const count = Object.fromEntries(pokerHands.map((h) => [h, 0])) as Record<PokerHand, number>;
    const h = [0, 0, 0, 0, 0];
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              h[0] = a;
              h[1] = b;
              h[2] = c;
              h[3] = d;
              h[4] = e;
              count[evaluateHand(h)]++;
            }
    expect(count).toEqual({
      ROYAL_FLUSH: 4,
      STRAIGHT_FLUSH: 36,
      FOUR_OF_A_KIND: 624,
      FULL_HOUSE: 3_744,
      FLUSH: 5_108,
      STRAIGHT: 10_200,
      THREE_OF_A_KIND: 54_912,
      TWO_PAIR: 123_552,
      JACKS_OR_BETTER: 337_920, // 4 of the 13 pair ranks of 1,098,240 one-pair hands
      NOTHING: 2_598_960 - 4 - 36 - 624 - 3_744 - 5_108 - 10_200 - 54_912 - 123_552 - 337_920,
    });
  });

  it('deals ten distinct cards and draws the replacements in order', () => {
    const rng = cryptoRng();
    for (let i = 0; i < 2_000; i++) {
      const deck = shuffledDeck(rng);
      expect(new Set(deck).size).toBe(10);
      expect(deck.every((c) => c >= 0 && c < 52)).toBe(true);
    }
    const deck = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(drawHand(deck, [true, false, true, false, false])).toEqual([0, 5, 2, 6, 7]);
    expect(drawHand(deck, [true, true, true, true, true])).toEqual([0, 1, 2, 3, 4]);
    expect(drawHand(deck, [false, false, false, false, false])).toEqual([5, 6, 7, 8, 9]);
  });

  it('the simple strategy holds what its chart says', () => {
    const held = (cards: string) => {
      const h = hand(cards);
      const hold = simpleStrategy(h);
      return cards
        .split(' ')
        .filter((_, i) => hold[i])
        .join(' ');
    };
    expect(held('Ts Js Qs Ks 9s')).toBe('Ts Js Qs Ks 9s'); // straight flush stands
    expect(held('Ts Js Qs Ks Kh')).toBe('Ts Js Qs Ks'); // 4 to a royal over a high pair
    expect(held('Js Jh 2d 5c 8s')).toBe('Js Jh');
    expect(held('Qh Kh Ah 4c 4s')).toBe('Qh Kh Ah'); // 3 to a royal over a low pair
    expect(held('2h 5h 8h Jh 3c')).toBe('2h 5h 8h Jh');
    expect(held('5s 6h 7d 8c Kd')).toBe('5s 6h 7d 8c');
    expect(held('Jd Qh 3c 6s 8d')).toBe('Jd Qh');
    expect(held('2c 4d 6h 8s 9c')).toBe('');
  });

  const HANDS = 1_000_000;
  it(`returns ${(SIMPLE_STRATEGY_RTP * 100).toFixed(2)}% with the simple strategy over ${HANDS.toLocaleString('en')} hands (5 standard errors)`, () => {
    const rng = cryptoRng(1 << 16);
    let sum = 0;
    let sumSq = 0;
    const seen = new Set<PokerHand>();
    for (let i = 0; i < HANDS; i++) {
      const deck = shuffledDeck(rng);
      const final = evaluateHand(drawHand(deck, simpleStrategy(deck.slice(0, 5))));
      const x = pokerPaytable[final];
      sum += x;
      sumSq += x * x;
      seen.add(final);
    }
    const mean = sum / HANDS;
    const se = Math.sqrt(sumSq / HANDS - mean * mean) / Math.sqrt(HANDS);
    expect(Math.abs(mean - SIMPLE_STRATEGY_RTP)).toBeLessThan(5 * se);
    // the royal's 800 makes the spread wide (about 4.4 per hand): the tolerance is about ±2.2 points
    expect(5 * se).toBeLessThan(0.03);
    expect(seen.has('STRAIGHT_FLUSH') && seen.has('FOUR_OF_A_KIND')).toBe(true);
  }, 120_000);
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const player = (balance = 100_000) => fundedMember(t, balance);

async function launch(token: string, classify: 'VIDEO_POKER' | 'SCRATCH' | 'SLOT', vendor = 'TCP') {
  const r = await launchInHouse(t, token, { vendor, classify });
  expect(r.status).toBe(200);
  return r;
}

type Round = {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  replayed: boolean;
  status: string;
  hand: number[];
  dealtHand: PokerHand;
  detail: { dealt: number[]; hand: number[]; hold: boolean[]; result: PokerHand; multiplier: number; autoStood?: boolean };
  outcome?: { result: PokerHand };
};
const post = (ticket: string, path: string, payload: object) =>
  t.call<Round>({ method: 'POST', url: `/vendor/demo/api/${path}`, headers: { 'x-ticket': ticket }, payload });
const rid = () => `r${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

describe('video poker rounds', () => {
  it('is listed under Video poker and opens a session with its paytable', async () => {
    const m = await player();
    const { ticket, engine } = await launch(m.token, 'VIDEO_POKER');
    expect(engine).toBe('poker');
    const s = await t.call<{ stakes: number[]; paytable: Record<string, number>; rtp: number }>({
      method: 'GET',
      url: '/vendor/demo/api/poker/session',
      headers: { 'x-ticket': ticket },
    });
    expect(s.body.value).toMatchObject({ paytable: { ROYAL_FLUSH: 800, FULL_HOUSE: 9, FLUSH: 6 }, rtp: 0.995439 });
    expect(s.body.value!.stakes.length).toBeGreaterThan(3);
    const types = await t.call<{ classifies: string[] }[]>({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getVassGameType?vassalage=TCP',
    });
    expect(types.body.value![0]!.classifies).toEqual(expect.arrayContaining(['VIDEO_POKER', 'SCRATCH']));
  });

  it('deal takes the stake and leaves the round open; draw pays once; replays answer the same', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'VIDEO_POKER');
    const roundId = rid();
    const deal = await post(ticket, 'poker/deal', { roundId, stake: 100 });
    expect(deal.status).toBe(200);
    const d = deal.body.value!;
    expect(d).toMatchObject({ stake: 100, balance: 99_900, status: 'open', replayed: false });
    expect(d.hand).toHaveLength(5);
    expect(d.dealtHand).toBe(evaluateHand(d.hand));
    // the same deal again: the same cards, no second stake
    const again = await post(ticket, 'poker/deal', { roundId, stake: 100 });
    expect(again.body.value).toMatchObject({ hand: d.hand, replayed: true, status: 'open', balance: 99_900 });
    // the same round id with another stake is another request
    expect((await post(ticket, 'poker/deal', { roundId, stake: 200 })).body.code).toBe('DUPLICATE_REQUEST');
    const hold = [true, false, true, false, true];
    const draw = await post(ticket, 'poker/draw', { roundId, hold });
    expect(draw.status).toBe(200);
    const r = draw.body.value!;
    expect(r.detail.dealt).toEqual(d.hand);
    expect(r.detail.hand.filter((_, i) => hold[i])).toEqual(d.hand.filter((_, i) => hold[i]));
    expect(r.detail.result).toBe(evaluateHand(r.detail.hand));
    expect(r.payout).toBe(pokerPaytable[r.detail.result] * 100);
    expect(r.balance).toBe(99_900 + r.payout);
    // replayed draw: the same answer, money once
    const replay = await post(ticket, 'poker/draw', { roundId, hold });
    expect(replay.body.value).toMatchObject({ replayed: true, payout: r.payout, balance: r.balance, detail: r.detail });
    // other holds on a decided hand, an unknown round
    expect((await post(ticket, 'poker/draw', { roundId, hold: [true, true, true, true, true] })).body.code).toBe(
      'DUPLICATE_REQUEST',
    );
    const unknown = await post(ticket, 'poker/draw', { roundId: rid(), hold });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'ROUND_NOT_FOUND' });
    // a replayed deal of a finished round shows how it ended
    expect((await post(ticket, 'poker/deal', { roundId, stake: 100 })).body.value).toMatchObject({
      status: 'settled',
      outcome: { result: r.detail.result },
    });
    expect(await balanceOf(t.db, m.id)).toBe(r.balance);
    const postings = await t.db.query<{ kind: string }>('SELECT kind FROM ledger_postings WHERE ref = $1 ORDER BY id', [
      d.roundId,
    ]);
    expect(postings.map((p) => p.kind)).toEqual(r.payout > 0 ? ['bet', 'win'] : ['bet']);
  });

  it('concurrent deals of one round id take one stake and show one hand', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'VIDEO_POKER');
    const roundId = rid();
    const all = await Promise.all([1, 2, 3].map(() => post(ticket, 'poker/deal', { roundId, stake: 200 })));
    for (const r of all) expect({ status: r.status, code: r.body.code }).toEqual({ status: 200, code: undefined });
    expect(new Set(all.map((r) => JSON.stringify(r.body.value!.hand))).size).toBe(1);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 200);
  });

  it('concurrent draws of one hand settle it once', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'VIDEO_POKER');
    const roundId = rid();
    await post(ticket, 'poker/deal', { roundId, stake: 500 });
    const hold = [false, true, false, true, false];
    const all = await Promise.all([1, 2, 3].map(() => post(ticket, 'poker/draw', { roundId, hold })));
    for (const r of all) expect(r.status).toBe(200);
    const payouts = new Set(all.map((r) => r.body.value!.payout));
    expect(payouts.size).toBe(1);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 500 + [...payouts][0]!);
  });

  it('refuses bad draws and stakes without moving money', async () => {
    const m = await player(300);
    const { ticket } = await launch(m.token, 'VIDEO_POKER');
    const cases: [string, object, string][] = [
      ['poker/deal', { roundId: rid(), stake: 33 }, 'STAKE_OUT_OF_RANGE'],
      ['poker/deal', { roundId: rid(), stake: 1000 }, 'INSUFFICIENT_BALANCE'],
      ['poker/deal', { roundId: rid(), stake: -1 }, 'VALIDATION_FAILED'],
      ['poker/draw', { roundId: rid(), hold: [true] }, 'VALIDATION_FAILED'],
      ['poker/draw', { roundId: rid(), hold: [1, 0, 1, 0, 1] }, 'VALIDATION_FAILED'],
      ['poker/draw', { roundId: rid(), hold: [true, true, true, true, true] }, 'ROUND_NOT_FOUND'],
    ];
    for (const [path, payload, code] of cases) {
      const r = await post(ticket, path, payload);
      expect({ path, payload, code: r.body.code }).toEqual({ path, payload, code });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    // another member cannot draw this member's hand
    const roundId = rid();
    await post(ticket, 'poker/deal', { roundId, stake: 100 });
    const other = await player();
    const theirs = await launch(other.token, 'VIDEO_POKER');
    expect((await post(theirs.ticket, 'poker/draw', { roundId, hold: [true, true, true, true, true] })).body.code).toBe(
      'ROUND_NOT_FOUND',
    );
    // a round of another game (a slot spin, same member and round id) is no poker hand
    const dice = await launch(m.token, 'SLOT', 'TALA');
    const slotRound = rid();
    const spin = await post(dice.ticket, 'slot/spin', { roundId: slotRound, lineBet: 1 });
    expect(spin.status).toBe(200);
    const cross = await post(ticket, 'poker/draw', { roundId: slotRound, hold: [true, true, true, true, true] });
    expect({ status: cross.status, code: cross.body.code }).toEqual({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect(await balanceOf(t.db, m.id)).toBe(spin.body.value!.balance);
  });

  it('an abandoned hand is stood on by the sweeper (paid as dealt, not refunded); a late draw is refused', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'VIDEO_POKER');
    const roundId = rid();
    const d = (await post(ticket, 'poker/deal', { roundId, stake: 200 })).body.value!;
    // a normal sweep leaves a fresh hand alone …
    await refundStaleRounds(providerHost(t.platform));
    const [open] = await t.db.query<{ status: string }>('SELECT status FROM game_rounds WHERE id = $1', [d.roundId]);
    expect(open!.status).toBe('open');
    // … a sweep of every age closes it by standing on the dealt cards
    await refundStaleRounds(providerHost(t.platform), 0);
    const [closed] = await t.db.query<{ status: string; payout: number; detail: { outcome: Round['detail'] } }>(
      'SELECT status, payout, detail FROM game_rounds WHERE id = $1',
      [d.roundId],
    );
    expect(closed!.status).toBe('settled');
    expect(closed!.detail.outcome).toMatchObject({ autoStood: true, hand: d.hand, result: d.dealtHand });
    expect(Number(closed!.payout)).toBe(pokerPaytable[d.dealtHand] * 200);
    const late = await post(ticket, 'poker/draw', { roundId, hold: [false, false, false, false, false] });
    expect({ status: late.status, code: late.body.code }).toEqual({ status: 409, code: 'ROUND_CLOSED' });
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 200 + Number(closed!.payout));
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});

describe('progressive jackpot of the in-house slots', () => {
  const LINE_BET = 4000; // 20 lines: a stake of 80,000, one chance in 1,250 to win the pool
  let secret: Buffer;
  beforeAll(async () => {
    secret = await secretOf(t.db, ROUND_RNG_SECRET);
  });
  /** What the round with this client id will draw (the same function the vendor plays). */
  const drawOf = (memberId: number, clientRoundId: string, lines: number) =>
    playSlot(keyedRng(secret, `demo-${memberId}-${clientRoundId}`), lines, LINE_BET);
  /** A client round id whose spin hits (or misses) the jackpot, found by trying ids. */
  const roundThat = (memberId: number, lines: number, hit: boolean) => {
    for (let i = 0; i < 200_000; i++) {
      const id = `jackpot-${memberId}-${i}`;
      if (drawOf(memberId, id, lines).jackpot.hit === hit) return id;
    }
    throw new Error('no such round id');
  };
  const pool = async () => {
    const [row] = await t.db.query<{ amount: number; cycle: number }>(
      "SELECT amount, cycle FROM jackpot_pools WHERE id = 'demo-slots'",
    );
    return row ? { amount: Number(row.amount), cycle: Number(row.cycle) } : null;
  };
  /** The JACKPOT house account's money: the sum of its entries. */
  const jackpotAccount = async () => {
    const [row] = await t.db.query<{ s: number }>(
      `SELECT COALESCE(SUM(e.amount), 0)::bigint AS s FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id IS NULL AND a.wallet = 'JACKPOT'`,
    );
    return Number(row!.s);
  };
  type Spin = Round & { jackpotWin?: number; detail: Round['detail'] & { multiplier: number } };
  const spinOf = async (ticket: string, roundId: string) => {
    const r = await t.call<Spin>({
      method: 'POST',
      url: '/vendor/demo/api/slot/spin',
      headers: { 'x-ticket': ticket },
      payload: { roundId, lineBet: LINE_BET },
    });
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 200, code: undefined });
    return r.body.value!;
  };

  it('states the slot RTP with the jackpot share, and 1% feeds the pool in expectation', () => {
    expect(JACKPOT_RTP).toBeCloseTo(0.011, 12);
    const rng = cryptoRng();
    let fed = 0;
    let hits = 0;
    for (let i = 0; i < 200_000; i++) {
      const j = drawJackpot(rng, 25);
      fed += j.contribution;
      if (j.hit) hits++;
    }
    // 0.25 per spin on average: 50,000 ± ~3·194
    expect(Math.abs(fed - 50_000)).toBeLessThan(1_000);
    expect(hits).toBeLessThan(3);
    expect(drawJackpot(() => 0, 100_000_000).hit).toBe(true);
    expect(drawJackpot(() => 99_999_999, 100_000_000 - 1).hit).toBe(false);
  });

  it('every spin feeds the pool by its contribution, as a GAMES → JACKPOT posting', async () => {
    const m = await player(1_000_000);
    const { ticket, nodeId } = await launch(m.token, 'SLOT', 'TALA');
    const [{ lines }] = (await t.db.query<{ lines: number }>('SELECT min_line_num AS lines FROM games WHERE node_id = $1', [
      nodeId,
    ])) as [{ lines: number }];
    const id = roundThat(m.id, lines, false);
    const before = (await pool())?.amount ?? JACKPOT_SEED;
    const expected = drawOf(m.id, id, lines);
    const r = await spinOf(ticket, id);
    expect(r.payout).toBe(expected.payout);
    expect(r.jackpotWin).toBeUndefined();
    expect((await pool())!.amount).toBe(before + expected.jackpot.contribution);
    expect(expected.jackpot.contribution).toBe((LINE_BET * lines) / 100);
    const postings = await t.db.query<{ kind: string; amount: number; meta: { from: string; to: string } }>(
      'SELECT kind, amount, meta FROM ledger_postings WHERE ref = $1 ORDER BY id',
      [r.roundId],
    );
    expect(postings.find((p) => p.kind === 'jackpot.contribution')).toMatchObject({
      amount: expected.jackpot.contribution,
      meta: { from: 'GAMES', to: 'JACKPOT' },
    });
    // a replayed spin moves nothing more
    await spinOf(ticket, id);
    expect((await pool())!.amount).toBe(before + expected.jackpot.contribution);
    expect(await jackpotAccount()).toBe((await pool())!.amount);
  });

  it('a winning spin takes the whole pool, which restarts at the seed; the books balance', async () => {
    const m = await player(1_000_000);
    const { ticket } = await launch(m.token, 'SLOT', 'TALA');
    const id = roundThat(m.id, 20, true);
    const before = (await pool())!;
    const expected = drawOf(m.id, id, 20);
    const r = await spinOf(ticket, id);
    const won = before.amount + expected.jackpot.contribution;
    expect(r.jackpotWin).toBe(won);
    expect(r.balance).toBe(1_000_000 - LINE_BET * 20 + r.payout + won);
    expect(await pool()).toEqual({ amount: JACKPOT_SEED, cycle: before.cycle + 1 });
    expect(await jackpotAccount()).toBe(JACKPOT_SEED);
    // the replayed spin tells the same win and pays nothing again
    const again = await spinOf(ticket, id);
    expect(again).toMatchObject({ replayed: true, jackpotWin: won });
    expect(await balanceOf(t.db, m.id)).toBe(r.balance);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
    const public_ = await t.call<{ amountMinor: number; amount: string }>({ method: 'GET', url: '/lgw/games/jackpot' });
    expect(public_.body.value).toMatchObject({ amountMinor: JACKPOT_SEED, amount: '1000.00' });
  });

  it('two concurrent winning spins never share one pool: the second wins the new pool', async () => {
    const a = await player(1_000_000);
    const b = await player(1_000_000);
    const ta = await launch(a.token, 'SLOT', 'TALA');
    const tb = await launch(b.token, 'SLOT', 'TALA');
    const ia = roundThat(a.id, 20, true);
    const ib = roundThat(b.id, 20, true);
    const before = (await pool())!;
    const [ra, rb] = await Promise.all([spinOf(ta.ticket, ia), spinOf(tb.ticket, ib)]);
    const ca = drawOf(a.id, ia, 20).jackpot.contribution;
    const cb = drawOf(b.id, ib, 20).jackpot.contribution;
    const wins = [ra.jackpotWin, rb.jackpotWin];
    // whichever settled first took the pool; the other the fresh seed plus its own contribution
    const aFirst = [before.amount + ca, JACKPOT_SEED + cb];
    const bFirst = [JACKPOT_SEED + ca, before.amount + cb];
    expect([aFirst, bFirst]).toContainEqual(wins);
    expect(await pool()).toEqual({ amount: JACKPOT_SEED, cycle: before.cycle + 2 });
    const rows = await t.db.query<{ cycle: number }>('SELECT cycle FROM jackpot_wins WHERE round_id IN ($1, $2) ORDER BY cycle', [
      ra.roundId,
      rb.roundId,
    ]);
    expect(rows.map((r) => Number(r.cycle))).toEqual([before.cycle, before.cycle + 1]);
    expect(await jackpotAccount()).toBe(JACKPOT_SEED);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});

describe('scratch cards', () => {
  it('has an exact RTP per design from its prize table', () => {
    expect(scratchDesigns.map((d) => Number(scratchRtp(d).rtp.toFixed(10)))).toEqual([0.94, 0.96, 0.95]);
    for (const d of scratchDesigns) {
      expect(d.prizes.reduce((s, [, w]) => s + w, 0)).toBeLessThan(TOTAL_WEIGHT);
      // a losing card needs nine cells from pairs of prizes: at least five prizes
      expect(d.prizes.length).toBeGreaterThanOrEqual(5);
    }
  });

  const CARDS = 1_000_000;
  it(`simulates ${CARDS.toLocaleString('en')} cards of each design within 5 standard errors, every card showing what it pays`, () => {
    const rng = cryptoRng(1 << 16);
    const badCards: unknown[] = [];
    for (const design of scratchDesigns) {
      let sum = 0;
      for (let i = 0; i < CARDS; i++) {
        const card = scratchCard(rng, design);
        const x = card.multiplier;
        sum += x;
        if (i < 50_000) {
          // the card laid out for a prize shows it exactly three times and nothing else three times
          const counts = new Map<number, number>();
          for (const m of card.cells) counts.set(m, (counts.get(m) ?? 0) + 1);
          const triples = [...counts].filter(([, n]) => n >= 3);
          const ok = x > 0 ? triples.length === 1 && triples[0]![0] === x && triples[0]![1] === 3 : triples.length === 0;
          if (!ok || card.winning.length !== (x > 0 ? 3 : 0)) badCards.push(card);
        }
      }
      const mean = sum / CARDS;
      // the standard error from the prize table itself, not from the sample: a top prize drawn twice in
      // a million cards on average is missing from many runs, and a sample that never drew it both
      // lacks its share of the return and understates the spread (that made a correct card fail)
      const { rtp } = scratchRtp(design);
      const variance = design.prizes.reduce((v, [m, w]) => v + (m * m * w) / TOTAL_WEIGHT, 0) - rtp * rtp;
      const se = Math.sqrt(variance / CARDS);
      expect({ design: design.id, within: Math.abs(mean - rtp) < 5 * se }).toEqual({
        design: design.id,
        within: true,
      });
      expect(drawPrize(() => TOTAL_WEIGHT - 1, design)).toBe(0);
    }
    expect(badCards).toEqual([]);
  }, 120_000);

  type Card = {
    roundId: string;
    stake: number;
    balance: number;
    status: string;
    design: number;
    cells: number[];
    payout?: number;
    outcome?: ScratchOutcome;
    replayed: boolean;
  };
  type Revealed = {
    roundId: string;
    stake: number;
    payout: number;
    balance: number;
    detail: ScratchOutcome & { autoRevealed?: boolean };
    replayed: boolean;
  };
  const buy = (ticket: string, payload: object) =>
    t.call<Card>({ method: 'POST', url: '/vendor/demo/api/scratch/buy', headers: { 'x-ticket': ticket }, payload });
  const revealCard = (ticket: string, roundId: string) =>
    t.call<Revealed>({
      method: 'POST',
      url: '/vendor/demo/api/scratch/reveal',
      headers: { 'x-ticket': ticket },
      payload: { roundId },
    });
  const scratchSession = async (ticket: string) =>
    (
      await t.call<{ stakes: number[]; rtp: number; design: number }>({
        method: 'GET',
        url: '/vendor/demo/api/scratch/session',
        headers: { 'x-ticket': ticket },
      })
    ).body.value!;
  /** The card a round id gets in this design: the same stream the server draws from. */
  const expectedCard = async (roundId: string, design: number) =>
    scratchCard(
      keyedRng(await secretOf(t.db, ROUND_RNG_SECRET), roundId),
      scratchDesigns.find((d) => d.id === design)!,
    );
  const postingsOf = async (roundId: string) =>
    (await t.db.query<{ kind: string }>('SELECT kind FROM ledger_postings WHERE ref = $1 ORDER BY id', [roundId])).map(
      (p) => p.kind,
    );

  it('buy takes the stake and leaves the card open; reveal pays once; replays answer the same', async () => {
    const m = await player();
    const { ticket, engine } = await launch(m.token, 'SCRATCH');
    expect(engine).toBe('scratch');
    const s = await scratchSession(ticket);
    expect(s.rtp).toBeCloseTo(0.94, 10);
    const stake = s.stakes[0]!;
    const roundId = rid();
    const bought = await buy(ticket, { roundId, stake });
    expect(bought.status).toBe(200);
    const b = bought.body.value!;
    // the stake only: no win is credited before the reveal, whatever the card shows
    expect(b).toMatchObject({ stake, balance: 100_000 - stake, status: 'open', design: s.design, replayed: false });
    expect(b).not.toHaveProperty('payout');
    expect(b).not.toHaveProperty('outcome');
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - stake);
    expect(await postingsOf(b.roundId)).toEqual(['bet']);
    const expected = await expectedCard(b.roundId, s.design);
    expect(b.cells).toEqual(expected.cells);
    // the same buy again: the same card, no second stake
    const again = await buy(ticket, { roundId, stake });
    expect(again.body.value).toMatchObject({ cells: b.cells, replayed: true, status: 'open', balance: 100_000 - stake });
    // the same round id with another price is another request
    const other = await buy(ticket, { roundId, stake: s.stakes[1] });
    expect({ status: other.status, code: other.body.code }).toEqual({ status: 409, code: 'DUPLICATE_REQUEST' });
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - stake);

    const revealed = await revealCard(ticket, roundId);
    expect(revealed.status).toBe(200);
    const r = revealed.body.value!;
    expect(r.detail).toEqual(expected);
    expect(r.payout).toBe(expected.multiplier * stake);
    expect(r).toMatchObject({ stake, balance: 100_000 - stake + r.payout, replayed: false });
    // a retried reveal: the stored result, paid once
    const replay = await revealCard(ticket, roundId);
    expect(replay.body.value).toMatchObject({ replayed: true, payout: r.payout, balance: r.balance, detail: r.detail });
    // a replayed buy of a revealed card shows how it ended
    expect((await buy(ticket, { roundId, stake })).body.value).toMatchObject({
      status: 'settled',
      payout: r.payout,
      outcome: expected,
      cells: b.cells,
    });
    expect(await balanceOf(t.db, m.id)).toBe(r.balance);
    expect(await postingsOf(b.roundId)).toEqual(r.payout > 0 ? ['bet', 'win'] : ['bet']);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('a winning card is credited at its reveal, not at its purchase', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'SCRATCH');
    const { design, stakes } = await scratchSession(ticket);
    const stake = stakes[0]!;
    // a round id whose card wins (about 41% do in this design): found offline, from the same stream
    let roundId = '';
    for (let i = 0; !roundId; i++) {
      const candidate = `win${i}x${Date.now().toString(36)}`;
      if ((await expectedCard(`demo-${m.id}-${candidate}`, design)).multiplier > 0) roundId = candidate;
    }
    const b = (await buy(ticket, { roundId, stake })).body.value!;
    expect(b.balance).toBe(100_000 - stake);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - stake);
    const r = (await revealCard(ticket, roundId)).body.value!;
    expect(r.payout).toBeGreaterThan(0);
    expect(r.detail.winning).toHaveLength(3);
    expect(r.balance).toBe(100_000 - stake + r.payout);
    expect(await balanceOf(t.db, m.id)).toBe(r.balance);
  });

  it('concurrent buys take one stake; concurrent reveals pay once', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'SCRATCH');
    const stake = (await scratchSession(ticket)).stakes[1]!;
    const roundId = rid();
    const buys = await Promise.all([1, 2, 3].map(() => buy(ticket, { roundId, stake })));
    for (const r of buys) expect({ status: r.status, code: r.body.code }).toEqual({ status: 200, code: undefined });
    expect(new Set(buys.map((r) => JSON.stringify(r.body.value!.cells))).size).toBe(1);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - stake);
    const reveals = await Promise.all([1, 2, 3].map(() => revealCard(ticket, roundId)));
    for (const r of reveals) expect({ status: r.status, code: r.body.code }).toEqual({ status: 200, code: undefined });
    const payouts = new Set(reveals.map((r) => r.body.value!.payout));
    expect(payouts.size).toBe(1);
    const payout = [...payouts][0]!;
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - stake + payout);
    expect(await postingsOf(buys[0]!.body.value!.roundId)).toEqual(payout > 0 ? ['bet', 'win'] : ['bet']);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it("refuses reveals of unknown, other members', other games' and refunded rounds without moving money", async () => {
    const m = await player(300);
    const { ticket } = await launch(m.token, 'SCRATCH');
    const cases: [string, object, string][] = [
      ['scratch/buy', { roundId: rid(), stake: 33 }, 'STAKE_OUT_OF_RANGE'],
      ['scratch/buy', { roundId: rid(), stake: 1000 }, 'INSUFFICIENT_BALANCE'],
      ['scratch/buy', { roundId: rid(), stake: -1 }, 'VALIDATION_FAILED'],
      ['scratch/reveal', { roundId: 'x' }, 'VALIDATION_FAILED'],
      ['scratch/reveal', { roundId: rid() }, 'ROUND_NOT_FOUND'],
    ];
    for (const [path, payload, code] of cases) {
      const r = await post(ticket, path, payload);
      expect({ path, payload, code: r.body.code }).toEqual({ path, payload, code });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect(await balanceOf(t.db, m.id)).toBe(300);
    // another member cannot reveal this member's card
    const roundId = rid();
    expect((await buy(ticket, { roundId, stake: 100 })).status).toBe(200);
    const other = await player();
    const theirs = await launch(other.token, 'SCRATCH');
    const stolen = await revealCard(theirs.ticket, roundId);
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 404, code: 'ROUND_NOT_FOUND' });
    // a round of another game (a video poker hand, same member and round id) is no scratch card
    const poker = await launch(m.token, 'VIDEO_POKER');
    const hand = rid();
    expect((await post(poker.ticket, 'poker/deal', { roundId: hand, stake: 100 })).status).toBe(200);
    const cross = await revealCard(ticket, hand);
    expect({ status: cross.status, code: cross.body.code }).toEqual({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect(await balanceOf(t.db, m.id)).toBe(100);
    // a card the vendor refunded is closed: no reveal pays it, and the buy is not taken again
    const refunded = `demo-${m.id}-${roundId}`;
    const [open] = await t.db.query<{ vendor: string; node_id: number; wallet: string }>(
      'SELECT vendor, node_id, wallet FROM game_rounds WHERE id = $1',
      [refunded],
    );
    const { body, signature } = await signCallback(t.platform, {
      vendor: open!.vendor,
      txId: `refund-${rid()}`,
      kind: 'refund',
      roundId: refunded,
      memberId: m.id,
      nodeId: Number(open!.node_id),
      wallet: open!.wallet,
      engine: 'scratch',
      amount: 100,
      ts: Date.now(),
      detail: { reason: 'test' },
    });
    await providerHost(t.platform).callback(body, signature);
    expect(await balanceOf(t.db, m.id)).toBe(200);
    const late = await revealCard(ticket, roundId);
    expect({ status: late.status, code: late.body.code }).toEqual({ status: 409, code: 'ROUND_CLOSED' });
    expect((await buy(ticket, { roundId, stake: 100 })).body.code).toBe('DUPLICATE_REQUEST');
    expect(await balanceOf(t.db, m.id)).toBe(200);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('an unrevealed card is never refunded: the sweeper reveals and pays it after the abandon delay', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'SCRATCH');
    const { design } = await scratchSession(ticket);
    // a losing card is the one a refund would wrongly hand back: find one, and a winning one
    const ids: Record<'lose' | 'win', string> = { lose: '', win: '' };
    for (let i = 0; !ids.lose || !ids.win; i++) {
      const candidate = `sw${i}x${Date.now().toString(36)}`;
      const wins = (await expectedCard(`demo-${m.id}-${candidate}`, design)).multiplier > 0;
      if (!ids[wins ? 'win' : 'lose']) ids[wins ? 'win' : 'lose'] = candidate;
    }
    const stake = 200;
    for (const roundId of Object.values(ids)) expect((await buy(ticket, { roundId, stake })).status).toBe(200);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 2 * stake);
    // backdate both cards past the stale-round age, but not the abandon delay: a normal sweep leaves them alone
    const full = Object.values(ids).map((id) => `demo-${m.id}-${id}`);
    await t.db.query(`UPDATE game_rounds SET created_at = now() - interval '10 minutes' WHERE id = ANY($1)`, [full]);
    await refundStaleRounds(providerHost(t.platform));
    const statuses = await t.db.query<{ status: string }>('SELECT status FROM game_rounds WHERE id = ANY($1)', [full]);
    expect(statuses.map((r) => r.status)).toEqual(['open', 'open']);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 2 * stake);
    // a sweep of every age reveals them and pays what they show
    await refundStaleRounds(providerHost(t.platform), 0);
    let paid = 0;
    for (const [kind, roundId] of Object.entries(ids)) {
      const id = `demo-${m.id}-${roundId}`;
      const expected = await expectedCard(id, design);
      const [closed] = await t.db.query<{ status: string; payout: number; detail: { outcome: Revealed['detail'] } }>(
        'SELECT status, payout, detail FROM game_rounds WHERE id = $1',
        [id],
      );
      expect({ kind, status: closed!.status }).toEqual({ kind, status: 'settled' });
      expect(closed!.detail.outcome).toEqual({ ...expected, autoRevealed: true });
      expect(Number(closed!.payout)).toBe(expected.multiplier * stake);
      expect(await postingsOf(id)).toEqual(kind === 'win' ? ['bet', 'win'] : ['bet']);
      paid += Number(closed!.payout);
      // the player's late reveal (a page reloaded after the sweep) gets the same card and pays nothing more
      const late = await revealCard(ticket, roundId);
      expect(late.body.value).toMatchObject({
        replayed: true,
        payout: Number(closed!.payout),
        detail: { cells: expected.cells },
      });
    }
    expect(paid).toBeGreaterThan(0);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 2 * stake + paid);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('the page texts have the five languages with every English key filled', async () => {
    const { scratchTexts } = (await import(new URL('../vendor-assets/demo/scratch/texts.js', import.meta.url).href)) as {
      scratchTexts: Record<string, Record<string, string>>;
    };
    expect(Object.keys(scratchTexts).sort()).toEqual(['en', 'fil', 'id', 'vi', 'zh']);
    for (const lang of Object.keys(scratchTexts))
      for (const key of Object.keys(scratchTexts.en!)) expect(scratchTexts[lang]![key]?.trim(), `${lang}.${key}`).toBeTruthy();
    // the strings the two-request card added
    expect(Object.keys(scratchTexts.en!)).toEqual(expect.arrayContaining(['revealing', 'roundClosed', 'abandonNote']));
  });
});
