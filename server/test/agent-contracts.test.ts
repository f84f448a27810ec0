import type { ContractKind, ContractView } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleContracts, settleOn } from '../src/domains/agent/contracts.ts';
import { agentOps } from '../src/domains/agent/ops.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { balanceOf } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { insertRound } from './rounds.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/** A (agent) → S (agent) → P (player); A → X (player); B another agent. */
let a: M, s: M, p: M, x: M, b: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;

beforeAll(async () => {
  t = await startTestApp();
  // the hand-computed figures below are on UTC's days; the brand's own clock has its tests at the end
  await writeSetting(t.db, 'timeZone', 'UTC');
  a = await createTestMember(t.db, { account: uniq('ca'), isAgent: 1 });
  s = await createTestMember(t.db, { account: uniq('cs'), isAgent: 2, uplineId: a.id });
  p = await createTestMember(t.db, { account: uniq('cp'), uplineId: s.id });
  x = await createTestMember(t.db, { account: uniq('cx'), uplineId: a.id });
  b = await createTestMember(t.db, { account: uniq('cb'), isAgent: 1 });
});
afterAll(async () => t.close());

const view = (token: string, kind: ContractKind = 'dailySalary') =>
  t.call<ContractView>({ url: `/wps/agent/contracts?kind=${kind}`, headers: { token } });
const post = (token: string, url: string, payload: object) =>
  t.call<ContractView>({ method: 'POST', url, payload, headers: { token } });
const offer = (token: string, account: string, tiers: object[], kind: ContractKind = 'dailySalary', payPeriod?: string) =>
  post(token, '/wps/agent/contracts', { kind, account, tiers, payPeriod });
const respond = (token: string, contractId: number, accept: boolean) =>
  post(token, '/wps/agent/contracts/respond', { contractId, accept });
const settleDailySalaries = (platform: typeof t.platform, now: number) => settleContracts(platform, 'dailySalary', now);

const tiers = [
  { minBasisMinor: 1, rateBps: 100 },
  { minBasisMinor: 100_000, rateBps: 200 },
];

