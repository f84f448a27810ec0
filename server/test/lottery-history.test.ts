import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveOpenNumber, sha256Hex, type LotteryDraw } from '@tala/contract/lottery';
import { openNextNumeros } from '../src/domains/lottery/engine.ts';
import { scheduleOf, type GameRow } from '../src/domains/lottery/queries.ts';
import { nextDraw } from '../src/domains/lottery/schedule.ts';
import { ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = { code: string; numero: string; status: string; seed: string; seed_hash: string; open_number: string; draw_at: Date };

describe('the demo’s past draws', () => {
  it('give every game results drawn the engine’s way, each verifying from its revealed seed', async () => {
    const games = await t.db.query<{ code: string }>('SELECT code FROM lottery_games WHERE enabled ORDER BY code');
    const rows = await t.db.query<Row>(
      `SELECT g.code, d.numero, d.status, d.seed, d.seed_hash, d.open_number, d.draw_at
         FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.status = 'SETTLED' ORDER BY g.code, d.draw_at`,
    );
    const byGame = new Map<string, Row[]>();
    for (const r of rows) byGame.set(r.code, [...(byGame.get(r.code) ?? []), r]);
    for (const { code } of games) {
      const draws = byGame.get(code) ?? [];
      expect(draws.length, code).toBeGreaterThan(0);
      expect(draws.length, code).toBeLessThanOrEqual(30);
      for (const d of draws) {
        expect(await sha256Hex(d.seed), `${code} ${d.numero}`).toBe(d.seed_hash);
        expect(await deriveOpenNumber(d.seed, code, d.numero), `${code} ${d.numero}`).toBe(d.open_number);
      }
      // numeros ascend with their draw times, one per slot of the schedule
      expect(draws.map((d) => d.numero)).toEqual([...draws.map((d) => d.numero)].sort());
    }
  });

  it('end at the newest slot before the seed, so the engine opens the next one and the lobby has a last result', async () => {
    const [g] = await t.db.query<GameRow & { last: Date }>(
      `SELECT g.*, (SELECT max(draw_at) FROM lottery_draws d WHERE d.game_id = g.id AND d.status = 'SETTLED') AS last
         FROM lottery_games g WHERE g.code = 'LOTTNIGHT'`,
    );
    const last = new Date(g!.last).getTime();
    // the slot after the newest past draw is after the seed: none was skipped
    const after = nextDraw(scheduleOf(g!), last - 1, last)!;
    const [first] = await t.db.query<{ seeded: Date }>('SELECT min(created_at) AS seeded FROM members');
    expect(after.drawAt).toBeGreaterThan(new Date(first!.seeded).getTime() - 60_000);

    await openNextNumeros(t.platform, Date.now());
    const latest = await t.call<LotteryDraw>({ url: '/lotto/lgw/games/opened/numero?gameCode=LOTTNIGHT' });
    expect(latest.status).toBe(200);
    expect(latest.body.value!.openNumber).toMatch(/^\d+$/);
  });
});

describe('the demo player’s lottery bets', () => {
  it('are on past daily draws, settled against their results, each order debited and each win paid through the ledger', async () => {
    const bets = await t.db.query<{
      status: string;
      payout: number;
      stake: number;
      draw_status: string;
      order_id: number;
      at: Date;
    }>(
      `SELECT b.status, b.payout, b.stake, d.status AS draw_status, b.order_id, b.created_at AS at
         FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id JOIN members m ON m.id = b.member_id
        WHERE m.account = 'demo'`,
    );
    expect(bets.length).toBeGreaterThan(0);
    for (const b of bets) {
      expect(['WON', 'LOST']).toContain(b.status);
      expect(b.draw_status).toBe('SETTLED');
      // two days back and more: today's missions and yesterday's agent periods are not theirs
      expect(new Date(b.at).getTime()).toBeLessThan(Date.now() - 36 * 3_600_000);
    }
    const [money] = await t.db.query<{ debited: number; paid: number }>(
      `SELECT coalesce(sum(p.amount) FILTER (WHERE p.kind = 'lottery.bet'), 0)::bigint AS debited,
              coalesce(sum(p.amount) FILTER (WHERE p.kind = 'lottery.win'), 0)::bigint AS paid
         FROM ledger_postings p JOIN members m ON m.id = p.member_id WHERE m.account = 'demo'`,
    );
    expect(Number(money!.debited)).toBe(bets.reduce((sum, b) => sum + Number(b.stake), 0));
    expect(Number(money!.paid)).toBe(bets.reduce((sum, b) => sum + Number(b.payout), 0));
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
