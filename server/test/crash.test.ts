import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerHost } from '../src/domains/games/host.ts';
import { balanceOf, creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import type { PushConnection } from '../src/http/context.ts';
import {
  CRASH_MAX_X100,
  buildChain,
  chanceToReach,
  crashPayout,
  crashPointOf,
  crashPointOfUniform,
  linksTo,
  msToReach,
  multiplierAt,
  seedOfRound,
  sha256Hex,
} from '../src/providers/games/demo/engines/crash.ts';
import { CRASH_TOPIC, crashClock, crashTiming, stepCrash, type RoundRow } from '../src/providers/games/demo/crash/table.ts';
import type { ProviderHost } from '../src/providers/games/types.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

/**
 * The crash game ("Rocket"). The table's clock is driven explicitly: the leader's step runs at given
 * instants and the table's server clock (crashClock) is set to the instant a request is received,
 * so nothing here waits for time to pass.
 */

describe('crash engine', () => {
  const SEEDS = 1_000_000;
  const targets = [150, 200, 1000];

  it('returns 99 % for every cash-out target, exactly', () => {
    for (const x of [101, 150, 200, 1000, 10_000, 1_000_000]) expect((x / 100) * chanceToReach(x)).toBeCloseTo(0.99, 9);
    expect(chanceToReach(100)).toBe(1);
    expect(chanceToReach(CRASH_MAX_X100 + 1)).toBe(0);
    // the formula's edges: u < 1 − 99/101 (1.98 %) crashes at once, the top is capped
    expect(crashPointOfUniform(0)).toBe(100);
    expect(crashPointOfUniform(0.0099)).toBe(100);
    expect(crashPointOfUniform(0.01)).toBe(100);
    expect(crashPointOfUniform(0.0100001)).toBe(100);
    expect(crashPointOfUniform(0.02)).toBe(101);
    expect(crashPointOfUniform(0.5051)).toBe(200);
    expect(crashPointOfUniform(1 - 2 ** -52)).toBe(CRASH_MAX_X100);
  });

  it(`${SEEDS.toLocaleString('en')} chained seeds land within 5 standard errors of the exact RTP at 1.5×, 2× and 10×`, () => {
    let seed = randomBytes(32);
    const sum = targets.map(() => 0);
    const sumSq = targets.map(() => 0);
    let instant = 0;
    for (let i = 0; i < SEEDS; i++) {
      seed = createHash('sha256').update(seed).digest();
      const crash = crashPointOf(seed);
      if (crash === 100) instant++;
      targets.forEach((x, j) => {
        const r = crash >= x ? x / 100 : 0;
        sum[j]! += r;
        sumSq[j]! += r * r;
      });
    }
    targets.forEach((x, j) => {
      const mean = sum[j]! / SEEDS;
      const se = Math.sqrt(sumSq[j]! / SEEDS - mean * mean) / Math.sqrt(SEEDS);
      const exact = (x / 100) * chanceToReach(x);
      expect(Math.abs(mean - exact), `target ${x / 100}×: ${mean} vs ${exact} (se ${se})`).toBeLessThan(5 * se);
      expect(5 * se).toBeLessThan(x === 1000 ? 0.05 : 0.01);
    });
    // about 1.98 % of rounds crash at 1.00× (binomial, 5 standard errors)
    const p0 = 1 - chanceToReach(101);
    expect(p0).toBeCloseTo(1 - 99 / 101, 12);
    expect(Math.abs(instant / SEEDS - p0)).toBeLessThan(5 * Math.sqrt((p0 * (1 - p0)) / SEEDS));
  });

  it('walks the chain backwards: each seed hashes to the one played before it, the first to the terminal hash', () => {
    const chain = buildChain(randomBytes(32).toString('hex'), 1000);
    const terminal = chain[1000]!;
    expect(linksTo(seedOfRound(chain, 1), terminal)).toBe(true);
    for (let i = 2; i <= 1000; i++) expect(linksTo(seedOfRound(chain, i), seedOfRound(chain, i - 1))).toBe(true);
    expect(linksTo(seedOfRound(chain, 3), seedOfRound(chain, 1))).toBe(false);
  });

  it('grows as e^(0.06·t) and pays stake × multiplier floored to minor units', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(msToReach(200))).toBe(200);
    expect(multiplierAt(msToReach(200) - 1)).toBe(199);
    expect(msToReach(200)).toBe(Math.ceil((Math.log(2) / 0.06) * 1000));
    for (const x of [101, 157, 1234, 99_999]) {
      expect(multiplierAt(msToReach(x))).toBeGreaterThanOrEqual(x);
      expect(multiplierAt(msToReach(x) - 1)).toBeLessThan(x);
    }
    expect(crashPayout(333, 157)).toBe(522);
    expect(crashPayout(100_000, 1_000_000)).toBe(1_000_000_000);
  });
});

