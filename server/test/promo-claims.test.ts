import type { BonusRecord, ClaimResult, PromotionDetail, PromotionSummary } from '@tala/contract/promotions';
import type { MissionClaimResult } from '@tala/contract/missions';
import type { Balance } from '@tala/contract/wallet';
import type { WithdrawInfo } from '@tala/contract/withdraw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTurnoverRequirement } from '../src/domains/deposit/queries.ts';
import { upsertMission } from '../src/domains/missions/ops.ts';
import { promoOps } from '../src/domains/promotions/ops.ts';
import { creditMember, debitMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let requestCounter = 0;
const rid = () => `req-${process.pid}-${++requestCounter}-${Date.now()}`;

const list = (token?: string) =>
  t.call<{ list: PromotionSummary[] }>({ url: '/wps/promotions', headers: token ? { token } : {} });
const detail = (id: number, token?: string) =>
  t.call<PromotionDetail>({ url: `/wps/promotions/detail?id=${id}`, headers: token ? { token } : {} });
const claim = (token: string, id: number, requestId = rid()) =>
  t.call<ClaimResult>({ method: 'POST', url: '/wps/promotions/claim', payload: { id, requestId }, headers: { token } });
const bonuses = (token: string) => t.call<{ list: BonusRecord[] }>({ url: '/wps/promotions/bonuses', headers: { token } });
const balance = (token: string) => t.call<Balance>({ url: '/wps/v2/wallets/balance', headers: { token } });

async function idOf(title: string): Promise<number> {
  const all = (await list()).body.value!.list;
  const found = all.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion ${title}`);
  return found.id;
}

const deposit = (memberId: number, amount: number, key = rid()) =>
  t.db.tx((sql) => creditMember(sql, { key, memberId, amount, kind: 'deposit', house: 'BANK', ref: key }));
const bet = (memberId: number, amount: number) =>
  t.db.tx((sql) => debitMember(sql, { key: rid(), memberId, amount, kind: 'bet', ref: 'round' }));

describe('promotions list and detail', () => {
  it('shows visitors every running or coming promotion, with labels, and asks them to log in to claim', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    const byTitle = new Map(r.body.value!.list.map((p) => [p.title, p]));
    expect(byTitle.get('100% first deposit bonus')).toMatchObject({
      status: 'login',
      labels: ['NEWBIE', 'SPECIAL OFFER'],
      rule: { kind: 'firstDeposit', percent: 100, capMinor: 50_000, turnoverMultiple: 10, period: 'once' },
    });
    expect(byTitle.get('App download bonus')).toMatchObject({ status: 'login', rule: { kind: 'appDownload', fixedMinor: 500 } });
    expect(byTitle.get('Lotto week: $5 on us')!.status).toBe('comingSoon');
    expect(byTitle.get('Daily check-in bonus')!.rule!.period).toBe('daily');
  });

  it('answers the detail with sanitised content in the asked language, and an unknown id with NOT_FOUND', async () => {
    const id = await idOf('100% first deposit bonus');
    const r = await t.call<PromotionDetail>({ url: `/wps/promotions/detail?id=${id}&language=fil` });
    expect(r.body.value!.title).toBe('100% bonus sa unang deposito');
    expect(r.body.value!.content).toContain('<strong>100% bonus</strong>');
    const missing = await detail(999_999);
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await detail(-1)).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('claiming', () => {
  it('locks the first-deposit bonus until a deposit, then pays a capped percent once with its turnover', async () => {
    const m = await createTestMember(t.db);
    const id = await idOf('100% first deposit bonus');
    const before = (await detail(id, m.token)).body.value!;
    expect([before.status, before.reason]).toEqual(['locked', 'deposit']);
    const refused = await claim(m.token, id);
    expect([refused.status, refused.body.code]).toEqual([403, 'PROMO_NOT_ELIGIBLE']);

    await deposit(m.id, 80_000); // 800.00: 100% capped at 500.00
    await deposit(m.id, 20_000); // a later deposit does not change the first one
    const ready = (await detail(id, m.token)).body.value!;
    expect([ready.status, ready.bonusMinor]).toEqual(['claim', 50_000]);
    const countBefore = (await balance(m.token)).body.value!.availablePromoCount;

    const ok = await claim(m.token, id);
    expect(ok.status).toBe(200);
    expect(ok.body.value!.replayed).toBe(false);
    expect(ok.body.value!.claim).toMatchObject({ amountMinor: 50_000, turnoverRequiredMinor: 500_000, promotionId: id });
    expect(ok.body.value!.balance.mainBalanceMinor).toBe(80_000 + 20_000 + 50_000);

    // the withdrawal reads the requirement from the deposit domain's table
    const [req] = await t.db.query<{ required_minor: number }>(
      "SELECT required_minor FROM turnover_requirements WHERE member_id = $1 AND source = 'promo'",
      [m.id],
    );
    expect(Number(req!.required_minor)).toBe(500_000);
    // paid from the promotions house account, once
    const postings = await t.db.query<{ meta: { house: string } }>(
      "SELECT meta FROM ledger_postings WHERE member_id = $1 AND kind = 'promo.bonus'",
      [m.id],
    );
    expect(postings.map((p) => p.meta.house)).toEqual(['PROMO']);

    const after = await balance(m.token);
    expect(after.body.value!.availablePromoCount).toBe(countBefore - 1);
    expect((await detail(id, m.token)).body.value!.status).toBe('claimed');
    const again = await claim(m.token, id);
    expect([again.status, again.body.code]).toEqual([409, 'PROMO_CLAIMED']);
  });

  it('answers a replayed request id with the same claim and refuses it for another promotion', async () => {
    const m = await createTestMember(t.db);
    const daily = await idOf('Daily check-in bonus');
    const welcome = await idOf('$8 welcome bonus for new players');
    const key = rid();
    const first = await claim(m.token, daily, key);
    expect(first.body.value!.claim.amountMinor).toBe(100);
    const replay = await claim(m.token, daily, key);
    expect(replay.status).toBe(200);
    expect(replay.body.value!.replayed).toBe(true);
    expect(replay.body.value!.claim.id).toBe(first.body.value!.claim.id);
    expect(replay.body.value!.balance.mainBalanceMinor).toBe(100);
    const clash = await claim(m.token, welcome, key);
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    const [n] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_postings WHERE member_id = $1 AND kind = 'promo.bonus'",
      [m.id],
    );
    expect(n!.n).toBe(1);
  });

  it('pays one of many concurrent claims of the same promotion', async () => {
    const m = await createTestMember(t.db);
    const welcome = await idOf('$8 welcome bonus for new players');
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, welcome)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['PROMO_CLAIMED']));
    expect((await balance(m.token)).body.value!.sumBalanceMinor).toBe(800);
    expect(await ledgerAudit(t.db)).toMatchObject({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('refuses who may not claim: VIP level, trial accounts, coming-soon promotions, a missing Zalo id in Vietnam', async () => {
    const m = await createTestMember(t.db);
    const vip = await idOf('VIP gift $18');
    expect((await detail(vip, m.token)).body.value!.reason).toBe('vip');
    expect((await claim(m.token, vip)).body.code).toBe('PROMO_NOT_ELIGIBLE');

    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await claim(trial.token, await idOf('Daily check-in bonus'))).body.code).toBe('TRIAL_ACCOUNT');

    expect((await claim(m.token, await idOf('Lotto week: $5 on us'))).body.code).toBe('PROMO_CLOSED');
    expect((await claim(m.token, await idOf('App download bonus'))).body.code).toBe('PROMO_NOT_ELIGIBLE');

    const vn = await createTestMember(t.db);
    await t.db.query("UPDATE members SET country_dialing_code = '84' WHERE id = $1", [vn.id]);
    const daily = await idOf('Daily check-in bonus');
    expect((await detail(daily, vn.token)).body.value!.reason).toBe('contact');
    const r = await claim(vn.token, daily);
    expect([r.status, r.body.code, r.body.field]).toEqual([400, 'PROMO_CONTACT_REQUIRED', 'zalo']);
    await t.db.query(`UPDATE members SET profile = profile || '{"zalo": "0901234567"}'::jsonb WHERE id = $1`, [vn.id]);
    expect((await claim(vn.token, daily)).status).toBe(200);
  });

  it('needs a login to claim and to read bonuses', async () => {
    const r = await t.call({ method: 'POST', url: '/wps/promotions/claim', payload: { id: 1, requestId: rid() } });
    expect(r.body.code).toBe('LOGIN_REQUIRED');
    expect((await t.call({ url: '/wps/promotions/bonuses' })).body.code).toBe('LOGIN_REQUIRED');
  });

  it('computes a reload from the largest deposit of the day', async () => {
    const m = await createTestMember(t.db);
    const reload = await idOf('Daily reload 10% up to $50');
    expect((await detail(reload, m.token)).body.value!.reason).toBe('deposit');
    await deposit(m.id, 1_500);
    expect((await detail(reload, m.token)).body.value!.reason).toBe('minDeposit');
    await deposit(m.id, 30_000);
    expect((await claim(m.token, reload)).body.value!.claim.amountMinor).toBe(3_000);
  });
});

describe('bonus records', () => {
  it('lists only the member’s own bonuses, with the turnover made since the claim', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const daily = await idOf('Daily check-in bonus');
    await bet(a.id, 1).catch(() => undefined); // nothing to bet with yet: refused, counts nothing
    await claim(a.token, daily);
    await deposit(a.id, 10_000);
    await bet(a.id, 40);
    await bet(a.id, 30);
    const mine = (await bonuses(a.token)).body.value!.list;
    expect(mine).toHaveLength(1);
    // required 1.00, done 0.70
    expect(mine[0]).toMatchObject({ amountMinor: 100, turnoverRequiredMinor: 100, turnoverDoneMinor: 70 });
    await bet(a.id, 50);
    expect((await bonuses(a.token)).body.value!.list[0]!.turnoverDoneMinor).toBe(100);
    expect((await bonuses(b.token)).body.value!.list).toEqual([]);
  });
});

describe('bonus details', () => {
  /** A once-only deposit mission of this test's own, paying cash or points. */
  async function depositMission(reward: 'cash' | 'points', amount: number, turnoverMultiple: number): Promise<number> {
    const code = `BD${Date.now().toString(36).toUpperCase()}${++requestCounter}`;
    await upsertMission(t.db, {
      code,
      title: { en: `Deposit $100.00 this month ${code}` },
      goal: 'depositTotal',
      target: 10_000,
      period: 'once',
      reward,
      amount,
      turnoverMultiple,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: null,
    });
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM missions WHERE code = $1', [code]);
    return Number(row!.id);
  }
  const claimMission = (token: string, id: number) =>
    t.call<MissionClaimResult>({
      method: 'POST',
      url: '/wps/missions/claim',
      headers: { token },
      payload: { id, requestId: rid() },
    });
  const withdrawInfo = (token: string) => t.call<WithdrawInfo>({ url: '/wps/withdraw/info', headers: { token } });

  it('lists a money mission reward with its requirement beside the promotion bonus; together with the deposit they make what withdraw asks', async () => {
    const m = await createTestMember(t.db);
    // a $600 deposit, with the 1× requirement a paid deposit order records
    const key = rid();
    await t.db.tx(async (sql) => {
      await creditMember(sql, { key, memberId: m.id, amount: 60_000, kind: 'deposit', house: 'BANK', ref: key });
      await recordTurnoverRequirement(sql, { memberId: m.id, source: 'deposit', ref: key, requiredMinor: 60_000 });
    });
    const promo = await claim(m.token, await idOf('100% first deposit bonus'));
    expect(promo.body.value!.claim).toMatchObject({ source: 'promotion', amountMinor: 50_000, turnoverRequiredMinor: 500_000 });
    const cashMission = await depositMission('cash', 500, 5);
    const pointsMission = await depositMission('points', 40, 0);
    expect((await claimMission(m.token, cashMission)).status).toBe(200);
    expect((await claimMission(m.token, pointsMission)).status).toBe(200);

    const list = (await bonuses(m.token)).body.value!.list;
    // newest first; the points reward is no bonus
    expect(list).toMatchObject([
      {
        source: 'mission',
        promotionId: null,
        title: expect.stringMatching(/^Deposit \$100\.00 this month/),
        amountMinor: 500,
        turnoverRequiredMinor: 2_500,
        turnoverDoneMinor: 0,
      },
      { source: 'promotion', title: '100% first deposit bonus', amountMinor: 50_000, turnoverRequiredMinor: 500_000 },
    ]);
    expect(list).toHaveLength(2);
    expect(list[0]!.claimedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // nothing wagered: what withdraw asks is the bonuses' requirements and the deposit's
    const info = (await withdrawInfo(m.token)).body.value!;
    const bonusRequired = list.reduce((sum, b) => sum + b.turnoverRequiredMinor - b.turnoverDoneMinor, 0);
    expect(bonusRequired).toBe(502_500);
    expect(info.turnover.remainingMinor).toBe(bonusRequired + 60_000);
    expect(info.turnover.requiredMinor).toBe(562_500);

    // and what profit and loss counts as bonuses is the sum of the rows' amounts
    const [pnl] = await t.db.query<{ bonuses: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS bonuses FROM ledger_postings
        WHERE member_id = $1 AND (meta ->> 'house' = 'PROMO' OR kind = 'freeplay.grant')`,
      [m.id],
    );
    expect(Number(pnl!.bonuses)).toBe(list.reduce((sum, b) => sum + b.amountMinor, 0));

    // a bet counts towards each bonus received before it
    await bet(m.id, 1_000);
    const after = (await bonuses(m.token)).body.value!.list;
    expect(after.map((b) => b.turnoverDoneMinor)).toEqual([1_000, 1_000]);
  });

  it('names the other payers of bonuses: a referral reward shows with its source and no requirement', async () => {
    const m = await createTestMember(t.db);
    const key = rid();
    await t.db.tx((sql) =>
      creditMember(sql, { key, memberId: m.id, amount: 700, kind: 'referral.reward', house: 'PROMO', ref: `referral:${key}` }),
    );
    expect((await bonuses(m.token)).body.value!.list).toMatchObject([
      { source: 'referral', promotionId: null, title: '', amountMinor: 700, turnoverRequiredMinor: 0, turnoverDoneMinor: 0 },
    ]);
  });
});

describe('operator commands', () => {
  it('adds a promotion with sanitised content, lists it and switches it off', async () => {
    const out = await promoOps.run(t.platform, [
      'add',
      'slots',
      'Slots weekend',
      '--content',
      '<p onclick="x()">Spin <a href="javascript:alert(1)">now</a></p><script>alert(1)</script>',
      '--labels',
      'LIMITED,HIGH REBATE',
      '--fixed',
      '2.50',
      '--turnover',
      '4',
      '--daily',
    ]);
    const id = Number(/promotion (\d+) added/.exec(out)![1]);
    const d = (await detail(id)).body.value!;
    expect(d).toMatchObject({
      type: 'slots',
      labels: ['LIMITED', 'HIGH REBATE'],
      rule: { kind: 'fixed', fixedMinor: 250, period: 'daily' },
    });
    expect(d.content).toBe('<p>Spin <a>now</a></p>');
    expect(await promoOps.run(t.platform, ['list'])).toContain('Slots weekend');
    await promoOps.run(t.platform, ['off', String(id)]);
    expect((await detail(id)).body.code).toBe('NOT_FOUND');
    await expect(promoOps.run(t.platform, ['add', 'nope', 'x'])).rejects.toThrow(/type must be one of/);
  });
});
