import type { LotteryBet } from '@tala/contract/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOne } from '../src/domains/lottery/engine.ts';
import { creditMember } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import {
  balance,
  bet,
  fund,
  openAhead,
  postingsOf,
  recordEvents,
  requestId,
  type DrawInfo,
  type Published,
} from './lottery-helpers.ts';

let t: TestApp;
let player: Awaited<ReturnType<typeof createTestMember>>;
let draw: DrawInfo;
let events: Published[];

beforeAll(async () => {
  t = await startTestApp();
  events = recordEvents(t.platform);
  player = await createTestMember(t.db);
  await fund(t.db, player.id, 100_000); // 1,000.00
  draw = await openAhead(t.platform, 'LOTT5M');
});
afterAll(() => t.close());

/** Refusals must leave the wallet and the ledger exactly as they were. */
async function expectNoMoneyMoved(fn: () => Promise<unknown>) {
  const before = await balance(t.db, player.id);
  const postings = (await postingsOf(t.db, player.id)).length;
  const bets = await t.db.query('SELECT id FROM lottery_bets WHERE member_id = $1', [player.id]);
  await fn();
  expect(await balance(t.db, player.id)).toBe(before);
  expect((await postingsOf(t.db, player.id)).length).toBe(postings);
  expect(await t.db.query('SELECT id FROM lottery_bets WHERE member_id = $1', [player.id])).toHaveLength(bets.length);
}

