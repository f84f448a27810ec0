import type { DailySalaryView } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDailySalaries } from '../src/domains/agent/contracts.ts';
import { agentOps } from '../src/domains/agent/ops.ts';
import { balanceOf } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/** A (agent) → S (agent) → P (player); A → X (player); B another agent. */
let a: M, s: M, p: M, x: M, b: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;

beforeAll(async () => {
  t = await startTestApp();
  a = await createTestMember(t.db, { account: uniq('ca'), isAgent: 1 });
  s = await createTestMember(t.db, { account: uniq('cs'), isAgent: 2, uplineId: a.id });
  p = await createTestMember(t.db, { account: uniq('cp'), uplineId: s.id });
  x = await createTestMember(t.db, { account: uniq('cx'), uplineId: a.id });
  b = await createTestMember(t.db, { account: uniq('cb'), isAgent: 1 });
});
afterAll(async () => t.close());

const view = (token: string) => t.call<DailySalaryView>({ url: '/wps/agent/contracts/daily', headers: { token } });
const post = (token: string, url: string, payload: object) =>
  t.call<DailySalaryView>({ method: 'POST', url, payload, headers: { token } });
const offer = (token: string, account: string, tiers: object[]) => post(token, '/wps/agent/contracts/daily', { account, tiers });
const respond = (token: string, contractId: number, accept: boolean) =>
  post(token, '/wps/agent/contracts/daily/respond', { contractId, accept });

const tiers = [
  { minValidBetMinor: 1, rateBps: 100 },
  { minValidBetMinor: 100_000, rateBps: 200 },
];

async function round(memberId: number, stake: number, daysAgo: number) {
  const [g] = await t.db.query<{ node_id: number; vendor: string; engine: string }>(
    'SELECT node_id, vendor, engine FROM games WHERE engine IS NOT NULL ORDER BY node_id LIMIT 1',
  );
  await t.db.query(
    `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, 'settled', now() - make_interval(days => $7), now() - make_interval(days => $7))`,
    [uniq('r'), memberId, g!.node_id, g!.vendor, g!.engine, stake, daysAgo],
  );
}

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('daily salary contract', () => {
  let contractId: number;

  it('is offered to a direct downline agent only, within the rate bound, one live contract at a time', async () => {
    for (const [who, code] of [
      [x.account, 'VALIDATION_FAILED'], // a player
      [p.account, 'VALIDATION_FAILED'], // in the team, but not directly below, and a player
      [b.account, 'NOT_FOUND'], // another team
      ['nobody-here', 'NOT_FOUND'],
    ] as const) {
      const res = await offer(a.token, who, tiers);
      expect(res.body.code, who).toBe(code);
    }
    expect((await offer(a.token, s.account, [{ minValidBetMinor: 0, rateBps: 301 }])).body.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await offer(a.token, s.account, [
          { minValidBetMinor: 0, rateBps: 200 },
          { minValidBetMinor: 10, rateBps: 100 },
        ])
      ).body.code,
    ).toBe('VALIDATION_FAILED');
    expect((await offer(p.token, s.account, tiers)).body.code).toBe('NON_AGENT');

    const ok = await offer(a.token, s.account, tiers);
    expect(ok.status).toBe(200);
    expect(ok.body.value!.offered[0]).toMatchObject({ member: s.account, upline: a.account, status: 'process', tiers });
    contractId = ok.body.value!.offered[0]!.id;
    expect((await offer(a.token, s.account, tiers)).body.code).toBe('DUPLICATE_REQUEST');
    expect((await view(s.token)).body.value!.mine).toMatchObject({ id: contractId, status: 'process' });
  });

  it('is accepted only by the agent it was offered to', async () => {
    expect((await respond(a.token, contractId, true)).body.code).toBe('NOT_FOUND');
    expect((await respond(b.token, contractId, true)).body.code).toBe('NOT_FOUND');
    const res = await respond(s.token, contractId, true);
    expect(res.body.value!.mine).toMatchObject({ status: 'approved', startsOn: utcDay(-1) });
    expect((await respond(s.token, contractId, false)).body.code).toBe('NOT_FOUND');
    const consolidated = await t.call<{ dailysalreqtype: string | null; enableSalary: boolean }>({
      url: '/wps/member/info/funds/consolidated',
      headers: { token: s.token },
    });
    expect(consolidated.body.value).toMatchObject({ dailysalreqtype: 'approved', enableSalary: true });
    // S may offer below him at most his own best rate
    expect((await view(s.token)).body.value!.maxRateBps).toBe(200);
  });

  it('pays each finished day once by the tier the team reached, even when two runs race', async () => {
    // as if the contract had been accepted four days ago
    await t.db.query(`UPDATE agent_contracts SET starts_on = (now() AT TIME ZONE 'UTC')::date - 3 WHERE id = $1`, [contractId]);
    await round(p.id, 150_000, 2); // tier 2: 2% → 3,000
    await round(p.id, 50_000, 1); // tier 1: 1% → 500
    await round(p.id, 99_999, 0); // today: not over, not paid
    const before = await balanceOf(t.db, s.id);

    const runs = await Promise.all([settleDailySalaries(t.platform, Date.now()), settleDailySalaries(t.platform, Date.now())]);
    const paid = runs.flat().sort((l, r) => l.period.localeCompare(r.period));
    expect(paid).toEqual([
      { contractId, period: utcDay(2), amount: 3_000 },
      { contractId, period: utcDay(1), amount: 500 },
    ]);
    expect((await balanceOf(t.db, s.id)) - before).toBe(3_500);
    expect(await settleDailySalaries(t.platform, Date.now())).toEqual([]);
    expect(await agentOps.run(t.platform, ['settle', 'daily'])).toMatch(/nothing to pay/);

    const payments = (await view(s.token)).body.value!.payments;
    expect(payments.map((q) => [q.period, q.validBetMinor, q.rateBps, q.amountMinor])).toEqual([
      [utcDay(1), 50_000, 100, 500],
      [utcDay(2), 150_000, 200, 3_000],
      [utcDay(3), 0, 0, 0],
    ]);
    // the upline sees his downline's payments; another agent sees none
    expect((await view(a.token)).body.value!.payments).toHaveLength(3);
    expect((await view(b.token)).body.value!.payments).toHaveLength(0);
    const [postings] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_postings WHERE kind = 'agent.dailySalary' AND member_id = $1`,
      [s.id],
    );
    expect(postings!.n).toBe(2);
  });
});
