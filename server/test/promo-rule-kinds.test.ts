import type { ClaimResult, PromotionDetail, PromotionSummary } from '@tala/contract/promotions';
import type { Balance } from '@tala/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPrize } from '../src/domains/promotions/claims.ts';
import { promoOps } from '../src/domains/promotions/ops.ts';
import type { MemberFacts, PromotionRow } from '../src/domains/promotions/queries.ts';
import { businessCalendar, evaluate, periodKey } from '../src/domains/promotions/rules.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { localDate, localDayStart, localDayStartBefore } from '../src/domains/wallet/local-day.ts';
import { creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { login } from './session-helpers.ts';
import { insertRound } from './rounds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let requestCounter = 0;
const rid = () => `kind-${process.pid}-${++requestCounter}-${Date.now()}`;

const detail = (id: number, token?: string) =>
  t.call<PromotionDetail>({ url: `/wps/promotions/detail?id=${id}`, headers: token ? { token } : {} });
const list = (token?: string) =>
  t.call<{ list: PromotionSummary[] }>({ url: '/wps/promotions', headers: token ? { token } : {} });
const claim = (token: string, id: number, requestId = rid()) =>
  t.call<ClaimResult>({ method: 'POST', url: '/wps/promotions/claim', payload: { id, requestId }, headers: { token } });
const balance = (token: string) => t.call<Balance>({ url: '/wps/v2/wallets/balance', headers: { token } });

async function addPromotion(...args: string[]): Promise<number> {
  const out = await promoOps.run(t.platform, ['add', 'others', `Kind ${rid()}`, ...args]);
  return Number(/promotion (\d+) added/.exec(out)![1]);
}

const endNow = (id: number) => t.db.query("UPDATE promotions SET ends_at = now() - interval '1 minute' WHERE id = $1", [id]);

/** A settled game round of the member, settled at a time (fixture data for the facts). */
const round = (memberId: number, stake: number, payout: number, settledAt: Date) =>
  insertRound(t.db, { memberId, at: settledAt, stake, payout });

/** Noon of the previous business day (the seeded brand plays in Manila). */
const yesterdayNoon = () => new Date(businessCalendar(Date.now(), 'Asia/Manila').yesterdayStart.getTime() + 12 * 3600_000);

async function promoCount(token: string): Promise<number> {
  return (await balance(token)).body.value!.availablePromoCount;
}

async function bonusPostings(memberId: number): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_postings WHERE member_id = $1 AND kind = 'promo.bonus'",
    [memberId],
  );
  return row!.n;
}

