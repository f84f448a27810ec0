import type { DownlineDetail, DownlinePage, IncomePage, MemberProfitPage, TeamBetPage, TeamOverview } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOps } from '../src/domains/agent/ops.ts';
import { downlineDetail, teamOverview } from '../src/domains/agent/team.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { creditMember, debitMember } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { currentDraw, openAhead } from './lottery-helpers.ts';
import { createTestMember } from './members.ts';
import { encCall, login } from './session-helpers.ts';
import { insertRound } from './rounds.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/**
 * The tree: upline (agent) → A (agent) → p1 (player), s1 (sub-agent) → p2 (player);
 * B (another agent) → q1. p1 is also the "non-agent" caller; trial is a free-play account.
 */
let upline: M, a: M, p1: M, s1: M, p2: M, b: M, q1: M, trial: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;

beforeAll(async () => {
  t = await startTestApp();
  await writeSetting(t.db, 'timeZone', 'UTC');
  upline = await createTestMember(t.db, { account: uniq('up'), isAgent: 1 });
  a = await createTestMember(t.db, { account: uniq('aga'), isAgent: 1, uplineId: upline.id });
  p1 = await createTestMember(t.db, { account: uniq('pa'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('sa'), isAgent: 2, uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('pb'), uplineId: s1.id });
  b = await createTestMember(t.db, { account: uniq('agb'), isAgent: 41 });
  q1 = await createTestMember(t.db, { account: uniq('qb'), uplineId: b.id });
  trial = await createTestMember(t.db, { account: uniq('tr'), isAgent: 4 });
  await fixture();
});
afterAll(async () => t.close());

const get = <T>(token: string, url: string) => t.call<T>({ url, headers: { token } });
const post = <T>(token: string, url: string, payload: unknown) =>
  t.call<T>({ method: 'POST', url, payload: payload as object, headers: { token } });

/** Game rounds and lottery bets inserted as the vendor callbacks and the lottery settle leave them. */
const round = (memberId: number, stake: number, payout: number, status: 'settled' | 'open', daysAgo = 0) =>
  insertRound(t.db, { memberId, at: new Date(Date.now() - daysAgo * 86_400_000), stake, payout, status });
async function lotteryBet(memberId: number, stake: number, status: 'LOST' | 'REFUNDED' | 'WON', payout = 0) {
  const [code] = await t.db.query<{ code: string }>('SELECT code FROM lottery_games WHERE enabled ORDER BY id LIMIT 1');
  const draw = await currentDraw(t.db, code!.code).catch(() => openAhead(t.platform, code!.code));
  const [d] = await t.db.query<{ id: number; game_id: number }>('SELECT id, game_id FROM lottery_draws WHERE id = $1', [draw.id]);
  const [o] = await t.db.query<{ id: number }>(
    `INSERT INTO lottery_orders (member_id, request_id, draw_id, total_stake, balance_after) VALUES ($1, $2, $3, $4, 0) RETURNING id`,
    [memberId, uniq('req'), d!.id, stake],
  );
  await t.db.query(
    `INSERT INTO lottery_bets (order_id, member_id, game_id, draw_id, play_code, play_kind, play_digits, bet_number, stake,
       odds_milli, status, payout, settled_at)
     VALUES ($1, $2, $3, $4, 'L2', 'last', 2, '42', $5, 90000, $6, $7, now())`,
    [o!.id, memberId, d!.game_id, d!.id, stake, status, payout],
  );
}

/**
 * Today: p1 wins 1500 on a 1000 round, loses a 500 lottery bet, deposits 10000, withdraws 3000 (and
 * asks 1000 more, which is rejected and returned);
 * p2 loses a 2000 round, has a 700 round still open and a 300 lottery bet refunded.
 * Yesterday: p1 loses a 400 round. Another team's member q1 bets 9999 (never counted for A).
 */
async function fixture() {
  await round(p1.id, 1000, 2500, 'settled');
  await lotteryBet(p1.id, 500, 'LOST');
  await round(p1.id, 400, 0, 'settled', 1);
  await round(p2.id, 2000, 0, 'settled');
  await round(p2.id, 700, 0, 'open');
  await lotteryBet(p2.id, 300, 'REFUNDED', 300);
  await round(q1.id, 9999, 0, 'settled');
  await t.db.tx(async (sql) => {
    await creditMember(sql, { key: uniq('dep'), memberId: p1.id, amount: 10_000, kind: 'deposit', house: 'BANK' });
    await debitMember(sql, { key: uniq('wd'), memberId: p1.id, amount: 3_000, kind: 'withdrawal', house: 'BANK' });
    // a withdrawal rejected: its hold comes back and it is no withdrawal at all
    await debitMember(sql, { key: uniq('wd'), memberId: p1.id, amount: 1_000, kind: 'withdrawal', house: 'BANK' });
    await creditMember(sql, { key: uniq('wr'), memberId: p1.id, amount: 1_000, kind: 'withdrawal.return', house: 'BANK' });
    await creditMember(sql, { key: uniq('dep'), memberId: q1.id, amount: 7_777, kind: 'deposit', house: 'BANK' });
  });
}

describe('team overview', () => {
  it('adds up the whole team, at every depth, and nothing of another team (hand-computed)', async () => {
    const res = await get<TeamOverview>(a.token, '/wps/agent/team/overview');
    expect(res.status).toBe(200);
    const o = res.body.value!;
    expect(o).toMatchObject({ teamSize: 3, directMembers: 2, subAgents: 1 });
    expect(o.today).toEqual({
      newMembers: 3,
      activePlayers: 2,
      depositsMinor: 10_000,
      withdrawalsMinor: 3_000,
      validBetMinor: 3_500,
      profitLossMinor: -1_000,
    });
    expect(o.yesterday).toEqual({
      newMembers: 0,
      activePlayers: 1,
      depositsMinor: 0,
      withdrawalsMinor: 0,
      validBetMinor: 400,
      profitLossMinor: -400,
    });
    // the brand's calendar (the test brand keeps UTC)
    const firstOfMonth = new Date().getUTCDate() === 1;
    expect(o.month.validBetMinor).toBe(firstOfMonth ? 3_500 : 3_900);
    expect(o.days).toHaveLength(14);
    expect(o.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), validBetMinor: 3_500, profitLossMinor: -1_000 });
    expect(o.days.at(-2)).toMatchObject({ validBetMinor: 400, profitLossMinor: -400 });
  });

  it('counts the brand’s days, not UTC’s nor the caller’s: what the agent is paid by', async () => {
    const agentC = await createTestMember(t.db, { account: uniq('agc'), isAgent: 1 });
    const r1 = await createTestMember(t.db, { account: uniq('rc'), uplineId: agentC.id });
    await insertRound(t.db, { memberId: r1.id, stake: 100, payout: 0, at: '2025-12-31T17:00:00Z' }); // 1 January 01:00 in Manila, still December in UTC
    await insertRound(t.db, { memberId: r1.id, stake: 300, payout: 0, at: '2026-01-05T15:30:00Z' }); // 5 January 23:30 in Manila
    await insertRound(t.db, { memberId: r1.id, stake: 500, payout: 200, at: '2026-01-05T16:30:00Z' }); // 6 January 00:30 in Manila, the 5th in UTC
    const now = new Date('2026-01-06T03:00:00Z'); // 11:00 on the 6th in Manila
    await writeSetting(t.db, 'timeZone', 'Asia/Manila');
    try {
      const o = await teamOverview(t.db, agentC.id, null, now);
      expect(o.today).toMatchObject({ validBetMinor: 500, profitLossMinor: -300, activePlayers: 1 });
      expect(o.yesterday).toMatchObject({ validBetMinor: 300, profitLossMinor: -300 });
      expect(o.month.validBetMinor).toBe(900);
      expect(o.days.at(-1)).toEqual({ date: '2026-01-06', validBetMinor: 500, profitLossMinor: -300 });
      expect(o.days.at(-2)).toEqual({ date: '2026-01-05', validBetMinor: 300, profitLossMinor: -300 });
      expect(o.days.at(-6)).toEqual({ date: '2026-01-01', validBetMinor: 100, profitLossMinor: -100 });
      expect(o.days[0]!.date).toBe('2025-12-24');

      const d = await downlineDetail(t.db, agentC.id, r1.id, 1, now);
      expect(d.month.validBetMinor).toBe(900);
    } finally {
      await writeSetting(t.db, 'timeZone', 'UTC');
    }
    // the same bets on UTC's days: all three before the 6th, the first in December
    const utc = await teamOverview(t.db, agentC.id, null, now);
    expect(utc.today.validBetMinor).toBe(0);
    expect(utc.yesterday.validBetMinor).toBe(800);
    expect(utc.month.validBetMinor).toBe(800);
  });

  it('counts only the sub-agent’s own team for the sub-agent', async () => {
    const o = (await get<TeamOverview>(s1.token, '/wps/agent/team/overview')).body.value!;
    expect(o).toMatchObject({ teamSize: 1, directMembers: 1, subAgents: 0 });
    expect(o.today).toMatchObject({ validBetMinor: 2_000, profitLossMinor: -2_000, depositsMinor: 0, activePlayers: 1 });
  });
});

