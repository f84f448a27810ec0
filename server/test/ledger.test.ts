import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { AppError } from '../src/http/app-error.ts';
import { balanceOf, creditMember, debitMember, ledgerAudit, transferMember, walletsOf } from '../src/domains/wallet/ledger.ts';
import { freshDb, usingPostgres } from './harness.ts';
import { createTestMember } from './members.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
});
afterAll(async () => drop());

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

const postingCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_postings'))[0]!.n;

describe('ledger', () => {
  it('credits, debits and reports balances in minor units', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) =>
      creditMember(sql, { key: `t:${m.id}:seed`, memberId: m.id, amount: 10_000, kind: 'seed', house: 'BANK' }),
    );
    const p = await db.tx((sql) =>
      debitMember(sql, { key: `t:${m.id}:bet1`, memberId: m.id, amount: 2_550, kind: 'bet', ref: 'r1' }),
    );
    expect(p).toMatchObject({ amount: 2_550, balanceAfter: 7_450, replayed: false, ref: 'r1', kind: 'bet' });
    expect(await balanceOf(db, m.id)).toBe(7_450);
  });

  it('refuses a debit above the balance and writes nothing', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) => creditMember(sql, { key: `t:${m.id}:seed`, memberId: m.id, amount: 500, kind: 'seed', house: 'BANK' }));
    const before = await postingCount();
    expect(
      await codeOf(db.tx((sql) => debitMember(sql, { key: `t:${m.id}:big`, memberId: m.id, amount: 501, kind: 'bet' }))),
    ).toBe('INSUFFICIENT_BALANCE');
    // even when the caller swallows the error inside its transaction, nothing was written
    await db.tx(async (sql) => {
      expect(await codeOf(debitMember(sql, { key: `t:${m.id}:big2`, memberId: m.id, amount: 501, kind: 'bet' }))).toBe(
        'INSUFFICIENT_BALANCE',
      );
    });
    expect(await postingCount()).toBe(before);
    expect(await balanceOf(db, m.id)).toBe(500);
    // a member who never had money cannot be debited either
    const empty = await createTestMember(db);
    expect(
      await codeOf(db.tx((sql) => debitMember(sql, { key: `t:${empty.id}:x`, memberId: empty.id, amount: 1, kind: 'bet' }))),
    ).toBe('INSUFFICIENT_BALANCE');
  });

  it('refuses zero, negative, fractional and huge amounts', async () => {
    const m = await createTestMember(db);
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER, Number.NaN]) {
      expect(
        await codeOf(
          db.tx((sql) => creditMember(sql, { key: `t:${m.id}:${amount}`, memberId: m.id, amount, kind: 'seed', house: 'BANK' })),
        ),
      ).toBe('STAKE_OUT_OF_RANGE');
    }
    expect(await balanceOf(db, m.id)).toBe(0);
  });

  it('replays a key without moving money, and refuses a clashing reuse of it', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) =>
      creditMember(sql, { key: `t:${m.id}:seed`, memberId: m.id, amount: 1_000, kind: 'seed', house: 'BANK' }),
    );
    const first = await db.tx((sql) => debitMember(sql, { key: `t:${m.id}:bet`, memberId: m.id, amount: 300, kind: 'bet' }));
    const again = await db.tx((sql) => debitMember(sql, { key: `t:${m.id}:bet`, memberId: m.id, amount: 300, kind: 'bet' }));
    expect(again).toMatchObject({ id: first.id, replayed: true, balanceAfter: 700 });
    expect(await balanceOf(db, m.id)).toBe(700);
    expect(
      await codeOf(db.tx((sql) => debitMember(sql, { key: `t:${m.id}:bet`, memberId: m.id, amount: 301, kind: 'bet' }))),
    ).toBe('DUPLICATE_REQUEST');
    expect(
      await codeOf(db.tx((sql) => creditMember(sql, { key: `t:${m.id}:bet`, memberId: m.id, amount: 300, kind: 'bet' }))),
    ).toBe('DUPLICATE_REQUEST');
    const other = await createTestMember(db);
    expect(
      await codeOf(db.tx((sql) => debitMember(sql, { key: `t:${m.id}:bet`, memberId: other.id, amount: 300, kind: 'bet' }))),
    ).toBe('DUPLICATE_REQUEST');
    expect(await balanceOf(db, m.id)).toBe(700);
  });

  it('replays concurrent twins of a debit that empties the wallet instead of refusing the late one', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) => creditMember(sql, { key: `t:${m.id}:seed`, memberId: m.id, amount: 300, kind: 'seed', house: 'BANK' }));
    const twin = () => db.tx((sql) => debitMember(sql, { key: `t:${m.id}:all`, memberId: m.id, amount: 300, kind: 'bet' }));
    // open the connections first, so the twins really overlap instead of queueing for one
    await Promise.all(Array.from({ length: 8 }, () => db.tx((sql) => sql.query('SELECT 1'))));
    const results = await Promise.all(Array.from({ length: 8 }, twin));
    expect(results.filter((p) => !p.replayed)).toHaveLength(1);
    expect(results.every((p) => p.balanceAfter === 0)).toBe(true);
    expect(await balanceOf(db, m.id)).toBe(0);
  });

  it('creates a wallet on its first credit and reports the balance after each posting', async () => {
    const m = await createTestMember(db);
    const first = await db.tx((sql) =>
      creditMember(sql, { key: `t:${m.id}:v1`, memberId: m.id, amount: 1_500, kind: 'seed', wallet: 'JDB', house: 'BANK' }),
    );
    const second = await db.tx((sql) =>
      creditMember(sql, { key: `t:${m.id}:v2`, memberId: m.id, amount: 250, kind: 'seed', wallet: 'JDB', house: 'BANK' }),
    );
    expect([first.balanceAfter, second.balanceAfter]).toEqual([1_500, 1_750]);
    expect(await walletsOf(db, m.id)).toEqual([{ wallet: 'JDB', balance: 1_750 }]);
  });

  it('moves money between wallets of one member, and never below zero', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) =>
      creditMember(sql, { key: `t:${m.id}:seed`, memberId: m.id, amount: 5_000, kind: 'seed', house: 'BANK' }),
    );
    const t = await db.tx((sql) =>
      transferMember(sql, { key: `t:${m.id}:tr1`, memberId: m.id, amount: 1_200, kind: 'transfer', from: 'MAIN', to: 'JDB' }),
    );
    expect(t).toMatchObject({ balanceAfter: 3_800, toBalanceAfter: 1_200 });
    expect(
      await codeOf(
        db.tx((sql) =>
          transferMember(sql, { key: `t:${m.id}:tr2`, memberId: m.id, amount: 1_201, kind: 'transfer', from: 'JDB', to: 'MAIN' }),
        ),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
    const replay = await db.tx((sql) =>
      transferMember(sql, { key: `t:${m.id}:tr1`, memberId: m.id, amount: 1_200, kind: 'transfer', from: 'MAIN', to: 'JDB' }),
    );
    expect(replay.replayed).toBe(true);
    expect(await walletsOf(db, m.id)).toEqual([
      { wallet: 'MAIN', balance: 3_800 },
      { wallet: 'JDB', balance: 1_200 },
    ]);
  });

  it('1,000 concurrent stakes on one account never overdraw it; every posting sums to zero', async () => {
    const m = await createTestMember(db);
    const start = 50_000; // room for 500 stakes of 100
    await db.tx((sql) =>
      creditMember(sql, { key: `c:${m.id}:seed`, memberId: m.id, amount: start, kind: 'seed', house: 'BANK' }),
    );
    const results = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        codeOf(
          db.tx((sql) =>
            debitMember(sql, { key: `c:${m.id}:${i}`, memberId: m.id, amount: 100, kind: 'bet', ref: `round-${i}` }),
          ),
        ),
      ),
    );
    const ok = results.filter((r) => r === 'OK').length;
    expect(ok).toBe(500);
    expect(results.filter((r) => r === 'INSUFFICIENT_BALANCE').length).toBe(500);
    expect(await balanceOf(db, m.id)).toBe(0);
    const [entries] = await db.query<{ n: number; s: number }>(
      `SELECT count(*)::int AS n, COALESCE(SUM(e.amount), 0)::bigint AS s FROM ledger_entries e
         JOIN ledger_postings p ON p.id = e.posting_id WHERE p.member_id = $1 AND p.kind = 'bet'`,
      [m.id],
    );
    expect(entries).toEqual({ n: 1_000, s: 0 });
    expect(await ledgerAudit(db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
    if (usingPostgres) expect(db.kind).toBe('postgres');
  });

  it('concurrent retries of one key move the money once', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) =>
      creditMember(sql, { key: `r:${m.id}:seed`, memberId: m.id, amount: 1_000, kind: 'seed', house: 'BANK' }),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.tx((sql) => debitMember(sql, { key: `r:${m.id}:same`, memberId: m.id, amount: 250, kind: 'bet' })),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await balanceOf(db, m.id)).toBe(750);
  });

  it('the database refuses an unbalanced posting and any change to history', async () => {
    const m = await createTestMember(db);
    await db.tx((sql) => creditMember(sql, { key: `h:${m.id}:seed`, memberId: m.id, amount: 100, kind: 'seed', house: 'BANK' }));
    await expect(
      db.tx(async (sql) => {
        const [p] = await sql.query<{ id: number }>(
          `INSERT INTO ledger_postings (idem_key, op, kind, member_id, amount) VALUES ($1, 'credit', 'x', $2, 5) RETURNING id`,
          [`h:${m.id}:bad`, m.id],
        );
        const [a] = await sql.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE member_id = $1 AND wallet = 'MAIN'", [
          m.id,
        ]);
        await sql.query('INSERT INTO ledger_entries (posting_id, account_id, amount) VALUES ($1, $2, 5)', [p!.id, a!.id]);
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_postings')).rejects.toThrow(/append-only/);
    await expect(db.query('UPDATE ledger_accounts SET balance = -1 WHERE member_id = $1', [m.id])).rejects.toThrow(
      /never_negative/,
    );
    expect(await ledgerAudit(db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
