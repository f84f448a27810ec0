import type { ProfitReport, ReferralInfo } from '@tala/contract/member-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDueReferralRewards, decideReferralReward, writeReferralRule } from '../src/domains/member/referral-reward.ts';
import { creditMember, debitMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, freshIp, login, outboxCode, solvedAltcha } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const profit = (token: string, query: Record<string, string | number>) =>
  t.call<ProfitReport>({
    url: `/wps/member/profit?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { token },
  });
const post = (memberId: number, key: string, op: 'credit' | 'debit', amount: number, kind: string, house = 'GAMES') =>
  t.db.tx((sql) =>
    (op === 'credit' ? creditMember : debitMember)(sql, { key, memberId, amount, kind, house: house as 'GAMES', ref: key }),
  );

describe('the demo player’s invited friends', () => {
  it('list a friend who paid him the reward, one whose deposit was under the minimum and one yet to deposit', async () => {
    const { token } = (await login(t, 'demo', 'Demo1234')).body.value!;
    const shown = (await t.call<ReferralInfo>({ url: '/wps/member/referral', headers: { token } })).body.value!;
    expect(shown.friends.map((f) => [f.account, f.deposited, f.decided, f.rewardMinor])).toEqual([
      ['jo********', false, false, null],
      ['ma********', true, true, null],
      ['li*******', true, true, 8_800],
    ]);
    expect(shown).toMatchObject({ total: 3, depositedCount: 2, rewardTotalMinor: 8_800 });
    // the friends' deposits are paid orders, credited through the ledger; the reward is a posting of its own
    const deposits = await t.db.query<{ account: string; status: string; credited: number }>(
      `SELECT m.account, o.status, p.amount AS credited FROM deposit_orders o
         JOIN members m ON m.id = o.member_id JOIN ledger_postings p ON p.id = o.posting_id
        WHERE m.account IN ('lia_reyes', 'marco_cruz') ORDER BY m.account`,
    );
    expect(deposits.map((d) => [d.account, d.status, Number(d.credited)])).toEqual([
      ['lia_reyes', 'paid', 100_000],
      ['marco_cruz', 'paid', 19_300],
    ]);
    const [reward] = await t.db.query<{ amount: number }>(
      `SELECT p.amount FROM ledger_postings p JOIN members m ON m.id = p.member_id
        WHERE m.account = 'demo' AND p.kind = 'referral.reward'`,
    );
    expect(Number(reward!.amount)).toBe(8_800);
    const notices = await t.db.query(
      `SELECT 1 FROM member_messages x JOIN members m ON m.id = x.member_id WHERE m.account = 'demo' AND x.template = 'referralReward'`,
    );
    expect(notices).toHaveLength(1);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});

describe('personal profit and loss', () => {
  it('sums real postings per day and product: stakes less refunds, wins, deposits; net = wins − stakes + bonuses', async () => {
    const m = await createTestMember(t.db);
    const k = `pl-${m.id}`;
    await post(m.id, `${k}-dep`, 'credit', 100_000, 'deposit', 'BANK');
    await post(m.id, `${k}-bet1`, 'debit', 10_000, 'bet');
    await post(m.id, `${k}-win1`, 'credit', 25_000, 'win');
    await post(m.id, `${k}-lbet`, 'debit', 4_000, 'lottery.bet', 'LOTTERY');
    await post(m.id, `${k}-lref`, 'credit', 1_000, 'lottery.refund', 'LOTTERY');
    const now = Date.now();
    const r = await profit(m.token, { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 60_000).toISOString() });
    expect(r.status).toBe(200);
    const report = r.body.value!;
    expect(report.totals).toEqual({
      depositMinor: 100_000,
      withdrawalMinor: 0,
      stakeMinor: 13_000,
      winMinor: 25_000,
      bonusMinor: 0,
      netMinor: 12_000,
    });
    expect(report.products).toEqual([
      { product: 'games', stakeMinor: 10_000, winMinor: 25_000, netMinor: 15_000 },
      { product: 'lottery', stakeMinor: 3_000, winMinor: 0, netMinor: -3_000 },
    ]);
    expect(report.days).toHaveLength(1);
    expect(report.days[0]!.date).toBe(new Date().toISOString().slice(0, 10));

    // a period before the postings is empty; another member's postings never count
    const before = await profit(m.token, {
      from: new Date(now - 3 * 86_400_000).toISOString(),
      to: new Date(now - 2 * 86_400_000).toISOString(),
    });
    expect(before.body.value).toMatchObject({ days: [], totals: { netMinor: 0, depositMinor: 0 } });
    const other = await createTestMember(t.db);
    const theirs = await profit(other.token, {
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    });
    expect(theirs.body.value!.totals.stakeMinor).toBe(0);
  });

  it('groups by the player’s calendar day (UTC offset)', async () => {
    const m = await createTestMember(t.db);
    await post(m.id, `plz-${m.id}`, 'credit', 500, 'deposit', 'BANK');
    const now = Date.now();
    const range = { from: new Date(now - 2 * 86_400_000).toISOString(), to: new Date(now + 60_000).toISOString() };
    // twelve hours either side of UTC are always two different calendar days
    for (const offset of [-720, 720]) {
      const day = (await profit(m.token, { ...range, utcOffsetMinutes: offset })).body.value!.days[0]!.date;
      expect(day).toBe(new Date(now + offset * 60_000).toISOString().slice(0, 10));
    }
  });

  it('refuses a reversed or too long period and malformed dates', async () => {
    const m = await createTestMember(t.db);
    const reversed = await profit(m.token, { from: '2026-03-05T00:00:00Z', to: '2026-03-01T00:00:00Z' });
    expect([reversed.status, reversed.body.code]).toEqual([400, 'DATE_RANGE_INVALID']);
    const long = await profit(m.token, { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' });
    expect(long.body.code).toBe('DATE_RANGE_INVALID');
    const bad = await profit(m.token, { from: 'yesterday', to: '2026-03-01T00:00:00Z' });
    expect([bad.body.code, bad.body.field]).toEqual(['VALIDATION_FAILED', 'from']);
  });
});

describe('invite friends', () => {
  it('gives each member one code; a friend who registers with it is listed (masked), and only for him', async () => {
    const m = await createTestMember(t.db);
    const first = (await t.call<ReferralInfo>({ url: '/wps/member/referral', headers: { token: m.token } })).body.value!;
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first).toMatchObject({ friends: [], total: 0, depositedCount: 0 });
    const again = (await t.call<ReferralInfo>({ url: '/wps/member/referral', headers: { token: m.token } })).body.value!;
    expect(again.code).toBe(first.code);

    const mobile = `97${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const ip = freshIp();
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: mobile, altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
    const username = `friend${Date.now() % 1_000_000}`;
    const reg = await encCall(t, 'PUT', '/wps/member/register', {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: await outboxCode(t, `+63${mobile}`),
      agreement: true,
      ageConfirmed: true,
      referralCode: first.code.toLowerCase(),
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const [row] = await t.db.query<{ referrer_id: number; upline_id: number | null }>(
      'SELECT referrer_id, upline_id FROM members WHERE account = $1',
      [username],
    );
    // a friend's code makes him the referrer, not an agent upline
    expect(row).toEqual({ referrer_id: m.id, upline_id: null });

    const after = (await t.call<ReferralInfo>({ url: '/wps/member/referral', headers: { token: m.token } })).body.value!;
    expect(after.friends).toEqual([
      {
        account: `${username.slice(0, 2)}${'*'.repeat(username.length - 2)}`,
        registeredAt: expect.any(String),
        deposited: false,
        decided: false,
        rewardMinor: null,
      },
    ]);
    expect(after.total).toBe(1);
    const other = await createTestMember(t.db);
    expect(
      (await t.call<ReferralInfo>({ url: '/wps/member/referral', headers: { token: other.token } })).body.value!.friends,
    ).toEqual([]);
  });
});

describe('referral reward', () => {
  const rule = { minDepositMinor: 50_000, rewardMinor: 8_800 };
  const friendOf = async (referrerId: number) => {
    const f = await createTestMember(t.db);
    await t.db.query('UPDATE members SET referrer_id = $2 WHERE id = $1', [f.id, referrerId]);
    return f;
  };
  const deposit = (memberId: number, key: string, amount: number, ref: string = key) =>
    t.db.tx((sql) => creditMember(sql, { key, memberId, amount, kind: 'deposit', house: 'BANK', ref }));
  const rewards = (memberId: number) =>
    t.db.query<{ amount: number }>("SELECT amount FROM ledger_postings WHERE member_id = $1 AND kind = 'referral.reward'", [
      memberId,
    ]);
  const info = async (token: string) =>
    (await t.call<ReferralInfo>({ url: '/wps/member/referral', headers: { token } })).body.value!;

  it('pays the referrer once when a friend’s first deposit reaches the minimum, with an inbox notice', async () => {
    await writeReferralRule(t.db, rule);
    const referrer = await createTestMember(t.db);
    const friend = await friendOf(referrer.id);
    expect(await decideReferralReward(t.platform, friend.id)).toBeNull(); // no deposit yet
    await deposit(friend.id, `rr-dep-${friend.id}`, 50_000);

    expect(await decideDueReferralRewards(t.platform)).toBeGreaterThanOrEqual(1);
    // reruns, and a second deposit, pay nothing more
    await deposit(friend.id, `rr-dep2-${friend.id}`, 70_000);
    expect(await decideReferralReward(t.platform, friend.id)).toBeNull();
    await decideDueReferralRewards(t.platform);
    expect((await rewards(referrer.id)).map((r) => Number(r.amount))).toEqual([8_800]);

    const shown = await info(referrer.token);
    expect(shown.rule).toEqual(rule);
    expect(shown.rewardTotalMinor).toBe(8_800);
    expect(shown.friends).toEqual([expect.objectContaining({ deposited: true, rewardMinor: 8_800 })]);
    const [notice] = await t.db.query<{ template: string; params: Record<string, unknown> }>(
      "SELECT template, params FROM member_messages WHERE member_id = $1 AND template = 'referralReward'",
      [referrer.id],
    );
    expect(notice?.params).toMatchObject({
      amountMinor: 8_800,
      friend: `${friend.account.slice(0, 2)}${'*'.repeat(friend.account.length - 2)}`,
    });
    // the friend earns nothing himself; the ledger stays balanced
    expect(await rewards(friend.id)).toEqual([]);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('pays exactly once when runners race on the same friend', async () => {
    await writeReferralRule(t.db, rule);
    const referrer = await createTestMember(t.db);
    const friend = await friendOf(referrer.id);
    await deposit(friend.id, `rr-race-${friend.id}`, 90_000);
    const results = await Promise.all([1, 2, 3, 4].map(() => decideReferralReward(t.platform, friend.id)));
    expect(results.filter((r) => r === referrer.id)).toHaveLength(1);
    expect(await rewards(referrer.id)).toHaveLength(1);
  });

  it('pays nothing for a first deposit below the minimum (a later larger one does not change it), nor for demo money', async () => {
    await writeReferralRule(t.db, rule);
    const referrer = await createTestMember(t.db);
    const small = await friendOf(referrer.id);
    await deposit(small.id, `rr-small-${small.id}`, 49_999);
    await deposit(small.id, `rr-big-${small.id}`, 500_000);
    const seeded = await friendOf(referrer.id);
    await deposit(seeded.id, `rr-demo-${seeded.id}`, 100_000, 'demo-credit');
    await decideDueReferralRewards(t.platform);
    expect(await rewards(referrer.id)).toEqual([]);
    const shown = await info(referrer.token);
    expect(shown.rewardTotalMinor).toBe(0);
    // newest first: the demo-money friend, still undecided; the one judged under the minimum
    expect(shown.friends.map((f) => [f.decided, f.rewardMinor])).toEqual([
      [false, null],
      [true, null],
    ]);
    const [decided] = await t.db.query<{ reward_minor: number }>(
      'SELECT reward_minor FROM referral_rewards WHERE friend_id = $1',
      [small.id],
    );
    expect(Number(decided!.reward_minor)).toBe(0);
    // the demo credit is not a deposit: that friend is still undecided
    expect(await t.db.query('SELECT 1 FROM referral_rewards WHERE friend_id = $1', [seeded.id])).toEqual([]);
  });

  it('pays nothing while the brand has no rule', async () => {
    await writeReferralRule(t.db, null);
    const referrer = await createTestMember(t.db);
    const friend = await friendOf(referrer.id);
    await deposit(friend.id, `rr-norule-${friend.id}`, 100_000);
    expect(await decideReferralReward(t.platform, friend.id)).toBeNull();
    expect((await info(referrer.token)).rule).toBeNull();
    await writeReferralRule(t.db, rule);
    expect(await decideReferralReward(t.platform, friend.id)).toBe(referrer.id);
  });
});
