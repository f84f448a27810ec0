import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/domains/wallet/ledger.ts';
import { cryptoRng } from '../src/providers/games/demo/engines/rng.ts';
import { fairInts } from '../src/providers/games/demo/fair/seeds.ts';
// the very module the game pages and the verify page run in the browser
import {
  KENO_DRAWN,
  KENO_NUMBERS,
  PLINKO_ROWS,
  RISKS,
  WHEEL_SEGMENTS,
  computeOutcome,
  kenoChance,
  kenoPaytable,
  kenoRtp,
  plinkoRtp,
  plinkoTable,
  playFair,
  seedMatches,
  wheelLayout,
  wheelRtp,
  type FairParams,
} from '../vendor-assets/demo/fair/fair.js';
import { fundedMember, launchInHouse } from './in-house.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Provably fair mini games (Wheel, Plinko, Keno). RTP: each table's exact return is computed from
 * its probabilities; a million rounds per game through the production play function must land
 * within 5 standard errors of the exact value (the method of rtp.test.ts: a correct engine fails by
 * chance about once in 1.7 million runs). Fairness: the commitment, the reveal, one nonce per round
 * however often it is asked, and the browser's WebCrypto derivation equals the server's.
 */
const ROUNDS = 1_000_000;

/** Mean multiplier of `rounds` rounds over configurations drawn uniformly, against the exact mean. */
function simulate(game: string, configs: FairParams[], exact: (p: FairParams) => number) {
  const rng = cryptoRng(1 << 16);
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const params = configs[rng(configs.length)]!;
    const x = playFair(game, params, rng).multiplier / 100;
    sum += x;
    sumSq += x * x;
  }
  const mean = sum / ROUNDS;
  const se = Math.sqrt(sumSq / ROUNDS - mean * mean) / Math.sqrt(ROUNDS);
  const expected = configs.reduce((a, p) => a + exact(p), 0) / configs.length;
  return { mean, se, expected };
}

describe('fair engines: exact RTP', () => {
  it('wheel returns exactly 99% at every risk and segment count', () => {
    for (const risk of RISKS)
      for (const segments of WHEEL_SEGMENTS) {
        const layout = wheelLayout(risk, segments);
        expect(layout).toHaveLength(segments);
        expect(layout.reduce((a, b) => a + b, 0)).toBe(99 * segments); // Σ multipliers ×100 = 0.99 × 100 × segments
        expect(wheelRtp(risk, segments)).toBeCloseTo(0.99, 12);
      }
    expect(Math.max(...wheelLayout('high', 50))).toBe(4950);
  });

  it('plinko returns 98.9–99.2% on every table, symmetric, binomial', () => {
    for (const rows of PLINKO_ROWS)
      for (const risk of RISKS) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        // the same sum written out with Pascal's triangle instead of the module's binomial
        let row = [1];
        for (let r = 0; r < rows; r++) row = [...row, 0].map((v, i) => v + (row[i - 1] ?? 0));
        const exact = row.reduce((a, c, k) => a + c * table[k]!, 0) / 2 ** rows / 100;
        expect(plinkoRtp(rows, risk)).toBeCloseTo(exact, 12);
        expect(exact).toBeGreaterThan(0.989);
        expect(exact).toBeLessThan(0.992);
      }
  });

  it('keno returns 98.9–99.1% at every pick count; the hit probabilities sum to 1', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let total = 0;
      for (let h = 0; h <= picks; h++) total += kenoChance(picks, h);
      expect(total).toBeCloseTo(1, 12);
      expect(kenoPaytable(picks)).toHaveLength(picks + 1);
      expect(kenoRtp(picks)).toBeGreaterThan(0.989);
      expect(kenoRtp(picks)).toBeLessThan(0.991);
    }
    expect(kenoChance(1, 1)).toBeCloseTo(KENO_DRAWN / KENO_NUMBERS, 12);
  });
});

