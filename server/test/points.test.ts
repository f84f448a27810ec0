import type { PointEntry, PointItem, PointSummary, RedeemResult } from '@tala/contract/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnForBet, earnPending, pointsForStake } from '../src/domains/points/earning.ts';
import { pointsEarnJob } from '../src/domains/points/job.ts';
import { pointsOps } from '../src/domains/points/ops.ts';
import { pointBalance, pointsAudit, postPoints } from '../src/domains/points/ledger.ts';
import { hashPassword } from '../src/domains/session/passwords.ts';
import { balanceOf, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall } from './session-helpers.ts';

let t: TestApp;
const PASSWORD = '246810';
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => t.close());

let seq = 0;
const rid = () => `pt_${Date.now().toString(36)}_${++seq}`;

/** A member with a payment password and `points` points. */
async function player(points = 0) {
  const m = await createTestMember(t.db);
  await t.db.tx(async (sql) => {
    await sql.query('INSERT INTO payment_passwords (member_id, password_hash) VALUES ($1, $2)', [m.id, passwordHash]);
    if (points > 0) await postPoints(sql, { key: `test:earn:${m.id}`, memberId: m.id, kind: 'earn', points });
  });
  return m;
}
type Player = Awaited<ReturnType<typeof player>>;

const redeem = (p: Player, body: Record<string, unknown>) =>
  encCall<RedeemResult>(
    t,
    'POST',
    '/wps/points/redeem',
    { paymentPassword: PASSWORD, requestId: rid(), ...body },
    { token: p.token },
  );
const convert = (p: Player, body: Record<string, unknown>) =>
  encCall<RedeemResult>(
    t,
    'POST',
    '/wps/points/convert',
    { paymentPassword: PASSWORD, requestId: rid(), ...body },
    { token: p.token },
  );
const items = async (p: Player) =>
  (await t.call<{ list: PointItem[] }>({ url: '/wps/points/items?language=en', headers: { token: p.token } })).body.value!.list;
const history = async (p: Player) =>
  (await t.call<{ list: PointEntry[]; total: number }>({ url: '/wps/points/history', headers: { token: p.token } })).body.value!;

async function itemByCode(code: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM point_items WHERE code = $1', [code]);
  return Number(row!.id);
}

/** A settled game round of `stake` minor units for the member (the earning source). */
async function settledRound(memberId: number, stake: number): Promise<string> {
  const id = `test-${Date.now().toString(36)}-${++seq}`;
  const [game] = await t.db.query<{ node_id: number; vendor: string }>('SELECT node_id, vendor FROM games LIMIT 1');
  await t.db.query(
    `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, settled_at)
     VALUES ($1, $2, $3, $4, 'slot', $5, 0, 'settled', now())`,
    [id, memberId, game!.node_id, game!.vendor, stake],
  );
  return id;
}

