import type { BalanceSnapshot } from '@tala/contract/core/balance';
import type { Balance } from '@tala/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Row } from '../src/db/client.ts';
import { drawOne, settleOne } from '../src/domains/lottery/engine.ts';
import { BALANCE_TTL_MS } from '../src/domains/wallet/balance-cache.ts';
import { publishBalance } from '../src/domains/wallet/events.ts';
import {
  balanceSnapshotOf,
  creditMember,
  creditMembers,
  debitMember,
  recallToMain,
  transferBetweenMembers,
  transferMember,
} from '../src/domains/wallet/ledger.ts';
import { startRedisServer, startSecondNode, until, type SecondNode } from './cluster.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { bet, fund, openAhead } from './lottery-helpers.ts';
import { createTestMember } from './members.ts';
import { pastLifetime, watchQueries } from './node-caches.ts';

/**
 * The balance call answers a node's copy of the money for BALANCE_TTL_MS (ADR 0028, addendum): a
 * posting forgets it on its node once it commits, a balance event forgets it on every node that hears
 * it, and the lifetime bounds the rest. Every snapshot carries a version that rises with each change.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const balanceOn = async (app: TestApp, token: string) => {
  const res = await app.call<Balance>({ url: '/wps/v2/wallets/balance', headers: { token } });
  expect(res.status).toBe(200);
  return res.body.value!;
};
const balance = (token: string) => balanceOn(t, token);
/** The read of the money (balanceSnapshotsOf): the only query of ledger_accounts that takes the versions. */
const MONEY_READ = 'seq FROM ledger_accounts';
const versionInLedger = async (db: Db, memberId: number) =>
  Number(
    (await db.query<{ v: number }>('SELECT COALESCE(max(seq), 0) AS v FROM ledger_accounts WHERE member_id = $1', [memberId]))[0]!
      .v,
  );

/**
 * Another node of the same cluster: the same database under another identity, so it keeps node caches
 * of its own, as a second server process does.
 */
function otherNode(db: Db): Db {
  const node: Db = {
    kind: db.kind,
    query: <T extends Row>(text: string, params?: readonly unknown[]) => db.query<T>(text, params),
    tx: (fn) =>
      db.tx((sql) =>
        fn({
          database: node,
          query: <T extends Row>(text: string, params?: readonly unknown[]) => sql.query<T>(text, params),
          afterCommit: (f) => sql.afterCommit!(f),
        }),
      ),
    exec: (text) => db.exec(text),
    close: async () => undefined,
  };
  return node;
}

async function player(amount = 100_000) {
  const m = await createTestMember(t.db);
  await fund(t.db, m.id, amount);
  return m;
}

