import type { AccountRecord } from '@tala/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, creditMember, debitMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { setSingleWallet } from '../src/domains/wallet/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Page = { list: AccountRecord[]; total: number; totalPages: number };
type Wallets = { wallet: string; balanceMinor: number }[];

const records = (token: string, query: Record<string, string | number> = {}) =>
  t.call<Page>({
    method: 'GET',
    url: `/wps/relay/ODSFE2_MemTransDet?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { token },
  });
const transfer = (token: string, payload: object) =>
  t.call<{ wallets: Wallets }>({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: { token }, payload });
const recall = (token: string, requestId: string) =>
  t.call<{ requestId: string; replayed: boolean; movedMinor: number; wallets: Wallets; balance: { mainBalanceMinor: number } }>({
    method: 'POST',
    url: '/wps/relay/GCS_walletRecall',
    headers: { token },
    payload: { requestId },
  });

/** A member with a deposit, a game stake and win, a bonus, and (transfer mode) a transfer out and back. */
async function memberWithHistory() {
  const m = await createTestMember(t.db);
  await t.db.tx(async (sql) => {
    await creditMember(sql, {
      key: `rec:${m.id}:dep`,
      memberId: m.id,
      amount: 10_000,
      kind: 'deposit',
      house: 'BANK',
      ref: 'dep-1',
    });
    await debitMember(sql, { key: `rec:${m.id}:bet`, memberId: m.id, amount: 1_000, kind: 'bet', ref: 'round-1' });
    await creditMember(sql, { key: `rec:${m.id}:win`, memberId: m.id, amount: 2_500, kind: 'win', ref: 'round-1' });
    await creditMember(sql, { key: `rec:${m.id}:bonus`, memberId: m.id, amount: 500, kind: 'freeplay.grant', house: 'PROMO' });
    await creditMember(sql, { key: `rec:${m.id}:adj`, memberId: m.id, amount: 100, kind: 'ops.fix', house: 'ADJUST' });
  });
  return m;
}

describe('account record (wallet.transactions)', () => {
  it("lists the member's own entries newest first, typed, signed, with the wallet's balance after each", async () => {
    const m = await memberWithHistory();
    const r = await records(m.token);
    expect(r.status).toBe(200);
    const page = r.body.value!;
    expect(page.total).toBe(5);
    expect(page.totalPages).toBe(1);
    expect(page.list.map((x) => [x.type, x.wallet, x.amountMinor, x.balanceAfterMinor])).toEqual([
      ['adjustment', 'MAIN', 100, 12_100],
      ['bonus', 'MAIN', 500, 12_000],
      ['win', 'MAIN', 2_500, 11_500],
      ['bet', 'MAIN', -1_000, 9_000],
      ['deposit', 'MAIN', 10_000, 10_000],
    ]);
    expect(page.list.at(-1)).toMatchObject({ walletName: 'Main wallet', ref: 'dep-1' });
    expect(Date.parse(page.list[0]!.createdAt)).not.toBeNaN();
    expect((await records(m.token, { language: 'zh' })).body.value!.list[0]!.walletName).toBe('主钱包');
  });

  it('filters by type, wallet and a half-open period, and pages', async () => {
    const m = await memberWithHistory();
    await setSingleWallet(t.db, false);
    try {
      await transfer(m.token, { from: 'MAIN', to: 'MGL', amount: '30.00', transferId: `rec-${m.id}-out` });
      await transfer(m.token, { from: 'MGL', to: 'MAIN', amount: '10.00', transferId: `rec-${m.id}-back` });
    } finally {
      await setSingleWallet(t.db, true);
    }
    const transfers = (await records(m.token, { type: 'transfer' })).body.value!;
    // each transfer is a line on both wallets it touched
    expect(transfers.list.map((x) => [x.wallet, x.amountMinor, x.balanceAfterMinor])).toEqual([
      ['MAIN', 1_000, 10_100],
      ['MGL', -1_000, 2_000],
      ['MGL', 3_000, 3_000],
      ['MAIN', -3_000, 9_100],
    ]);
    expect(transfers.list.find((x) => x.wallet === 'MGL')!.walletName).not.toBe('MGL');
    expect((await records(m.token, { wallet: 'MGL' })).body.value!.total).toBe(2);
    expect((await records(m.token, { type: 'bet' })).body.value!.list.map((x) => x.amountMinor)).toEqual([-1_000]);
    expect((await records(m.token, { type: 'withdrawal' })).body.value).toEqual({ list: [], total: 0, totalPages: 0 });

    const all = (await records(m.token)).body.value!;
    expect(all.total).toBe(9);
    const p1 = (await records(m.token, { pageSize: 4, pageNo: 1 })).body.value!;
    const p3 = (await records(m.token, { pageSize: 4, pageNo: 3 })).body.value!;
    expect([p1.totalPages, p1.list.length, p3.list.length]).toEqual([3, 4, 1]);
    expect(p1.list.map((x) => x.id)).toEqual(all.list.slice(0, 4).map((x) => x.id));
    expect(p3.list[0]!.id).toBe(all.list.at(-1)!.id);

    // half-open: [from, to) — the newest entry's own instant as `to` leaves it out, as `from` keeps it
    const [times] = await t.db.query<{ newest: Date }>(
      'SELECT max(p.created_at) AS newest FROM ledger_postings p WHERE p.member_id = $1',
      [m.id],
    );
    const newest = new Date(times!.newest).toISOString();
    const atNewest = (await records(m.token, { from: newest })).body.value!;
    expect(atNewest.list.length).toBeGreaterThan(0);
    expect(atNewest.list.every((x) => x.createdAt === newest)).toBe(true);
    const beforeNewest = (await records(m.token, { to: newest })).body.value!;
    expect(beforeNewest.total).toBe(all.total - atNewest.total);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await records(m.token, { from: future })).body.value!.total).toBe(0);
  });

  it("never shows another member's entries", async () => {
    const a = await memberWithHistory();
    const b = await createTestMember(t.db);
    const own = (await records(b.token)).body.value!;
    expect(own).toEqual({ list: [], total: 0, totalPages: 0 });
    // nothing in the input names a member: asking for a's wallet or a's posting refs still shows b's own
    expect((await records(b.token, { wallet: 'MAIN', type: 'deposit' })).body.value!.total).toBe(0);
    const aIds = new Set((await records(a.token)).body.value!.list.map((x) => x.id));
    await t.db.tx((sql) =>
      creditMember(sql, { key: `rec:${b.id}:dep`, memberId: b.id, amount: 700, kind: 'deposit', house: 'BANK' }),
    );
    const bList = (await records(b.token)).body.value!.list;
    expect(bList).toHaveLength(1);
    expect(bList.some((x) => aIds.has(x.id))).toBe(false);
  });

  it('refuses bad input with a catalogue code, and visitors with LOGIN_REQUIRED', async () => {
    const m = await memberWithHistory();
    const bad: Record<string, string | number>[] = [
      { type: 'jackpot' },
      { wallet: 'main; drop' },
      { from: 'yesterday' },
      { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { pageNo: 0 },
      { pageSize: 101 },
      { pageSize: 'ten' },
    ];
    for (const query of bad) {
      const r = await records(m.token, query);
      expect({ query, status: r.status, code: r.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    const visitor = await t.call({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet' });
    expect(visitor.body.code).toBe('LOGIN_REQUIRED');
  });
});

describe('recall all to main (wallet.recallAll)', () => {
  async function spread() {
    const m = await createTestMember(t.db);
    await t.db.tx((sql) =>
      creditMember(sql, { key: `rc:${m.id}:dep`, memberId: m.id, amount: 10_000, kind: 'deposit', house: 'BANK' }),
    );
    await setSingleWallet(t.db, false);
    try {
      await transfer(m.token, { from: 'MAIN', to: 'MGL', amount: '20' });
      await transfer(m.token, { from: 'MAIN', to: 'OPL', amount: '15.50' });
    } finally {
      await setSingleWallet(t.db, true);
    }
    return m;
  }

  it('moves every vendor balance to main in one posting; a retry of the key moves nothing', async () => {
    const m = await spread();
    const r = await recall(m.token, `recall-${m.id}-one`);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ replayed: false, movedMinor: 3_550, balance: { mainBalanceMinor: 10_000 } });
    expect(r.body.value!.wallets.filter((w) => w.wallet !== 'MAIN').every((w) => w.balanceMinor === 0)).toBe(true);
    const again = await recall(m.token, `recall-${m.id}-one`);
    expect(again.body.value).toMatchObject({ replayed: true, movedMinor: 3_550 });
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
    const lines = (await records(m.token, { type: 'transfer' })).body.value!.list;
    const recallLines = lines.filter((x) => x.ref === `recall-${m.id}-one`);
    expect(recallLines.map((x) => [x.wallet, x.amountMinor, x.balanceAfterMinor]).sort()).toEqual(
      [
        ['MAIN', 3_550, 10_000],
        ['MGL', -2_000, 0],
        ['OPL', -1_550, 0],
      ].sort(),
    );
    expect(new Set(recallLines.map((x) => x.postingId)).size).toBe(1);
    // nothing left: not an error, nothing written
    const empty = await recall(m.token, `recall-${m.id}-two`);
    expect(empty.body.value).toMatchObject({ replayed: false, movedMinor: 0 });
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('two recalls at once never move the money twice', async () => {
    const m = await spread();
    const [a, b] = await Promise.all([recall(m.token, `recall-${m.id}-a`), recall(m.token, `recall-${m.id}-b`)]);
    expect([a.body.value!.movedMinor, b.body.value!.movedMinor].sort((x, y) => x - y)).toEqual([0, 3_550]);
    const twins = await Promise.all(Array.from({ length: 5 }, () => recall(m.token, `recall-${m.id}-c`)));
    expect(twins.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
    expect(await balanceOf(t.db, m.id, 'MGL')).toBe(0);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it("refuses a bad request id and only ever empties the caller's wallets", async () => {
    const m = await spread();
    const other = await spread();
    expect((await recall(m.token, 'bad id!')).body.code).toBe('VALIDATION_FAILED');
    expect((await recall(m.token, 'short')).body.code).toBe('VALIDATION_FAILED');
    await recall(m.token, `recall-${m.id}-x`);
    expect(await balanceOf(t.db, other.id, 'MGL')).toBe(2_000);
    expect(await balanceOf(t.db, other.id, 'OPL')).toBe(1_550);
    const visitor = await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletRecall',
      payload: { requestId: 'recall-visitor' },
    });
    expect(visitor.body.code).toBe('LOGIN_REQUIRED');
  });
});
