import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import type { AccountRecord } from '@tala/contract/wallet';
import type { Withdrawal } from '@tala/contract/withdraw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierOps } from '../src/domains/deposit/ops.ts';
import { hashPassword } from '../src/domains/session/passwords.ts';
import { balanceOf, creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall } from './session-helpers.ts';

let t: TestApp;
const PASSWORD = '246810';
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => t.close());

let seq = 0;
const rid = () => `wd_${Date.now().toString(36)}_${++seq}`;
const ops = (...args: string[]) => cashierOps.run(t.platform, args);

/** A member with 1,000.00 in the main wallet, a payment password and one GCash account. */
async function player() {
  const m = await createTestMember(t.db);
  await t.db.tx(async (sql) => {
    await creditMember(sql, { key: `test:fund:${m.id}`, memberId: m.id, amount: 100_000, kind: 'deposit', house: 'BANK' });
    await sql.query('INSERT INTO payment_passwords (member_id, password_hash) VALUES ($1, $2)', [m.id, passwordHash]);
  });
  const [acc] = await t.db.query<{ id: number }>(
    `INSERT INTO payout_accounts (member_id, type, provider, account_number, holder_name)
     VALUES ($1, 'ewallet', 'GCASH', '09171234567', 'Juan Dela Cruz') RETURNING id`,
    [m.id],
  );
  return { ...m, accountId: Number(acc!.id) };
}
type Player = Awaited<ReturnType<typeof player>>;

/** A withdrawal of 200.00, paid out, that the member then disputes (part of it, or none with a proof image). */
async function disputed(p: Player, answer: 'partial' | 'none'): Promise<string> {
  const r = await encCall<Withdrawal>(
    t,
    'POST',
    '/wps/withdraw/requests',
    { accountId: p.accountId, amount: '200.00', paymentPassword: PASSWORD, requestId: rid() },
    { token: p.token },
  );
  expect(r.status).toBe(200);
  const no = r.body.value!.withdrawNo;
  await ops('approve', no);
  await ops('payout', no);
  let payload: Record<string, unknown> = {
    withdrawNo: no,
    receipt: 'partial',
    receivedAmount: '150.00',
    remainingAmount: '50.00',
  };
  if (answer === 'none') {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
      0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]);
    const up = await t.call<{ id: string }>({
      method: 'POST',
      url: `${UPLOAD_PATH}?purpose=withdrawProof`,
      headers: { token: p.token, 'content-type': 'image/png' },
      payload: png,
    });
    payload = { withdrawNo: no, receipt: 'none', proofs: [up.body.value!.id] };
  }
  const c = await t.call<Withdrawal>({ method: 'POST', url: '/wps/withdraw/confirm', headers: { token: p.token }, payload });
  expect(c.body.value!.status).toBe('disputed');
  return no;
}

const mine = async (p: Player) =>
  (await t.call<{ list: Withdrawal[] }>({ url: '/wps/withdraw/requests', headers: { token: p.token } })).body.value!.list;

describe('cashier resolve: an operator closes a disputed withdrawal', () => {
  it('paid-rest pays the missing amount into the main wallet once, and the member reads the note', async () => {
    const p = await player();
    const no = await disputed(p, 'partial');
    expect(await balanceOf(t.db, p.id)).toBe(80_000);
    const said = await ops('resolve', no, 'paid-rest', 'The bank returned 50.00;', 'it is back in your wallet.');
    expect(said).toBe(`withdrawal ${no} resolved: 50.00 paid into the main wallet`);
    expect(await balanceOf(t.db, p.id)).toBe(85_000);
    // asked again (a retry): nothing more moves
    expect(await ops('resolve', no, 'paid-rest', 'again')).toBe(
      `withdrawal ${no} resolved: 50.00 paid into the main wallet (already done; nothing moved)`,
    );
    expect(await balanceOf(t.db, p.id)).toBe(85_000);
    // another resolution of the same withdrawal is refused
    await expect(ops('resolve', no, 'as-is', 'changed my mind')).rejects.toThrow(/already resolved as paidRest/);
    const [w] = await mine(p);
    expect(w).toMatchObject({
      withdrawNo: no,
      status: 'confirmed',
      receipt: 'partial',
      resolution: { kind: 'paidRest', note: 'The bank returned 50.00; it is back in your wallet.', paidMinor: 5_000 },
    });
    // the member's account record shows the money back as part of the withdrawal
    const records = await t.call<{ list: AccountRecord[] }>({
      url: '/wps/relay/ODSFE2_MemTransDet?type=withdrawal',
      headers: { token: p.token },
    });
    expect(records.body.value!.list.map((l) => l.amountMinor)).toEqual([5_000, -20_000]);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('paid-rest of a payout that never arrived pays the whole amount back', async () => {
    const p = await player();
    const no = await disputed(p, 'none');
    await ops('resolve', no, 'paid-rest', 'GCash could not deliver it.');
    expect(await balanceOf(t.db, p.id)).toBe(100_000);
    expect((await mine(p))[0]!.resolution).toMatchObject({ kind: 'paidRest', paidMinor: 20_000 });
  });

  it('as-is confirms the payout as it was and moves nothing', async () => {
    const p = await player();
    const no = await disputed(p, 'partial');
    expect(await ops('resolve', no, 'as-is', 'GCash shows the full 200.00 delivered on the 3rd.')).toBe(
      `withdrawal ${no} resolved: confirmed as it was`,
    );
    expect(await balanceOf(t.db, p.id)).toBe(80_000);
    expect((await mine(p))[0]).toMatchObject({
      status: 'confirmed',
      resolution: { kind: 'asIs', note: 'GCash shows the full 200.00 delivered on the 3rd.', paidMinor: 0 },
    });
  });

  it('refuses what is not disputed, an unknown number, a missing note or mode, and concurrent resolutions pay once', async () => {
    const p = await player();
    const r = await encCall<Withdrawal>(
      t,
      'POST',
      '/wps/withdraw/requests',
      { accountId: p.accountId, amount: '200.00', paymentPassword: PASSWORD, requestId: rid() },
      { token: p.token },
    );
    const open = r.body.value!.withdrawNo;
    await expect(ops('resolve', open, 'paid-rest', 'note')).rejects.toThrow(/requested, not disputed/);
    await expect(ops('resolve', 'WDNOPE', 'as-is', 'note')).rejects.toThrow(/No withdrawal WDNOPE/);
    await expect(ops('resolve', open, 'paid-rest')).rejects.toThrow(/say resolve/);
    await expect(ops('resolve', open, 'refund', 'note')).rejects.toThrow(/say resolve/);
    await ops('reject', open, 'test');

    const no = await disputed(p, 'partial');
    const before = await balanceOf(t.db, p.id);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => ops('resolve', no, 'paid-rest', 'paid back')));
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(await balanceOf(t.db, p.id)).toBe(before + 5_000);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
