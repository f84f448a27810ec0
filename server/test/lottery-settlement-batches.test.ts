import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveOpenNumber } from '@tala/contract/lottery';
import { drawOne, settleOne } from '../src/domains/lottery/engine.ts';
import { isWin, winAmount } from '../src/domains/lottery/play.ts';
import { SETTLE_BATCH_BETS } from '../src/domains/lottery/settle.ts';
import { creditMembers, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { balance, openAhead, recordEvents, type Published } from './lottery-helpers.ts';

let t: TestApp;
let events: Published[];
beforeAll(async () => {
  t = await startTestApp();
  events = recordEvents(t.platform);
});
afterAll(() => t.close());

type Bet = {
  id: number;
  member_id: number;
  play_kind: string;
  play_digits: number;
  bet_number: string;
  stake: number;
  odds_milli: number;
};

let runs = 0;

/**
 * A drawn numero carrying `perMember[i]` bets of member i, written straight into the tables (placing
 * thousands of bets through the API would test the API). A quarter of the digit bets are set on the
 * winning number, so every batch has winners and losers; stakes vary so totals are not round.
 */
async function drawWithBets(gameCode: string, perMember: number[]) {
  const run = ++runs;
  const draw = await openAhead(t.platform, gameCode);
  const open = await deriveOpenNumber(draw.seed, gameCode, draw.numero);
  const members = await t.db.query<{ id: number }>(
    `INSERT INTO members (account, nickname, password_hash)
     SELECT 'batch' || $2 || '_' || g, '', 'x' FROM generate_series(1, $1) g RETURNING id`,
    [perMember.length, `${Date.now().toString(36)}${run}`],
  );
  const ids = members.map((m) => Number(m.id)).sort((a, b) => a - b);
  const orders = await t.db.query<{ id: number; member_id: number }>(
    `INSERT INTO lottery_orders (member_id, request_id, draw_id, total_stake, balance_after)
     SELECT unnest($1::bigint[]), 'batch', $2, 0, 0 RETURNING id, member_id`,
    [ids, draw.id],
  );
  const orderOf = new Map(orders.map((o) => [Number(o.member_id), Number(o.id)]));
  const types = await t.db.query<{ code: string; kind: string; digits: number; odds_milli: number }>(
    `SELECT p.code, p.kind, p.digits, p.odds_milli FROM lottery_play_types p
       JOIN lottery_games g ON g.family_code = p.family_code WHERE g.code = $1 ORDER BY p.sort, p.id`,
    [gameCode],
  );
  const rows: (string | number)[][] = [];
  let k = 0;
  ids.forEach((memberId, i) => {
    for (let j = 0; j < perMember[i]!; j++, k++) {
      const p = types[k % types.length]!;
      const last = Number(open.at(-1));
      const number =
        p.kind === 'bigSmall'
          ? ['BIG', 'SMALL'][k % 2]!
          : p.kind === 'oddEven'
            ? ['ODD', 'EVEN'][(k >> 1) % 2]!
            : k % 4 === 0
              ? p.kind === 'first'
                ? open.slice(0, p.digits)
                : open.slice(-p.digits)
              : String((k * 7919 + last) % 10 ** p.digits).padStart(p.digits, '0');
      rows.push([orderOf.get(memberId)!, memberId, p.code, p.kind, p.digits, number, 100 + (k % 37), p.odds_milli]);
    }
  });
  const col = (n: number) => rows.map((r) => r[n]);
  await t.db.query(
    `INSERT INTO lottery_bets (order_id, member_id, game_id, draw_id, play_code, play_kind, play_digits, bet_number, stake, odds_milli)
     SELECT x.o, x.m, (SELECT game_id FROM lottery_draws WHERE id = $1), $1, x.c, x.k, x.d, x.n, x.s, x.odds
       FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::int[], $7::text[], $8::bigint[], $9::int[])
            AS x(o, m, c, k, d, n, s, odds)`,
    [draw.id, col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7)],
  );
  await drawOne(t.platform, draw.id, Date.now());
  return { draw, open, ids };
}

