import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOne, lockDue, settleOne } from '../src/domains/lottery/engine.ts';
import { ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { balance, bet, fund, openAhead } from './lottery-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bets racing the lock', () => {
  it('takes every bet before the lock, refuses every bet after it, and settles all that were taken', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => createTestMember(t.db)));
    for (const p of players) await fund(t.db, p.id, 100_000);
    const draw = await openAhead(t.platform, 'LOTT5M');
    const lockAt = Date.now() + 1000;
    await t.db.query('UPDATE lottery_draws SET lock_at = $2 WHERE id = $1', [draw.id, new Date(lockAt)]);

    // the engine ticks every 25 ms around the lock while 40 bets arrive over 2 s
    let locking = true;
    const engine = (async () => {
      while (locking) {
        await lockDue(t.platform, Date.now());
        await sleep(25);
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await sleep(i * 50);
        const p = players[i % players.length]!;
        const sentAt = Date.now();
        const res = await bet(t, p.token, {
          gameCode: 'LOTT5M',
          numero: draw.numero,
          bets: [{ playCode: '2D', betNumber: String(i).padStart(2, '0'), stake: '1' }],
        });
        return { p, res, sentAt, answeredAt: Date.now() };
      }),
    );
    locking = false;
    await engine;

    const taken = results.filter((r) => r.res.status === 200);
    const refused = results.filter((r) => r.res.status !== 200);
    expect(taken.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((r) => r.res.body.code))).toEqual(new Set(['BETTING_CLOSED']));
    // nothing sent after the lock was taken, nothing answered before it was refused
    expect(taken.every((r) => r.sentAt < lockAt)).toBe(true);
    expect(refused.every((r) => r.answeredAt >= lockAt)).toBe(true);
    const stored = await t.db.query<{ created_at: Date }>('SELECT created_at FROM lottery_bets WHERE draw_id = $1', [draw.id]);
    expect(stored).toHaveLength(taken.length);
    expect(stored.every((b) => new Date(b.created_at).getTime() < lockAt)).toBe(true);
    const [state] = await t.db.query<{ status: string }>('SELECT status FROM lottery_draws WHERE id = $1', [draw.id]);
    expect(state!.status).toBe('LOCKED');

    // money: each player paid exactly for the bets taken
    for (const p of players) {
      const mine = taken.filter((r) => r.p.id === p.id).length;
      expect(await balance(t.db, p.id)).toBe(100_000 - mine * 100);
    }
    await drawOne(t.platform, draw.id, Date.now());
    await settleOne(t.platform, draw.id, Date.now());
    const open = await t.db.query(`SELECT 1 FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN'`, [draw.id]);
    expect(open).toHaveLength(0);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('a bet that got in before the draw is settled with it, never left behind', async () => {
    const p = await createTestMember(t.db);
    await fund(t.db, p.id, 10_000);
    const draw = await openAhead(t.platform, 'ZY5M');
    // bets and the operator's draw at the same moment
    const [placed] = await Promise.all([
      bet(t, p.token, { gameCode: 'ZY5M', numero: draw.numero, bets: [{ playCode: 'OE', betNumber: 'ODD', stake: '1' }] }),
      (async () => {
        await sleep(5);
        await drawOne(t.platform, draw.id, Date.now());
        await settleOne(t.platform, draw.id, Date.now());
      })(),
    ]);
    const rows = await t.db.query<{ status: string }>('SELECT status FROM lottery_bets WHERE draw_id = $1', [draw.id]);
    if (placed.status === 200) {
      // it was taken: the settlement (which locks the draw row first) waited for it and settled it
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).not.toBe('OPEN');
    } else {
      expect(placed.body.code).toBe('NUMERO_NOT_FOUND');
      expect(rows).toHaveLength(0);
      expect(await balance(t.db, p.id)).toBe(10_000);
    }
  });
});
