import type { DownlineTransfer, TeamTransactionPage } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall } from './session-helpers.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/** upline (agent) → A (agent) → p1 (player), s1 (sub-agent) → p2 (player); B (agent) → q1. */
let upline: M, a: M, p1: M, s1: M, p2: M, b: M, q1: M, nopw: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
const PW = '482915';

async function withPassword(m: M) {
  const res = await encCall(t, 'POST', '/wps/payout/password', { newPassword: PW, confirmNewPassword: PW }, { token: m.token });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  upline = await createTestMember(t.db, { account: uniq('up'), isAgent: 1 });
  a = await createTestMember(t.db, { account: uniq('aga'), isAgent: 1, uplineId: upline.id });
  p1 = await createTestMember(t.db, { account: uniq('pa'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('sa'), isAgent: 2, uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('pb'), uplineId: s1.id });
  b = await createTestMember(t.db, { account: uniq('agb'), isAgent: 41 });
  q1 = await createTestMember(t.db, { account: uniq('qb'), uplineId: b.id });
  nopw = await createTestMember(t.db, { account: uniq('np'), isAgent: 1 });
  for (const m of [a, p1, b]) await withPassword(m);
  await t.db.tx((sql) => creditMember(sql, { key: uniq('dep'), memberId: a.id, amount: 10_000, kind: 'deposit', house: 'BANK' }));
});
afterAll(async () => t.close());

const transfer = (from: M, input: Record<string, unknown>) =>
  encCall<DownlineTransfer>(
    t,
    'POST',
    '/wps/agent/transfer',
    { paymentPassword: PW, requestId: uniq('req-'), ...input },
    {
      token: from.token,
    },
  );

describe('agent transfer to a downline', () => {
  it('moves money from the agent to a direct member once per request id, and shows in account details', async () => {
    const requestId = uniq('req-');
    const first = await transfer(a, { memberId: p1.id, amountMinor: 2_500, requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      memberId: p1.id,
      account: p1.account,
      amountMinor: 2_500,
      balanceAfterMinor: 7_500,
      replayed: false,
    });
    const again = await transfer(a, { memberId: p1.id, amountMinor: 2_500, requestId });
    expect(again.body.value).toMatchObject({ balanceAfterMinor: 7_500, replayed: true });
    expect(await balanceOf(t.db, a.id)).toBe(7_500);
    expect(await balanceOf(t.db, p1.id)).toBe(2_500);
    // the same id with another amount or member moves nothing
    for (const other of [
      { memberId: p1.id, amountMinor: 100 },
      { memberId: s1.id, amountMinor: 2_500 },
    ]) {
      const clash = await transfer(a, { ...other, requestId });
      expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    }
    expect(await balanceOf(t.db, a.id)).toBe(7_500);
    expect(await balanceOf(t.db, s1.id)).toBe(0);
    const lines = await t.call<TeamTransactionPage>({
      url: `/wps/agent/team/transactions?memberId=${p1.id}`,
      headers: { token: a.token },
    });
    expect(lines.body.value!.list.map((l) => [l.type, l.amountMinor])).toEqual([['transfer', 2_500]]);
    const audit = await ledgerAudit(t.db);
    expect([audit.unbalancedPostings, audit.memberDrift]).toEqual([0, 0]);
  });

  it('refuses more than the balance, a wrong or missing payment password, and moves nothing', async () => {
    expect((await transfer(a, { memberId: p1.id, amountMinor: 999_999 })).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await transfer(a, { memberId: p1.id, amountMinor: 100, paymentPassword: '000001' })).body.code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    const nopwDown = await createTestMember(t.db, { account: uniq('nd'), uplineId: nopw.id });
    expect((await transfer(nopw, { memberId: nopwDown.id, amountMinor: 100 })).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect((await transfer(a, { memberId: p1.id, amountMinor: 0 })).body.code).toBe('VALIDATION_FAILED');
    expect(await balanceOf(t.db, a.id)).toBe(7_500);
  });

  it('BOLA: only a direct member; deeper, another team, the upline, himself and non-agents are refused', async () => {
    expect((await transfer(a, { memberId: p2.id, amountMinor: 100 })).body.code).toBe('VALIDATION_FAILED');
    for (const other of [q1, b, upline, a]) {
      const res = await transfer(a, { memberId: other.id, amountMinor: 100 });
      expect([res.status, res.body.code], other.account).toEqual([404, 'NOT_FOUND']);
    }
    expect((await transfer(p1, { memberId: p2.id, amountMinor: 100 })).body.code).toBe('NON_AGENT');
    expect((await transfer(b, { memberId: p1.id, amountMinor: 100 })).body.code).toBe('NOT_FOUND');
    expect(await balanceOf(t.db, a.id)).toBe(7_500);
    expect(await balanceOf(t.db, p2.id)).toBe(0);
  });
});
