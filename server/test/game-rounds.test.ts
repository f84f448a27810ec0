import type { GameRound } from '@tala/contract/game-rounds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { fund } from './lottery-helpers.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Page = { list: GameRound[]; total: number; totalPages: number };
const rounds = (token: string, query = '') => t.call<Page>({ url: `/wps/member/game-rounds${query}`, headers: { token } });

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
const roll = (ticket: string, stake: number, target: number) =>
  t.call<{ roundId: string; payout: number }>({
    method: 'POST',
    url: '/vendor/demo/api/dice/roll',
    headers: { 'x-ticket': ticket },
    payload: { roundId: `r${Math.random().toString(36).slice(2, 12)}`, stake, target, side: 'under' },
  });

describe('game rounds in the betting record', () => {
  it("lists the member's own rounds with stake, payout and outcome, filtered and paged; never another member's", async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    await fund(t.db, other.id, 100_000);
    const ticket = await launchDice(m.token);
    const played = [];
    for (let i = 0; i < 3; i++) played.push((await roll(ticket, 200 + i, 50)).body.value!);
    await roll(await launchDice(other.token), 999, 50);

    const all = (await rounds(m.token, '?pageSize=2')).body.value!;
    expect(all.total).toBe(3);
    expect(all.totalPages).toBe(2);
    expect(all.list.map((r) => r.stakeMinor)).toEqual([202, 201]);
    expect(all.list[0]).toMatchObject({ vendor: 'TALA', roundId: played[2]!.roundId });
    expect(all.list[0]!.gameName).not.toBe('');
    for (const r of all.list) expect(r.status).toBe(r.payoutMinor > 0 ? 'WON' : 'LOST');

    const won = (await rounds(m.token, '?status=WON')).body.value!;
    const lost = (await rounds(m.token, '?status=LOST')).body.value!;
    expect(won.total + lost.total).toBe(3);
    expect(won.list.every((r) => r.payoutMinor > 0)).toBe(true);

    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    expect((await rounds(m.token, `?from=${future}`)).body.value!.total).toBe(0);
    expect((await rounds(other.token)).body.value!.list.map((r) => r.stakeMinor)).toEqual([999]);
    expect((await t.call({ url: '/wps/member/game-rounds' })).status).toBe(401);
    expect((await rounds(m.token, '?status=NOPE')).status).toBe(400);
  });
});