const round = (memberId: number, stake: number, daysAgo: number) =>
  insertRound(t.db, { memberId, at: new Date(Date.now() - daysAgo * 86_400_000), stake });

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('daily salary contract', () => {
  let contractId: number;

  it('is offered to a direct downline agent only, within the rate bound, one live contract at a time', async () => {
    // each refusal about the name typed has its own code, under the account field; another team's
    // member gets the answer of a name that does not exist, so names cannot be probed
    for (const [who, code, status] of [
      [x.account, 'DOWNLINE_NOT_AGENT', 400], // a player directly below
      [p.account, 'DOWNLINE_NOT_AGENT', 400], // in the team, but not directly below, and a player
      [b.account, 'DOWNLINE_NOT_FOUND', 404], // another team
      ['nobody-here', 'DOWNLINE_NOT_FOUND', 404],
    ] as const) {
      const res = await offer(a.token, who, tiers);
      expect(res.body.code, who).toBe(code);
      expect(res.status, who).toBe(status);
      expect(res.body.field, who).toBe('account');
    }
    expect((await offer(a.token, s.account, [{ minBasisMinor: 0, rateBps: 301 }])).body.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await offer(a.token, s.account, [
          { minBasisMinor: 0, rateBps: 200 },
          { minBasisMinor: 10, rateBps: 100 },
        ])
      ).body.code,
    ).toBe('VALIDATION_FAILED');
    expect((await offer(p.token, s.account, tiers)).body.code).toBe('NON_AGENT');

    const ok = await offer(a.token, s.account, tiers);
    expect(ok.status).toBe(200);
    expect(ok.body.value!.offered[0]).toMatchObject({ member: s.account, upline: a.account, status: 'process', tiers });
    contractId = ok.body.value!.offered[0]!.id;
    // one live contract of a kind: a second offer, even the very same one, is refused until it ends
    const again = await offer(a.token, s.account, tiers);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONTRACT_ALREADY_LIVE', field: 'account' });
    expect((await view(s.token)).body.value!.mine).toMatchObject({ id: contractId, status: 'process' });
  });

  it('is accepted only by the agent it was offered to', async () => {
    expect((await respond(a.token, contractId, true)).body.code).toBe('NOT_FOUND');
    expect((await respond(b.token, contractId, true)).body.code).toBe('NOT_FOUND');
    const res = await respond(s.token, contractId, true);
    expect(res.body.value!.mine).toMatchObject({ status: 'approved', startsAt: `${utcDay(-1)}T00:00:00.000Z` });
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
    await t.db.query(
      `UPDATE agent_contracts SET starts_at = ((now() AT TIME ZONE 'UTC')::date - 3)::timestamp AT TIME ZONE 'UTC' WHERE id = $1`,
      [contractId],
    );
    await round(p.id, 150_000, 2); // tier 2: 2% → 3,000
    await round(p.id, 50_000, 1); // tier 1: 1% → 500
    await round(p.id, 99_999, 0); // today: not over, not paid
    const before = await balanceOf(t.db, s.id);

    const runs = await Promise.all([settleDailySalaries(t.platform, Date.now()), settleDailySalaries(t.platform, Date.now())]);
    const paid = runs.flat().sort((l, r) => l.periodStart.localeCompare(r.periodStart));
    expect(paid).toEqual([
      { contractId, periodStart: `${utcDay(2)}T00:00:00.000Z`, amount: 3_000 },
      { contractId, periodStart: `${utcDay(1)}T00:00:00.000Z`, amount: 500 },
    ]);
    expect((await balanceOf(t.db, s.id)) - before).toBe(3_500);
    expect(await settleDailySalaries(t.platform, Date.now())).toEqual([]);
    expect(await agentOps.run(t.platform, ['settle', 'daily'])).toMatch(/nothing to pay/);

    const payments = (await view(s.token)).body.value!.payments;
    expect(payments.map((q) => [q.periodStart.slice(0, 10), q.validBetMinor, q.rateBps, q.amountMinor])).toEqual([
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

/** A settled game round of `memberId` at an instant. */
const roundAt = (memberId: number, at: string, stake: number, payout: number) =>
  insertRound(t.db, { memberId, at, stake, payout });

const at = (iso: string) => Date.parse(iso);

/**
 * Hourly salary, real-time salary and dividend against hand-computed figures. One team, its own
 * agents (so the daily test's team is not touched): A2 → S2 (agent) → P2 (player). P2's rounds, UTC:
 *   2026-01-05 10:10 stake 40,000 lost        (window 10:10–10:15 loss 40,000)
 *   2026-01-05 10:50 stake 80,000 paid 150,000 (window 10:50–10:55 the team won 70,000)
 *   2026-01-05 11:30 stake 30,000 lost        (window 11:30–11:35 loss 30,000)
 *   2026-01-05 13:10 stake 10,000 lost        (window 13:10–13:15 loss 10,000)
 *   2026-01-13 09:00 stake 200,000 lost       (second week)
 */
describe('hourly, real-time and dividend contracts', () => {
  let a2: M, s2: M, p2: M;
  const ids = {} as Record<ContractKind, number>;

  beforeAll(async () => {
    a2 = await createTestMember(t.db, { account: uniq('ka'), isAgent: 1 });
    s2 = await createTestMember(t.db, { account: uniq('ks'), isAgent: 41, uplineId: a2.id });
    p2 = await createTestMember(t.db, { account: uniq('kp'), uplineId: s2.id });
    await roundAt(p2.id, '2026-01-05T10:10:00Z', 40_000, 0);
    await roundAt(p2.id, '2026-01-05T10:50:00Z', 80_000, 150_000);
    await roundAt(p2.id, '2026-01-05T11:30:00Z', 30_000, 0);
    await roundAt(p2.id, '2026-01-05T13:10:00Z', 10_000, 0);
    await roundAt(p2.id, '2026-01-13T09:00:00Z', 200_000, 0);
  });

  it('is offered with its own bound and pay period, and accepted by the downline', async () => {
    // a dividend needs its pay period, a salary has none
    expect((await offer(a2.token, s2.account, tiers, 'dividend')).body.code).toBe('VALIDATION_FAILED');
    expect((await offer(a2.token, s2.account, tiers, 'hourlySalary', 'weekly')).body.code).toBe('VALIDATION_FAILED');
    // the platform's bounds: 3% hourly, 10% real-time, 50% dividend; no rate of 0 or below
    expect((await offer(a2.token, s2.account, [{ minBasisMinor: 0, rateBps: 301 }], 'hourlySalary')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await offer(a2.token, s2.account, [{ minBasisMinor: 0, rateBps: 1_001 }], 'realtimeSalary')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await offer(a2.token, s2.account, [{ minBasisMinor: 0, rateBps: 0 }], 'realtimeSalary')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const offers: [ContractKind, object[], string?][] = [
      [
        'hourlySalary',
        [
          { minBasisMinor: 0, rateBps: 50 },
          { minBasisMinor: 100_000, rateBps: 80 },
        ],
      ],
      [
        'realtimeSalary',
        [
          { minBasisMinor: 0, rateBps: 500 },
          { minBasisMinor: 50_000, rateBps: 1_000 },
        ],
      ],
      [
        'dividend',
        [
          { minBasisMinor: 0, rateBps: 2_000 },
          { minBasisMinor: 100_000, rateBps: 3_000 },
        ],
        'weekly',
      ],
    ];
    for (const [kind, kindTiers, payPeriod] of offers) {
      const res = await offer(a2.token, s2.account, kindTiers, kind, payPeriod);
      expect(res.status, kind).toBe(200);
      expect(res.body.value).toMatchObject({ kind, offered: [{ kind, status: 'process', payPeriod: payPeriod ?? null }] });
      ids[kind] = res.body.value!.offered[0]!.id;
      // another agent cannot answer it; the downline can, once
      expect((await respond(b.token, ids[kind], true)).body.code).toBe('NOT_FOUND');
      const accepted = await respond(s2.token, ids[kind], true);
      expect(accepted.body.value).toMatchObject({ kind, mine: { id: ids[kind], status: 'approved' } });
    }
    expect((await view(s2.token, 'dividend')).body.value!.maxRateBps).toBe(3_000);
    // an approved contract is live too; a deeper agent is not directly below
    const hourlyAgain = await offer(a2.token, s2.account, [{ minBasisMinor: 0, rateBps: 60 }], 'hourlySalary');
    expect(hourlyAgain.body).toMatchObject({ code: 'CONTRACT_ALREADY_LIVE', field: 'account' });
    const deep = await createTestMember(t.db, { account: uniq('kd'), isAgent: 2, uplineId: s2.id });
    expect((await offer(a2.token, deep.account, tiers, 'hourlySalary')).body.code).toBe('DOWNLINE_NOT_AGENT');
    const consolidated = await t.call<Record<string, unknown>>({
      url: '/wps/member/info/funds/consolidated',
      headers: { token: s2.token },
    });
    expect(consolidated.body.value).toMatchObject({
      contracthoursalreq: 'approved',
      realtimesalreqtype: 'approved',
      divtypereq: 'approved',
      dailysalreqtype: null,
    });
    // the fixture's clock: every contract paid from Monday 2026-01-05 10:00 (the dividend from 00:00)
    await t.db.query(`UPDATE agent_contracts SET starts_at = '2026-01-05T10:00:00Z' WHERE id = ANY($1::bigint[])`, [
      [ids.hourlySalary, ids.realtimeSalary],
    ]);
    await t.db.query(`UPDATE agent_contracts SET starts_at = '2026-01-05T00:00:00Z' WHERE id = $1`, [ids.dividend]);
  });

  it('pays the hourly salary per finished hour on the valid bet, once, even when two runs race', async () => {
    const now = at('2026-01-05T13:30:00Z'); // hour 13 is not over
    const before = await balanceOf(t.db, s2.id);
    const runs = await Promise.all([
      settleContracts(t.platform, 'hourlySalary', now),
      settleContracts(t.platform, 'hourlySalary', now),
    ]);
    const mine = runs.flat().filter((p) => p.contractId === ids.hourlySalary);
    // hour 10: valid bet 120,000 reaches tier 2, 0.8% → 960; hour 11: 30,000 at 0.5% → 150; hour 12: nothing, no row
    expect(mine.sort((l, r) => l.periodStart.localeCompare(r.periodStart))).toEqual([
      { contractId: ids.hourlySalary, periodStart: '2026-01-05T10:00:00.000Z', amount: 960 },
      { contractId: ids.hourlySalary, periodStart: '2026-01-05T11:00:00.000Z', amount: 150 },
    ]);
    expect((await balanceOf(t.db, s2.id)) - before).toBe(1_110);
    expect(await settleContracts(t.platform, 'hourlySalary', now)).toEqual([]);
    const payments = (await view(s2.token, 'hourlySalary')).body.value!.payments;
    expect(payments.map((p) => [p.periodStart, p.periodEnd, p.validBetMinor, p.basisMinor, p.rateBps, p.amountMinor])).toEqual([
      ['2026-01-05T11:00:00.000Z', '2026-01-05T12:00:00.000Z', 30_000, 30_000, 50, 150],
      ['2026-01-05T10:00:00.000Z', '2026-01-05T11:00:00.000Z', 120_000, 120_000, 80, 960],
    ]);
    // the upline sees them too; another agent does not
    expect((await view(a2.token, 'hourlySalary')).body.value!.payments).toHaveLength(2);
    expect((await view(b.token, 'hourlySalary')).body.value!.payments).toHaveLength(0);
  });

  it('pays the real-time salary per 5 minutes on the loss, and resumes after a crash without paying twice', async () => {
    const now = at('2026-01-05T13:30:00Z');
    const before = await balanceOf(t.db, s2.id);
    // a node dies in its second payment's transaction: the first stays paid, the rest waits
    let calls = 0;
    const crashing = settleOn(
      {
        sql: t.db,
        tx: (fn) => {
          if (++calls === 2) throw new Error('node died');
          return t.db.tx(fn);
        },
        paid: async () => undefined,
      },
      'realtimeSalary',
      now,
    );
    await expect(crashing).rejects.toThrow('node died');
    expect((await balanceOf(t.db, s2.id)) - before).toBe(2_000);
    const rest = (await settleContracts(t.platform, 'realtimeSalary', now)).filter((p) => p.contractId === ids.realtimeSalary);
    // 10:10 loss 40,000 at 5% → 2,000 (paid before the crash); 10:50 the team won: nothing;
    // 11:30 loss 30,000 at 5% → 1,500; 13:10 loss 10,000 at 5% → 500
    expect(rest.map((p) => [p.periodStart, p.amount])).toEqual([
      ['2026-01-05T11:30:00.000Z', 1_500],
      ['2026-01-05T13:10:00.000Z', 500],
    ]);
    expect((await balanceOf(t.db, s2.id)) - before).toBe(4_000);
    const [postings] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_postings WHERE kind = 'agent.realtimeSalary' AND member_id = $1`,
      [s2.id],
    );
    expect(postings!.n).toBe(3);
  });

  it('pays the dividend per pay period on the team loss, only once the period is over', async () => {
    const before = await balanceOf(t.db, s2.id);
    // the week of 5 January is not over on the 11th
    expect(
      (await settleContracts(t.platform, 'dividend', at('2026-01-11T23:59:00Z'))).filter((p) => p.contractId === ids.dividend),
    ).toEqual([]);
    // week 1: stakes 160,000, payouts 150,000 → loss 10,000 at 20% → 2,000;
    // week 2: loss 200,000 reaches tier 2, 30% → 60,000
    const paid = (await settleContracts(t.platform, 'dividend', at('2026-01-20T00:00:00Z'))).filter(
      (p) => p.contractId === ids.dividend,
    );
    expect(paid).toEqual([
      { contractId: ids.dividend, periodStart: '2026-01-05T00:00:00.000Z', amount: 2_000 },
      { contractId: ids.dividend, periodStart: '2026-01-12T00:00:00.000Z', amount: 60_000 },
    ]);
    expect((await balanceOf(t.db, s2.id)) - before).toBe(62_000);
    expect(await settleContracts(t.platform, 'dividend', at('2026-01-20T00:00:00Z'))).toEqual([]);
    // the operator's command runs the same settlement
    expect(await agentOps.run(t.platform, ['settle', 'dividend'])).toMatch(/nothing to pay|contract/);
    await expect(agentOps.run(t.platform, ['settle', 'yearly'])).rejects.toThrow(/settle daily, hourly, realtime, dividend/);
  });

  it('ends by agreement: paid through the period it ended in, never after', async () => {
    const terminate = (token: string, contractId: number, answer?: string) =>
      post(token, '/wps/agent/contracts/terminate', { contractId, answer });
    expect((await terminate(b.token, ids.hourlySalary)).body.code).toBe('NOT_FOUND');
    expect((await terminate(s2.token, ids.hourlySalary)).body.value!.mine).toMatchObject({
      status: 'approved',
      terminationRequestedBy: s2.account,
    });
    // his own request is not his to confirm; the upline sees it and confirms
    expect((await terminate(s2.token, ids.hourlySalary, 'confirm')).body.code).toBe('VALIDATION_FAILED');
    expect((await view(a2.token, 'hourlySalary')).body.value!.offered[0]).toMatchObject({ terminationRequestedBy: s2.account });
    const ended = await terminate(a2.token, ids.hourlySalary, 'confirm');
    expect(ended.body.value!.offered[0]).toMatchObject({ status: 'terminated' });
    expect((await terminate(a2.token, ids.hourlySalary)).body.code).toBe('NOT_FOUND');
    // the fixture's clock: as if it ended at 14:00 on the 5th
    await t.db.query(`UPDATE agent_contracts SET ends_at = '2026-01-05T14:00:00Z' WHERE id = $1`, [ids.hourlySalary]);
    const paid = (await settleContracts(t.platform, 'hourlySalary', at('2026-01-20T00:00:00Z'))).filter(
      (p) => p.contractId === ids.hourlySalary,
    );
    // hour 13: 10,000 at 0.5% → 50; the round of the 13th is after the end: not paid
    expect(paid).toEqual([{ contractId: ids.hourlySalary, periodStart: '2026-01-05T13:00:00.000Z', amount: 50 }]);
    expect(await settleContracts(t.platform, 'hourlySalary', at('2026-01-21T00:00:00Z'))).toEqual([]);
  });
});

describe('termination requests and the higher-rate-downline warning (spec §8)', () => {
  let a3: M, s3: M, d3: M;
  const terminate = (token: string, contractId: number, answer?: string) =>
    post(token, '/wps/agent/contracts/terminate', { contractId, answer });

  beforeAll(async () => {
    a3 = await createTestMember(t.db, { account: uniq('ha'), isAgent: 1 });
    s3 = await createTestMember(t.db, { account: uniq('hs'), isAgent: 2, uplineId: a3.id });
    d3 = await createTestMember(t.db, { account: uniq('hd'), isAgent: 42, uplineId: s3.id });
  });

  it('warns an agent who accepts a lower rate than he gives below him, and ends those contracts if he proceeds', async () => {
    // S3 has no hourly salary: he may give D3 up to the platform's 3%
    const given = await offer(s3.token, d3.account, [{ minBasisMinor: 0, rateBps: 200 }], 'hourlySalary');
    const givenId = given.body.value!.offered[0]!.id;
    await respond(d3.token, givenId, true);
    const offered = await offer(a3.token, s3.account, [{ minBasisMinor: 0, rateBps: 100 }], 'hourlySalary');
    const contractId = offered.body.value!.offered[0]!.id;

    const warned = await respond(s3.token, contractId, true);
    expect([warned.status, warned.body.code, warned.body.value]).toEqual([
      409,
      'HIGHER_RATE_DOWNLINE',
      { members: [d3.account] },
    ]);
    // nothing changed
    expect((await view(s3.token, 'hourlySalary')).body.value).toMatchObject({
      mine: { id: contractId, status: 'process' },
      offered: [{ id: givenId, status: 'approved' }],
    });

    const proceeded = await post(s3.token, '/wps/agent/contracts/respond', { contractId, accept: true, proceed: true });
    expect(proceeded.body.value).toMatchObject({
      mine: { id: contractId, status: 'approved' },
      offered: [{ id: givenId, status: 'terminated' }],
      maxRateBps: 100,
    });
    expect((await view(d3.token, 'hourlySalary')).body.value!.mine).toBeNull();
    // a rate equal to his own is no warning: D3 may get 1% again
    const again = await offer(s3.token, d3.account, [{ minBasisMinor: 0, rateBps: 100 }], 'hourlySalary');
    expect(again.status).toBe(200);
  });

  it('lets the upline withdraw an unanswered offer, and either side decline a termination request', async () => {
    const offered = await offer(a3.token, s3.account, [{ minBasisMinor: 0, rateBps: 1_000 }], 'dividend', 'monthly');
    const id = offered.body.value!.offered[0]!.id;
    expect((await terminate(s3.token, id)).body.code).toBe('VALIDATION_FAILED'); // he rejects it instead
    expect((await terminate(a3.token, id)).body.value!.offered[0]).toMatchObject({ id, status: 'terminated', endsAt: null });

    const rt = await offer(a3.token, s3.account, [{ minBasisMinor: 0, rateBps: 300 }], 'realtimeSalary');
    const rtId = rt.body.value!.offered[0]!.id;
    await respond(s3.token, rtId, true);
    expect((await terminate(s3.token, rtId, 'decline')).body.code).toBe('VALIDATION_FAILED'); // nothing asked yet
    await terminate(a3.token, rtId);
    expect((await terminate(a3.token, rtId)).body.value!.offered[0]).toMatchObject({ terminationRequestedBy: a3.account });
    const declined = await terminate(s3.token, rtId, 'decline');
    expect(declined.body.value!.mine).toMatchObject({ status: 'approved', terminationRequestedBy: null });
    // asking when the other side already asked is agreeing: it ends
    await terminate(s3.token, rtId);
    const ended = await terminate(a3.token, rtId);
    expect(ended.body.value!.offered.find((c) => c.id === rtId)).toMatchObject({ status: 'terminated' });
  });
});

describe('brand switches (spec §2)', () => {
  const setModule = (code: string, enabled: boolean) =>
    t.db.query('UPDATE whitelabel_modules SET enabled = $2 WHERE code = $1', [code, enabled]);

  it('turns a kind off: its calls are FUNCTION_DISABLED, its settlement pays nothing, the consolidated flags follow', async () => {
    const a4 = await createTestMember(t.db, { account: uniq('wa'), isAgent: 1 });
    const s4 = await createTestMember(t.db, { account: uniq('ws'), isAgent: 1, uplineId: a4.id });
    const p4 = await createTestMember(t.db, { account: uniq('wp'), uplineId: s4.id });
    const offered = await offer(a4.token, s4.account, [{ minBasisMinor: 0, rateBps: 100 }], 'hourlySalary');
    const id = offered.body.value!.offered[0]!.id;
    await respond(s4.token, id, true);
    await t.db.query(`UPDATE agent_contracts SET starts_at = '2026-02-02T10:00:00Z' WHERE id = $1`, [id]);
    await roundAt(p4.id, '2026-02-02T10:30:00Z', 50_000, 0);
    try {
      await setModule('AGENTHOURSALARY3', false);
      await setModule('AGENTSALARY3', false);
      expect((await view(a4.token, 'hourlySalary')).body.code).toBe('FUNCTION_DISABLED');
      expect((await offer(a4.token, s4.account, tiers, 'hourlySalary')).body.code).toBe('FUNCTION_DISABLED');
      expect((await post(s4.token, '/wps/agent/contracts/terminate', { contractId: id })).body.code).toBe('FUNCTION_DISABLED');
      // an id that is not his stays NOT_FOUND, whatever its kind
      expect((await post(b.token, '/wps/agent/contracts/terminate', { contractId: id })).body.code).toBe('NOT_FOUND');
      expect(await settleContracts(t.platform, 'hourlySalary', at('2026-02-02T12:00:00Z'))).toEqual([]);
      expect((await view(a4.token, 'dividend')).status).toBe(200);
      const flags = await t.call<{ enableSalary: boolean; enableContract: boolean }>({
        url: '/wps/member/info/funds/consolidated',
        headers: { token: s4.token },
      });
      expect(flags.body.value).toMatchObject({ enableSalary: false, enableContract: true });
    } finally {
      await setModule('AGENTHOURSALARY3', true);
      await setModule('AGENTSALARY3', true);
    }
    // on again: the period is caught up — 50,000 at 1% → 500
    const paid = (await settleContracts(t.platform, 'hourlySalary', at('2026-02-02T12:00:00Z'))).filter(
      (p) => p.contractId === id,
    );
    expect(paid).toEqual([{ contractId: id, periodStart: '2026-02-02T10:00:00.000Z', amount: 500 }]);
  });
});

describe('periods on the brand’s clock', () => {
  let a5: M, s5: M, p5: M;
  let id: number;

  beforeAll(async () => {
    await writeSetting(t.db, 'timeZone', 'Asia/Manila');
    a5 = await createTestMember(t.db, { account: uniq('ma'), isAgent: 1 });
    s5 = await createTestMember(t.db, { account: uniq('ms'), isAgent: 2, uplineId: a5.id });
    p5 = await createTestMember(t.db, { account: uniq('mp'), uplineId: s5.id });
  });
  afterAll(async () => writeSetting(t.db, 'timeZone', 'UTC'));

  it('starts a contract at the brand’s next midnight and pays Manila’s days, dated by Manila’s calendar', async () => {
    id = (await offer(a5.token, s5.account, tiers)).body.value!.offered[0]!.id;
    const accepted = (await respond(s5.token, id, true)).body.value!.mine!;
    // Manila's midnight is 16:00 UTC, and the next one is less than a day away
    expect(accepted.startsAt).toMatch(/T16:00:00\.000Z$/);
    expect(Date.parse(accepted.startsAt!) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(accepted.startsAt!) - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await view(s5.token)).body.value!.timeZone).toBe('Asia/Manila');

    // paid from Manila's 5 January; its 23:30 is 15:30 UTC, and its 6 January 00:30 still UTC's 5 January
    await t.db.query(`UPDATE agent_contracts SET starts_at = '2026-01-04T16:00:00Z' WHERE id = $1`, [id]);
    await roundAt(p5.id, '2026-01-05T15:30:00Z', 150_000, 0); // Manila 5 Jan 23:30: tier 2, 2% → 3,000
    await roundAt(p5.id, '2026-01-05T16:30:00Z', 50_000, 0); // Manila 6 Jan 00:30: tier 1, 1% → 500
    // on UTC's days both rounds would be one day of 200,000 at 2% → 4,000
    const paid = (await settleContracts(t.platform, 'dailySalary', at('2026-01-07T00:00:00Z'))).filter(
      (q) => q.contractId === id,
    );
    expect(paid).toEqual([
      { contractId: id, periodStart: '2026-01-04T16:00:00.000Z', amount: 3_000 },
      { contractId: id, periodStart: '2026-01-05T16:00:00.000Z', amount: 500 },
    ]);
    const meta = await t.db.query<{ period: string; amount: number }>(
      `SELECT meta ->> 'period' AS period, amount FROM ledger_postings WHERE kind = 'agent.dailySalary' AND member_id = $1 ORDER BY id`,
      [s5.id],
    );
    expect(meta.map((m) => [m.period, Number(m.amount)])).toEqual([
      ['2026-01-05', 3_000],
      ['2026-01-06', 500],
    ]);
    const [row] = await t.db.query<{ period: string }>(
      `SELECT to_char(period, 'YYYY-MM-DD') AS period FROM agent_contract_payments WHERE contract_id = $1 ORDER BY period_start LIMIT 1`,
      [id],
    );
    expect(row!.period).toBe('2026-01-05');
  });

  it('settles through a day of the brand’s calendar, and pays the part of a day between two clocks once when the zone changes', async () => {
    await roundAt(p5.id, '2026-01-06T20:00:00Z', 10_000, 0); // Manila 7 Jan 04:00: 1% → 100
    await roundAt(p5.id, '2026-01-07T20:00:00Z', 40_000, 0); // Manila 8 Jan 04:00, UTC's 7 January
    const out = await agentOps.run(t.platform, ['settle', 'daily', '2026-01-07']);
    expect(out).toContain(`contract ${id}\t2026-01-06T16:00:00.000Z\t1.00`);
    expect(out).not.toContain('2026-01-07T16:00:00.000Z');
    await expect(agentOps.run(t.platform, ['settle', 'daily', '7 Jan'])).rejects.toThrow(/yyyy-MM-dd/);

    // settled through Manila's 7 January (16:00 UTC), the brand moves to UTC: the 8 hours to UTC's
    // midnight are one period, then UTC's days
    await writeSetting(t.db, 'timeZone', 'UTC');
    await roundAt(p5.id, '2026-01-08T09:00:00Z', 20_000, 0); // UTC's 8 January: 1% → 200
    const run = () => settleContracts(t.platform, 'dailySalary', at('2026-01-09T00:00:00Z'));
    expect((await run()).filter((q) => q.contractId === id)).toEqual([
      { contractId: id, periodStart: '2026-01-07T16:00:00.000Z', amount: 400 },
      { contractId: id, periodStart: '2026-01-08T00:00:00.000Z', amount: 200 },
    ]);
    expect((await run()).filter((q) => q.contractId === id)).toEqual([]);
    const [total] = await t.db.query<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, sum(amount)::int AS sum FROM ledger_postings WHERE kind = 'agent.dailySalary' AND member_id = $1`,
      [s5.id],
    );
    expect(total).toEqual({ n: 5, sum: 4_200 });
  });
});