describe(`fair engines: ${ROUNDS.toLocaleString('en')} rounds each within 5 standard errors`, () => {
  it('wheel', () => {
    const configs = RISKS.flatMap((risk) => WHEEL_SEGMENTS.map((segments) => ({ risk, segments })));
    const { mean, se, expected } = simulate('wheel', configs, (p) =>
      wheelRtp((p as { risk: 'low' }).risk, (p as { segments: number }).segments),
    );
    expect(Math.abs(mean - expected)).toBeLessThan(5 * se);
    expect(5 * se).toBeLessThan(0.05);
  });

  it('plinko', () => {
    const configs = PLINKO_ROWS.flatMap((rows) => RISKS.map((risk) => ({ rows, risk })));
    const { mean, se, expected } = simulate('plinko', configs, (p) =>
      plinkoRtp((p as { rows: number }).rows, (p as { risk: 'low' }).risk),
    );
    expect(Math.abs(mean - expected)).toBeLessThan(5 * se);
    expect(5 * se).toBeLessThan(0.05);
  });

  it('keno', () => {
    const configs = Array.from({ length: 10 }, (_, i) => ({ picks: Array.from({ length: i + 1 }, (_, k) => 3 * k + 2) }));
    const { mean, se, expected } = simulate('keno', configs, (p) => kenoRtp((p as { picks: number[] }).picks.length));
    expect(Math.abs(mean - expected)).toBeLessThan(5 * se);
    expect(5 * se).toBeLessThan(0.05);
  });
});

describe('fair derivation', () => {
  it('reads HMAC-SHA256(serverSeed, "client:nonce:cursor") as big-endian words, skipping biased ones', () => {
    const serverSeed = 'a'.repeat(64);
    const digest = createHmac('sha256', serverSeed).update('player-seed:7:0').digest();
    const first = digest.readUInt32BE(0);
    const int = fairInts(serverSeed, 'player-seed', 7);
    // 2^32 mod 10 = 6: only the 6 top words are skipped, so the first word is taken
    expect(first).toBeLessThan(2 ** 32 - 6);
    expect(int(10)).toBe(first % 10);
    expect(int(2 ** 32)).toBe(digest.readUInt32BE(4));
  });

  it('gives the worked example of docs/fairness-mini-games.md', async () => {
    const serverSeed = '8f1c6f2ba4a6e0a3b1bd0c6f0b1a4c2f5e9d7c3b2a1908f7e6d5c4b3a2918070';
    const round = (game: string, params: FairParams) =>
      computeOutcome({ serverSeed, clientSeed: 'my seed', nonce: 0, game, params });
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(
      '72a175eaab9434273f31f978f8143063ea64becdf564d9cc3dc63f491577425c',
    );
    expect(await round('wheel', { risk: 'medium', segments: 20 })).toEqual({ segment: 3, multiplier: 150 });
    expect(await round('plinko', { rows: 8, risk: 'low' })).toEqual({ path: [1, 0, 0, 1, 0, 1, 1, 0], slot: 4, multiplier: 50 });
    expect(await round('keno', { picks: [1, 2, 3, 4, 5] })).toEqual({
      drawn: [24, 9, 23, 34, 7, 1, 38, 3, 40, 12],
      hits: 2,
      multiplier: 140,
    });
  });

  it('the browser module (WebCrypto) recomputes exactly what the server drew', async () => {
    const cases: [string, FairParams][] = [
      ['wheel', { risk: 'high', segments: 50 }],
      ['wheel', { risk: 'low', segments: 10 }],
      ['plinko', { rows: 16, risk: 'medium' }],
      ['plinko', { rows: 9, risk: 'high' }],
      ['keno', { picks: [1, 5, 9, 13, 17, 21, 25, 29, 33, 40] }],
      ['keno', { picks: [7] }],
    ];
    for (let i = 0; i < 60; i++) {
      const [game, params] = cases[i % cases.length]!;
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = `seed ${i} ~!`;
      const server = playFair(game, params, fairInts(serverSeed, clientSeed, i));
      expect(await computeOutcome({ serverSeed, clientSeed, nonce: i, game, params })).toEqual(server);
      expect(await seedMatches(serverSeed, createHash('sha256').update(serverSeed).digest('hex'))).toBe(true);
      expect(await seedMatches(serverSeed, createHash('sha256').update('x').digest('hex'))).toBe(false);
    }
  });
});

