import type { TeamTransactionPage } from '@tala/contract/agent';
import type { UplineTransferResult, UplineTransferStatus } from '@tala/contract/upline-transfer';
import type { AccountRecord } from '@tala/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTurnoverRequirement } from '../src/domains/deposit/queries.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { balanceOf, creditMember, ledgerAudit, transferBetweenMembers } from '../src/domains/wallet/ledger.ts';
import { transferToDownline } from '../src/domains/agent/transfer.ts';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall } from './session-helpers.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/** agentA (switch on) → p, p2; agentB (switch on) → q; agentC (never switched) → r; loner has no upline. */
let agentA: M, agentB: M, agentC: M, p: M, p2: M, q: M, r: M, loner: M, trial: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
const PW = '482915';

async function withPassword(m: M) {
  const res = await encCall(t, 'POST', '/wps/payout/password', { newPassword: PW, confirmNewPassword: PW }, { token: m.token });
  expect(res.status).toBe(200);
}

const fund = (m: M, amount: number) =>
  t.db.tx((sql) => creditMember(sql, { key: uniq('dep'), memberId: m.id, amount, kind: 'deposit', house: 'BANK' }));

const send = (from: M, input: Record<string, unknown>) =>
  encCall<UplineTransferResult>(
    t,
    'POST',
    '/wps/member/transfer-upline',
    { paymentPassword: PW, requestId: uniq('req-'), amount: '10.00', ...input },
    { token: from.token },
  );

const status = (m: M) => t.call<UplineTransferStatus>({ url: '/wps/member/transfer-upline', headers: { token: m.token } });

beforeAll(async () => {
  t = await startTestApp();
  agentA = await createTestMember(t.db, { account: uniq('aga'), isAgent: 1 });
  agentB = await createTestMember(t.db, { account: uniq('agb'), isAgent: 1 });
  agentC = await createTestMember(t.db, { account: uniq('agc'), isAgent: 41 });
  p = await createTestMember(t.db, { account: uniq('pa'), uplineId: agentA.id });
  p2 = await createTestMember(t.db, { account: uniq('pb'), uplineId: agentA.id });
  q = await createTestMember(t.db, { account: uniq('qb'), uplineId: agentB.id });
  r = await createTestMember(t.db, { account: uniq('rc'), uplineId: agentC.id });
  loner = await createTestMember(t.db, { account: uniq('lo') });
  trial = await createTestMember(t.db, { account: uniq('tr'), isAgent: 4, uplineId: agentA.id });
  for (const m of [p, p2, q, r, loner]) await withPassword(m);
  for (const m of [p, p2, q, r, loner, trial]) await fund(m, 50_000);
  await t.db.tx((sql) => writeSetting(sql, 'uplineTransfer', true));
  expect(await runOps(t.platform, ['cashier', 'upline', agentA.account, 'on'])).toMatch(/on$/);
  expect(await runOps(t.platform, ['cashier', 'upline', agentB.account, 'on'])).toMatch(/on$/);
});
afterAll(async () => t.close());