describe('user loss and team betting', () => {
  it('gives each member his own profit and loss and the totals', async () => {
    const from = new Date(Date.now() - 12 * 3600_000).toISOString();
    const res = await get<MemberProfitPage>(a.token, `/wps/agent/team/profit?from=${encodeURIComponent(from)}`);
    expect(res.status).toBe(200);
    const byAccount = Object.fromEntries(res.body.value!.list.map((r) => [r.account, r]));
    expect(byAccount[p1.account]).toMatchObject({
      betCount: 2,
      validBetMinor: 1_500,
      payoutMinor: 2_500,
      profitLossMinor: 1_000,
      depositsMinor: 10_000,
      withdrawalsMinor: 3_000,
    });
    expect(byAccount[p2.account]).toMatchObject({ betCount: 1, validBetMinor: 2_000, payoutMinor: 0, profitLossMinor: -2_000 });
    expect(byAccount[q1.account]).toBeUndefined();
    expect(res.body.value!.totals).toMatchObject({ validBetMinor: 3_500, profitLossMinor: -1_000, depositsMinor: 10_000 });
  });

  it('lists one member’s bets of every kind, open and refunded included', async () => {
    const res = await get<TeamBetPage>(a.token, `/wps/agent/team/bets?memberId=${p2.id}`);
    expect(res.status).toBe(200);
    const statuses = res.body.value!.list.map((bet) => `${bet.source}:${bet.status}`).sort();
    expect(statuses).toEqual(['game:lost', 'game:open', 'lottery:refunded']);
    expect(res.body.value!.list.every((bet) => bet.account === p2.account)).toBe(true);
    // only the settled game round is a valid bet: the open round and the refunded lottery bet are not
    const lost = res.body.value!.list.find((bet) => bet.status === 'lost')!;
    expect(res.body.value).toMatchObject({ total: 3, validCount: 1, validStakeMinor: lost.stakeMinor });
    const all = (await get<TeamBetPage>(a.token, '/wps/agent/team/bets?pageSize=100')).body.value!;
    expect(all.total).toBe(6);
    expect(all.list.some((bet) => bet.account === q1.account)).toBe(false);
  });
});

