import type { IncomePage } from '@tala/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMISSION_KIND, settleCommissions } from '../src/domains/agent/commission.ts';
import { agentOps } from '../src/domains/agent/ops.ts';
import { readSetting, writeSetting } from '../src/domains/system/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { insertRound } from './rounds.ts';

let t: TestApp;
type M = Awaited<ReturnType<typeof createTestMember>>;
/**
 * top (agent, 2%) → a (agent, 1.5%) → p1 (player, 1%), p3 (player, 0%), s1 (sub-agent, 1%) → p2
 * (player, 0.8%); b (another agent, 2%) → q1 (player, 0%).
 */
let top: M, a: M, p1: M, p3: M, s1: M, p2: M, b: M, q1: M;

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
let brandZone = 'UTC';

beforeAll(async () => {
  t = await startTestApp();
  top = await createTestMember(t.db, { account: uniq('ct'), isAgent: 1 });
  a = await createTestMember(t.db, { account: uniq('ca'), isAgent: 1, uplineId: top.id });
  p1 = await createTestMember(t.db, { account: uniq('cp'), uplineId: a.id });
  p3 = await createTestMember(t.db, { account: uniq('cz'), uplineId: a.id });
  s1 = await createTestMember(t.db, { account: uniq('cs'), isAgent: 2, uplineId: a.id });
  p2 = await createTestMember(t.db, { account: uniq('cq'), uplineId: s1.id });
  b = await createTestMember(t.db, { account: uniq('cb'), isAgent: 41 });
  q1 = await createTestMember(t.db, { account: uniq('cc'), uplineId: b.id });
  // the rates in force since the start of June, as the agent centre and the operator set them
  for (const [m, bps] of [
    [top, 200],
    [a, 150],
    [p1, 120],
    [s1, 100],
    [p2, 80],
    [b, 200],
  ] as const)
    await t.db.query(`INSERT INTO rebate_changes (member_id, rate_bps, at) VALUES ($1, $2, '2026-06-01T00:00:00Z')`, [m.id, bps]);
  // p1's rebate came down to 1% during 10 June: the day is paid at the rate in force at its end
  await t.db.query(`INSERT INTO rebate_changes (member_id, rate_bps, at) VALUES ($1, 100, '2026-06-10T12:00:00Z')`, [p1.id]);
  // the hand-computed days below are UTC days; the brand's own zone is put back afterwards
  brandZone = await readSetting(t.db, 'timeZone');
  await writeSetting(t.db, 'timeZone', 'UTC');
});
afterAll(async () => {
  await writeSetting(t.db, 'timeZone', brandZone);
  await t.close();
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
const ours = (paid: Awaited<ReturnType<typeof settleCommissions>>) =>
  paid.filter((p) => [top, a, s1, b, p1, p2, p3, q1].some((m) => m.id === p.agentId));

describe('agent commission', () => {
  it('pays each agent the spread between his rebate and the one below him on his team’s bets, once (hand-computed)', async () => {
    await roundAt(p1.id, '2026-06-10T09:00:00Z', 10_000);
    await roundAt(p1.id, '2026-06-10T10:00:00Z', 50_000, 'open'); // open: not a valid bet
    await roundAt(p2.id, '2026-06-10T23:59:00Z', 20_000);
    await roundAt(p3.id, '2026-06-10T13:00:00Z', 3_333);
    await roundAt(s1.id, '2026-06-10T14:00:00Z', 1_000);
    await roundAt(a.id, '2026-06-10T15:00:00Z', 5_000);
    await roundAt(q1.id, '2026-06-10T16:00:00Z', 8_000);
    await roundAt(p2.id, '2026-06-11T00:30:00Z', 4_000); // the next day
    const before = { top: await balance(top.id), a: await balance(a.id), s1: await balance(s1.id), b: await balance(b.id) };
    // 11 June 00:05: 10 June is not paid before its grace ends
    expect(ours(await settleCommissions(t.platform, Date.parse('2026-06-11T00:05:00Z')))).toEqual([]);
    const paid = ours(await settleCommissions(t.platform, Date.parse('2026-06-11T01:00:00Z')));
    // s1: p2 20,000 × (1% − 0.8%) = 40
    // a: p1 10,000 × 0.5% + p2 20,000 × 0.5% (through s1) + p3 3,333 × 1.5% + s1 1,000 × 0.5% = 204.995 → 204
    // top: every bet below a, a's own 5,000 among them, × 0.5% = 39,333 × 0.5% = 196.665 → 196
    // b: q1 8,000 × 2% = 160; no player earns a commission
    expect(paid).toEqual([
      { agentId: top.id, day: '2026-06-10', validBetMinor: 39_333, amountMinor: 196 },
      { agentId: a.id, day: '2026-06-10', validBetMinor: 34_333, amountMinor: 204 },
      { agentId: s1.id, day: '2026-06-10', validBetMinor: 20_000, amountMinor: 40 },
      { agentId: b.id, day: '2026-06-10', validBetMinor: 8_000, amountMinor: 160 },
    ]);
    expect(await balance(top.id)).toBe(before.top + 196);
    expect(await balance(a.id)).toBe(before.a + 204);
    expect(await balance(s1.id)).toBe(before.s1 + 40);
    expect(await balance(b.id)).toBe(before.b + 160);
    // again, and two runs at once: only the next day, once
    expect(ours(await settleCommissions(t.platform, Date.parse('2026-06-11T02:00:00Z')))).toEqual([]);
    const twice = await Promise.all([
      settleCommissions(t.platform, Date.parse('2026-06-12T01:00:00Z')),
      settleCommissions(t.platform, Date.parse('2026-06-12T01:00:00Z')),
    ]);
    // p2's 4,000: s1 8, a 20, top 20
    expect([...ours(twice[0]), ...ours(twice[1])].sort((x, y) => x.agentId - y.agentId)).toEqual(
      [
        { agentId: top.id, day: '2026-06-11', validBetMinor: 4_000, amountMinor: 20 },
        { agentId: a.id, day: '2026-06-11', validBetMinor: 4_000, amountMinor: 20 },
        { agentId: s1.id, day: '2026-06-11', validBetMinor: 4_000, amountMinor: 8 },
      ].sort((x, y) => x.agentId - y.agentId),
    );
    expect(await balance(s1.id)).toBe(before.s1 + 48);
    // through the ledger, from the house's AGENT account, one posting per agent and day
    const postings = await t.db.query<{ key: string; amount: number; house: string }>(
      `SELECT idem_key AS key, amount, meta ->> 'house' AS house FROM ledger_postings WHERE member_id = $1 AND kind = $2 ORDER BY id`,
      [s1.id, COMMISSION_KIND],
    );
    expect(postings.map((p) => [p.key, Number(p.amount), p.house])).toEqual([
      [`${COMMISSION_KIND}:${s1.id}:2026-06-10`, 40, 'AGENT'],
      [`${COMMISSION_KIND}:${s1.id}:2026-06-11`, 8, 'AGENT'],
    ]);
  });

  it('shows in the agent’s My income as commission, and only his', async () => {
    const income = await t.call<IncomePage>({ url: '/wps/agent/income?kind=commission', headers: { token: s1.token } });
    expect(income.status).toBe(200);
    const page = income.body.value!;
    expect(page.totals.commissionMinor).toBe(48);
    expect(page.list.map((l) => [l.kind, l.amountMinor, l.period])).toEqual([
      ['commission', 8, '2026-06-11'],
      ['commission', 40, '2026-06-10'],
    ]);
    expect(
      (await t.call<IncomePage>({ url: '/wps/agent/income', headers: { token: b.token } })).body.value!.totals,
    ).toMatchObject({
      commissionMinor: 160,
    });
  });

  it('a crash after the day was claimed but before commit pays it on the next run, once', async () => {
    await roundAt(q1.id, '2026-06-20T12:00:00Z', 10_000);
    await expect(
      t.db.tx(async (sql) => {
        await sql.query(
          `INSERT INTO agent_commissions (agent_id, day, valid_bet, amount) VALUES ($1, '2026-06-20', 10000, 200)`,
          [b.id],
        );
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    const paid = ours(await settleCommissions(t.platform, Date.parse('2026-06-21T01:00:00Z')));
    expect(paid).toEqual([{ agentId: b.id, day: '2026-06-20', validBetMinor: 10_000, amountMinor: 200 }]);
    expect(ours(await settleCommissions(t.platform, Date.parse('2026-06-21T02:00:00Z')))).toEqual([]);
  });

  it('an agent made a player again earns nothing; the agent above him keeps only his own spread', async () => {
    const c = await createTestMember(t.db, { account: uniq('cm'), isAgent: 1 });
    const d = await createTestMember(t.db, { account: uniq('cd'), uplineId: c.id });
    const e = await createTestMember(t.db, { account: uniq('ce'), uplineId: d.id });
    for (const [m, bps] of [
      [c, 200],
      [d, 150],
    ] as const)
      await t.db.query(`INSERT INTO rebate_changes (member_id, rate_bps, at) VALUES ($1, $2, '2026-06-01T00:00:00Z')`, [
        m.id,
        bps,
      ]);
    await roundAt(e.id, '2026-06-25T12:00:00Z', 10_000);
    const paid = (await settleCommissions(t.platform, Date.parse('2026-06-26T01:00:00Z'))).filter((p) =>
      [c.id, d.id, e.id].includes(p.agentId),
    );
    // d (a player with a team) would have earned 1.5%: nobody does; c earns 0.5% as if d had passed it on
    expect(paid).toEqual([{ agentId: c.id, day: '2026-06-25', validBetMinor: 10_000, amountMinor: 50 }]);
  });

  it('agent settle commission runs the payout now', async () => {
    expect(await agentOps.run(t.platform, ['settle', 'commission'])).toMatch(/nothing to pay|agent \d+/);
  });
});
