import type {
  CreditReport,
  DownlineDetail,
  DownlinePage,
  MemberProfitPage,
  TeamOverview,
  TeamTransactionPage,
} from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/domains/games/cache.ts';
import { readSetting, writeSetting } from '../src/domains/system/settings.ts';
import { creditMember } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/** a (role 41) → p1, s1 (role 2) → p2 (depth 2) → … ; g (role 1) → h (role 2) → k (depth 2). */
let a: M, p1: M, s1: M, p2: M, g: M, h: M, k: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
const get = <T>(m: M, url: string) => t.call<T>({ url, headers: { token: m.token } });

beforeAll(async () => {
  t = await startTestApp();
  a = await createTestMember(t.db, { account: uniq('da'), isAgent: 41 });
  p1 = await createTestMember(t.db, { account: uniq('dp'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('ds'), isAgent: 2, uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('dq'), uplineId: s1.id });
  g = await createTestMember(t.db, { account: uniq('dg'), isAgent: 1 });
  h = await createTestMember(t.db, { account: uniq('dh'), isAgent: 2, uplineId: g.id });
  k = await createTestMember(t.db, { account: uniq('dk'), uplineId: h.id });
  for (const m of [p1, p2])
    await t.db.tx((sql) =>
      creditMember(sql, { key: uniq('dep'), memberId: m.id, amount: 1_000, kind: 'deposit', house: 'BANK' }),
    );
  // role 41 reaches one level below him; role 1 is not named: every level
  await t.db.tx((sql) => writeSetting(sql, 'agentDepth', { '41': 1 }));
});
afterAll(async () => t.close());

describe('depth limits per agent role', () => {
  it('a member below the reach of the agent’s role is NOT_FOUND on every call that takes his id', async () => {
    expect((await get(a, `/wps/agent/downline/detail?memberId=${p1.id}`)).status).toBe(200);
    expect((await get(a, `/wps/agent/downline/detail?memberId=${s1.id}`)).status).toBe(200);
    for (const url of [
      `/wps/agent/downline/detail?memberId=${p2.id}`,
      `/wps/agent/downline?uplineId=${p2.id}`,
      `/wps/agent/team/bets?memberId=${p2.id}`,
      `/wps/agent/team/profit?account=${p2.account}`,
      `/wps/agent/team/transactions?memberId=${p2.id}`,
      `/wps/agent/team/credit?memberId=${p2.id}`,
    ]) {
      const res = await get(a, url);
      expect([res.status, res.body.code], url).toEqual([404, 'NOT_FOUND']);
    }
    const status = await t.call({
      method: 'POST',
      url: '/wps/agent/downline/status',
      payload: { memberId: p2.id, status: 'locked' },
      headers: { token: a.token },
    });
    expect(status.body.code).toBe('NOT_FOUND');
    // his sub-agent, whose own role reaches every level, still sees him
    expect((await get(s1, `/wps/agent/downline/detail?memberId=${p2.id}`)).status).toBe(200);
  });

  it('the lists and figures leave out the levels below the reach', async () => {
    const overview = (await get<TeamOverview>(a, '/wps/agent/team/overview')).body.value!;
    expect([overview.teamSize, overview.directMembers, overview.today.depositsMinor]).toEqual([2, 2, 1_000]);
    expect((await get<DownlinePage>(a, `/wps/agent/downline?uplineId=${s1.id}`)).body.value!.list).toEqual([]);
    // his sub-agent's own team is not "1 member" for him: that member is out of his reach
    const direct = (await get<DownlinePage>(a, '/wps/agent/downline')).body.value!.list;
    expect(direct.find((m) => m.id === s1.id)!.teamSize).toBe(0);
    expect((await get<DownlineDetail>(a, `/wps/agent/downline/detail?memberId=${s1.id}`)).body.value!.teamSize).toBe(0);
    expect((await get<DownlineDetail>(s1, `/wps/agent/downline/detail?memberId=${p2.id}`)).status).toBe(200);
    expect((await get<DownlinePage>(a, `/wps/agent/downline?search=${p2.account}`)).body.value!.total).toBe(0);
    const profit = (await get<MemberProfitPage>(a, '/wps/agent/team/profit')).body.value!;
    expect(profit.list.map((l) => l.account)).not.toContain(p2.account);
    const lines = (await get<TeamTransactionPage>(a, '/wps/agent/team/transactions')).body.value!;
    expect(lines.list.map((l) => l.account)).toEqual([p1.account]);
    expect((await get<CreditReport>(a, '/wps/agent/team/credit')).status).toBe(200);
  });

  it('a role the setting does not name reaches every level', async () => {
    expect((await get(g, `/wps/agent/downline/detail?memberId=${k.id}`)).status).toBe(200);
    expect((await get<DownlineDetail>(g, `/wps/agent/downline/detail?memberId=${h.id}`)).body.value!.teamSize).toBe(1);
    expect((await get<TeamOverview>(g, '/wps/agent/team/overview')).body.value!.teamSize).toBe(2);
  });

  it('the setting refuses other role codes and depths below 1', async () => {
    await t.db.query(`UPDATE brand_settings SET value = '{"4": 1}'::jsonb WHERE key = 'agentDepth'`);
    catalogueChanged(t.db);
    await expect(readSetting(t.db, 'agentDepth')).rejects.toThrow(/agentDepth/);
    await t.db.tx((sql) => writeSetting(sql, 'agentDepth', { '41': 1 }));
  });
});