/** 100 claims at once: one is paid, every other is told it was claimed (or answered as a replay). */
async function claimConcurrently(token: string, memberId: number, id: number) {
  const results = await Promise.all(Array.from({ length: 100 }, () => claim(token, id)));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['PROMO_CLAIMED']));
  expect(await bonusPostings(memberId)).toBe(1);
  expect(await ledgerAudit(t.db)).toMatchObject({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  return results.find((r) => r.status === 200)!.body.value!;
}

// ---------------------------------------------------------------------------------------------
// evaluation against a fixture: pure, no database

const fixtureRow = (over: Partial<PromotionRow>): PromotionRow => ({
  id: 7,
  category: 'x',
  promo_type: 'others',
  labels: [],
  title: { en: 'x' },
  content: { en: '' },
  sort: 1,
  active: true,
  starts_at: null,
  ends_at: null,
  new_players_only: false,
  min_vip_level: 0,
  countries: [],
  rule_kind: 'fixed',
  claim_period: 'once',
  fixed_minor: null,
  percent: null,
  cap_minor: null,
  min_deposit_minor: 0,
  turnover_multiple: 1,
  rate_bps: null,
  product: null,
  min_basis_minor: 0,
  prizes: null,
  ...over,
});

const noBets = { lottery: { stake: 0, payout: 0 }, games: { stake: 0, payout: 0 } };
const fixtureFacts = (over: Partial<MemberFacts> = {}): MemberFacts => ({
  id: 1,
  isAgent: 0,
  rankLevel: 2,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  dialingCode: '63',
  zalo: null,
  whatsapp: null,
  birthday: '1990-03-20',
  appLogin: false,
  bets: {
    yesterday: { lottery: { stake: 40_000, payout: 10_000 }, games: { stake: 60_000, payout: 20_000 } },
    lastWeek: { lottery: { stake: 100_000, payout: 300_000 }, games: noBets.games },
  },
  firstDeposit: null,
  todaysDeposit: null,
  claimed: new Set(),
  applications: new Map(),
  ...over,
});

// 2026-03-08 16:30 UTC: Monday 00:30 in Manila, Sunday 12:30 in New York (the day its clocks went forward)
const NOW = Date.parse('2026-03-08T16:30:00Z');
const manila = businessCalendar(NOW, 'Asia/Manila');

describe('the business calendar follows the brand time zone', () => {
  it('starts days and weeks at local midnight, across a daylight-saving change', () => {
    expect(manila).toMatchObject({ today: '2026-03-09', week: '2026-03-09', year: '2026', month: 3 });
    expect(manila.todayStart.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(manila.yesterdayStart.toISOString()).toBe('2026-03-07T16:00:00.000Z');
    expect(manila.lastWeekStart.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    const ny = businessCalendar(NOW, 'America/New_York');
    expect(ny).toMatchObject({ today: '2026-03-08', week: '2026-03-02' });
    // the day began in standard time (UTC-5), yesterday too; the week's Monday as well
    expect(ny.todayStart.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(ny.yesterdayStart.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(ny.weekStart.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(periodKey({ claim_period: 'daily' }, ny)).toBe('2026-03-08');
    expect(periodKey({ claim_period: 'weekly' }, manila)).toBe('week-2026-03-09');
    expect(periodKey({ claim_period: 'yearly' }, manila)).toBe('year-2026');
  });

  it('is kept for the local day it holds for, and worked out again on the next, in either direction of time', () => {
    const zone = 'America/New_York';
    // every 5 hours over four days around the clock change, forwards then backwards
    const instants = Array.from({ length: 20 }, (_, i) => Date.parse('2026-03-06T00:00:00Z') + i * 5 * 3_600_000);
    for (const now of [...instants, ...instants.toReversed()]) {
      const calendar = businessCalendar(now, zone);
      expect(calendar.now).toBe(now);
      expect(calendar.today).toBe(localDate(now, zone));
      expect(calendar.todayStart.getTime()).toBe(localDayStart(now, zone).getTime());
      expect(calendar.yesterdayStart.getTime()).toBe(localDayStartBefore(now, 1, zone).getTime());
    }
  });
});

describe('evaluating the new kinds against a fixture', () => {
  it('rebate: a rate of yesterday’s valid bets, of one product or all, capped, with its basis', () => {
    const row = fixtureRow({
      rule_kind: 'rebate',
      claim_period: 'daily',
      rate_bps: 150,
      cap_minor: 1_000,
      min_basis_minor: 5_000,
    });
    expect(evaluate(row, fixtureFacts(), manila)).toMatchObject({
      status: 'claim',
      bonusMinor: 1_000, // 1.5% of 1,000.00 is 15.00: capped at 10.00
      basis: { amountMinor: 100_000, from: '2026-03-07T16:00:00.000Z', to: '2026-03-08T16:00:00.000Z' },
    });
    expect(evaluate({ ...row, product: 'lottery', cap_minor: 100_000 }, fixtureFacts(), manila)).toMatchObject({
      bonusMinor: 600,
      basis: { amountMinor: 40_000 },
    });
    expect(evaluate(row, fixtureFacts({ bets: { yesterday: noBets, lastWeek: noBets } }), manila)).toMatchObject({
      status: 'locked',
      reason: 'bets',
    });
    expect(evaluate({ ...row, min_basis_minor: 200_000 }, fixtureFacts(), manila).reason).toBe('minBets');
    expect(evaluate(row, fixtureFacts({ claimed: new Set(['7:2026-03-09']) }), manila).status).toBe('claimed');
  });

  it('loss back: a rate of the net loss of the previous day or week, from a minimum loss', () => {
    const daily = fixtureRow({ rule_kind: 'lossBack', claim_period: 'daily', rate_bps: 1_000, cap_minor: 50_000 });
    // lost 1,000.00 and won back 300.00: 10% of 700.00
    expect(evaluate(daily, fixtureFacts(), manila)).toMatchObject({
      status: 'claim',
      bonusMinor: 7_000,
      basis: { amountMinor: 70_000 },
    });
    expect(evaluate({ ...daily, min_basis_minor: 80_000 }, fixtureFacts(), manila).reason).toBe('minLoss');
    // last week won more than it staked: a net win, nothing to give back
    const weekly = { ...daily, claim_period: 'weekly' as const };
    expect(evaluate(weekly, fixtureFacts(), manila)).toMatchObject({
      status: 'locked',
      reason: 'loss',
      basis: { amountMinor: -200_000, from: '2026-03-01T16:00:00.000Z', to: '2026-03-08T16:00:00.000Z' },
    });
  });

  it('birthday: in the birthday month of the brand’s calendar, once a year, with a VIP minimum', () => {
    const row = fixtureRow({ rule_kind: 'birthday', claim_period: 'yearly', fixed_minor: 2_000, min_vip_level: 1 });
    expect(evaluate(row, fixtureFacts(), manila)).toMatchObject({ status: 'claim', bonusMinor: 2_000 });
    expect(evaluate(row, fixtureFacts({ birthday: '1990-04-01' }), manila).reason).toBe('birthdayMonth');
    expect(evaluate(row, fixtureFacts({ birthday: null }), manila).reason).toBe('birthdayMissing');
    expect(evaluate(row, fixtureFacts({ rankLevel: 0 }), manila).reason).toBe('vip');
    expect(evaluate(row, fixtureFacts({ claimed: new Set(['7:year-2026']) }), manila).status).toBe('claimed');
  });

  it('app download: once the member has logged in from the installed app', () => {
    const row = fixtureRow({ rule_kind: 'appDownload', fixed_minor: 500 });
    expect(evaluate(row, fixtureFacts(), manila)).toMatchObject({ status: 'locked', reason: 'app' });
    expect(evaluate(row, fixtureFacts({ appLogin: true }), manila)).toMatchObject({ status: 'claim', bonusMinor: 500 });
  });

  it('raffle: claimable without an amount (drawn at the claim); the draw follows the weights', () => {
    const prizes = [
      { amountMinor: 100, weight: 50 },
      { amountMinor: 500, weight: 30 },
      { amountMinor: 2_000, weight: 20 },
    ];
    const row = fixtureRow({ rule_kind: 'raffle', claim_period: 'daily', prizes });
    expect(evaluate(row, fixtureFacts(), manila)).toMatchObject({ status: 'claim', bonusMinor: null });
    expect(evaluate(row, fixtureFacts({ isAgent: 4 }), manila).reason).toBe('trial');
    expect(evaluate({ ...row, prizes: [] }, fixtureFacts(), manila).status).toBe('info');
    expect([0, 49, 50, 79, 80, 99].map((roll) => drawPrize(prizes, () => roll))).toEqual([0, 0, 1, 1, 2, 2]);
    // the real source: every prize comes up, none outside the table
    const seen = new Set(Array.from({ length: 500 }, () => drawPrize(prizes)));
    expect(seen).toEqual(new Set([0, 1, 2]));
  });
});

// ---------------------------------------------------------------------------------------------
// through the API, on the database

describe('rebate', () => {
  it('shows yesterday’s valid bets and the amount, pays once under 100 concurrent claims, refuses the rest', async () => {
    const id = await addPromotion('--rebate', '1', '--cap', '50', '--min', '10', '--product', 'games');
    const m = await createTestMember(t.db);
    await t.db.tx((sql) =>
      creditMember(sql, { key: rid(), memberId: m.id, amount: 10_000, kind: 'deposit', house: 'BANK', ref: 'x' }),
    );
    // not qualified: no valid bets yesterday (today's do not count)
    await round(m.id, 90_000, 0, new Date());
    const none = (await detail(id, m.token)).body.value!;
    expect([none.status, none.reason, none.basis?.amountMinor]).toEqual(['locked', 'bets', 0]);
    const refused = await claim(m.token, id);
    expect([refused.status, refused.body.code]).toEqual([403, 'PROMO_NOT_ELIGIBLE']);

    await round(m.id, 30_000, 12_000, yesterdayNoon());
    await round(m.id, 15_000, 0, yesterdayNoon());
    const ready = (await detail(id, m.token)).body.value!;
    expect(ready).toMatchObject({ status: 'claim', bonusMinor: 450, basis: { amountMinor: 45_000 } });
    const count = await promoCount(m.token);
    const paid = await claimConcurrently(m.token, m.id, id);
    expect(paid.claim.amountMinor).toBe(450);
    expect(paid.balance.mainBalanceMinor).toBe(10_450);
    expect(await promoCount(m.token)).toBe(count - 1);
    expect((await detail(id, m.token)).body.value!.status).toBe('claimed');

    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await claim(trial.token, id)).body.code).toBe('TRIAL_ACCOUNT');
    const late = await createTestMember(t.db);
    await round(late.id, 50_000, 0, yesterdayNoon());
    expect((await detail(id, late.token)).body.value!.status).toBe('claim');
    await endNow(id);
    const closed = await claim(late.token, id);
    expect([closed.status, closed.body.code]).toEqual([409, 'PROMO_CLOSED']);
  });
});

describe('loss back', () => {
  it('pays a rate of yesterday’s net loss once, from the minimum loss', async () => {
    const id = await addPromotion('--lossback', '10', '--cap', '100', '--min', '20');
    const m = await createTestMember(t.db);
    await round(m.id, 10_000, 9_000, yesterdayNoon()); // lost 10.00: below the minimum
    const small = (await detail(id, m.token)).body.value!;
    expect([small.status, small.reason, small.basis?.amountMinor]).toEqual(['locked', 'minLoss', 1_000]);
    expect((await claim(m.token, id)).body.code).toBe('PROMO_NOT_ELIGIBLE');
    await round(m.id, 40_000, 5_000, yesterdayNoon()); // 360.00 lost in all
    expect((await detail(id, m.token)).body.value!).toMatchObject({ status: 'claim', bonusMinor: 3_600 });
    const paid = await claimConcurrently(m.token, m.id, id);
    expect(paid.claim.amountMinor).toBe(3_600);
    expect((await claim((await createTestMember(t.db, { isAgent: 4 })).token, id)).body.code).toBe('TRIAL_ACCOUNT');
    await endNow(id);
    expect((await claim((await createTestMember(t.db)).token, id)).body.code).toBe('PROMO_CLOSED');
  });
});

describe('birthday', () => {
  it('asks a member without a birthday to set it, pays in the birthday month once, per the brand calendar', async () => {
    const id = await addPromotion('--birthday', '20', '--vip', '1');
    const month = businessCalendar(Date.now(), 'Asia/Manila').month;
    const m = await createTestMember(t.db);
    await t.db.query('UPDATE members SET rank_level = 2 WHERE id = $1', [m.id]);
    expect((await detail(id, m.token)).body.value!.reason).toBe('birthdayMissing');
    expect((await claim(m.token, id)).body.code).toBe('PROMO_NOT_ELIGIBLE');
    const other = ((month % 12) + 1).toString().padStart(2, '0');
    await t.db.query(`UPDATE members SET profile = profile || jsonb_build_object('birthday', $2::text) WHERE id = $1`, [
      m.id,
      `1990-${other}-15`,
    ]);
    expect((await detail(id, m.token)).body.value!.reason).toBe('birthdayMonth');
    await t.db.query(`UPDATE members SET profile = profile || jsonb_build_object('birthday', $2::text) WHERE id = $1`, [
      m.id,
      `1990-${String(month).padStart(2, '0')}-01`,
    ]);
    expect((await detail(id, m.token)).body.value!).toMatchObject({ status: 'claim', bonusMinor: 2_000 });
    const paid = await claimConcurrently(m.token, m.id, id);
    expect(paid.claim.amountMinor).toBe(2_000);
    const [claimRow] = await t.db.query<{ period_key: string }>('SELECT period_key FROM promotion_claims WHERE id = $1', [
      paid.claim.id,
    ]);
    expect(claimRow!.period_key).toBe(`year-${businessCalendar(Date.now(), 'Asia/Manila').year}`);
    expect((await claim((await createTestMember(t.db, { isAgent: 4 })).token, id)).body.code).toBe('TRIAL_ACCOUNT');
    await endNow(id);
    // after the end, an ended promotion says so before anything else
    expect((await claim(m.token, id)).body.code).toBe('PROMO_CLOSED');
  });
});

describe('app download', () => {
  it('qualifies a member once a session was started from the installed app', async () => {
    const id = await addPromotion('--app', '5');
    const m = await createTestMember(t.db);
    expect((await detail(id, m.token)).body.value!.reason).toBe('app');
    expect((await claim(m.token, id)).body.code).toBe('PROMO_NOT_ELIGIBLE');
    // a browser login does not count; a login from the installed app does, for the member's every session
    expect((await login(t, m.account, m.password)).status).toBe(200);
    expect((await detail(id, m.token)).body.value!.reason).toBe('app');
    const fromApp = await login(t, m.account, m.password, { installedApp: true });
    expect(fromApp.status).toBe(200);
    expect((await detail(id, m.token)).body.value!).toMatchObject({ status: 'claim', bonusMinor: 500 });
    const paid = await claimConcurrently(fromApp.body.value!.token, m.id, id);
    expect(paid.claim.amountMinor).toBe(500);
    expect((await claim(m.token, id)).body.code).toBe('PROMO_CLAIMED');
    expect((await claim((await createTestMember(t.db, { isAgent: 4 })).token, id)).body.code).toBe('TRIAL_ACCOUNT');
    await endNow(id);
    expect((await claim((await createTestMember(t.db)).token, id)).body.code).toBe('PROMO_CLOSED');
  });
});

describe('raffle', () => {
  it('draws one prize of the table per member and period on the server, paid with the draw row, replayable', async () => {
    const id = await addPromotion('--raffle', '1.00:60,5.00:30,20.00:10', '--daily');
    const m = await createTestMember(t.db);
    const before = (await detail(id, m.token)).body.value!;
    expect(before).toMatchObject({ status: 'claim', bonusMinor: null, rule: { kind: 'raffle', period: 'daily' } });
    expect(before.rule!.prizes).toEqual([
      { amountMinor: 100, weight: 60 },
      { amountMinor: 500, weight: 30 },
      { amountMinor: 2_000, weight: 10 },
    ]);
    const count = await promoCount(m.token);
    const won = await claimConcurrently(m.token, m.id, id);
    expect(won.prizeIndex).not.toBeNull();
    expect(won.claim.amountMinor).toBe(before.rule!.prizes![won.prizeIndex!]!.amountMinor);
    expect(won.balance.mainBalanceMinor).toBe(won.claim.amountMinor);
    expect(await promoCount(m.token)).toBe(count - 1);
    const [draw] = await t.db.query<{ prize_index: number; amount_minor: number; n: number }>(
      `SELECT prize_index, amount_minor, (SELECT count(*)::int FROM promotion_draws WHERE member_id = $1) AS n
         FROM promotion_draws WHERE claim_id = $2`,
      [m.id, won.claim.id],
    );
    expect([draw!.prize_index, Number(draw!.amount_minor), draw!.n]).toEqual([won.prizeIndex, won.claim.amountMinor, 1]);

    // the same request answers the same draw; a new one is refused for the period
    const [{ request_id: requestId } = { request_id: '' }] = await t.db.query<{ request_id: string }>(
      'SELECT request_id FROM promotion_claims WHERE id = $1',
      [won.claim.id],
    );
    const replay = await claim(m.token, id, requestId);
    expect(replay.body.value).toMatchObject({ replayed: true, prizeIndex: won.prizeIndex, claim: { id: won.claim.id } });
    expect((await claim(m.token, id)).body.code).toBe('PROMO_CLAIMED');
    // another member's draw is his own: this one may still draw
    const other = await createTestMember(t.db);
    expect((await detail(id, other.token)).body.value!.status).toBe('claim');

    expect((await claim((await createTestMember(t.db, { isAgent: 4 })).token, id)).body.code).toBe('TRIAL_ACCOUNT');
    const vipOnly = await addPromotion('--raffle', '1.00:1', '--vip', '5');
    expect((await claim(m.token, vipOnly)).body.code).toBe('PROMO_NOT_ELIGIBLE');
    await endNow(id);
    expect((await claim((await createTestMember(t.db)).token, id)).body.code).toBe('PROMO_CLOSED');
  });

  it('refuses a raffle without prizes or with a bad table from the operator', async () => {
    await expect(promoOps.run(t.platform, ['add', 'others', 'Bad', '--raffle', '1.00:0'])).rejects.toThrow(/amount:weight/);
    await expect(promoOps.run(t.platform, ['add', 'others', 'Bad', '--rebate', '1'])).rejects.toThrow(/needs --cap/);
    await expect(promoOps.run(t.platform, ['add', 'others', 'Bad', '--fixed', '1', '--product', 'games'])).rejects.toThrow(
      /--product goes with --rebate/,
    );
    expect(await promoOps.run(t.platform, ['list'])).toMatch(/raffle 1\.00:60,5\.00:30,20\.00:10/);
  });
});

describe('the business day is the brand’s', () => {
  it('keys a daily claim by the local date of the brand’s time zone setting', async () => {
    const id = await addPromotion('--fixed', '1', '--daily');
    const m = await createTestMember(t.db);
    await t.db.tx((sql) => writeSetting(sql, 'timeZone', 'Pacific/Kiritimati')); // UTC+14
    try {
      const paid = await claim(m.token, id);
      expect(paid.status).toBe(200);
      const [row] = await t.db.query<{ period_key: string }>('SELECT period_key FROM promotion_claims WHERE id = $1', [
        paid.body.value!.claim.id,
      ]);
      expect(row!.period_key).toBe(new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10));
    } finally {
      await t.db.tx((sql) => writeSetting(sql, 'timeZone', 'Asia/Manila'));
    }
  });
});

describe('the demo brand', () => {
  it('has one promotion of each new kind, and the demo player can claim the rebate and the raffle', async () => {
    const all = (await list()).body.value!.list;
    const kinds = new Set(all.map((p) => p.rule?.kind));
    for (const kind of ['rebate', 'lossBack', 'birthday', 'appDownload', 'raffle']) expect(kinds).toContain(kind);
    const fil = (await t.call<{ list: PromotionSummary[] }>({ url: '/wps/promotions?language=zh' })).body.value!.list;
    expect(fil.find((p) => p.rule?.kind === 'raffle')!.title).toBe('每日幸运抽奖');
    const demo = (await login(t, 'demo', 'Demo1234')).body.value!.token;
    const mine = (await list(demo)).body.value!.list;
    const rebate = mine.find((p) => p.rule?.kind === 'rebate')!;
    expect(rebate.status).toBe('claim');
    expect(rebate.basis!.amountMinor).toBeGreaterThan(0);
    expect(mine.find((p) => p.rule?.kind === 'raffle')!.status).toBe('claim');
    // his birthday is in May, and he has not used the app
    expect(mine.find((p) => p.rule?.kind === 'appDownload')!.reason).toBe('app');
  });
});
