import type { AgentNotice, IncomePage, TeamTransactionPage } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOps } from '../src/domains/agent/ops.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { creditMember, debitMember, transferMember } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { login } from './session-helpers.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/**
 * upline (agent) → A (agent) → p1 (player), s1 (sub-agent) → p2 (player);
 * B (another agent) → q1. trial is a free-play account.
 */
let upline: M, a: M, p1: M, s1: M, p2: M, b: M, q1: M, trial: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;

beforeAll(async () => {
  t = await startTestApp();
  upline = await createTestMember(t.db, { account: uniq('up'), isAgent: 1 });
  a = await createTestMember(t.db, { account: uniq('aga'), isAgent: 1, uplineId: upline.id });
  p1 = await createTestMember(t.db, { account: uniq('pa'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('sa'), isAgent: 2, uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('pb'), uplineId: s1.id });
  b = await createTestMember(t.db, { account: uniq('agb'), isAgent: 41 });
  q1 = await createTestMember(t.db, { account: uniq('qb'), uplineId: b.id });
  trial = await createTestMember(t.db, { account: uniq('tr'), isAgent: 4 });
  await t.db.tx(async (sql) => {
    // p1: a deposit, a bet and a win, a move to a vendor wallet, a bonus
    await creditMember(sql, { key: uniq('dep'), memberId: p1.id, amount: 10_000, kind: 'deposit', house: 'BANK' });
    await debitMember(sql, { key: uniq('bet'), memberId: p1.id, amount: 1_000, kind: 'bet', ref: 'r1' });
    await creditMember(sql, { key: uniq('win'), memberId: p1.id, amount: 2_500, kind: 'win', ref: 'r1' });
    await creditMember(sql, { key: uniq('bon'), memberId: p1.id, amount: 300, kind: 'promo.claim', house: 'PROMO' });
    // p2 (one level deeper): a deposit and a withdrawal
    await creditMember(sql, { key: uniq('dep'), memberId: p2.id, amount: 5_000, kind: 'deposit', house: 'BANK' });
    await debitMember(sql, { key: uniq('wd'), memberId: p2.id, amount: 2_000, kind: 'withdrawal', house: 'BANK' });
    // another team's member: never in A's details
    await creditMember(sql, { key: uniq('dep'), memberId: q1.id, amount: 7_777, kind: 'deposit', house: 'BANK' });
    // s1's income: two daily wages, a commission and a dividend from the house's AGENT account;
    // a deposit of his own and a transfer are not income
    for (const [kind, amount, period] of [
      ['agent.dailySalary', 120, '2026-01-01'],
      ['agent.dailySalary', 80, '2026-01-02'],
      ['agent.commission', 450, null],
      ['agent.dividend', 1_000, '2026-01'],
    ] as const) {
      await creditMember(sql, {
        key: uniq('inc'),
        memberId: s1.id,
        amount,
        kind,
        house: 'AGENT',
        meta: period ? { period } : {},
      });
    }
    await creditMember(sql, { key: uniq('dep'), memberId: s1.id, amount: 9_000, kind: 'deposit', house: 'BANK' });
    await creditMember(sql, { key: uniq('inc'), memberId: b.id, amount: 777, kind: 'agent.dailySalary', house: 'AGENT' });
  });
  const [vendor] = await t.db.query<{ code: string }>('SELECT code FROM game_vendors WHERE NOT own_wallet ORDER BY code LIMIT 1');
  if (vendor) {
    await t.db.tx((sql) =>
      transferMember(sql, { key: uniq('tf'), memberId: p1.id, amount: 500, from: 'MAIN', to: vendor.code, kind: 'transfer' }),
    );
  }
});
afterAll(async () => t.close());

const get = <T>(token: string, url: string) => t.call<T>({ url, headers: { token } });

describe('my income', () => {
  it('lists the wages, commission and dividend paid to the agent himself, with totals per kind', async () => {
    const res = await get<IncomePage>(s1.token, '/wps/agent/income');
    expect(res.status).toBe(200);
    const page = res.body.value!;
    expect(page.totals).toEqual({ commissionMinor: 450, wageMinor: 200, dividendMinor: 1_000 });
    expect(page.total).toBe(4);
    expect(page.list.map((l) => [l.kind, l.source, l.amountMinor, l.period])).toEqual([
      ['dividend', 'agent.dividend', 1_000, '2026-01'],
      ['commission', 'agent.commission', 450, null],
      ['wage', 'agent.dailySalary', 80, '2026-01-02'],
      ['wage', 'agent.dailySalary', 120, '2026-01-01'],
    ]);
  });

  it('narrows to a kind and a period, and pages', async () => {
    const wages = (await get<IncomePage>(s1.token, '/wps/agent/income?kind=wage&pageSize=1')).body.value!;
    expect([wages.total, wages.totalPages, wages.list.length]).toEqual([2, 2, 1]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = (await get<IncomePage>(s1.token, `/wps/agent/income?from=${encodeURIComponent(future)}`)).body.value!;
    expect([none.total, none.totals.wageMinor]).toEqual([0, 0]);
    const bad = await get(s1.token, `/wps/agent/income?from=${encodeURIComponent(future)}&to=${encodeURIComponent(future)}`);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('is only ever his own: his upline sees none of it, another agent only his own', async () => {
    expect((await get<IncomePage>(a.token, '/wps/agent/income')).body.value!.total).toBe(0);
    const other = (await get<IncomePage>(b.token, '/wps/agent/income')).body.value!;
    expect([other.total, other.totals.wageMinor]).toEqual([1, 777]);
  });
});

const details = (token: string, query = '') => get<TeamTransactionPage>(token, `/wps/agent/team/transactions${query}`);

describe('account details', () => {
  it("lists every wallet line of the team at every depth, and nothing of another team's", async () => {
    const page = (await details(a.token, '?pageSize=100')).body.value!;
    const accounts = new Set(page.list.map((l) => l.account));
    expect(accounts).toEqual(new Set([p1.account, p2.account, s1.account]));
    expect(page.list.some((l) => l.account === q1.account)).toBe(false);
    // newest first, each with its signed amount and the wallet's balance after it
    expect(page.list.map((l) => l.id)).toEqual([...page.list.map((l) => l.id)].sort((x, y) => y - x));
    const p2Lines = page.list.filter((l) => l.account === p2.account).map((l) => [l.type, l.amountMinor, l.balanceAfterMinor]);
    expect(p2Lines).toEqual([
      ['withdrawal', -2_000, 3_000],
      ['deposit', 5_000, 5_000],
    ]);
  });

  it('filters by member (id or account) and by type', async () => {
    const mine = (await details(a.token, `?memberId=${p1.id}`)).body.value!;
    expect(new Set(mine.list.map((l) => l.account))).toEqual(new Set([p1.account]));
    const types = new Set(mine.list.map((l) => l.type));
    for (const type of ['deposit', 'bet', 'win', 'bonus']) expect(types.has(type as never)).toBe(true);
    const byAccount = (await details(a.token, `?account=${p1.account}&type=win`)).body.value!;
    expect(byAccount.list.map((l) => [l.account, l.type, l.amountMinor])).toEqual([[p1.account, 'win', 2_500]]);
    const deposits = (await details(a.token, '?type=deposit')).body.value!;
    expect(deposits.total).toBe(3); // p1, p2 and s1; never q1
    expect((await details(a.token, `?account=${q1.account}`)).body.code).toBe('NOT_FOUND');
    expect((await details(a.token, '?account=nobody-at-all')).body.code).toBe('NOT_FOUND');
  });

  it('shows a sub-agent only his own team', async () => {
    const page = (await details(s1.token)).body.value!;
    expect(new Set(page.list.map((l) => l.account))).toEqual(new Set([p2.account]));
  });
});

describe('authorisation matrix', () => {
  it('account details by member: own downline at any depth yes; another team, the upline, himself no', async () => {
    expect((await details(a.token, `?memberId=${p1.id}`)).status).toBe(200);
    expect((await details(a.token, `?memberId=${p2.id}`)).status).toBe(200);
    for (const other of [q1, b, upline, a]) {
      const res = await details(a.token, `?memberId=${other.id}`);
      expect([res.status, res.body.code], other.account).toEqual([404, 'NOT_FOUND']);
    }
    expect((await details(s1.token, `?memberId=${p1.id}`)).body.code).toBe('NOT_FOUND');
    expect((await details(a.token, '?memberId=999999999')).body.code).toBe('NOT_FOUND');
  });

  const calls: Record<string, () => string> = {
    income: () => '/wps/agent/income',
    details: () => `/wps/agent/team/transactions?memberId=${p1.id}`,
    announcements: () => '/wps/agent/announcements',
  };
  for (const [name, url] of Object.entries(calls)) {
    it(`${name}: players get NON_AGENT, trial accounts TRIAL_ACCOUNT, visitors LOGIN_REQUIRED`, async () => {
      const path = url();
      expect((await get(p1.token, path)).body.code).toBe('NON_AGENT');
      expect((await get(p2.token, path)).body.code).toBe('NON_AGENT');
      expect((await get(trial.token, path)).body.code).toBe('TRIAL_ACCOUNT');
      expect((await t.call({ url: path })).body.code).toBe('LOGIN_REQUIRED');
    });
  }
});

describe('announcements for agents', () => {
  it('the operator posts one; every agent sees it, the public notices never do', async () => {
    const title = uniq('Title ');
    expect(await agentOps.run(t.platform, ['notice', title, 'Wages move to 06:00 from Monday.'])).toMatch(
      /^announcement \d+ posted for agents$/,
    );
    await expect(agentOps.run(t.platform, ['notice', title])).rejects.toBeInstanceOf(UsageError);
    for (const who of [a, b, s1]) {
      const list = (await get<{ list: AgentNotice[] }>(who.token, '/wps/agent/announcements?language=zh')).body.value!.list;
      expect(list[0]).toMatchObject({ title, content: 'Wages move to 06:00 from Monday.' });
    }
    const publicNotice = await t.call<{ player: { title: string }[]; popup: { title: string }[] }>({
      url: '/wps/system/notice?types=AGENT,B,PL,PU,PR',
    });
    expect([...publicNotice.body.value!.player, ...publicNotice.body.value!.popup].some((x) => x.title === title)).toBe(false);
    const board = await t.call<{ list: { type: string }[] }>({ url: '/wps/relay/MCSFE_getListAnnouncements?pageSize=100' });
    expect(board.body.value!.list.some((x) => x.type === 'AGENT')).toBe(false);
  });

  it('the demo agent has two seeded announcements, translated', async () => {
    const session = await login(t, 'agent01', 'Demo1234');
    const list = (await get<{ list: AgentNotice[] }>(session.body.value!.token, '/wps/agent/announcements?language=vi')).body
      .value!.list;
    expect(list.map((x) => x.title)).toEqual(
      expect.arrayContaining(['Lương ngày được trả mỗi sáng', 'Chào mừng đến trung tâm đại lý']),
    );
  });
});