describe('placing bets', () => {
  it('debits the wallet through the ledger, stores the bets and pushes the balance', async () => {
    const res = await bet(t, player.token, {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      bets: [
        { playCode: '2D', betNumber: '07', stake: '10' },
        { playCode: 'bs', betNumber: 'big', stake: 2.5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.value!.replayed).toBe(false);
    expect(res.body.value!.balance).toEqual({
      sumBalanceMinor: 98_750,
      sumBalance: '987.50',
      mainBalanceMinor: 98_750,
      wallets: [{ wallet: 'MAIN', balanceMinor: 98_750 }],
      version: expect.any(Number),
    });
    const [b2d, bbs] = res.body.value!.bets;
    expect(b2d).toMatchObject({
      gameCode: 'LOTT5M',
      numero: draw.numero,
      playCode: '2D',
      betNumber: '07',
      stakeMinor: 1000,
      odds: 95,
      potentialWinMinor: 95_000,
      status: 'OPEN',
      payoutMinor: 0,
      openNumber: null,
    });
    expect(bbs).toMatchObject({ playCode: 'BS', betNumber: 'BIG', stakeMinor: 250, odds: 1.95, potentialWinMinor: 487 });
    expect(await balance(t.db, player.id)).toBe(98_750);
    expect(await postingsOf(t.db, player.id, 'lottery.bet')).toEqual([{ kind: 'lottery.bet', amount: 1250 }]);
    // the balance event carries the very snapshot the answer did
    const pushed = events.filter((e) => e.memberId === player.id && e.type === 'balance').at(-1);
    expect(pushed?.data).toMatchObject({ reason: 'lottery.bet', balance: res.body.value!.balance });
  });

  it('answers with the whole snapshot: the sum counts a vendor wallet, the main figure is what paid', async () => {
    const member = await createTestMember(t.db);
    await fund(t.db, member.id, 5_000);
    await t.db.tx((sql) =>
      creditMember(sql, {
        key: `test:vendor:${member.id}`,
        memberId: member.id,
        amount: 20_000,
        kind: 'seed',
        wallet: 'JDB',
        house: 'BANK',
      }),
    );
    const res = await bet(t, member.token, {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      bets: [{ playCode: '2D', betNumber: '11', stake: '10' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.value!.balance).toEqual({
      sumBalanceMinor: 24_000,
      sumBalance: '240.00',
      mainBalanceMinor: 4_000,
      wallets: [
        { wallet: 'MAIN', balanceMinor: 4_000 },
        { wallet: 'JDB', balanceMinor: 20_000 },
      ],
      version: expect.any(Number),
    });
    const pushed = events.filter((e) => e.memberId === member.id && e.type === 'balance');
    expect(pushed.map((e) => e.data.balance)).toEqual([res.body.value!.balance]);
    // the vendor wallet does not pay for lottery bets: 40.00 in MAIN cannot cover 50.00
    const short = await bet(t, member.token, {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      bets: [{ playCode: '2D', betNumber: '12', stake: '50' }],
    });
    expect(short.body.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('replays a request id: the first result again, no second debit', async () => {
    const id = requestId();
    const body = {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: id,
      bets: [{ playCode: '3D', betNumber: '123', stake: '1' }],
    };
    const first = await bet(t, player.token, body);
    const before = await balance(t.db, player.id);
    const again = await bet(t, player.token, body);
    expect(again.status).toBe(200);
    expect(again.body.value!.replayed).toBe(true);
    expect(again.body.value!.bets.map((b) => b.betId)).toEqual(first.body.value!.bets.map((b) => b.betId));
    expect(again.body.value!.balance).toEqual(first.body.value!.balance);
    expect(await balance(t.db, player.id)).toBe(before);
  });

  it('takes concurrent replays of one request id exactly once', async () => {
    const id = requestId();
    const before = await balance(t.db, player.id);
    const body = {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: id,
      bets: [{ playCode: '4D', betNumber: '0420', stake: '3' }],
    };
    const all = await Promise.all(Array.from({ length: 6 }, () => bet(t, player.token, body)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(all.filter((r) => !r.body.value!.replayed)).toHaveLength(1);
    expect(new Set(all.map((r) => r.body.value!.bets[0]!.betId)).size).toBe(1);
    expect(await balance(t.db, player.id)).toBe(before - 300);
  });

  it('lists the bets in the records, newest first, filtered by game and numero', async () => {
    const res = await t.call<{ list: LotteryBet[]; total: number }>({
      url: `/lgw/lotto/bets?gameCode=LOTT5M&numero=${draw.numero}&pageSize=2`,
      headers: { token: player.token },
    });
    expect(res.body.value!.total).toBe(4);
    expect(res.body.value!.list).toHaveLength(2);
    expect(res.body.value!.list[0]!.playCode).toBe('4D');
    const other = await t.call<{ total: number }>({ url: '/lgw/lotto/bets?gameCode=ZY3M', headers: { token: player.token } });
    expect(other.body.value!.total).toBe(0);
  });

  it('filters the records by the period they were placed in, and refuses a malformed period', async () => {
    const since = (ms: number) => encodeURIComponent(new Date(Date.now() + ms).toISOString());
    const recent = await t.call<{ total: number }>({
      url: `/lgw/lotto/bets?from=${since(-3_600_000)}&to=${since(60_000)}`,
      headers: { token: player.token },
    });
    expect(recent.body.value!.total).toBe(4);
    const earlier = await t.call<{ total: number }>({
      url: `/lgw/lotto/bets?from=${since(-7 * 86_400_000)}&to=${since(-3_600_000)}`,
      headers: { token: player.token },
    });
    expect(earlier.body.value!.total).toBe(0);
    const bad = await t.call({ url: '/lgw/lotto/bets?from=yesterday', headers: { token: player.token } });
    expect(bad.status).toBe(400);
  });

  it("never lists another member's bets", async () => {
    const stranger = await createTestMember(t.db);
    const res = await t.call<{ total: number }>({ url: '/lgw/lotto/bets', headers: { token: stranger.token } });
    expect(res.body.value!.total).toBe(0);
  });
});

describe('bad input is refused with a code and moves no money', () => {
  const line = (playCode: string, betNumber: string, stake: string | number = '1') => ({ playCode, betNumber, stake });

  it.each([
    ['2D', '7', 'INVALID_BET_NUMBER'],
    ['2D', '123', 'INVALID_BET_NUMBER'],
    ['3D', '12a', 'INVALID_BET_NUMBER'],
    ['4D', '-123', 'INVALID_BET_NUMBER'],
    ['BS', 'MEDIUM', 'INVALID_BET_NUMBER'],
    ['OE', '1', 'INVALID_BET_NUMBER'],
    ['HEAD2D', '12', 'VALIDATION_FAILED'], // not a play type of the LOTT family
  ])('%s %s → %s', async (playCode, betNumber, code) => {
    await expectNoMoneyMoved(async () => {
      const res = await bet(t, player.token, {
        gameCode: 'LOTT5M',
        numero: draw.numero,
        bets: [line('2D', '11'), line(playCode, betNumber)],
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.field).toMatch(/^bets\.1\./);
    });
  });

  it('refuses stakes outside the play type range and malformed amounts', async () => {
    await expectNoMoneyMoved(async () => {
      const low = await bet(t, player.token, { gameCode: 'LOTT5M', numero: draw.numero, bets: [line('2D', '11', '0.99')] });
      expect([low.status, low.body.code, low.body.field]).toEqual([400, 'STAKE_OUT_OF_RANGE', 'bets.0.stake']);
      const high = await bet(t, player.token, { gameCode: 'LOTT5M', numero: draw.numero, bets: [line('4D', '1111', '500.01')] });
      expect([high.status, high.body.code]).toEqual([400, 'STAKE_OUT_OF_RANGE']);
      const decimals = await bet(t, player.token, { gameCode: 'LOTT5M', numero: draw.numero, bets: [line('2D', '11', '1.001')] });
      expect([decimals.status, decimals.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const negative = await bet(t, player.token, { gameCode: 'LOTT5M', numero: draw.numero, bets: [line('2D', '11', -5)] });
      expect(negative.body.code).toBe('VALIDATION_FAILED');
    });
  });

  it('refuses a stake above the balance', async () => {
    const poor = await createTestMember(t.db);
    await fund(t.db, poor.id, 500);
    const res = await bet(t, poor.token, {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      bets: [line('2D', '11', '3'), line('2D', '12', '3')],
    });
    expect([res.status, res.body.code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(await balance(t.db, poor.id)).toBe(500);
    expect(await t.db.query('SELECT 1 FROM lottery_orders WHERE member_id = $1', [poor.id])).toHaveLength(0);
    // the same request id works once there is money: a refusal does not burn the key
    await fund(t.db, poor.id, 1000);
    const ok = await bet(t, poor.token, {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: 'retry-after-topup',
      bets: [line('2D', '11', '3')],
    });
    expect(ok.status).toBe(200);
  });

  it('refuses unknown games and numeros', async () => {
    await expectNoMoneyMoved(async () => {
      const game = await bet(t, player.token, { gameCode: 'NOPE', numero: draw.numero, bets: [line('2D', '11')] });
      expect([game.status, game.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
      const numero = await bet(t, player.token, { gameCode: 'LOTT5M', numero: '199901010001', bets: [line('2D', '11')] });
      expect([numero.status, numero.body.code, numero.body.field]).toEqual([404, 'NUMERO_NOT_FOUND', 'numero']);
      const badCode = await bet(t, player.token, { gameCode: 'LOTT 5M; drop', numero: draw.numero, bets: [line('2D', '11')] });
      expect(badCode.body.code).toBe('VALIDATION_FAILED');
      const none = await bet(t, player.token, { gameCode: 'LOTT5M', numero: draw.numero, bets: [] });
      expect(none.body.code).toBe('VALIDATION_FAILED');
      const tooMany = await bet(t, player.token, {
        gameCode: 'LOTT5M',
        numero: draw.numero,
        bets: Array.from({ length: 51 }, () => line('2D', '11')),
      });
      expect(tooMany.body.code).toBe('VALIDATION_FAILED');
    });
  });

  it('needs a member', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/lgw/lotto/bet',
      payload: { gameCode: 'LOTT5M', numero: draw.numero, requestId: requestId(), bets: [line('2D', '11')] },
    });
    expect([res.status, res.body.code]).toEqual([401, 'LOGIN_REQUIRED']);
  });

  it('closes betting at lock time, even before the engine has locked the numero', async () => {
    const zy = await openAhead(t.platform, 'ZY5M');
    await t.db.query(`UPDATE lottery_draws SET lock_at = now() - interval '1 second' WHERE id = $1`, [zy.id]);
    await expectNoMoneyMoved(async () => {
      const res = await bet(t, player.token, { gameCode: 'ZY5M', numero: zy.numero, bets: [line('2D', '11')] });
      expect([res.status, res.body.code]).toEqual([409, 'BETTING_CLOSED']);
    });
    await t.db.query(`UPDATE lottery_draws SET status = 'LOCKED', lock_at = now() + interval '1 hour' WHERE id = $1`, [zy.id]);
    const locked = await bet(t, player.token, { gameCode: 'ZY5M', numero: zy.numero, bets: [line('2D', '11')] });
    expect(locked.body.code).toBe('BETTING_CLOSED');
  });

  it('refuses bets on a drawn numero', async () => {
    const sea = await openAhead(t.platform, 'SEA5M');
    await drawOne(t.platform, sea.id, Date.now());
    await expectNoMoneyMoved(async () => {
      const res = await bet(t, player.token, { gameCode: 'SEA5M', numero: sea.numero, bets: [line('2D', '11')] });
      expect([res.status, res.body.code]).toEqual([404, 'NUMERO_NOT_FOUND']);
    });
  });
});