describe('the balance call', () => {
  it("reads a member's money once per lifetime, and answers the ledger's version of it", async () => {
    const m = await player(50_000);
    const queries = watchQueries(t.db);
    try {
      const first = await balance(m.token);
      expect(first).toMatchObject({ mainBalanceMinor: 50_000, sumBalanceMinor: 50_000 });
      expect(first.version).toBe(await versionInLedger(t.db, m.id));
      expect(first.version).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) expect(await balance(m.token)).toEqual(first);
      expect(queries.count(MONEY_READ)).toBe(1);
      await pastLifetime(BALANCE_TTL_MS, () => balance(m.token));
      expect(queries.count(MONEY_READ)).toBe(2);
    } finally {
      queries.stop();
    }
  });

  // every posting of the ledger, as any domain makes them inside its transaction
  type Members = { a: number; b: number; readA: () => Promise<unknown> };
  const postings: [string, (members: Members) => Promise<unknown>][] = [
    ['a debit', ({ a }) => t.db.tx((sql) => debitMember(sql, { key: `bc:debit:${a}`, memberId: a, amount: 700, kind: 'bet' }))],
    [
      'a credit to a vendor wallet',
      ({ a }) =>
        t.db.tx((sql) =>
          creditMember(sql, { key: `bc:vendor:${a}`, memberId: a, amount: 700, kind: 'win', wallet: 'JDB', house: 'GAMES' }),
        ),
    ],
    [
      'a transfer between his wallets',
      ({ a }) =>
        t.db.tx((sql) =>
          transferMember(sql, { key: `bc:tr:${a}`, memberId: a, amount: 700, kind: 'transfer', from: 'MAIN', to: 'JDB' }),
        ),
    ],
    [
      'a recall to the main wallet',
      async ({ a, readA }) => {
        await t.db.tx((sql) =>
          creditMember(sql, { key: `bc:recall-seed:${a}`, memberId: a, amount: 700, kind: 'win', wallet: 'JDB' }),
        );
        // his copy holds the vendor money again: the recall must forget it
        await readA();
        return t.db.tx((sql) => recallToMain(sql, { key: `bc:recall:${a}`, memberId: a }));
      },
    ],
    [
      'a transfer to another member',
      ({ a, b }) =>
        t.db.tx((sql) =>
          transferBetweenMembers(sql, { key: `bc:member:${a}`, fromMemberId: a, toMemberId: b, amount: 700, kind: 'upline' }),
        ),
    ],
    [
      'set-based credits (a settlement batch)',
      ({ a, b }) =>
        t.db.tx((sql) =>
          creditMembers(
            sql,
            [
              { key: `bc:batch:${a}`, memberId: a, amount: 700, kind: 'lottery.win' },
              { key: `bc:batch:${b}`, memberId: b, amount: 700, kind: 'lottery.win' },
            ],
            'LOTTERY',
          ),
        ),
    ],
  ];
  it.each(postings)('shows %s made on this node in the next call, with a larger version', async (_name, post) => {
    const a = await player();
    const b = await player();
    const before = { a: await balance(a.token), b: await balance(b.token) };
    const queries = watchQueries(t.db);
    try {
      // the copies are warm: answering again reads nothing
      await balance(a.token);
      expect(queries.count(MONEY_READ)).toBe(0);
      await post({ a: a.id, b: b.id, readA: () => balance(a.token) });
      const after = { a: await balance(a.token), b: await balance(b.token) };
      for (const who of ['a', 'b'] as const) {
        const id = who === 'a' ? a.id : b.id;
        // each member's answer is the ledger's state now, whether the posting touched him or not
        expect(after[who]).toMatchObject(await balanceSnapshotOf(t.db, id));
        expect(after[who].version).toBe(await versionInLedger(t.db, id));
      }
      expect(after.a.version).toBeGreaterThan(before.a.version);
      expect(after.a).not.toEqual(before.a);
    } finally {
      queries.stop();
    }
  });

  it('shows a lottery bet and its settlement at once', async () => {
    const m = await player(100_000);
    const draw = await openAhead(t.platform, 'LOTT5M');
    const warm = await balance(m.token);
    const placed = await bet(t, m.token, {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      bets: [
        { playCode: 'BS', betNumber: 'BIG', stake: '10' },
        { playCode: 'BS', betNumber: 'SMALL', stake: '10' },
      ],
    });
    expect(placed.status).toBe(200);
    const afterBet = await balance(m.token);
    expect(afterBet).toMatchObject({ mainBalanceMinor: 98_000, version: placed.body.value!.balance.version });
    expect(afterBet.version).toBeGreaterThan(warm.version);
    // one of BIG and SMALL wins: the set-based settlement credits him
    await drawOne(t.platform, draw.id, Date.now());
    await settleOne(t.platform, draw.id, Date.now());
    const afterSettle = await balance(m.token);
    expect(afterSettle.mainBalanceMinor).toBeGreaterThan(98_000);
    expect(afterSettle.version).toBeGreaterThan(afterBet.version);
    expect(afterSettle).toMatchObject(await balanceSnapshotOf(t.db, m.id));
  });

  it('shows a posting made on another node when the lifetime is over', async () => {
    const m = await player(10_000);
    const elsewhere = otherNode(t.db);
    const warm = await balance(m.token);
    await elsewhere.tx((sql) =>
      creditMember(sql, { key: `bc:elsewhere:${m.id}`, memberId: m.id, amount: 500, kind: 'deposit', house: 'BANK' }),
    );
    // this node has not heard of it (no event): its copy stands
    expect(await balance(m.token)).toEqual(warm);
    const later = await pastLifetime(BALANCE_TTL_MS, () => balance(m.token));
    expect(later).toMatchObject({ mainBalanceMinor: 10_500 });
    expect(later.version).toBeGreaterThan(warm.version);
  });

  it('gives every posting of a member a larger version, in the order they commit, whichever wallets they touch', async () => {
    const m = await player(100_000);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(
        await t.db.tx(async (sql) => {
          await debitMember(sql, { key: `bc:seq:${m.id}:${i}`, memberId: m.id, amount: 100, kind: 'bet' });
          return (await balanceSnapshotOf(sql, m.id)).version;
        }),
      );
    }
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(new Set(seen).size).toBe(seen.length);

    // concurrent postings on his main and a vendor wallet: each transaction's own snapshot, taken
    // before it commits, must follow from the one of the next smaller version by exactly its posting
    const start = await balanceSnapshotOf(t.db, m.id);
    const jdb = (s: BalanceSnapshot) => s.wallets.find((w) => w.wallet === 'JDB')?.balanceMinor ?? 0;
    const moves = Array.from({ length: 16 }, (_, i) => (i % 2 ? { main: -100, jdb: 0 } : { main: 0, jdb: 300 }));
    // open the connections first, so the postings really overlap instead of queueing for one
    await Promise.all(Array.from({ length: 8 }, () => t.db.tx((sql) => sql.query('SELECT 1'))));
    const snapshots = await Promise.all(
      moves.map((move, i) =>
        t.db.tx(async (sql) => {
          const key = `bc:both:${m.id}:${i}`;
          if (move.main) await debitMember(sql, { key, memberId: m.id, amount: -move.main, kind: 'bet' });
          else await creditMember(sql, { key, memberId: m.id, amount: move.jdb, kind: 'win', wallet: 'JDB' });
          return { move, snapshot: await balanceSnapshotOf(sql, m.id) };
        }),
      ),
    );
    const ordered = snapshots.sort((x, y) => x.snapshot.version - y.snapshot.version);
    expect(new Set(ordered.map((s) => s.snapshot.version)).size).toBe(moves.length);
    expect(ordered[0]!.snapshot.version).toBeGreaterThan(start.version);
    let previous = start;
    for (const { move, snapshot } of ordered) {
      expect(snapshot.mainBalanceMinor - previous.mainBalanceMinor).toBe(move.main);
      expect(jdb(snapshot) - jdb(previous)).toBe(move.jdb);
      previous = snapshot;
    }
    expect(await balance(m.token)).toMatchObject({ ...previous });
  });
});