describe('earning', () => {
  it('counts stakes on the running total, so small bets add up', () => {
    expect(pointsForStake(0, 50, 100)).toBe(0);
    expect(pointsForStake(50, 50, 100)).toBe(1);
    expect(pointsForStake(0, 1_050, 100)).toBe(10);
    expect(pointsForStake(1_050, 150, 100)).toBe(2);
  });

  it('earns once per bet, however often the job or the function runs', async () => {
    const p = await player();
    const round = await settledRound(p.id, 2_550); // 25.50 of stake → 25 points at the default rate
    await pointsEarnJob.run(t.platform, Date.now());
    expect(await pointBalance(t.db, p.id)).toBe(25);
    await pointsEarnJob.run(t.platform, Date.now());
    await t.db.tx((sql) => earnPending(sql, { memberId: p.id, limit: 100 }));
    expect(await t.db.tx((sql) => earnForBet(sql, { source: 'game', ref: round, memberId: p.id, stakeMinor: 2_550 }, 100))).toBe(
      0,
    );
    expect(await pointBalance(t.db, p.id)).toBe(25);
    // the 0.50 left over counts towards the next bet's points
    await settledRound(p.id, 50);
    await t.db.tx((sql) => earnPending(sql, { memberId: p.id, limit: 100 }));
    expect(await pointBalance(t.db, p.id)).toBe(26);
    const summary = await t.call<PointSummary>({ url: '/wps/points/summary', headers: { token: p.token } });
    expect(summary.body.value).toMatchObject({ balance: 26, earned: 26, spent: 0 });
  });

  it('earns from lottery bets that won or lost, not from open or refunded ones', async () => {
    const p = await player();
    const [draw] = await t.db.query<{ id: number; game_id: number }>(
      `INSERT INTO lottery_draws (game_id, numero, status, local_date, open_at, lock_at, draw_at, seed, seed_hash)
       SELECT id, $1, 'CANCELLED', current_date, now(), now(), now(), 's', 'h' FROM lottery_games ORDER BY id LIMIT 1
       RETURNING id, game_id`,
      [`pt${Date.now()}`],
    );
    const [order] = await t.db.query<{ id: number }>(
      `INSERT INTO lottery_orders (member_id, request_id, draw_id, total_stake, balance_after) VALUES ($1, $2, $3, 1200, 0) RETURNING id`,
      [p.id, rid(), draw!.id],
    );
    for (const [status, stake] of [
      ['LOST', 300],
      ['WON', 200],
      ['OPEN', 400],
      ['REFUNDED', 300],
    ] as const) {
      await t.db.query(
        `INSERT INTO lottery_bets (order_id, member_id, game_id, draw_id, play_code, play_kind, play_digits, bet_number, stake, odds_milli, status)
         VALUES ($1, $2, $3, $4, 'X', 'X', 1, '1', $5, 1000, $6)`,
        [order!.id, p.id, draw!.game_id, draw!.id, stake, status],
      );
    }
    await t.db.tx((sql) => earnPending(sql, { memberId: p.id, limit: 100 }));
    expect(await pointBalance(t.db, p.id)).toBe(5);
  });

  it('the seeded demo player earned his points from his own rounds and lottery bets', async () => {
    const [row] = await t.db.query<{ stake: number; lottery: number; points: number; balance: number }>(
      `SELECT (SELECT sum(stake)::bigint FROM game_rounds WHERE member_id = m.id AND status = 'settled') +
              (SELECT coalesce(sum(stake), 0)::bigint FROM lottery_bets WHERE member_id = m.id AND status IN ('WON', 'LOST')) AS stake,
              (SELECT count(*)::int FROM lottery_bets WHERE member_id = m.id AND status IN ('WON', 'LOST')) AS lottery,
              (SELECT sum(points)::bigint FROM point_postings WHERE member_id = m.id AND kind = 'earn') AS points,
              (SELECT balance_after FROM point_postings WHERE member_id = m.id ORDER BY id DESC LIMIT 1) AS balance
         FROM members m WHERE account = 'demo'`,
    );
    expect(Number(row!.points)).toBeGreaterThan(0);
    expect(Number(row!.lottery)).toBeGreaterThan(0);
    expect(Number(row!.points)).toBe(Math.floor(Number(row!.stake) / 100));
    expect(Number(row!.balance)).toBeGreaterThanOrEqual(0);
  });
});