describe('fair game pages: texts', () => {
  it('every texts pack has the five languages with every English key filled', async () => {
    const dir = new URL('../vendor-assets/demo/', import.meta.url);
    const packs: Record<string, Record<string, Record<string, string>>> = {};
    for (const [file, name] of [
      ['fair/texts.js', 'fairTexts'],
      ['wheel/texts.js', 'wheelTexts'],
      ['plinko/texts.js', 'plinkoTexts'],
      ['keno/texts.js', 'kenoTexts'],
    ] as const) {
      const module = (await import(new URL(file, dir).href)) as Record<string, Record<string, Record<string, string>>>;
      packs[file] = module[name]!;
    }
    for (const [file, pack] of Object.entries(packs)) {
      expect(Object.keys(pack).sort(), file).toEqual(['en', 'fil', 'id', 'vi', 'zh']);
      for (const lang of Object.keys(pack))
        for (const key of Object.keys(pack.en!)) expect(pack[lang]![key]?.trim(), `${file} ${lang}.${key}`).toBeTruthy();
    }
  });
});

// ---------------------------------------------------------------------------------------------
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const player = (balance = 100_000) => fundedMember(t, balance);

async function launch(token: string, vendor: 'GM' | 'XGS' | 'KM') {
  const r = await launchInHouse(t, token, { vendor });
  expect(r.status).toBe(200);
  return r;
}

interface Pair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed?: string;
}
type Seeds = Pair & { previous: Pair | null };
interface Played {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  replayed: boolean;
  detail: {
    multiplier: number;
    params: FairParams;
    fair: { serverSeedHash: string; clientSeed: string; nonce: number };
  } & Record<string, unknown>;
}
interface Historic {
  roundId: string;
  params: FairParams;
  outcome: Record<string, unknown>;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed?: string;
  payout: number;
}

