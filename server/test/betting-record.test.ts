import type { BetDetail, BetTotals, GameRound } from '@tala/contract/game-rounds';
import { deriveOpenNumber } from '@tala/contract/lottery-fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOne, settleOne } from '../src/domains/lottery/engine.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { bet, fund, openAhead } from './lottery-helpers.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const get = <T>(token: string, path: string, query: Record<string, string> = {}) =>
  t.call<T>({ url: `${path}?${new URLSearchParams(query)}`, headers: { token } });
const totals = (token: string, query: Record<string, string>) => get<BetTotals>(token, '/wps/member/bets/totals', query);
const detail = (token: string, product: string, id: string) => get<BetDetail>(token, '/wps/member/bets/detail', { product, id });

async function launchDice(token: string) {
  const [g] = await t.db.query<{ node_id: number }>(
    "SELECT node_id FROM games WHERE vendor = 'TALA' AND classify = 'DICE' AND NOT maintenance ORDER BY sort LIMIT 1",
  );
  const r = await t.call<{ game_url: string }>({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { token },
    payload: { vassalage: 'TALA', nodeId: g!.node_id },
  });
  return r.body.value!.game_url.split('#t=')[1]!;
}
const roll = (ticket: string, stake: number) =>
  t.call<{ roundId: string; payout: number }>({
    method: 'POST',
    url: '/vendor/demo/api/dice/roll',
    headers: { 'x-ticket': ticket },
    payload: { roundId: `r${Math.random().toString(36).slice(2, 12)}`, stake, target: 50, side: 'under' },
  });

describe('betting record: totals, detail and vendor filter', () => {
  it('totals a lottery period (valid stake = settled stakes, net = win − valid) and shows one bet with its proof', async () => {
    const m = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    const draw = await openAhead(t.platform, 'LOTTNIGHT');
    const open = await deriveOpenNumber(draw.seed, 'LOTTNIGHT', draw.numero);
    const wrong = String((Number(open.slice(-2)) + 1) % 100).padStart(2, '0');
    const placed = await bet(t, m.token, {
      gameCode: 'LOTTNIGHT',
      numero: draw.numero,
      bets: [
        { playCode: '2D', betNumber: open.slice(-2), stake: '10' },
        { playCode: '2D', betNumber: wrong, stake: '5' },
      ],
    });
    expect(placed.status).toBe(200);
    const [winner, loser] = placed.body.value!.bets;

    // before the draw: both open, nothing valid yet, and the seed stays secret
    const before = (await totals(m.token, { product: 'lottery' })).body.value!;
    expect(before).toEqual({ count: 2, stakeMinor: 1_500, validStakeMinor: 0, winMinor: 0, netMinor: 0 });
    const pending = (await detail(m.token, 'lottery', String(winner!.betId))).body.value!;
    expect(pending).toMatchObject({ product: 'lottery', status: 'OPEN', seedHash: draw.seed_hash, seed: null, openNumber: null });

    await drawOne(t.platform, draw.id, Date.now());
    await settleOne(t.platform, draw.id, Date.now());

    const after = (await totals(m.token, { product: 'lottery' })).body.value!;
    const won = (await detail(m.token, 'lottery', String(winner!.betId))).body.value!;
    expect(won).toMatchObject({
      product: 'lottery',
      gameCode: 'LOTTNIGHT',
      numero: draw.numero,
      status: 'WON',
      seed: draw.seed,
      openNumber: open,
      stakeMinor: 1_000,
    });
    expect(won.payoutMinor).toBeGreaterThan(0);
    expect(after).toEqual({
      count: 2,
      stakeMinor: 1_500,
      validStakeMinor: 1_500,
      winMinor: won.payoutMinor,
      netMinor: won.payoutMinor - 1_500,
    });
    expect((await totals(m.token, { product: 'lottery', status: 'LOST' })).body.value).toMatchObject({
      count: 1,
      stakeMinor: 500,
      winMinor: 0,
      netMinor: -500,
    });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await totals(m.token, { product: 'lottery', from: future })).body.value!.count).toBe(0);
    expect((await detail(m.token, 'lottery', String(loser!.betId))).body.value!.status).toBe('LOST');
  });

  it('totals, filters by vendor and details game rounds', async () => {
    const m = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    const ticket = await launchDice(m.token);
    const played = [(await roll(ticket, 300)).body.value!, (await roll(ticket, 200)).body.value!];
    const sum = (await totals(m.token, { product: 'games' })).body.value!;
    const win = played.reduce((s, p) => s + p.payout, 0);
    expect(sum).toEqual({ count: 2, stakeMinor: 500, validStakeMinor: 500, winMinor: win, netMinor: win - 500 });
    expect((await totals(m.token, { product: 'games', vendor: 'TALA' })).body.value!.count).toBe(2);
    expect((await totals(m.token, { product: 'games', vendor: 'NOPE' })).body.value!.count).toBe(0);

    const listed = await get<{ list: GameRound[]; total: number }>(m.token, '/wps/member/game-rounds', { vendor: 'TALA' });
    expect(listed.body.value!.total).toBe(2);
    expect((await get<{ total: number }>(m.token, '/wps/member/game-rounds', { vendor: 'NOPE' })).body.value!.total).toBe(0);
    const vendors = await get<{ code: string; name: string }[]>(m.token, '/wps/member/bets/vendors');
    expect(vendors.body.value!.map((v) => v.code)).toEqual(['TALA']);
    expect(vendors.body.value![0]!.name).not.toBe('');

    const one = (await detail(m.token, 'games', played[0]!.roundId)).body.value!;
    expect(one).toMatchObject({ product: 'games', roundId: played[0]!.roundId, vendor: 'TALA', stakeMinor: 300 });
    expect(one.status).toBe(played[0]!.payout > 0 ? 'WON' : 'LOST');
  });

  it("never shows another member's bet or round: not found, as if it did not exist", async () => {
    const owner = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    await fund(t.db, owner.id, 100_000);
    const draw = await openAhead(t.platform, 'LOTTNIGHT');
    const placed = await bet(t, owner.token, {
      gameCode: 'LOTTNIGHT',
      numero: draw.numero,
      bets: [{ playCode: '2D', betNumber: '12', stake: '1' }],
    });
    const betId = String(placed.body.value!.bets[0]!.betId);
    const round = (await roll(await launchDice(owner.token), 100)).body.value!;

    for (const [product, id] of [
      ['lottery', betId],
      ['games', round.roundId],
    ] as const) {
      expect((await detail(owner.token, product, id)).status).toBe(200);
      const theirs = await detail(other.token, product, id);
      expect(theirs.status).toBe(404);
      expect(theirs.body.code).toBe('BET_NOT_FOUND');
    }
    expect((await totals(other.token, { product: 'lottery' })).body.value!.count).toBe(0);
    expect((await get(other.token, '/wps/member/bets/vendors')).body.value).toEqual([]);
  });

  it('refuses bad input with a code, never a 5xx', async () => {
    const m = await createTestMember(t.db);
    expect((await detail(m.token, 'lottery', 'abc')).body.code).toBe('BET_NOT_FOUND');
    expect((await detail(m.token, 'lottery', '99999999999999999999999')).body.code).toBe('BET_NOT_FOUND');
    expect((await detail(m.token, 'games', 'no-such-round')).status).toBe(404);
    expect((await detail(m.token, 'poker', '1')).status).toBe(400);
    expect((await totals(m.token, { product: 'lottery', from: 'yesterday' })).status).toBe(400);
    expect((await t.call({ url: '/wps/member/bets/totals?product=lottery' })).status).toBe(401);
  });
});
