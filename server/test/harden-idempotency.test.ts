import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { balance, bet, fund, openAhead, postingsOf, requestId, type DrawInfo } from './lottery-helpers.ts';

let t: TestApp;
let player: Awaited<ReturnType<typeof createTestMember>>;
let draw: DrawInfo;

beforeAll(async () => {
  t = await startTestApp();
  player = await createTestMember(t.db);
  await fund(t.db, player.id, 100_000);
  draw = await openAhead(t.platform, 'LOTT5M');
});
afterAll(() => t.close());

describe('lottery bet idempotency: one key, one bet', () => {
  it('same key + same body → the stored answer; same key + different body → 409 DUPLICATE_REQUEST, nothing moved', async () => {
    const id = requestId();
    const body = {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: id,
      bets: [{ playCode: '2D', betNumber: '07', stake: '1' }],
    };
    const first = await bet(t, player.token, body);
    expect(first.status).toBe(200);
    // the same bet written differently (case, spaces) is the same bet
    const again = await bet(t, player.token, { ...body, bets: [{ playCode: '2d', betNumber: ' 07 ', stake: '1.00' }] });
    expect(again.status).toBe(200);
    expect(again.body.value!.replayed).toBe(true);

    const before = await balance(t.db, player.id);
    const postings = (await postingsOf(t.db, player.id)).length;
    for (const changed of [
      { ...body, bets: [{ playCode: '2D', betNumber: '07', stake: '2' }] },
      { ...body, bets: [{ playCode: '2D', betNumber: '08', stake: '1' }] },
      { ...body, bets: [...body.bets, { playCode: '2D', betNumber: '09', stake: '1' }] },
    ]) {
      const res = await bet(t, player.token, changed);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST', field: 'requestId' });
    }
    expect(await balance(t.db, player.id)).toBe(before);
    expect((await postingsOf(t.db, player.id)).length).toBe(postings);
  });

  it('concurrent twins with different bodies: one is placed, the other refused', async () => {
    const id = requestId();
    const mk = (n: string) => ({
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: id,
      bets: [{ playCode: '2D', betNumber: n, stake: '1' }],
    });
    const results = await Promise.all([bet(t, player.token, mk('11')), bet(t, player.token, mk('22'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.db.query('SELECT id FROM lottery_orders WHERE member_id = $1 AND request_id = $2', [player.id, id]);
    expect(rows).toHaveLength(1);
  });
});

describe('in-house game rounds: one round id, one round', () => {
  async function launchDice(token: string): Promise<string> {
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
  type Rolled = { roundId: string; stake: number; payout: number; detail: { roll: number }; replayed: boolean };
  const roll = (ticket: string, body: Record<string, unknown>) =>
    t.call<Rolled>({ method: 'POST', url: '/vendor/demo/api/dice/roll', headers: { 'x-ticket': ticket }, payload: body });
  const rid = () => `h${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
  const postingsOfRound = async (roundId: string) =>
    (await t.db.query<{ kind: string }>('SELECT kind FROM ledger_postings WHERE ref = $1 ORDER BY id', [roundId])).map(
      (r) => r.kind,
    );

  it('concurrent retries of one round all answer the one outcome that happened; money moves once', async () => {
    const ticket = await launchDice(player.token);
    for (let attempt = 0; attempt < 4; attempt++) {
      const body = { roundId: rid(), stake: 100, target: 50, side: 'under' };
      const results = await Promise.all([roll(ticket, body), roll(ticket, body), roll(ticket, body)]);
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
      const values = results.map((r) => r.body.value!);
      const [round] = await t.db.query<{ payout: number; detail: { outcome: { roll: number } } }>(
        'SELECT payout, detail FROM game_rounds WHERE id = $1',
        [values[0]!.roundId],
      );
      for (const v of values) {
        expect(v.roundId).toBe(values[0]!.roundId);
        expect(v.detail.roll).toBe(round!.detail.outcome.roll);
        expect(v.payout).toBe(Number(round!.payout));
      }
      const postings = await postingsOfRound(values[0]!.roundId);
      expect(postings.filter((k) => k === 'bet')).toHaveLength(1);
      expect(postings.filter((k) => k === 'win')).toHaveLength(Number(round!.payout) > 0 ? 1 : 0);
    }
  });

  it('the same round id with another request → 409 DUPLICATE_REQUEST, sequentially or concurrently', async () => {
    const ticket = await launchDice(player.token);
    const body = { roundId: rid(), stake: 100, target: 50, side: 'under' };
    expect((await roll(ticket, body)).status).toBe(200);
    const before = await balance(t.db, player.id);
    for (const changed of [
      { ...body, stake: 200 },
      { ...body, target: 60 },
      { ...body, side: 'over' },
    ]) {
      const res = await roll(ticket, changed);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST', field: 'roundId' });
    }
    const again = await roll(ticket, body);
    expect(again.body.value!.replayed).toBe(true);
    expect(await balance(t.db, player.id)).toBe(before);

    const id = rid();
    const twins = await Promise.all([
      roll(ticket, { roundId: id, stake: 100, target: 50, side: 'under' }),
      roll(ticket, { roundId: id, stake: 100, target: 50, side: 'over' }),
    ]);
    expect(twins.map((r) => r.status).sort(), JSON.stringify(twins.map((r) => r.body))).toEqual([200, 409]);
    const postings = await postingsOfRound(`demo-${player.id}-${id}`);
    expect(postings.filter((k) => k === 'bet')).toHaveLength(1);
  });
});