describe('downline list and management', () => {
  it('lists direct members, then a member’s own downline, and finds any depth by search', async () => {
    const top = (await get<DownlinePage>(a.token, '/wps/agent/downline')).body.value!;
    expect(top.list.map((m) => m.account).sort()).toEqual([p1.account, s1.account].sort());
    const sub = top.list.find((m) => m.id === s1.id)!;
    expect(sub).toMatchObject({ level: 1, teamSize: 1, isAgent: 2, upline: a.account });
    const below = (await get<DownlinePage>(a.token, `/wps/agent/downline?uplineId=${s1.id}`)).body.value!;
    expect(below.list.map((m) => m.account)).toEqual([p2.account]);
    expect(below.list[0]).toMatchObject({ level: 2, upline: s1.account });
    const found = (await get<DownlinePage>(a.token, `/wps/agent/downline?search=${p2.account.toUpperCase()}`)).body.value!;
    expect(found.list.map((m) => m.id)).toEqual([p2.id]);
    const foreign = (await get<DownlinePage>(a.token, `/wps/agent/downline?search=${q1.account}`)).body.value!;
    expect(foreign.total).toBe(0);
  });

  it('shows a member’s balance and figures, locks him out and lets him back', async () => {
    const detail = (await get<DownlineDetail>(a.token, `/wps/agent/downline/detail?memberId=${p1.id}`)).body.value!;
    expect(detail).toMatchObject({ account: p1.account, balanceMinor: 7_000, status: 'active', level: 1 });
    const locked = await post<DownlineDetail>(a.token, '/wps/agent/downline/status', { memberId: p2.id, status: 'locked' });
    expect(locked.body.value!.status).toBe('locked');
    expect((await get(p2.token, '/wps/member/info')).status).toBe(401);
    expect((await login(t, p2.account, p2.password)).body.code).toBe('CONTACT_AGENT');
    await post(a.token, '/wps/agent/downline/status', { memberId: p2.id, status: 'active' });
    expect((await login(t, p2.account, p2.password)).status).toBe(200);
  });
});

