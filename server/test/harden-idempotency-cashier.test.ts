import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointBalance, postPoints } from '../src/domains/points/ledger.ts';
import { hashPassword } from '../src/domains/session/passwords.ts';
import { balanceOf, creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { setSingleWallet } from '../src/domains/wallet/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall } from './session-helpers.ts';

/**
 * The idempotency contract (ADR 0013) on every cashier call that moves money: the same key with the
 * same body answers the stored result, concurrent twins included; the same key with another body is
 * 409 DUPLICATE_REQUEST; either way money moves once.
 */
let t: TestApp;
const PASSWORD = '246810';
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => t.close());

let seq = 0;
const rid = () => `idem_${Date.now().toString(36)}_${++seq}`;
const TWINS = 4;

async function player(money = 100_000, points = 0) {
  const m = await createTestMember(t.db);
  await t.db.tx(async (sql) => {
    if (money > 0)
      await creditMember(sql, { key: `test:fund:${m.id}`, memberId: m.id, amount: money, kind: 'deposit', house: 'BANK' });
    await sql.query('INSERT INTO payment_passwords (member_id, password_hash) VALUES ($1, $2)', [m.id, passwordHash]);
    if (points > 0) await postPoints(sql, { key: `test:earn:${m.id}`, memberId: m.id, kind: 'earn', points });
  });
  return m;
}

/** Fires TWINS identical requests at once; all must succeed with the same answer (by `idOf`). */
async function twins<T>(send: () => Promise<{ status: number; body: { value?: T } }>, idOf: (v: T) => unknown) {
  const results = await Promise.all(Array.from({ length: TWINS }, send));
  for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
  const ids = new Set(results.map((r) => idOf(r.body.value!)));
  expect(ids.size).toBe(1);
  return results[0]!.body.value!;
}

const postingsWithKeyLike = async (memberId: number, kind: string) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_postings WHERE member_id = $1 AND kind = $2', [
      memberId,
      kind,
    ])
  )[0]!.n;

describe('cashier calls under one idempotency rule', () => {
  it('deposit order', async () => {
    const m = await player(0);
    const body = { channel: 'GOWALLET', amount: '200.00', requestId: rid() };
    const create = (payload: object) =>
      t.call<{ orderNo: string }>({ method: 'POST', url: '/wps/deposit/orders', headers: { token: m.token }, payload });
    await twins(
      () => create(body),
      (v) => v.orderNo,
    );
    const clash = await create({ ...body, amount: '300.00' });
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [m.id]);
    expect(n!.n).toBe(1);
  });

  it('withdraw request', async () => {
    const m = await player(100_000);
    const [acc] = await t.db.query<{ id: number }>(
      `INSERT INTO payout_accounts (member_id, type, provider, account_number, holder_name)
       VALUES ($1, 'ewallet', 'GCASH', '09171234567', 'Juan Dela Cruz') RETURNING id`,
      [m.id],
    );
    const body = { accountId: Number(acc!.id), amount: '200.00', paymentPassword: PASSWORD, requestId: rid() };
    const request = (payload: object) =>
      encCall<{ withdrawNo: string }>(t, 'POST', '/wps/withdraw/requests', payload, { token: m.token });
    await twins(
      () => request(body),
      (v) => v.withdrawNo,
    );
    expect(await balanceOf(t.db, m.id)).toBe(80_000);
    const clash = await request({ ...body, amount: '300.00' });
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    expect(await balanceOf(t.db, m.id)).toBe(80_000);
  });

  it('wallet transfer', async () => {
    await setSingleWallet(t.db, false);
    try {
      const m = await player(10_000);
      const body = { from: 'MAIN', to: 'MGL', amount: '25.50', transferId: rid() };
      const transfer = (payload: object) =>
        t.call<{ transferId: string }>({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { token: m.token },
          payload,
        });
      await twins(
        () => transfer(body),
        (v) => v.transferId,
      );
      expect(await balanceOf(t.db, m.id, 'MGL')).toBe(2_550);
      const clash = await transfer({ ...body, amount: '30.00' });
      expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
      expect(await balanceOf(t.db, m.id, 'MGL')).toBe(2_550);
    } finally {
      await setSingleWallet(t.db, true);
    }
  });

  it('promotion claim', async () => {
    const m = await createTestMember(t.db);
    const promos = await t.call<{ list: { id: number; title: string }[] }>({ url: '/wps/promotions' });
    const idOf = (title: string) => promos.body.value!.list.find((p) => p.title === title)!.id;
    const body = { id: idOf('Daily check-in bonus'), requestId: rid() };
    const claim = (payload: object) =>
      t.call<{ claim: { id: number } }>({ method: 'POST', url: '/wps/promotions/claim', headers: { token: m.token }, payload });
    await twins(
      () => claim(body),
      (v) => v.claim.id,
    );
    const clash = await claim({ ...body, id: idOf('$8 welcome bonus for new players') });
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    expect(await postingsWithKeyLike(m.id, 'promo.bonus')).toBe(1);
  });

  it('points redeem', async () => {
    const m = await player(0, 300);
    const itemOf = async (code: string) =>
      Number((await t.db.query<{ id: number }>('SELECT id FROM point_items WHERE code = $1', [code]))[0]!.id);
    const body = { itemId: await itemOf('CASH_2'), paymentPassword: PASSWORD, requestId: rid() };
    const redeem = (payload: object) =>
      encCall<{ entry: { id: number } }>(t, 'POST', '/wps/points/redeem', payload, { token: m.token });
    await twins(
      () => redeem(body),
      (v) => JSON.stringify(v.entry),
    );
    expect(await pointBalance(t.db, m.id)).toBe(200);
    const clash = await redeem({ ...body, itemId: await itemOf('SPINS_10') });
    expect([clash.status, clash.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    expect(await pointBalance(t.db, m.id)).toBe(200);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