describe('transfer to the upline agent', () => {
  it('tells the member whether he may, and to whom', async () => {
    expect((await status(p)).body.value).toEqual({
      allowed: true,
      uplineAccount: agentA.account,
      balanceMinor: 50_000,
      turnoverRemainingMinor: 0,
    });
    expect((await status(r)).body.value).toMatchObject({ allowed: false, uplineAccount: agentC.account });
    expect((await status(loner)).body.value).toMatchObject({ allowed: false, uplineAccount: null });
    expect((await status(trial)).body.value).toMatchObject({ allowed: false });
  });

  it('moves money from the member to his agent once per request id', async () => {
    const requestId = uniq('req-');
    const first = await send(p, { uplineAccount: agentA.account, amount: '125.50', requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      uplineAccount: agentA.account,
      amountMinor: 12_550,
      balanceAfterMinor: 37_450,
      replayed: false,
    });
    const again = await send(p, { uplineAccount: agentA.account, amount: '125.50', requestId });
    expect(again.body.value).toMatchObject({ balanceAfterMinor: 37_450, replayed: true });
    const clash = await send(p, { uplineAccount: agentA.account, amount: '1.00', requestId });
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    expect(await balanceOf(t.db, p.id)).toBe(37_450);
    expect(await balanceOf(t.db, agentA.id)).toBe(12_550);
    expect((await ledgerAudit(t.db)).unbalancedPostings).toBe(0);
  });

  it('shows as a transfer in both account records and in the agent’s account details', async () => {
    const lines = async (m: M) =>
      (await t.call<{ list: AccountRecord[] }>({ url: '/wps/relay/ODSFE2_MemTransDet?pageSize=50', headers: { token: m.token } }))
        .body.value!.list;
    const incoming = (await lines(agentA)).filter((l) => l.type === 'transfer');
    expect(incoming.map((l) => l.amountMinor)).toContain(12_550);
    const outgoing = (await lines(p)).filter((l) => l.type === 'transfer');
    expect(outgoing.map((l) => l.amountMinor)).toContain(-12_550);
    const team = await t.call<TeamTransactionPage>({
      url: `/wps/agent/team/transactions?memberId=${p.id}&type=transfer`,
      headers: { token: agentA.token },
    });
    expect(team.body.value!.list.map((l) => [l.type, l.amountMinor])).toContainEqual(['transfer', -12_550]);
  });

  it('refuses any agent but the member’s own upline, and moves nothing', async () => {
    for (const [from, to] of [
      [p, agentB],
      [q, agentA],
      [p, p2],
      [loner, agentA],
    ] as const) {
      const res = await send(from, { uplineAccount: to.account });
      expect([res.status, res.body.code], `${from.account} → ${to.account}`).toEqual([403, 'UPLINE_ONLY']);
    }
    expect(await balanceOf(t.db, agentB.id)).toBe(0);
    expect(await balanceOf(t.db, p2.id)).toBe(50_000);
    expect(await balanceOf(t.db, q.id)).toBe(50_000);
    expect(await balanceOf(t.db, loner.id)).toBe(50_000);
  });

  it('is closed while the agent’s switch or the brand setting is off', async () => {
    const off = await send(r, { uplineAccount: agentC.account });
    expect([off.status, off.body.code]).toEqual([403, 'UPLINE_TRANSFER_OFF']);
    await runOps(t.platform, ['cashier', 'upline', agentB.account, 'off']);
    expect((await status(q)).body.value!.allowed).toBe(false);
    expect((await send(q, { uplineAccount: agentB.account })).body.code).toBe('UPLINE_TRANSFER_OFF');
    expect(await runOps(t.platform, ['cashier', 'upline'])).not.toContain(agentB.account);
    await runOps(t.platform, ['cashier', 'upline', agentB.account, 'on']);
    await t.db.tx((sql) => writeSetting(sql, 'uplineTransfer', false));
    try {
      expect((await status(q)).body.value!.allowed).toBe(false);
      expect((await send(q, { uplineAccount: agentB.account })).body.code).toBe('UPLINE_TRANSFER_OFF');
    } finally {
      await t.db.tx((sql) => writeSetting(sql, 'uplineTransfer', true));
    }
    expect((await send(q, { uplineAccount: agentB.account })).status).toBe(200);
    await expect(runOps(t.platform, ['cashier', 'upline', q.account, 'on'])).rejects.toThrow(/no agent/);
  });

  it('refuses a wrong password, a trial account, money under turnover, more than the balance, a plain body', async () => {
    const wrong = await send(p2, { uplineAccount: agentA.account, paymentPassword: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'PAYMENT_PASSWORD_WRONG']);
    const trialSend = await send(trial, { uplineAccount: agentA.account });
    expect([trialSend.status, trialSend.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    const tooMuch = await send(p2, { uplineAccount: agentA.account, amount: '500.01' });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    const bad = await send(p2, { uplineAccount: agentA.account, amount: '1.234' });
    expect(bad.status).toBe(400);
    await t.db.tx((sql) =>
      recordTurnoverRequirement(sql, { memberId: p2.id, source: 'deposit', ref: uniq('t'), requiredMinor: 100 }),
    );
    const locked = await send(p2, { uplineAccount: agentA.account });
    expect([locked.status, locked.body.code]).toEqual([400, 'TURNOVER_NOT_MET']);
    const plain = await t.call({
      method: 'POST',
      url: '/wps/member/transfer-upline',
      headers: { token: p2.token },
      payload: { uplineAccount: agentA.account, amount: '1.00', paymentPassword: PW, requestId: uniq('req-') },
    });
    expect(plain.status).toBe(400);
    expect(await balanceOf(t.db, p2.id)).toBe(50_000);
    expect(await balanceOf(t.db, trial.id)).toBe(50_000);
  });
});

describe('member-to-member ledger transfer', () => {
  it('never deadlocks, overdraws or loses money when two members send to each other at once', async () => {
    const a = await createTestMember(t.db, { account: uniq('ra') });
    const b = await createTestMember(t.db, { account: uniq('rb') });
    await fund(a, 3_000);
    await fund(b, 3_000);
    const runs = 60;
    const race = (from: M, to: M, i: number) =>
      t.db
        .tx((sql) =>
          transferBetweenMembers(sql, {
            key: `race:${from.id}:${i}`,
            fromMemberId: from.id,
            toMemberId: to.id,
            amount: 100 + (i % 7) * 10,
            kind: 'uplineTransfer',
          }),
        )
        .then(
          () => 'ok' as const,
          (error: { code?: string }) => error.code ?? String(error),
        );
    const outcomes = await Promise.all(Array.from({ length: runs }, (_, i) => [race(a, b, i), race(b, a, i)]).flat());
    // only a shortfall may refuse a transfer: never a deadlock or a broken constraint
    expect(outcomes.filter((o) => o !== 'ok' && o !== 'INSUFFICIENT_BALANCE')).toEqual([]);
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(0);
    const [ba, bb] = [await balanceOf(t.db, a.id), await balanceOf(t.db, b.id)];
    expect(ba).toBeGreaterThanOrEqual(0);
    expect(bb).toBeGreaterThanOrEqual(0);
    expect(ba + bb).toBe(6_000);
    const audit = await ledgerAudit(t.db);
    expect(audit).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
    // a replay of a key answers the original; the same key towards someone else is refused
    const once = (to: M) =>
      t.db.tx((sql) =>
        transferBetweenMembers(sql, {
          key: `once:${a.id}`,
          fromMemberId: b.id,
          toMemberId: to.id,
          amount: 100,
          kind: 'uplineTransfer',
        }),
      );
    expect((await once(a)).replayed).toBe(false);
    expect(await once(a)).toMatchObject({ replayed: true });
    await expect(once(p)).rejects.toMatchObject({ code: 'DUPLICATE_REQUEST' });
    expect((await balanceOf(t.db, a.id)) + (await balanceOf(t.db, b.id))).toBe(6_000);
  });

  it('never deadlocks when an agent sends down while his member sends up to him', async () => {
    const agent = await createTestMember(t.db, { account: uniq('rag'), isAgent: 1 });
    const member = await createTestMember(t.db, { account: uniq('rme'), uplineId: agent.id });
    await withPassword(agent);
    await fund(agent, 5_000);
    await fund(member, 5_000);
    const settle = (p: Promise<unknown>) =>
      p.then(
        () => 'ok' as const,
        (error: { code?: string }) => error.code ?? String(error),
      );
    const runs = 20;
    const outcomes = await Promise.all(
      Array.from({ length: runs }, (_, i) => [
        settle(
          transferToDownline(t.platform, agent.id, {
            memberId: member.id,
            amountMinor: 150,
            paymentPassword: PW,
            requestId: uniq(`down${i}-`),
          }),
        ),
        settle(
          t.db.tx((sql) =>
            transferBetweenMembers(sql, {
              key: uniq(`up${i}-`),
              fromMemberId: member.id,
              toMemberId: agent.id,
              amount: 150,
              kind: 'uplineTransfer',
            }),
          ),
        ),
      ]).flat(),
    );
    expect(outcomes.filter((o) => o !== 'ok' && o !== 'INSUFFICIENT_BALANCE')).toEqual([]);
    expect((await balanceOf(t.db, agent.id)) + (await balanceOf(t.db, member.id))).toBe(10_000);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