/** What each member is owed by the per-bet rule (play.ts), computed from the bets as placed. */
async function expectedPayouts(drawId: number, open: string): Promise<Map<number, number>> {
  const bets = await t.db.query<Bet>('SELECT * FROM lottery_bets WHERE draw_id = $1', [drawId]);
  const owed = new Map<number, number>();
  for (const b of bets) {
    const win = isWin({ kind: b.play_kind as 'last', digits: b.play_digits }, b.bet_number, open)
      ? winAmount(Number(b.stake), b.odds_milli)
      : 0;
    owed.set(Number(b.member_id), (owed.get(Number(b.member_id)) ?? 0) + win);
  }
  return owed;
}

async function winPostings(drawId: number) {
  const rows = await t.db.query<{ member_id: number; amount: number; n: number }>(
    `SELECT member_id, sum(amount)::bigint AS amount, count(*)::int AS n FROM ledger_postings
      WHERE idem_key LIKE $1 GROUP BY member_id`,
    [`lottery:win:${drawId}:%`],
  );
  return new Map(rows.map((r) => [Number(r.member_id), { amount: Number(r.amount), n: Number(r.n) }]));
}

async function checkSettled(drawId: number, open: string, ids: number[]) {
  const owed = await expectedPayouts(drawId, open);
  const bets = await t.db.query<Bet & { status: string; payout: number }>('SELECT * FROM lottery_bets WHERE draw_id = $1', [
    drawId,
  ]);
  for (const b of bets) {
    const win = isWin({ kind: b.play_kind as 'last', digits: b.play_digits }, b.bet_number, open)
      ? winAmount(Number(b.stake), b.odds_milli)
      : 0;
    expect([b.status, Number(b.payout)], `bet ${b.id}`).toEqual(win > 0 ? ['WON', win] : ['LOST', 0]);
  }
  const paid = await winPostings(drawId);
  for (const id of ids) {
    const due = owed.get(id) ?? 0;
    // one posting per member and draw, exactly what the per-bet rule gives, and nothing else in the wallet
    expect(paid.get(id), `member ${id}`).toEqual(due > 0 ? { amount: due, n: 1 } : undefined);
    expect(await balance(t.db, id)).toBe(due);
  }
  const [draw] = await t.db.query<{ status: string }>('SELECT status FROM lottery_draws WHERE id = $1', [drawId]);
  expect(draw!.status).toBe('SETTLED');
  expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  return owed;
}