const api = <T>(ticket: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call<T>({ method, url: `/vendor/demo/api/${url}`, headers: { 'x-ticket': ticket }, ...(payload ? { payload } : {}) });
const rid = () => `f${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
const postings = async (roundId: string) =>
  (await t.db.query<{ kind: string }>('SELECT kind FROM ledger_postings WHERE ref = $1 ORDER BY id', [roundId])).map(
    (r) => r.kind,
  );

describe('fair games through the vendor API', () => {
  it('GM runs the wheel, XGS plinko, KM keno (names translated where the studio translates)', async () => {
    const rows = await t.db.query<{ vendor: string; engine: string; name: Record<string, string> }>(
      "SELECT vendor, engine, name FROM games WHERE vendor IN ('GM', 'XGS', 'KM', 'SPB')",
    );
    const engines = (v: string) => new Set(rows.filter((r) => r.vendor === v).map((r) => r.engine));
    expect(engines('GM')).toEqual(new Set(['wheel']));
    expect(engines('XGS')).toEqual(new Set(['plinko']));
    expect(engines('KM')).toEqual(new Set(['keno']));
    expect(rows.find((r) => r.vendor === 'KM')!.name.zh).toBe('基诺');
  });

  it('commits a hash before play, takes one nonce per round, and reveals the seed on rotation', async () => {
    const m = await player();
    const { ticket, engine } = await launch(m.token, 'GM');
    expect(engine).toBe('wheel');
    const seeds = (await api<Seeds>(ticket, 'GET', 'wheel/fair')).body.value!;
    expect(seeds).toMatchObject({ nonce: 0, previous: null });
    expect(seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds).not.toHaveProperty('serverSeed');

    const played: Played[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await api<Played>(ticket, 'POST', 'wheel/spin', { roundId: rid(), stake: 200, risk: 'medium', segments: 20 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      played.push(r.body.value!);
    }
    expect(played.map((p) => p.detail.fair.nonce)).toEqual([0, 1, 2]);
    for (const p of played) {
      expect(p.detail.fair).toMatchObject({ serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed });
      expect(p.payout).toBe(Math.floor((200 * p.detail.multiplier) / 100));
    }
    expect((await api<Seeds>(ticket, 'GET', 'wheel/fair')).body.value!.nonce).toBe(3);

    const rotated = (await api<Seeds>(ticket, 'POST', 'wheel/fair/rotate', { clientSeed: 'my lucky seed' })).body.value!;
    expect(rotated).toMatchObject({ nonce: 0, clientSeed: 'my lucky seed' });
    expect(rotated.serverSeedHash).not.toBe(seeds.serverSeedHash);
    expect(rotated.previous).toMatchObject({ serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: 3 });
    const revealed = rotated.previous!.serverSeed!;
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(seeds.serverSeedHash);

    // the history now shows the revealed seed, and the browser's derivation gives each stored outcome
    const history = (await api<{ rounds: Historic[] }>(ticket, 'GET', 'wheel/fair/history')).body.value!.rounds;
    expect(history.map((h) => h.nonce)).toEqual([2, 1, 0]);
    for (const h of history) {
      expect(h.serverSeed).toBe(revealed);
      const again = await computeOutcome({
        serverSeed: revealed,
        clientSeed: h.clientSeed,
        nonce: h.nonce,
        game: 'wheel',
        params: h.params,
      });
      expect(again).toEqual(h.outcome);
      const live = played.find((p) => p.roundId === h.roundId)!;
      expect(live.detail.segment).toBe(h.outcome.segment);
    }

    // rounds with the new pair: seed still secret in the history
    await api<Played>(ticket, 'POST', 'wheel/spin', { roundId: rid(), stake: 100, risk: 'high', segments: 10 });
    const [latest] = (await api<{ rounds: Historic[] }>(ticket, 'GET', 'wheel/fair/history?limit=1')).body.value!.rounds;
    expect(latest).toMatchObject({ nonce: 0, clientSeed: 'my lucky seed', serverSeedHash: rotated.serverSeedHash });
    expect(latest).not.toHaveProperty('serverSeed');
    // rotating without a client seed keeps it
    const kept = (await api<Seeds>(ticket, 'POST', 'wheel/fair/rotate', {})).body.value!;
    expect(kept).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0, previous: { nonce: 1 } });
  });

  it('refuses a client seed that is too long, empty or not printable; the pair stays', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'XGS');
    const before = (await api<Seeds>(ticket, 'GET', 'plinko/fair')).body.value!;
    for (const clientSeed of ['x'.repeat(65), '', '   ', 'tab\there', 'ünïcode']) {
      const r = await api(ticket, 'POST', 'plinko/fair/rotate', { clientSeed });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api(ticket, 'POST', 'plinko/fair/rotate', { clientSeed: 'x'.repeat(64) })).status).toBe(200);
    const after = (await api<Seeds>(ticket, 'GET', 'plinko/fair')).body.value!;
    expect(after.previous!.serverSeedHash).toBe(before.serverSeedHash);
  });

  it('a replayed round id answers the same round: no second nonce, money once', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'XGS');
    const body = { roundId: rid(), stake: 300, rows: 12, risk: 'high' };
    const first = (await api<Played>(ticket, 'POST', 'plinko/drop', body)).body.value!;
    const again = (await api<Played>(ticket, 'POST', 'plinko/drop', body)).body.value!;
    expect(again).toMatchObject({ replayed: true, roundId: first.roundId, payout: first.payout, balance: first.balance });
    expect(again.detail).toEqual(first.detail);
    expect((await api<Seeds>(ticket, 'GET', 'plinko/fair')).body.value!.nonce).toBe(1);
    expect(await postings(first.roundId)).toEqual(first.payout > 0 ? ['bet', 'win'] : ['bet']);
    expect(await balanceOf(t.db, m.id)).toBe(100_000 - 300 + first.payout);
    // the same id asking for something else is refused
    const other = await api(ticket, 'POST', 'plinko/drop', { ...body, rows: 8 });
    expect(other.body.code).toBe('DUPLICATE_REQUEST');
  });

  it('identical requests racing take one nonce and move money once', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'KM');
    let nonce = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      const body = { roundId: rid(), stake: 100, picks: [3, 11, 19, 27, 35] };
      const results = await Promise.all([1, 2, 3].map(() => api<Played>(ticket, 'POST', 'keno/draw', body)));
      const ok = results.filter((r) => r.status === 200).map((r) => r.body.value!);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of results) if (r.status !== 200) expect(r.body.code).toBe('DUPLICATE_REQUEST');
      for (const v of ok) {
        expect(v.detail).toEqual(ok[0]!.detail);
        expect(v.detail.fair.nonce).toBe(nonce);
      }
      nonce++;
      expect((await api<Seeds>(ticket, 'GET', 'keno/fair')).body.value!.nonce).toBe(nonce);
      expect(await postings(ok[0]!.roundId)).toEqual(ok[0]!.payout > 0 ? ['bet', 'win'] : ['bet']);
    }
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_fair_rounds WHERE member_id = $1', [
      m.id,
    ])) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('checks stakes and parameters with catalogue codes', async () => {
    const m = await player(1_000);
    const wheel = await launch(m.token, 'GM');
    const keno = await launch(m.token, 'KM');
    const cases: [string, string, object, string][] = [
      [wheel.ticket, 'wheel/spin', { roundId: rid(), stake: 5, risk: 'low', segments: 10 }, 'STAKE_OUT_OF_RANGE'],
      [wheel.ticket, 'wheel/spin', { roundId: rid(), stake: 100_001, risk: 'low', segments: 10 }, 'STAKE_OUT_OF_RANGE'],
      [wheel.ticket, 'wheel/spin', { roundId: rid(), stake: 1_001, risk: 'low', segments: 10 }, 'INSUFFICIENT_BALANCE'],
      [wheel.ticket, 'wheel/spin', { roundId: rid(), stake: 100, risk: 'extreme', segments: 10 }, 'VALIDATION_FAILED'],
      [wheel.ticket, 'wheel/spin', { roundId: rid(), stake: 100, risk: 'low', segments: 12 }, 'VALIDATION_FAILED'],
      [keno.ticket, 'keno/draw', { roundId: rid(), stake: 100, picks: [] }, 'VALIDATION_FAILED'],
      [keno.ticket, 'keno/draw', { roundId: rid(), stake: 100, picks: [1, 1] }, 'VALIDATION_FAILED'],
      [keno.ticket, 'keno/draw', { roundId: rid(), stake: 100, picks: [41] }, 'VALIDATION_FAILED'],
      [
        keno.ticket,
        'keno/draw',
        { roundId: rid(), stake: 100, picks: Array.from({ length: 11 }, (_, i) => i + 1) },
        'VALIDATION_FAILED',
      ],
      [wheel.ticket, 'keno/draw', { roundId: rid(), stake: 100, picks: [1] }, 'GAME_NOT_FOUND'],
      [wheel.ticket, 'dice/fair', {}, 'GAME_NOT_FOUND'],
    ];
    for (const [ticket, url, payload, code] of cases) {
      const r = await api(ticket, url.endsWith('fair') ? 'GET' : 'POST', url, url.endsWith('fair') ? undefined : payload);
      expect(r.status, url).toBeGreaterThanOrEqual(400);
      expect(r.status, url).toBeLessThan(500);
      expect(r.body.code, `${url} ${JSON.stringify(payload)}`).toBe(code);
    }
    expect(await balanceOf(t.db, m.id)).toBe(1_000);
    expect((await api<Seeds>(wheel.ticket, 'GET', 'wheel/fair')).body.value!.nonce).toBe(0);
  });

  it('a member sees only his own seeds and rounds', async () => {
    const a = await player();
    const b = await player();
    const ta = (await launch(a.token, 'GM')).ticket;
    const tb = (await launch(b.token, 'GM')).ticket;
    const played = (await api<Played>(ta, 'POST', 'wheel/spin', { roundId: rid(), stake: 100, risk: 'low', segments: 30 })).body
      .value!;
    const seedsA = (await api<Seeds>(ta, 'GET', 'wheel/fair')).body.value!;
    const seedsB = (await api<Seeds>(tb, 'GET', 'wheel/fair')).body.value!;
    expect(seedsB.serverSeedHash).not.toBe(seedsA.serverSeedHash);
    expect(seedsB.nonce).toBe(0);
    const historyB = (await api<{ rounds: Historic[] }>(tb, 'GET', 'wheel/fair/history')).body.value!.rounds;
    expect(historyB).toEqual([]);
    const historyA = (await api<{ rounds: Historic[] }>(ta, 'GET', 'wheel/fair/history')).body.value!.rounds;
    expect(historyA.map((h) => h.roundId)).toEqual([played.roundId]);
    // B rotating reveals only B's pair
    const rotated = (await api<Seeds>(tb, 'POST', 'wheel/fair/rotate', {})).body.value!;
    expect(rotated.previous!.serverSeedHash).toBe(seedsB.serverSeedHash);
    expect((await api<Seeds>(ta, 'GET', 'wheel/fair')).body.value!).toMatchObject({
      serverSeedHash: seedsA.serverSeedHash,
      previous: null,
    });
    // no ticket, no seeds
    expect((await api(' ', 'GET', 'wheel/fair')).body.code).toBe('SESSION_EXPIRED');
  });
});