describe('redeeming', () => {
  it('pays a cash item through the money ledger once for the same request key', async () => {
    const p = await player(300);
    const itemId = await itemByCode('CASH_2');
    const money = await balanceOf(t.db, p.id, 'MAIN');
    const requestId = rid();
    const first = await redeem(p, { itemId, requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ pointBalance: 200, replayed: false, entry: { kind: 'redeem', points: -100 } });
    const again = await redeem(p, { itemId, requestId });
    expect(again.body.value).toMatchObject({ pointBalance: 200, replayed: true });
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(money + 200);
    expect(await pointBalance(t.db, p.id)).toBe(200);
    // the same key for another item is refused
    const other = await redeem(p, { itemId: await itemByCode('SPINS_10'), requestId });
    expect(other.body.code).toBe('DUPLICATE_REQUEST');
    expect(await pointsAudit(t.db)).toEqual([]);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('gives a voucher code shown in the member history', async () => {
    const p = await player(200);
    const r = await redeem(p, { itemId: await itemByCode('SPINS_10') });
    expect(r.body.value!.entry.voucherCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const h = await history(p);
    expect(h.list[0]).toMatchObject({ kind: 'redeem', points: -150, detail: '10 free spins voucher' });
  });

  it('20 concurrent redemptions of an item with 5 left give 5', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO point_items (code, kind, title, cost_points, stock) VALUES ('TEST_CAP', 'goods', '{"en":"Cap"}', 10, 5) RETURNING id`,
    );
    const itemId = Number(row!.id);
    const players = await Promise.all(Array.from({ length: 4 }, () => player(100)));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(players[i % 4]!, { itemId })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'POINTS_OUT_OF_STOCK')).toBe(true);
    const [left] = await t.db.query<{ stock: number }>('SELECT stock FROM point_items WHERE id = $1', [itemId]);
    expect(Number(left!.stock)).toBe(0);
    const spent = await Promise.all(players.map((p) => pointBalance(t.db, p.id)));
    expect(spent.reduce((a, b) => a + (100 - b), 0)).toBe(50);
    expect((await items(players[0]!)).find((i) => i.id === itemId)?.stock).toBe(0);
  });

  it('refuses without enough points, and with a wrong payment password, moving nothing', async () => {
    const p = await player(50);
    const itemId = await itemByCode('CASH_2');
    const poor = await redeem(p, { itemId });
    expect(poor.body.code).toBe('POINTS_INSUFFICIENT');
    await postPoints(t.db, { key: `test:more:${p.id}`, memberId: p.id, kind: 'earn', points: 100 });
    const money = await balanceOf(t.db, p.id, 'MAIN');
    const wrong = await redeem(p, { itemId, paymentPassword: '135790' });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await pointBalance(t.db, p.id)).toBe(150);
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(money);
    expect((await redeem(p, { itemId: 999_999 })).body.code).toBe('POINTS_ITEM_NOT_FOUND');
  });

  it('converts points to money at the brand rate, not below the minimum nor above the balance', async () => {
    const p = await player(250);
    expect((await convert(p, { points: 99 })).body.code).toBe('POINTS_CONVERT_MINIMUM');
    expect((await convert(p, { points: 300 })).body.code).toBe('POINTS_INSUFFICIENT');
    const money = await balanceOf(t.db, p.id, 'MAIN');
    const r = await convert(p, { points: 200 });
    expect(r.body.value).toMatchObject({ pointBalance: 50, entry: { kind: 'convert', points: -200, cashMinor: 200 } });
    expect(await balanceOf(t.db, p.id, 'MAIN')).toBe(money + 200);
  });

  it('shows each member only his own history, and refuses visitors and trial accounts', async () => {
    const a = await player(120);
    const b = await player(0);
    await redeem(a, { itemId: await itemByCode('CASH_2') });
    expect((await history(a)).total).toBe(2);
    expect(await history(b)).toMatchObject({ total: 0, list: [] });
    expect((await t.call({ url: '/wps/points/history' })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await t.call({ url: '/wps/points/summary', headers: { token: trial.token } })).body.code).toBe('TRIAL_ACCOUNT');
  });

  it('refuses the same conversion key with another number of points', async () => {
    const p = await player(400);
    const requestId = rid();
    expect((await convert(p, { points: 100, requestId })).status).toBe(200);
    expect((await convert(p, { points: 100, requestId })).body.value).toMatchObject({ replayed: true, pointBalance: 300 });
    expect((await convert(p, { points: 200, requestId })).body.code).toBe('DUPLICATE_REQUEST');
    expect(await pointBalance(t.db, p.id)).toBe(300);
  });
});

describe('operator command', () => {
  const ops = (...args: string[]) => pointsOps.run(t.platform, args);

  it('adds, restocks, disables and lists items', async () => {
    expect(await ops('add', 'OPS_CAP', 'goods', '900', '-', '3', 'Brand', 'cap')).toBe('added OPS_CAP');
    await expect(ops('add', 'OPS_CAP', 'goods', '900', '-', '3', 'Again')).rejects.toThrow('exists');
    await expect(ops('add', 'OPS_BAD', 'cash', '10', '-', '-', 'No amount')).rejects.toThrow('pays an amount');
    expect(await ops('stock', 'OPS_CAP', '7')).toBe('OPS_CAP: 7 left');
    expect(await ops('items')).toMatch(/OPS_CAP\tgoods\t900 points\t-\t7 left\tenabled\tBrand cap/);
    await ops('disable', 'OPS_CAP');
    const p = await player(1_000);
    expect((await items(p)).some((i) => i.title === 'Brand cap')).toBe(false);
    expect((await redeem(p, { itemId: await itemByCode('OPS_CAP') })).body.code).toBe('POINTS_ITEM_NOT_FOUND');
    expect(await ops('earn')).toMatch(/point\(s\) earned$/);
  });
});