describe('set-based settlement in batches', () => {
  it('settles 2,000 bets of 300 members in batches, every bet by the per-bet rule, each member paid once', async () => {
    // one member holds more bets than a batch: his bets must still land in a single batch
    // batches of PGlite's size on either database: four of them and more
    const batch = SETTLE_BATCH_BETS.pglite;
    const perMember = Array.from({ length: 300 }, (_, i) => (i === 150 ? batch + 37 : 1 + (i % 7)));
    const total = perMember.reduce((s, n) => s + n, 0);
    perMember[0]! += 2000 - total;
    expect(perMember[0]).toBeGreaterThan(0);
    const { draw, open, ids } = await drawWithBets('LOTT5M', perMember);
    const from = events.length;
    const settled = await settleOne(t.platform, draw.id, Date.now(), batch);
    expect(settled).toHaveLength(300);
    const owed = await checkSettled(draw.id, open, ids);
    const totalOwed = [...owed.values()].reduce((s, a) => s + a, 0);
    expect(totalOwed).toBeGreaterThan(0);
    // one settled event per member with his own figures; a balance event only where money moved
    const mine = events.slice(from).filter((e) => e.type === 'lottery.settled' && e.data.numero === draw.numero);
    expect(mine).toHaveLength(300);
    for (const e of mine) expect(e.data.payoutMinor).toBe(owed.get(e.memberId as number) ?? 0);
    const balances = events.slice(from).filter((e) => e.type === 'balance');
    expect(balances).toHaveLength([...owed.values()].filter((a) => a > 0).length);
    expect(await settleOne(t.platform, draw.id, Date.now())).toBeNull();
  });

  it('gives the same books in batches of 7 bets as in one transaction', async () => {
    const perMember = Array.from({ length: 40 }, (_, i) => 1 + (i % 5));
    const a = await drawWithBets('ZY5M', perMember);
    const b = await drawWithBets('ZY5M', perMember);
    await settleOne(t.platform, a.draw.id, Date.now(), 7);
    await settleOne(t.platform, b.draw.id, Date.now(), Number.MAX_SAFE_INTEGER);
    await checkSettled(a.draw.id, a.open, a.ids);
    await checkSettled(b.draw.id, b.open, b.ids);
  });

  it('a crash in a later batch keeps the batches before it; the resume pays every member exactly once', async () => {
    const perMember = Array.from({ length: 60 }, (_, i) => 2 + (i % 4));
    const { draw, open, ids } = await drawWithBets('SEA5M', perMember);
    const owed = await expectedPayouts(draw.id, open);
    // the last winner's credit fails: the process "dies" in the middle of the last batch
    const victim = ids.filter((id) => (owed.get(id) ?? 0) > 0).at(-1)!;
    await t.db.exec(`
      CREATE FUNCTION test_crash_batch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'lottery.win' AND NEW.member_id = ${victim} THEN RAISE EXCEPTION 'simulated crash'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_crash_batch BEFORE INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION test_crash_batch();`);
    await expect(settleOne(t.platform, draw.id, Date.now(), 20)).rejects.toThrow(/simulated crash/);
    const paidBefore = await winPostings(draw.id);
    expect(paidBefore.size).toBeGreaterThan(0);
    expect(paidBefore.has(victim)).toBe(false);
    const [state] = await t.db.query<{ status: string }>('SELECT status FROM lottery_draws WHERE id = $1', [draw.id]);
    expect(state!.status).toBe('DRAWN');
    // the failed batch left its bets open, the earlier ones are settled
    const open0 = await t.db.query<{ member_id: number }>(
      `SELECT DISTINCT member_id FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN'`,
      [draw.id],
    );
    expect(open0.map((r) => Number(r.member_id))).toContain(victim);
    for (const r of open0) expect(paidBefore.has(Number(r.member_id))).toBe(false);

    await t.db.exec('DROP TRIGGER test_crash_batch ON ledger_postings; DROP FUNCTION test_crash_batch();');
    const resumed = await settleOne(t.platform, draw.id, Date.now(), 20);
    expect(resumed!.map((m) => m.memberId).sort((x, y) => x - y)).toEqual(
      open0.map((r) => Number(r.member_id)).sort((x, y) => x - y),
    );
    await checkSettled(draw.id, open, ids);
  });

  it('two settlers at once pay every member once', async () => {
    const perMember = Array.from({ length: 50 }, (_, i) => 1 + (i % 6));
    const { draw, open, ids } = await drawWithBets('VNFAST5M', perMember);
    const [x, y] = await Promise.all([
      settleOne(t.platform, draw.id, Date.now(), 15),
      settleOne(t.platform, draw.id, Date.now(), 15),
    ]);
    // between them, every member settled once
    const all = [...(x ?? []), ...(y ?? [])].map((m) => m.memberId).sort((p, q) => p - q);
    expect(all).toEqual([...ids].sort((p, q) => p - q));
    await checkSettled(draw.id, open, ids);
  });
});

describe('creditMembers', () => {
  it('replays the same credits without moving money, and refuses a key reused for another amount', async () => {
    const { ids } = await drawWithBets('LOTT5M', [1, 1, 1]);
    const credits = ids.map((memberId, i) => ({
      key: `test:many:${memberId}`,
      memberId,
      amount: 100 * (i + 1),
      kind: 'test.credit',
    }));
    const first = await t.db.tx((sql) =>
      creditMembers(sql, [...credits, { ...credits[0]!, key: `test:many:${ids[0]}:b`, amount: 5 }], 'LOTTERY'),
    );
    expect(first.map((p) => [p.amount, p.balanceAfter, p.replayed])).toEqual([
      [100, 100, false],
      [200, 200, false],
      [300, 300, false],
      [5, 105, false],
    ]);
    const again = await t.db.tx((sql) => creditMembers(sql, credits, 'LOTTERY'));
    expect(again.map((p) => [p.id, p.balanceAfter, p.replayed])).toEqual(
      first.slice(0, 3).map((p) => [p.id, p.balanceAfter, true]),
    );
    expect(await balance(t.db, ids[0]!)).toBe(105);
    await expect(
      t.db.tx((sql) =>
        creditMembers(
          sql,
          [
            { ...credits[1]!, key: `test:many:new` },
            { ...credits[2]!, amount: 301 },
          ],
          'LOTTERY',
        ),
      ),
    ).rejects.toMatchObject({ code: 'DUPLICATE_REQUEST' });
    // the refused call left nothing, not even its fresh credit
    expect(await balance(t.db, ids[1]!)).toBe(200);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