describe('register account', () => {
  it('creates a player below the agent who must change the initial password at first login', async () => {
    const username = uniq('dl');
    const res = await encCall<{ id: number; account: string; level: number }>(
      t,
      'POST',
      '/wps/agent/downline',
      { username, password: 'Start1234', confirmPassword: 'Start1234' },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ account: username, level: 1 });
    const session = await login(t, username, 'Start1234');
    expect(session.body.value).toMatchObject({ passwordExpired: true });
    expect((await get(session.body.value!.token, '/wps/member/info')).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const list = (await get<DownlinePage>(a.token, `/wps/agent/downline?search=${username}`)).body.value!;
    expect(list.list[0]).toMatchObject({ account: username, upline: a.account });

    const again = await encCall(
      t,
      'POST',
      '/wps/agent/downline',
      { username, password: 'Start1234', confirmPassword: 'Start1234' },
      { token: a.token },
    );
    expect([again.status, again.body.code]).toEqual([409, 'USERNAME_TAKEN']);
    const mismatch = await encCall(
      t,
      'POST',
      '/wps/agent/downline',
      { username: uniq('dl'), password: 'Start1234', confirmPassword: 'Other1234' },
      { token: a.token },
    );
    expect([mismatch.status, mismatch.body.field]).toEqual([400, 'confirmPassword']);
    const noPassword = await encCall(
      t,
      'POST',
      '/wps/agent/downline',
      { username: uniq('dl'), password: '', confirmPassword: '' },
      { token: a.token },
    );
    expect([noPassword.status, noPassword.body.field]).toEqual([400, 'password']);
  });
});

describe('register account limit', () => {
  it('lets one agent register 30 accounts an hour, then says to wait', async () => {
    const busy = await createTestMember(t.db, { account: uniq('busy'), isAgent: 1 });
    const attempt = () =>
      encCall(t, 'POST', '/wps/agent/downline', { username: '', password: '', confirmPassword: '' }, { token: busy.token });
    for (let i = 0; i < 30; i++) expect((await attempt()).body.code).toBe('VALIDATION_FAILED');
    expect((await attempt()).body.code).toBe('TOO_MANY_REQUESTS_HOUR');
  });
});

/**
 * The BOLA matrix: every call that takes a member id, with the caller's own downline (allowed), another
 * agent's downline, his own upline and himself (all NOT_FOUND); every call refuses players and trial accounts.
 */