describe('two nodes on one database and one Redis', () => {
  let redis: { url: string; stop: () => void } | undefined;
  let a: TestApp;
  let b: SecondNode;

  beforeAll(async () => {
    redis = await startRedisServer();
    a = await startTestApp({ redisUrl: redis.url, redisPrefix: 'tala:balance-nodes:' });
    // node B: its own process's view of the same database (its own caches) and its own push hub
    b = await startSecondNode(otherNode(a.db), redis.url, 'tala:balance-nodes:');
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
    redis?.stop();
  });

  it('a posting on one node shows on the other as soon as its balance event arrives there', async () => {
    const m = await createTestMember(a.db);
    await fund(a.db, m.id, 20_000);
    const warm = await balanceOn(a, m.token);
    const heard: number[] = [];
    const stop = a.platform.push.watch('balance', (to) => void (typeof to === 'number' && heard.push(to)));
    try {
      // node B posts and announces it, as every posting path does after its commit
      const snapshot = await b.platform.db.tx(async (sql) => {
        await debitMember(sql, { key: `bc:nodes:${m.id}`, memberId: m.id, amount: 1_500, kind: 'bet' });
        return balanceSnapshotOf(sql, m.id);
      });
      await publishBalance(b.platform, m.id, { reason: 'bet', ref: null }, snapshot);
      await until(() => heard.includes(m.id));
      // well within the lifetime: node A forgot its copy when the event came
      const now = await balanceOn(a, m.token);
      expect(now).toMatchObject({ mainBalanceMinor: 18_500, version: snapshot.version });
      expect(now.version).toBeGreaterThan(warm.version);
    } finally {
      stop();
    }
  });
});