describe('crash table', () => {
  let t: TestApp;
  let host: ProviderHost;
  let clock = Date.now();
  const frames: string[] = [];
  const siteFrames: string[] = [];

  const at = (ms: number) => {
    clock = ms;
  };

  beforeAll(async () => {
    crashClock.now = () => clock;
    t = await startTestApp();
    host = providerHost(t.platform);
    // a game page's stream (the topic) and a site page's anonymous stream
    const sink = (into: string[], topic?: typeof CRASH_TOPIC): PushConnection => ({
      memberId: null,
      ...(topic ? { topic } : {}),
      write: (f) => (into.push(f), true),
      close: () => undefined,
    });
    t.platform.push.add(sink(frames, CRASH_TOPIC));
    t.platform.push.add(sink(siteFrames));
  });
  afterAll(async () => {
    await t.close();
    crashClock.now = () => Date.now();
  });

  async function player(balance = 100_000) {
    const m = await createTestMember(t.db);
    await t.db.tx((sql) =>
      creditMember(sql, { key: `test:seed:${m.id}`, memberId: m.id, amount: balance, kind: 'deposit', house: 'BANK' }),
    );
    const [g] = await t.db.query<{ node_id: number }>("SELECT node_id FROM games WHERE vendor = 'SPB' AND engine = 'crash'");
    const r = await t.call<{ game_url: string }>({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token: m.token },
      payload: { vassalage: 'SPB', nodeId: g!.node_id },
    });
    expect(r.status).toBe(200);
    const [path, ticket] = r.body.value!.game_url.split('#t=');
    expect(path).toBe('/vendor/demo/crash/');
    return { ...m, ticket: ticket! };
  }

  type BetView = { betId: string; status: string; stake: number; payout: number; cashoutX100: number | null };
  const api = <T = { bet: BetView; balance: number }>(ticket: string, path: string, payload?: object) =>
    t.call<T>({
      method: payload ? 'POST' : 'GET',
      url: `/vendor/demo/api/crash/${path}`,
      headers: { 'x-ticket': ticket },
      ...(payload ? { payload } : {}),
    });

  const bid = () => `b${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

  /** Steps the table (the leader) from one due instant to the next until `done` says stop. */
  async function runUntil(done: (r: RoundRow) => boolean, limit = 10_000): Promise<RoundRow> {
    for (let i = 0; i < limit; i++) {
      const { round, nextAt } = await stepCrash(host, clock);
      if (round && done(round)) return round;
      at(Math.max(clock + 1, nextAt));
    }
    throw new Error('the table never got there');
  }

  /** A fresh betting phase whose crash point passes `filter`. */
  async function bettingRound(filter: (crashX100: number) => boolean = () => true): Promise<RoundRow> {
    return runUntil((r) => r.status === 'betting' && clock < Number(r.starts_at) && filter(Number(r.crash_x100)));
  }

  const settledRounds = async () =>
    t.db.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM game_rounds WHERE engine = 'crash' GROUP BY status ORDER BY status",
    );

  it('runs rounds on a schedule, publishes the terminal hash first and reveals seeds that verify', async () => {
    const p = await player();
    const first = await bettingRound();
    expect(Number(first.starts_at) - Number(first.betting_at)).toBe(crashTiming.bettingMs);
    await runUntil((r) => Number(r.round_no) === Number(first.round_no) + 3 && r.status === 'betting');
    const state = await api<{
      chains: { id: number; length: number; terminalHash: string }[];
      history: { no: number; seed: string; hash: string; crashX100: number; chain: number }[];
      round: { no: number; phase: string; seed?: string; crashX100?: number };
    }>(p.ticket, 'state');
    expect(state.status).toBe(200);
    const v = state.body.value!;
    // the running round keeps its seed and crash point secret
    expect(v.round.phase).toBe('betting');
    expect(v.round.seed).toBeUndefined();
    expect(v.round.crashX100).toBeUndefined();
    const history = [...v.history].sort((a, b) => a.no - b.no);
    expect(history.length).toBeGreaterThanOrEqual(3);
    const chain = v.chains.find((c) => c.id === history[0]!.chain)!;
    expect(chain.length).toBe(100_000);
    for (const [i, r] of history.entries()) {
      expect(crashPointOf(r.seed)).toBe(r.crashX100);
      expect(sha256Hex(r.seed)).toBe(r.hash);
      expect(linksTo(r.seed, i === 0 ? (r.no === 1 ? chain.terminalHash : r.hash) : history[i - 1]!.seed)).toBe(true);
    }
    // the very first round links to the published terminal hash
    const [one] = await t.db.query<{ seed: string }>(
      "SELECT seed FROM crash_rounds WHERE round_no = 1 AND table_code = 'rocket'",
    );
    expect(sha256Hex(one!.seed)).toBe(chain.terminalHash);
    // the events went to the game's topic, not to every page of the site
    expect(frames.some((f) => f.startsWith('event: crash.crashed'))).toBe(true);
    expect(siteFrames.some((f) => f.includes('crash.'))).toBe(false);
  });

  it('a bet takes the stake once; a cash-out pays stake × multiplier once, however often it is sent', async () => {
    const p = await player();
    const round = await bettingRound((x) => x >= 300);
    const betId = bid();
    const [bet, again] = await Promise.all([
      api(p.ticket, 'bet', { betId, stake: 1_000 }),
      api(p.ticket, 'bet', { betId, stake: 1_000 }),
    ]);
    expect(bet.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(99_000);
    // the same bet id asking for something else is refused
    expect((await api(p.ticket, 'bet', { betId, stake: 2_000 })).body.code).toBe('DUPLICATE_REQUEST');
    // a second bet in the same round is refused
    expect((await api(p.ticket, 'bet', { betId: bid(), stake: 500 })).body.code).toBe('DUPLICATE_REQUEST');
    // not yet flying
    expect((await api(p.ticket, 'cashout', { betId })).body.code).toBe('ROUND_NOT_STARTED');

    at(Number(round.starts_at));
    await stepCrash(host, clock);
    at(Number(round.starts_at) + msToReach(200) + 10);
    const [a, b] = await Promise.all([api(p.ticket, 'cashout', { betId }), api(p.ticket, 'cashout', { betId })]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const x = a.body.value!.bet.cashoutX100!;
    expect(x).toBe(multiplierAt(msToReach(200) + 10));
    expect(b.body.value!.bet.cashoutX100).toBe(x);
    expect(a.body.value!.bet.payout).toBe(crashPayout(1_000, x));
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(99_000 + crashPayout(1_000, x));
    // later: still the same cash-out
    at(clock + 2_000);
    expect((await api(p.ticket, 'cashout', { betId })).body.value!.bet.cashoutX100).toBe(x);
    expect(frames.some((f) => f.startsWith('event: crash.cashout') && f.includes(`"cashoutX100":${x}`))).toBe(true);
  });

  it('refuses a cash-out the server receives at or after the crash, and pays nothing', async () => {
    const p = await player();
    const round = await bettingRound((x) => x >= 120 && x < 5_000);
    const betId = bid();
    expect((await api(p.ticket, 'bet', { betId, stake: 700 })).status).toBe(200);
    at(Number(round.crashes_at));
    // the leader has not even noticed yet: the clock decides
    const late = await api(p.ticket, 'cashout', { betId });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ROUND_CRASHED');
    // a millisecond earlier would have won
    expect(multiplierAt(Number(round.crashes_at) - 1 - Number(round.starts_at))).toBeLessThan(Number(round.crash_x100));
    await runUntil((r) => r.id === round.id && r.settled);
    expect((await api(p.ticket, 'cashout', { betId })).body.code).toBe('ROUND_CRASHED');
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(99_300);
  });

  it('refuses bets outside the betting phase and stakes outside the limits', async () => {
    const p = await player();
    const round = await bettingRound((x) => x >= 150);
    expect((await api(p.ticket, 'bet', { betId: bid(), stake: 5 })).body.code).toBe('STAKE_OUT_OF_RANGE');
    expect((await api(p.ticket, 'bet', { betId: bid(), stake: 100_001 })).body.code).toBe('STAKE_OUT_OF_RANGE');
    expect((await api(p.ticket, 'bet', { betId: bid(), stake: 100, autoCashout: 100 })).body.code).toBe('VALIDATION_FAILED');
    // the start instant closes betting, before the leader moved the round on
    at(Number(round.starts_at));
    const late = await api(p.ticket, 'bet', { betId: bid(), stake: 100 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('BETTING_CLOSED');
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(100_000);
  });

  it('the leader cashes auto targets by the crash point, and settles every other bet at the crash', async () => {
    const round = await bettingRound((x) => x >= 150 && x < 1_000);
    const crash = Number(round.crash_x100);
    const players = await Promise.all([player(), player(), player(), player()]);
    const [auto, exact, above, manual] = players;
    const bets = [bid(), bid(), bid(), bid()];
    expect((await api(auto!.ticket, 'bet', { betId: bets[0], stake: 1_000, autoCashout: 150 })).status).toBe(200);
    expect((await api(exact!.ticket, 'bet', { betId: bets[1], stake: 1_000, autoCashout: crash })).status).toBe(200);
    expect((await api(above!.ticket, 'bet', { betId: bets[2], stake: 1_000, autoCashout: crash + 1 })).status).toBe(200);
    expect((await api(manual!.ticket, 'bet', { betId: bets[3], stake: 1_000 })).status).toBe(200);

    // the curve passes 1.50×: the leader pays the auto target at 1.50× exactly, however late it looks
    at(Number(round.starts_at) + msToReach(150) + 200);
    await stepCrash(host, clock);
    await stepCrash(host, clock);
    expect(await balanceOf(t.db, auto!.id, 'MAIN')).toBe(99_000 + 1_500);
    // the leader was away through the crash: its next step still pays the target equal to the crash point
    const done = await runUntil((r) => r.id === round.id && r.settled);
    expect(done.status).toBe('crashed');
    expect(await balanceOf(t.db, exact!.id, 'MAIN')).toBe(99_000 + crashPayout(1_000, crash));
    expect(await balanceOf(t.db, above!.id, 'MAIN')).toBe(99_000);
    expect(await balanceOf(t.db, manual!.id, 'MAIN')).toBe(99_000);
    const states = await t.db.query<{ status: string; settled: boolean }>(
      'SELECT status, settled FROM crash_bets WHERE round_id = $1 ORDER BY id',
      [round.id],
    );
    expect(states).toEqual([
      { status: 'cashed', settled: true },
      { status: 'cashed', settled: true },
      { status: 'lost', settled: true },
      { status: 'lost', settled: true },
    ]);
    expect((await settledRounds()).map((r) => r.status)).toEqual(['settled']);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('refunds a bet whose stake was taken but never confirmed (its node died) when the round ends', async () => {
    const p = await player();
    const round = await bettingRound();
    const betId = bid();
    expect((await api(p.ticket, 'bet', { betId, stake: 400 })).status).toBe(200);
    // as if the node died between the bet callback and confirming the bet
    await t.db.query("UPDATE crash_bets SET status = 'pending' WHERE bet_id = $1", [betId]);
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(99_600);
    await runUntil((r) => r.id === round.id && r.settled);
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(100_000);
    const [bet] = await t.db.query<{ status: string }>('SELECT status FROM crash_bets WHERE bet_id = $1', [betId]);
    expect(bet!.status).toBe('refunded');
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('a second leader stepping the same instant changes nothing twice', async () => {
    const round = await bettingRound((x) => x >= 200);
    const p = await player();
    const betId = bid();
    expect((await api(p.ticket, 'bet', { betId, stake: 1_000, autoCashout: 200 })).status).toBe(200);
    at(Number(round.starts_at) + msToReach(200));
    await Promise.all([stepCrash(host, clock), stepCrash(host, clock), stepCrash(host, clock)]);
    at(Number(round.crashes_at) + crashTiming.pauseMs);
    await Promise.all([stepCrash(host, clock), stepCrash(host, clock)]);
    await Promise.all([stepCrash(host, clock), stepCrash(host, clock)]);
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(99_000 + 2_000);
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM crash_rounds WHERE round_no = $1 AND table_code = 'rocket'",
      [Number(round.round_no) + 1],
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
