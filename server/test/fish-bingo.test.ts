import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bingoDrawJob } from '../src/domains/games/bingo-job.ts';
import { providerHost } from '../src/domains/games/host.ts';
import { jobs } from '../src/domains/index.ts';
import { putSetting } from '../src/domains/system/queries.ts';
import { readSetting } from '../src/domains/system/settings.ts';
import { bingoState, buyCards, settleDueBingoDraws } from '../src/providers/games/demo/bingo.ts';
import {
  BINGO_BALL_MS,
  ballOrder,
  completion,
  drawSlot,
  makeCard,
  settleDraw,
  validCard,
} from '../src/providers/games/demo/engines/bingo.ts';
import { balanceOf, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { FISH_RTP_PERCENT, fishThemes, shoot } from '../src/providers/games/demo/engines/fish.ts';
import { cryptoRng } from '../src/providers/games/demo/engines/rng.ts';
import { fundedMember, launchInHouse } from './in-house.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const player = (balance = 100_000) => fundedMember(t, balance);

const launch = (token: string, gameCode: string) => launchInHouse(t, token, { code: gameCode });

type Shot = {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  replayed: boolean;
  detail: Record<string, unknown>;
};
const api = <T = Shot>(ticket: string, path: string, payload?: object) =>
  t.call<T>({ method: payload ? 'POST' : 'GET', url: `/vendor/demo/api/${path}`, headers: { 'x-ticket': ticket }, payload });

const rid = () => `r${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

describe('fish: return to player', () => {
  /**
   * A million shots spread over every fish of every title, through the production shoot function
   * with the node:crypto RNG: the mean return must be within 5 standard errors (measured on the same
   * run, as in rtp.test.ts) of the stated RTP, which is exact for every fish by construction.
   */
  it('a million shots return 96% within 5 standard errors, and so does each multiplier group', () => {
    const rng = cryptoRng(1 << 16);
    const all = Object.values(fishThemes).flatMap((th) => th.fish);
    const SHOTS = 1_000_000;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < SHOTS; i++) {
      const fish = all[i % all.length]!;
      const x = shoot(rng, fish).caught ? fish.multiplier : 0;
      sum += x;
      sumSq += x * x;
    }
    const mean = sum / SHOTS;
    const se = Math.sqrt(sumSq / SHOTS - mean * mean) / Math.sqrt(SHOTS);
    expect(Math.abs(mean - FISH_RTP_PERCENT / 100)).toBeLessThan(5 * se);
    expect(5 * se).toBeLessThan(0.06); // the tolerance stays meaningful with 100× fish in the mix

    // the low fish alone, where the tolerance is tight: a wrong probability shows at once
    let paid = 0;
    const n = 400_000;
    for (let i = 0; i < n; i++) paid += shoot(rng, { kind: 'clown', multiplier: 2 }).caught ? 2 : 0;
    const m2 = paid / n;
    const se2 = Math.sqrt((2 * 2 * 0.48 - m2 * m2) / n);
    expect(Math.abs(m2 - 0.96)).toBeLessThan(5 * se2);
  });

  it('every title has integer multipliers from 2× to 100×, bigger fish rarer and slower', () => {
    for (const theme of Object.values(fishThemes)) {
      const fish = [...theme.fish].sort((a, b) => a.multiplier - b.multiplier);
      expect(fish[0]!.multiplier).toBe(2);
      expect(fish.at(-1)!.multiplier).toBeGreaterThanOrEqual(60);
      for (let i = 1; i < fish.length; i++) {
        expect(Number.isInteger(fish[i]!.multiplier)).toBe(true);
        expect(fish[i]!.weight).toBeLessThan(fish[i - 1]!.weight);
        expect(fish[i]!.speed).toBeLessThanOrEqual(fish[i - 1]!.speed);
      }
    }
  });
});

describe('fish: shots through the API', () => {
  it('the in-house fish titles are playable in /fish while the other fish vendors stay under maintenance', async () => {
    const rows = await t.db.query<{ vendor: string; n: number; open: number }>(
      `SELECT vendor, count(*)::int AS n, count(*) FILTER (WHERE NOT maintenance AND engine = 'fish')::int AS open
         FROM games WHERE game_type = 'FISH' GROUP BY vendor ORDER BY vendor`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.vendor, r]));
    expect(by.TFH).toMatchObject({ n: 4, open: 4 });
    expect(by.OCN!.open).toBe(0);
    expect(by.RFH!.open).toBe(0);
    const list = await t.call<{ games: { gameId: string; maintenance: boolean }[] }>({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=50&language=en',
    });
    const reef = list.body.value!.games.find((g) => g.gameId === 'tfh-reef');
    expect(reef).toMatchObject({ maintenance: false });
  });

  it('a shot takes the bullet and pays bullet × multiplier on a catch, from the title’s own fish table', async () => {
    const m = await player(1_000_000);
    const { ticket } = await launch(m.token, 'tfh-reef');
    const session = await api<{ costs: number[]; fish: { kind: string; multiplier: number }[]; rtpPercent: number }>(
      ticket,
      'fish/session',
    );
    expect(session.body.value!.costs[0]).toBe(10);
    expect(session.body.value!.rtpPercent).toBe(96);
    const clown = session.body.value!.fish.find((f) => f.kind === 'clown')!;
    let balance = 1_000_000;
    let caught = 0;
    for (let i = 0; i < 40; i++) {
      const r = await api(ticket, 'fish/shoot', { roundId: rid(), cost: 20, kind: 'clown', fishId: i });
      expect(r.status).toBe(200);
      const v = r.body.value!;
      expect(v.stake).toBe(20);
      expect(v.detail).toMatchObject({ kind: 'clown', multiplier: clown.multiplier, fishId: i });
      expect(v.payout).toBe(v.detail.caught ? 20 * clown.multiplier : 0);
      if (v.detail.caught) caught++;
      balance += v.payout - 20;
      expect(v.balance).toBe(balance);
    }
    expect(caught).toBeGreaterThan(0); // P(no catch in 40 at 48%) ≈ 4e-12
    expect(await balanceOf(t.db, m.id)).toBe(balance);
  });

  it('refuses a fish the title does not have, a made-up multiplier and a bullet that is not offered', async () => {
    const m = await player(10_000);
    const { ticket } = await launch(m.token, 'tfh-reef');
    const cases: [object, string][] = [
      [{ kind: 'dragon', cost: 10, fishId: 1 }, 'VALIDATION_FAILED'], // a 100× fish of another title
      [{ kind: 'whale!', cost: 10, fishId: 1 }, 'VALIDATION_FAILED'],
      [{ kind: 'clown', cost: 10, fishId: 1, multiplier: 1000 }, 'OK'], // extra fields are ignored: the table decides
      [{ kind: 'clown', cost: 15, fishId: 1 }, 'STAKE_OUT_OF_RANGE'],
      [{ kind: 'clown', cost: 200_000, fishId: 1 }, 'STAKE_OUT_OF_RANGE'],
      [{ kind: 'clown', cost: -10, fishId: 1 }, 'VALIDATION_FAILED'],
      [{ kind: 'clown', cost: 10 }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const r = await api(ticket, 'fish/shoot', { roundId: rid(), ...payload });
      if (code === 'OK') {
        expect(r.status).toBe(200);
        expect(r.body.value!.detail.multiplier).toBe(2);
        expect(r.body.value!.payout % 20 === 0 || r.body.value!.payout === 0).toBe(true);
      } else expect({ payload, code: r.body.code }).toEqual({ payload, code });
    }
    // a fish ticket cannot shoot through another engine, nor a dice ticket at fish
    const dragon = await launch(m.token, 'tfh-dragon');
    expect((await api(dragon.ticket, 'fish/shoot', { roundId: rid(), kind: 'dragon', cost: 20, fishId: 2 })).status).toBe(200);
    expect((await api(dragon.ticket, 'dice/roll', { roundId: rid(), stake: 100, target: 50, side: 'under' })).body.code).toBe(
      'GAME_NOT_FOUND',
    );
  });

  it('a replayed shot (same round id) moves money once; another shot under that id is refused', async () => {
    const m = await player(10_000);
    const { ticket } = await launch(m.token, 'tfh-arctic');
    const roundId = rid();
    const body = { roundId, cost: 50, kind: 'orca', fishId: 7 };
    const first = await api(ticket, 'fish/shoot', body);
    const again = await api(ticket, 'fish/shoot', body);
    expect(again.body.value).toMatchObject({
      replayed: true,
      payout: first.body.value!.payout,
      balance: first.body.value!.balance,
    });
    expect(await balanceOf(t.db, m.id)).toBe(10_000 - 50 + first.body.value!.payout);
    expect((await api(ticket, 'fish/shoot', { ...body, kind: 'cod' })).body.code).toBe('DUPLICATE_REQUEST');
    const postings = await t.db.query<{ kind: string }>('SELECT kind FROM ledger_postings WHERE ref = $1', [
      first.body.value!.roundId,
    ]);
    expect(postings.map((p) => p.kind).sort()).toEqual(first.body.value!.payout > 0 ? ['bet', 'win'] : ['bet']);
  });

  it('concurrent identical shots take the bullet once and all answer the same', async () => {
    const m = await player(10_000);
    const { ticket } = await launch(m.token, 'tfh-lagoon');
    const body = { roundId: rid(), cost: 100, kind: 'guppy', fishId: 3 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(ticket, 'fish/shoot', body)));
    const ok = answers.filter((a) => a.status === 200).map((a) => a.body.value!);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) if (a.status !== 200) expect(a.body.code).toBe('DUPLICATE_REQUEST'); // a twin still playing
    const payout = ok[0]!.payout;
    for (const v of ok) expect(v.payout).toBe(payout);
    expect(await balanceOf(t.db, m.id)).toBe(10_000 - 100 + payout);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});

describe('bingo: cards and patterns', () => {
  it('makes valid cards: B 1–15, I 16–30, N 31–45 with a free centre, G 46–60, O 61–75, no repeats', () => {
    const rng = cryptoRng();
    const seenPerColumn = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
    for (let i = 0; i < 2_000; i++) {
      const card = makeCard(rng);
      expect(validCard(card)).toBe(true);
      card.forEach((n, cell) => cell !== 12 && seenPerColumn[cell % 5]!.add(n));
    }
    // every number of every column turns up over 2,000 cards: the picks are not stuck to a part of the range
    seenPerColumn.forEach((seen, c) =>
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => c * 15 + i + 1)),
    );
    const good = makeCard(rng);
    expect(validCard(good.map((n, i) => (i === 0 ? 16 : n)))).toBe(false); // B column out of range
    expect(validCard(good.map((n, i) => (i === 12 ? 33 : n)))).toBe(false); // no free centre
    expect(validCard(good.map((n, i) => (i === 5 ? good[0]! : n)))).toBe(false); // a repeat
  });

  it('finds the first ball of a line (row, column, diagonal through the free centre) and of the full house', () => {
    // rows: B I N G O; centre free
    const card = [
      1,
      16,
      31,
      46,
      61, //
      2,
      17,
      32,
      47,
      62,
      3,
      18,
      0,
      48,
      63,
      4,
      19,
      34,
      49,
      64,
      5,
      20,
      35,
      50,
      65,
    ];
    const rest = (first: number[]) => [
      ...first,
      ...Array.from({ length: 75 }, (_, i) => i + 1).filter((b) => !first.includes(b)),
    ];
    expect(completion(card, rest([2, 17, 32, 47, 62])).line).toBe(5); // second row
    expect(completion(card, rest([3, 18, 48, 63])).line).toBe(4); // middle row needs four: the centre is free
    expect(completion(card, rest([1, 17, 49, 65])).line).toBe(4); // diagonal through the centre
    expect(completion(card, rest([61, 62, 9, 63, 64, 65])).line).toBe(6); // O column, a stranger ball in between
    expect(completion(card, rest([1, 2, 3, 16, 17])).line).toBeGreaterThan(5);
    const numbers = card.filter((n) => n !== 0);
    const balls = rest(numbers);
    expect(completion(card, balls).full).toBe(24);
    const late = rest([...numbers.slice(0, 23), 70, 71]);
    expect(completion(card, [...late.filter((b) => b !== numbers[23]), numbers[23]!]).full).toBe(75);
  });

  it('shares each pool among the cards completing on the earliest ball', () => {
    const card = (row: number[]) => [...row, ...[2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65]];
    const a = card([1, 16, 31, 46, 61]);
    const b = card([1, 16, 31, 46, 61]); // same first row: ties with a
    const c = card([6, 21, 36, 51, 66]);
    const balls = [
      1,
      16,
      31,
      46,
      61,
      ...Array.from({ length: 75 }, (_, i) => i + 1).filter((x) => ![1, 16, 31, 46, 61].includes(x)),
    ];
    const r = settleDraw(
      [
        { roundId: 'a', numbers: a, price: 100 },
        { roundId: 'b', numbers: b, price: 100 },
        { roundId: 'c', numbers: c, price: 100 },
      ],
      balls,
    );
    expect(r.line).toEqual({ ball: 5, winners: 2, prize: 45 }); // 30% of 300 = 90, two winners
    expect(r.full.winners).toBeGreaterThanOrEqual(1);
    expect(r.full.prize * r.full.winners).toBeLessThanOrEqual(180);
    expect(r.payouts.a! + r.payouts.b! + r.payouts.c!).toBe(90 + r.full.prize * r.full.winners);
  });
});

describe('bingo: shared draws', () => {
  const host = () => providerHost(t.platform);
  const claimsOf = (m: { id: number }, nodeId: number) => ({
    m: m.id,
    s: 0,
    n: nodeId,
    v: 'TBG',
    w: 'MAIN',
    l: 'en' as const,
    e: 0,
    j: 'x',
  });
  let game: { nodeId: number; minBet: number };
  beforeAll(async () => {
    const [g] = await t.db.query<{ node_id: number; min_bet: number }>(
      "SELECT node_id, min_bet FROM games WHERE game_code = 'tbg-75'",
    );
    game = { nodeId: Number(g!.node_id), minBet: Number(g!.min_bet) };
  });

  it('a draw with several members: capped cards, closed after the buy window, settled once, the ledger balanced', async () => {
    const slot = drawSlot(Date.UTC(2031, 0, 1, 12, 0, 0));
    const at = slot.opensAt + 5_000;
    const members = [await player(10_000), await player(10_000), await player(10_000)];
    const counts = [1, 2, 4];
    const bought = [];
    for (const [i, m] of members.entries())
      bought.push(await buyCards(host(), claimsOf(m, game.nodeId), game, rid(), counts[i]!, at + i));
    for (const [i, b] of bought.entries()) {
      expect(b.cards).toHaveLength(counts[i]!);
      expect(b.stake).toBe(counts[i]! * game.minBet);
      for (const c of b.cards) expect(validCard(c.numbers)).toBe(true);
    }
    // 4 cards is the most a member holds in a draw, however it buys them
    await expect(buyCards(host(), claimsOf(members[2]!, game.nodeId), game, rid(), 1, at + 10)).rejects.toMatchObject({
      code: 'BINGO_CARD_LIMIT',
    });
    await expect(buyCards(host(), claimsOf(members[1]!, game.nodeId), game, rid(), 3, at + 10)).rejects.toMatchObject({
      code: 'BINGO_CARD_LIMIT',
    });
    // a retried purchase answers the same cards and takes nothing more
    const again = await buyCards(
      host(),
      claimsOf(members[0]!, game.nodeId),
      game,
      bought[0]!.roundId.split('-').slice(2).join('-'),
      1,
      at + 20,
    );
    expect(again).toMatchObject({ replayed: true, cards: bought[0]!.cards });
    expect(await balanceOf(t.db, members[0]!.id)).toBe(10_000 - game.minBet);
    // the buy window closes: a card for this draw is refused, nothing is taken
    await expect(buyCards(host(), claimsOf(members[0]!, game.nodeId), game, rid(), 1, slot.closesAt)).rejects.toMatchObject({
      code: 'BINGO_CLOSED',
    });
    await expect(
      buyCards(host(), claimsOf(members[0]!, game.nodeId), game, rid(), 1, slot.closesAt + 30_000),
    ).rejects.toMatchObject({
      code: 'BINGO_CLOSED',
    });
    expect(await balanceOf(t.db, members[0]!.id)).toBe(10_000 - game.minBet);

    // balls still coming out: nothing settles
    expect(jobs).toContain(bingoDrawJob);
    await bingoDrawJob.run(t.platform, slot.endsAt - 1);
    const open = await t.db.query<{ status: string }>('SELECT status FROM game_rounds WHERE id = ANY($1::text[])', [
      bought.map((b) => b.roundId),
    ]);
    expect(open.map((r) => r.status)).toEqual(['open', 'open', 'open']);
    expect(await bingoDrawJob.run(t.platform, slot.endsAt)).toBeGreaterThanOrEqual(1);
    // a second runner, or the next tick: the draw is settled, nothing is paid again (balances below)
    await bingoDrawJob.run(t.platform, slot.endsAt + 5_000);

    // the prizes, recomputed from the revealed seed and the cards
    const [draw] = await t.db.query<{ seed: string; seq: number }>(
      'SELECT seed, seq FROM demo_bingo_draws WHERE node_id = $1 AND seq = $2',
      [game.nodeId, slot.seq],
    );
    const balls = ballOrder(draw!.seed, game.nodeId, slot.seq);
    const cards = bought.flatMap((b) => b.cards.map((c) => ({ roundId: b.roundId, numbers: c.numbers, price: game.minBet })));
    const expected = settleDraw(cards, balls);
    const sales = 7 * game.minBet;
    expect(expected.sales).toBe(sales);
    const rounds = await t.db.query<{ id: string; status: string; payout: number }>(
      'SELECT id, status, payout FROM game_rounds WHERE id = ANY($1::text[])',
      [bought.map((b) => b.roundId)],
    );
    let paid = 0;
    for (const r of rounds) {
      expect(r.status).toBe('settled');
      expect(Number(r.payout)).toBe(expected.payouts[r.id]);
      paid += Number(r.payout);
    }
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(Math.floor(sales * 0.9));
    expect(paid).toBeGreaterThanOrEqual(Math.floor(sales * 0.9) - 7); // only rounding to the minor unit is kept
    const after = await Promise.all(members.map((m) => balanceOf(t.db, m.id)));
    expect(after.reduce((a, b) => a + b, 0)).toBe(30_000 - sales + paid);
    for (const i of members.keys())
      expect(after[i]).toBe(10_000 - counts[i]! * game.minBet + expected.payouts[bought[i]!.roundId]!);
    const postings = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_postings WHERE ref = ANY($1::text[]) AND kind = 'win'",
      [bought.map((b) => b.roundId)],
    );
    expect(postings[0]!.n).toBe(Object.values(expected.payouts).filter((p) => p > 0).length);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('commits to the seed before sales and reveals it after the draw; the balls follow from it', async () => {
    const m = await player(10_000);
    const slot = drawSlot(Date.UTC(2031, 0, 2, 9, 0, 0));
    const claims = claimsOf(m, game.nodeId);
    const before = await bingoState(host(), claims, game, slot.opensAt + 1_000);
    expect(before.draw).toMatchObject({ phase: 'buying', seed: null, balls: [], seq: slot.seq });
    expect(before.draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    await buyCards(host(), claims, game, rid(), 2, slot.opensAt + 2_000);
    const mid = await bingoState(host(), claims, game, slot.closesAt + 10 * BINGO_BALL_MS + 1);
    expect(mid.draw).toMatchObject({ phase: 'drawing', seed: null, seedHash: before.draw.seedHash, sold: 2 });
    expect(mid.draw.balls).toHaveLength(11);
    expect(mid.draw.cards).toHaveLength(2);
    const end = await bingoState(host(), claims, game, slot.endsAt);
    expect(end.draw.phase).toBe('ended');
    const seed = end.draw.seed!;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(before.draw.seedHash);
    expect(end.draw.balls).toEqual(ballOrder(seed, game.nodeId, slot.seq));
    expect(end.draw.balls.slice(0, 11)).toEqual(mid.draw.balls);
    expect([...end.draw.balls].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    // next draw: the last one's result, with what this member won
    await settleDueBingoDraws(host(), slot.endsAt);
    const next = await bingoState(host(), claims, game, slot.opensAt + 180_000 + 1_000);
    expect(next.previous).toMatchObject({ seq: slot.seq, nodeId: game.nodeId, seed, seedHash: before.draw.seedHash });
    // the page's own check, the very module the browser runs: the seed's hash and the ball order
    const browser = (await import(new URL('../vendor-assets/demo/bingo/order.js', import.meta.url).href)) as {
      seedHash: (seed: string) => Promise<string>;
      ballOrder: (seed: string, nodeId: number, seq: number) => Promise<number[]>;
    };
    expect(await browser.seedHash(seed)).toBe(before.draw.seedHash);
    expect(await browser.ballOrder(seed, next.previous!.nodeId, next.previous!.seq)).toEqual(next.previous!.balls);
    expect(await browser.ballOrder(seed, next.previous!.nodeId, next.previous!.seq + 1)).not.toEqual(next.previous!.balls);
    expect(next.previous!.cards).toHaveLength(2);
    const [round] = await t.db.query<{ payout: number }>(
      "SELECT payout FROM game_rounds WHERE member_id = $1 AND engine = 'bingo'",
      [m.id],
    );
    expect(next.previous!.myWin).toBe(Number(round!.payout));
  });

  it('concurrent purchases hold the 4-card cap and take only the stakes of the cards made', async () => {
    const m = await player(10_000);
    const slot = drawSlot(Date.UTC(2031, 0, 4, 9, 0, 0));
    const results = await Promise.allSettled(
      [2, 2, 2].map((n) => buyCards(host(), claimsOf(m, game.nodeId), game, rid(), n, slot.opensAt + 1)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(2);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'BINGO_CARD_LIMIT' });
    const cards = await t.db.query<{ card_no: number }>(
      'SELECT card_no FROM demo_bingo_cards WHERE member_id = $1 ORDER BY card_no',
      [m.id],
    );
    expect(cards.map((c) => Number(c.card_no))).toEqual([1, 2, 3, 4]);
    expect(await balanceOf(t.db, m.id)).toBe(10_000 - 4 * game.minBet);
  });

  it('a purchase the balance cannot pay leaves no cards', async () => {
    const m = await player(game.minBet);
    const slot = drawSlot(Date.UTC(2031, 0, 3, 9, 0, 0));
    await expect(buyCards(host(), claimsOf(m, game.nodeId), game, rid(), 2, slot.opensAt + 1)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_bingo_cards WHERE member_id = $1', [
      m.id,
    ])) as [{ n: number }];
    expect(n).toBe(0);
    expect(await balanceOf(t.db, m.id)).toBe(game.minBet);
  });

  it('bingo is shown only when the brand’s languages include TY: hidden from lists and refused at launch otherwise', async () => {
    const m = await player(10_000);
    const site = (await readSetting(t.db, 'site'))!;
    expect(site.languages).toContain('TY'); // the demo brand offers bingo
    const menus = async () =>
      (
        await t.call<{ gameCategory: string; vendors: { vassalage: string }[] }[]>({
          method: 'GET',
          url: '/lgw/games/game_menus?language=en',
        })
      ).body.value!.flatMap((g) => g.vendors.map((v) => v.vassalage));
    const bingoList = async () =>
      (
        await t.call<{ total: number }>({
          method: 'GET',
          url: '/wps/relay/GCSGAME_gameList?gameClassify=BINGO&pageSize=10&language=en',
        })
      ).body.value!.total;
    const hotBingo = async () =>
      (
        await t.call<{ gameClassify: string }[]>({
          method: 'GET',
          url: '/wps/relay/GCSGAME_hotGamesV2?size=100&vassalage=TBG&language=en',
        })
      ).body.value;
    expect(await menus()).toContain('TBG');
    expect(await bingoList()).toBe(2);
    expect(await hotBingo()).toHaveLength(2);
    const shown = await launch(m.token, 'tbg-75');
    expect(shown.status).toBe(200);
    expect((await api(shown.ticket, 'bingo/state')).status).toBe(200);

    await putSetting(t.db, 'site', { ...site, languages: ['EN', 'PH'] });
    try {
      expect(await menus()).not.toContain('TBG');
      expect(await bingoList()).toBe(0);
      const all = await t.call<{ games: { gameClassify: string }[] }>({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=TBG&pageSize=10&language=en',
      });
      expect(all.body.value!.games).toEqual([]);
      expect(await hotBingo()).toEqual([]);
      const refused = await launch(m.token, 'tbg-75');
      expect(refused.code).toBe('GAME_NOT_FOUND');
      // a ticket from before the change is refused too
      expect((await api(shown.ticket, 'bingo/state')).body.code).toBe('GAME_NOT_FOUND');
      expect((await api(shown.ticket, 'bingo/buy', { roundId: rid(), cards: 1 })).body.code).toBe('GAME_NOT_FOUND');
      // and the fish titles are unaffected
      expect((await launch(m.token, 'tfh-reef')).status).toBe(200);
    } finally {
      await putSetting(t.db, 'site', site);
    }
    expect(await bingoList()).toBe(2);
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
  });
});

describe('game page texts', () => {
  it('the fish and bingo pages carry every text in en, fil, id, vi and zh, and a name for every fish', async () => {
    // the pages' own modules, loaded as the browser loads them
    const load = async (rel: string) =>
      (await import(new URL(rel, import.meta.url).href)) as Record<string, Record<string, Record<string, string>>>;
    const { fishTexts } = (await load('../vendor-assets/demo/fish/texts.js')) as {
      fishTexts: Record<string, Record<string, string>>;
    };
    const { bingoTexts } = (await load('../vendor-assets/demo/bingo/texts.js')) as {
      bingoTexts: Record<string, Record<string, string>>;
    };
    for (const packs of [fishTexts, bingoTexts]) {
      expect(Object.keys(packs).sort()).toEqual(['en', 'fil', 'id', 'vi', 'zh']);
      const keys = Object.keys(packs.en!).sort();
      for (const pack of Object.values(packs)) {
        expect(Object.keys(pack).sort()).toEqual(keys);
        for (const value of Object.values(pack)) expect(value.trim()).not.toBe('');
      }
    }
    const kinds = new Set(Object.values(fishThemes).flatMap((th) => th.fish.map((f) => f.kind)));
    for (const kind of kinds) expect(fishTexts.en![kind]).toBeTruthy();
  });
});