describe('authorisation matrix', () => {
  const idCalls: Record<string, (token: string, id: number) => ReturnType<typeof get>> = {
    downline: (token, id) => get(token, `/wps/agent/downline?uplineId=${id}`),
    detail: (token, id) => get(token, `/wps/agent/downline/detail?memberId=${id}`),
    status: (token, id) => post(token, '/wps/agent/downline/status', { memberId: id, status: 'active' }),
    bets: (token, id) => get(token, `/wps/agent/team/bets?memberId=${id}`),
    profit: (token, id) => get(token, `/wps/agent/team/profit?memberId=${id}`),
  };

  for (const [name, call] of Object.entries(idCalls)) {
    it(`${name}: own downline at any depth yes; another team, the upline, himself no`, async () => {
      expect((await call(a.token, p1.id)).status).toBe(200);
      expect((await call(a.token, p2.id)).status).toBe(200);
      // the list of his own direct members is the list's default: only the others are refused
      for (const other of name === 'downline' ? [q1, b, upline] : [q1, b, upline, a]) {
        const res = await call(a.token, other.id);
        expect([res.status, res.body.code], `${name} on ${other.account}`).toEqual([404, 'NOT_FOUND']);
      }
      // a sub-agent does not see his upline's other members
      expect((await call(s1.token, p1.id)).body.code).toBe('NOT_FOUND');
      expect((await call(a.token, 999_999_999)).body.code).toBe('NOT_FOUND');
    });
  }

  const allCalls: Record<string, (token: string) => ReturnType<typeof get>> = {
    overview: (token) => get(token, '/wps/agent/team/overview'),
    create: (token) =>
      encCall(
        t,
        'POST',
        '/wps/agent/downline',
        { username: uniq('x'), password: 'Start1234', confirmPassword: 'Start1234' },
        { token },
      ),
    contracts: (token) => get(token, '/wps/agent/contracts?kind=dividend'),
    offerContract: (token) =>
      post(token, '/wps/agent/contracts', {
        kind: 'hourlySalary',
        account: s1.account,
        tiers: [{ minBasisMinor: 0, rateBps: 10 }],
      }),
    respondContract: (token) => post(token, '/wps/agent/contracts/respond', { contractId: 1, accept: true }),
    ...Object.fromEntries(Object.entries(idCalls).map(([name, call]) => [name, (token: string) => call(token, p1.id)])),
  };
  for (const [name, call] of Object.entries(allCalls)) {
    it(`${name}: players get NON_AGENT, trial accounts TRIAL_ACCOUNT, visitors LOGIN_REQUIRED`, async () => {
      expect((await call(p1.token)).body.code).toBe('NON_AGENT');
      expect((await call(p2.token)).body.code).toBe('NON_AGENT');
      expect((await call(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
      const visitor = await t.call({ url: '/wps/agent/team/overview' });
      expect(visitor.body.code).toBe('LOGIN_REQUIRED');
    });
  }
});

describe('operator commands and the demo team', () => {
  it('agent make gives a role and an invitation code; agent move re-parents and refuses loops', async () => {
    const m = await createTestMember(t.db, { account: uniq('mk') });
    // a player a moment before: his session, as this node last read it, says so
    expect((await get(m.token, '/wps/agent/team/overview')).body.code).toBe('NON_AGENT');
    expect(await agentOps.run(t.platform, ['make', m.account, '42'])).toMatch(
      /is an agent \(role 42\), invitation code [A-Z2-9]{8}/,
    );
    expect((await get(m.token, '/wps/agent/team/overview')).status).toBe(200);
    await expect(agentOps.run(t.platform, ['make', m.account, '4'])).rejects.toBeInstanceOf(UsageError);
    await expect(agentOps.run(t.platform, ['make', trial.account, '1'])).rejects.toBeInstanceOf(UsageError);

    expect(await agentOps.run(t.platform, ['move', q1.account, m.account])).toBe(`${q1.account} is now below ${m.account}`);
    expect((await get(m.token, `/wps/agent/downline/detail?memberId=${q1.id}`)).status).toBe(200);
    expect((await get(b.token, `/wps/agent/downline/detail?memberId=${q1.id}`)).body.code).toBe('NOT_FOUND');
    await expect(agentOps.run(t.platform, ['move', a.account, s1.account])).rejects.toThrow(/own team/);
    await expect(agentOps.run(t.platform, ['move', p1.account, q1.account])).rejects.toThrow(/not an agent/);
    await agentOps.run(t.platform, ['move', q1.account, b.account]);

    // a move takes the member's whole team along, at the right levels, and away from the old upline
    await agentOps.run(t.platform, ['move', s1.account, b.account]);
    expect((await get<DownlineDetail>(b.token, `/wps/agent/downline/detail?memberId=${p2.id}`)).body.value!.level).toBe(2);
    expect((await get(a.token, `/wps/agent/downline/detail?memberId=${p2.id}`)).body.code).toBe('NOT_FOUND');
    expect((await get(upline.token, `/wps/agent/downline/detail?memberId=${p2.id}`)).body.code).toBe('NOT_FOUND');
    await agentOps.run(t.platform, ['move', s1.account, a.account]);
    expect((await get<DownlineDetail>(upline.token, `/wps/agent/downline/detail?memberId=${p2.id}`)).body.value!.level).toBe(3);
    // the database itself refuses a loop, whoever writes it
    await expect(t.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [p2.id, a.id])).rejects.toThrow(/own team/);
  });

  it('seeds agent01 a team with a sub-agent, deposits and played rounds', async () => {
    const session = await login(t, 'agent01', 'Demo1234');
    const o = (await get<TeamOverview>(session.body.value!.token, '/wps/agent/team/overview')).body.value!;
    expect(o.teamSize).toBeGreaterThanOrEqual(6);
    expect(o.subAgents).toBeGreaterThanOrEqual(1);
    const [seeded] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE m.account LIKE 'team\\_%'`,
    );
    expect(seeded!.n).toBeGreaterThan(0);
    // one contract of each kind with subagent01, each with a period paid
    for (const kind of ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend']) {
      const view = await get<{ offered: { member: string; status: string }[]; payments: { amountMinor: number }[] }>(
        session.body.value!.token,
        `/wps/agent/contracts?kind=${kind}`,
      );
      expect(view.body.value!.offered, kind).toEqual([expect.objectContaining({ member: 'subagent01', status: 'approved' })]);
      expect(
        view.body.value!.payments.some((p) => p.amountMinor > 0),
        kind,
      ).toBe(true);
    }
    // his players played yesterday too: his "My income" has yesterday's commission, paid by the seed
    const income = await get<IncomePage>(session.body.value!.token, '/wps/agent/income?kind=commission');
    expect(income.body.value!.totals.commissionMinor).toBeGreaterThan(0);
    expect(income.body.value!.list[0]).toMatchObject({ kind: 'commission', source: 'agent.commission' });
  });
});
