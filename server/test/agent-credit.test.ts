import type { CreditReport } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLINE_TRANSFER_KIND } from '../src/domains/wallet/upline.ts';
import { creditMember, transferBetweenMembers } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, login } from './session-helpers.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/** up (agent) → a (agent) → p1, p2 (players), s1 (sub-agent) → p3; b (agent) → q1; trial. */
let up: M, a: M, p1: M, p2: M, s1: M, p3: M, b: M, q1: M, trial: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
const PW = '482915';

const transferDown = async (from: M, to: M, amountMinor: number) => {
  const res = await encCall(
    t,
    'POST',
    '/wps/agent/transfer',
    { memberId: to.id, amountMinor, paymentPassword: PW, requestId: uniq('req-') },
    { token: from.token },
  );
  expect(res.status).toBe(200);
};
/** What the member's transfer to his upline posts (the cashier's transferToUpline, without its settings). */
const transferUp = (from: M, to: M, amount: number) =>
  t.db.tx((sql) =>
    transferBetweenMembers(sql, {
      key: uniq('up:'),
      fromMemberId: from.id,
      toMemberId: to.id,
      amount,
      kind: UPLINE_TRANSFER_KIND,
      ref: uniq('r'),
    }),
  );
const report = (m: M, query = '') => t.call<CreditReport>({ url: `/wps/agent/team/credit${query}`, headers: { token: m.token } });

beforeAll(async () => {
  t = await startTestApp();
  up = await createTestMember(t.db, { account: uniq('cu'), isAgent: 1 });
  a = await createTestMember(t.db, { account: uniq('ca'), isAgent: 1, uplineId: up.id });
  p1 = await createTestMember(t.db, { account: uniq('cp'), uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('cq'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('cs'), isAgent: 2, uplineId: a.id });
  p3 = await createTestMember(t.db, { account: uniq('cr'), uplineId: s1.id });
  b = await createTestMember(t.db, { account: uniq('cb'), isAgent: 41 });
  q1 = await createTestMember(t.db, { account: uniq('cc'), uplineId: b.id });
  trial = await createTestMember(t.db, { account: uniq('ct'), isAgent: 4 });
  for (const m of [a, s1, b]) {
    const res = await encCall(t, 'POST', '/wps/payout/password', { newPassword: PW, confirmNewPassword: PW }, { token: m.token });
    expect(res.status).toBe(200);
    await t.db.tx((sql) =>
      creditMember(sql, { key: uniq('dep'), memberId: m.id, amount: 100_000, kind: 'deposit', house: 'BANK' }),
    );
  }
  // a: 10,000 then 5,000 to p1, who sends 3,000 back; 2,000 to p2; 4,000 to s1, who passes 1,000 on to p3
  await transferDown(a, p1, 10_000);
  await transferDown(a, p1, 5_000);
  await transferUp(p1, a, 3_000);
  await transferDown(a, p2, 2_000);
  await transferDown(a, s1, 4_000);
  await transferDown(s1, p3, 1_000);
  // another agent's transfer to his own member, and a transfer between members of a's team: never a's credit
  await transferDown(b, q1, 7_000);
  await transferUp(p3, s1, 500);
});
afterAll(async () => t.close());

describe('credit report', () => {
  it('gives each member the agent’s transfers down, those back up and the net, largest first, with totals', async () => {
    const res = await report(a);
    expect(res.status).toBe(200);
    const v = res.body.value!;
    expect(v.list.map((l) => [l.account, l.sentMinor, l.returnedMinor, l.netMinor, l.transfers])).toEqual([
      [p1.account, 15_000, 3_000, 12_000, 3],
      [s1.account, 4_000, 0, 4_000, 1],
      [p2.account, 2_000, 0, 2_000, 1],
    ]);
    expect(v.totals).toEqual({ sentMinor: 21_000, returnedMinor: 3_000, netMinor: 18_000 });
    expect(v.total).toBe(3);
    // the sub-agent's own report holds only his own credit
    expect((await report(s1)).body.value!.list.map((l) => [l.account, l.sentMinor, l.returnedMinor])).toEqual([
      [p3.account, 1_000, 500],
    ]);
  });

  it('pages, filters by member (id or account) and by period', async () => {
    const page2 = (await report(a, '?pageSize=2&pageNo=2')).body.value!;
    expect(page2.list.map((l) => l.account)).toEqual([p2.account]);
    expect([page2.total, page2.totalPages]).toEqual([3, 2]);
    expect(page2.totals.netMinor).toBe(18_000);
    const one = (await report(a, `?account=${p1.account}`)).body.value!;
    expect(one.list.map((l) => l.account)).toEqual([p1.account]);
    expect(one.totals).toEqual({ sentMinor: 15_000, returnedMinor: 3_000, netMinor: 12_000 });
    expect((await report(a, `?memberId=${p2.id}`)).body.value!.totals.sentMinor).toBe(2_000);
    // a member of his team with no transfers of his: an empty report, not an error
    expect((await report(a, `?memberId=${p3.id}`)).body.value!.list).toEqual([]);
    const future = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    expect((await report(a, `?from=${future}`)).body.value!.list).toEqual([]);
    const bad = await report(a, `?from=${future}&to=${encodeURIComponent(new Date().toISOString())}`);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('BOLA: another team, the upline, himself and unknown ids are NOT_FOUND; players, trial and visitors refused', async () => {
    for (const other of [q1, b, up, a]) {
      const byId = await report(a, `?memberId=${other.id}`);
      expect([byId.status, byId.body.code]).toEqual([404, 'NOT_FOUND']);
      expect((await report(a, `?account=${other.account}`)).body.code).toBe('NOT_FOUND');
    }
    expect((await report(a, '?memberId=999999999')).body.code).toBe('NOT_FOUND');
    expect((await report(s1, `?memberId=${p1.id}`)).body.code).toBe('NOT_FOUND');
    expect((await report(p1)).body.code).toBe('NON_AGENT');
    expect((await report(trial)).body.code).toBe('TRIAL_ACCOUNT');
    expect((await t.call({ url: '/wps/agent/team/credit' })).body.code).toBe('LOGIN_REQUIRED');
  });

  it('the demo: agent01 extended credit to team_ana and team_ben, and team_ana sent some back', async () => {
    const session = await login(t, 'agent01', 'Demo1234');
    const v = (await t.call<CreditReport>({ url: '/wps/agent/team/credit', headers: { token: session.body.value!.token } })).body
      .value!;
    expect(v.list.map((l) => [l.account, l.sentMinor, l.returnedMinor, l.netMinor])).toEqual([
      ['team_ana', 8_000, 2_000, 6_000],
      ['team_ben', 5_000, 0, 5_000],
    ]);
  });
});
