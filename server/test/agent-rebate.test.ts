import type { DownlineDetail, DownlinePage } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOps } from '../src/domains/agent/ops.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/**
 * top (agent, 2%) → a (agent, 1.5%) → p1 (player), s1 (sub-agent, 1%) → p2 (player, 0.8%);
 * b (another agent, 2%) → q1. trial is a free-play account.
 */
let top: M, a: M, p1: M, s1: M, p2: M, b: M, q1: M, trial: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
const rebateOf = async (id: number) =>
  Number((await t.db.query<{ r: number }>('SELECT rebate_bps AS r FROM members WHERE id = $1', [id]))[0]!.r);

beforeAll(async () => {
  t = await startTestApp();
  top = await createTestMember(t.db, { account: uniq('rt'), isAgent: 1 });
  a = await createTestMember(t.db, { account: uniq('ra'), isAgent: 1, uplineId: top.id });
  p1 = await createTestMember(t.db, { account: uniq('rp'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('rs'), isAgent: 2, uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('rq'), uplineId: s1.id });
  b = await createTestMember(t.db, { account: uniq('rb'), isAgent: 41 });
  q1 = await createTestMember(t.db, { account: uniq('rc'), uplineId: b.id });
  trial = await createTestMember(t.db, { account: uniq('rx'), isAgent: 4 });
  for (const [m, bps] of [
    [top, 200],
    [a, 150],
    [s1, 100],
    [p2, 80],
    [b, 200],
  ] as const)
    await t.db.query('UPDATE members SET rebate_bps = $2 WHERE id = $1', [m.id, bps]);
});
afterAll(async () => t.close());

const setRebate = (token: string, memberId: number, rebateBps: number) =>
  t.call<DownlineDetail>({
    method: 'POST',
    url: '/wps/agent/downline/rebate',
    payload: { memberId, rebateBps },
    headers: { token },
  });

describe('setting a member’s rebate', () => {
  it('sets a direct member’s rebate up to the agent’s own, shown in the list and the details', async () => {
    const res = await setRebate(a.token, p1.id, 120);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ id: p1.id, rebateBps: 120, maxRebateBps: 150 });
    const list = await t.call<DownlinePage>({ url: '/wps/agent/downline', headers: { token: a.token } });
    expect(list.body.value!.list.find((m) => m.id === p1.id)!.rebateBps).toBe(120);
    // exactly his own and zero are both within the bounds
    expect((await setRebate(a.token, p1.id, 150)).status).toBe(200);
    expect((await setRebate(a.token, p1.id, 0)).body.value!.rebateBps).toBe(0);
  });

  it('refuses a rebate above his own with RATE_ABOVE_OWN, and below zero as invalid; nothing changes', async () => {
    await setRebate(a.token, p1.id, 100);
    const above = await setRebate(a.token, p1.id, 151);
    expect([above.status, above.body.code]).toEqual([400, 'RATE_ABOVE_OWN']);
    expect((above.body as { value?: unknown }).value).toEqual({ maxBps: 150 });
    const negative = await setRebate(a.token, p1.id, -1);
    expect([negative.status, negative.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await rebateOf(p1.id)).toBe(100);
  });

  it('lowering a sub-agent’s rebate brings his own members with more down to it', async () => {
    await setRebate(a.token, s1.id, 50);
    expect(await rebateOf(s1.id)).toBe(50);
    expect(await rebateOf(p2.id)).toBe(50);
    // the sub-agent is now bound by his new rate
    expect((await setRebate(s1.token, p2.id, 60)).body.code).toBe('RATE_ABOVE_OWN');
    expect((await setRebate(s1.token, p2.id, 40)).status).toBe(200);
  });

  it('BOLA: only members directly below; another team, the upline, himself, a deeper member are refused', async () => {
    for (const other of [q1, b, top, a, { id: 999_999_999 }]) {
      const res = await setRebate(a.token, other.id, 10);
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    // p2 is in a's team but below s1: only s1 sets his rebate
    expect((await setRebate(a.token, p2.id, 10)).body.code).toBe('VALIDATION_FAILED');
    expect(await rebateOf(p2.id)).toBe(40);
    expect((await setRebate(s1.token, p1.id, 10)).body.code).toBe('NOT_FOUND');
    expect((await setRebate(p1.token, p1.id, 10)).body.code).toBe('NON_AGENT');
    expect((await setRebate(trial.token, p1.id, 10)).body.code).toBe('TRIAL_ACCOUNT');
    expect(
      (await t.call({ method: 'POST', url: '/wps/agent/downline/rebate', payload: { memberId: p1.id, rebateBps: 1 } })).body.code,
    ).toBe('LOGIN_REQUIRED');
  });

  it('agent rebate sets a top agent’s own within 3% and his upline’s; a move brings a team under its new bound', async () => {
    expect(await agentOps.run(t.platform, ['rebate', b.account, '2.5'])).toBe(`${b.account}'s rebate is 2.50%`);
    await expect(agentOps.run(t.platform, ['rebate', b.account, '3.01'])).rejects.toBeInstanceOf(UsageError);
    await expect(agentOps.run(t.platform, ['rebate', a.account, '2.1'])).rejects.toThrow(/from 0 to 2.00/);
    await expect(agentOps.run(t.platform, ['rebate', a.account, '-1'])).rejects.toBeInstanceOf(UsageError);
    await agentOps.run(t.platform, ['rebate', q1.account, '2.5']);
    const low = await createTestMember(t.db, { account: uniq('rl'), isAgent: 1 });
    await agentOps.run(t.platform, ['rebate', low.account, '0.5']);
    await agentOps.run(t.platform, ['move', b.account, low.account]);
    expect(await rebateOf(b.id)).toBe(50);
    expect(await rebateOf(q1.id)).toBe(50);
  });
});
