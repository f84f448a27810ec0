import type { DownlineDetail, DownlinePage } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOps } from '../src/domains/agent/ops.ts';
import { settleRebates } from '../src/domains/agent/rebate.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { readSetting, writeSetting } from '../src/domains/system/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { insertRound } from './rounds.ts';

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

/** A game round settled at `at`, as the vendor callbacks leave it. */
const roundAt = (memberId: number, at: string, stake: number, status: 'settled' | 'open' = 'settled') =>
  insertRound(t.db, { memberId, at, stake, status });
const balance = async (id: number) =>
  Number(
    (
      await t.db.query<{ b: number }>(
        `SELECT COALESCE(sum(balance), 0) AS b FROM ledger_accounts WHERE member_id = $1 AND wallet = 'MAIN'`,
        [id],
      )
    )[0]!.b,
  );
const mine = (paid: Awaited<ReturnType<typeof settleRebates>>, ...ids: number[]) => paid.filter((p) => ids.includes(p.memberId));

describe('rebate payout', () => {
  // the hand-computed days below are UTC days; the brand's own zone is put back afterwards
  let brandZone = 'UTC';
  beforeAll(async () => {
    brandZone = await readSetting(t.db, 'timeZone');
    await writeSetting(t.db, 'timeZone', 'UTC');
  });
  afterAll(() => writeSetting(t.db, 'timeZone', brandZone));

  it('pays each day’s valid bets at the rate in force at its end, once, through the ledger (hand-computed)', async () => {
    const x = await createTestMember(t.db, { account: uniq('rx'), uplineId: a.id });
    const y = await createTestMember(t.db, { account: uniq('ry'), uplineId: a.id });
    await setRebate(a.token, x.id, 120);
    await setRebate(a.token, y.id, 100);
    // x's 1.2% from 9 March; y's 1% from 9 March, raised to 1.5% during 10 March: 10 March pays 1.5%
    await t.db.query(`UPDATE rebate_changes SET at = '2026-03-09T08:00:00Z' WHERE member_id = ANY($1::bigint[])`, [[x.id, y.id]]);
    await t.db.query(`INSERT INTO rebate_changes (member_id, rate_bps, at) VALUES ($1, 150, '2026-03-10T15:00:00Z')`, [y.id]);
    await roundAt(x.id, '2026-03-10T10:00:00Z', 10_000);
    await roundAt(x.id, '2026-03-10T23:59:00Z', 2_345);
    await roundAt(x.id, '2026-03-10T11:00:00Z', 50_000, 'open'); // open: not a valid bet
    await roundAt(x.id, '2026-03-11T00:30:00Z', 7_000); // the next day
    await roundAt(y.id, '2026-03-10T09:00:00Z', 3_333);
    const before = await balance(x.id);
    // 11 March 00:05: 10 March is not paid before its grace ends
    expect(mine(await settleRebates(t.platform, Date.parse('2026-03-11T00:05:00Z')), x.id, y.id)).toEqual([]);
    const paid = mine(await settleRebates(t.platform, Date.parse('2026-03-11T01:00:00Z')), x.id, y.id);
    // x: 12,345 × 1.2% = 148.14 → 148; y: 3,333 × 1.5% = 49.995 → 49
    expect(paid).toEqual([
      { memberId: x.id, day: '2026-03-10', validBetMinor: 12_345, rateBps: 120, amountMinor: 148 },
      { memberId: y.id, day: '2026-03-10', validBetMinor: 3_333, rateBps: 150, amountMinor: 49 },
    ]);
    expect(await balance(x.id)).toBe(before + 148);
    // again, and two at once: nothing more
    expect(mine(await settleRebates(t.platform, Date.parse('2026-03-11T02:00:00Z')), x.id, y.id)).toEqual([]);
    const twice = await Promise.all([
      settleRebates(t.platform, Date.parse('2026-03-12T01:00:00Z')),
      settleRebates(t.platform, Date.parse('2026-03-12T01:00:00Z')),
    ]);
    expect([...mine(twice[0], x.id, y.id), ...mine(twice[1], x.id, y.id)]).toEqual([
      { memberId: x.id, day: '2026-03-11', validBetMinor: 7_000, rateBps: 120, amountMinor: 84 },
    ]);
    expect(await balance(x.id)).toBe(before + 148 + 84);
    const [posting] = await t.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*) AS n FROM ledger_postings WHERE member_id = $1 AND kind = 'rebate' GROUP BY kind`,
      [x.id],
    );
    expect(Number(posting!.n)).toBe(2);
  });

  it('a crash after the day was claimed but before commit pays it on the next run, once', async () => {
    const z = await createTestMember(t.db, { account: uniq('rz'), uplineId: a.id });
    await setRebate(a.token, z.id, 100);
    await t.db.query(`UPDATE rebate_changes SET at = '2026-04-01T00:00:00Z' WHERE member_id = $1`, [z.id]);
    await roundAt(z.id, '2026-04-02T12:00:00Z', 10_000);
    // a run that dies inside its transaction leaves nothing behind
    await expect(
      t.db.tx(async (sql) => {
        await sql.query(
          `INSERT INTO rebate_payments (member_id, day, valid_bet, rate_bps, amount) VALUES ($1, '2026-04-02', 10000, 100, 100)`,
          [z.id],
        );
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    const paid = mine(await settleRebates(t.platform, Date.parse('2026-04-03T01:00:00Z')), z.id);
    expect(paid.map((p) => p.amountMinor)).toEqual([100]);
    expect(mine(await settleRebates(t.platform, Date.parse('2026-04-03T02:00:00Z')), z.id)).toEqual([]);
  });

  it('counts days from the brand’s midnight in its time zone', async () => {
    const m = await createTestMember(t.db, { account: uniq('rm'), uplineId: a.id });
    await setRebate(a.token, m.id, 100);
    await t.db.query(`UPDATE rebate_changes SET at = '2026-05-01T00:00:00Z' WHERE member_id = $1`, [m.id]);
    await roundAt(m.id, '2026-05-10T15:30:00Z', 10_000); // 23:30 on 10 May in Manila
    await roundAt(m.id, '2026-05-10T16:30:00Z', 20_000); // 00:30 on 11 May in Manila, 10 May in UTC
    await writeSetting(t.db, 'timeZone', 'Asia/Manila');
    try {
      // 00:20 on 11 May in Manila: 10 May ended twenty minutes ago, past its grace
      const paid = mine(await settleRebates(t.platform, Date.parse('2026-05-10T16:20:00Z')), m.id);
      expect(paid).toEqual([{ memberId: m.id, day: '2026-05-10', validBetMinor: 10_000, rateBps: 100, amountMinor: 100 }]);
      const next = mine(await settleRebates(t.platform, Date.parse('2026-05-11T16:20:00Z')), m.id);
      expect(next).toEqual([{ memberId: m.id, day: '2026-05-11', validBetMinor: 20_000, rateBps: 100, amountMinor: 200 }]);
    } finally {
      await writeSetting(t.db, 'timeZone', 'UTC');
    }
  });

  it('agent settle rebate runs the payout now', async () => {
    expect(await agentOps.run(t.platform, ['settle', 'rebate'])).toMatch(/nothing to pay|member \d+/);
  });
});
