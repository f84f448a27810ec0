import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import type { Withdrawal, WithdrawInfo } from '@tala/contract/withdraw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierOps } from '../src/domains/deposit/ops.ts';
import { recordTurnoverRequirement } from '../src/domains/deposit/queries.ts';
import { hashPassword } from '../src/domains/session/passwords.ts';
import { settingOps } from '../src/domains/system/ops.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { balanceOf, creditMember, debitMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { withdrawReceiptJob } from '../src/domains/withdraw/job.ts';
import { payOutWithdrawal } from '../src/domains/withdraw/review.ts';
import { DEMO_PAYOUT_MINOR } from '../src/domains/withdraw/seeder.ts';
import { createPaymentProviders } from '../src/providers/payments/registry.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, login } from './session-helpers.ts';

let t: TestApp;
const PASSWORD = '246810';
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => t.close());

const defaults = {
  minMinor: 10_000,
  maxMinor: 5_000_000,
  dailyCount: 5,
  dailyAmountMinor: 10_000_000,
  maxOpen: 1,
  autoReceiptMinutes: 60,
};

let seq = 0;
const rid = () => `wd_${Date.now().toString(36)}_${++seq}`;

/** A member with money in the main wallet, a payment password and one GCash account. */
async function player(balanceMinor = 100_000) {
  const m = await createTestMember(t.db);
  await t.db.tx(async (sql) => {
    await creditMember(sql, { key: `test:fund:${m.id}`, memberId: m.id, amount: balanceMinor, kind: 'deposit', house: 'BANK' });
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

const request = (p: Player, body: Record<string, unknown> = {}) =>
  encCall<Withdrawal>(
    t,
    'POST',
    '/wps/withdraw/requests',
    { accountId: p.accountId, amount: '200.00', paymentPassword: PASSWORD, requestId: rid(), ...body },
    { token: p.token },
  );
const info = (p: Player) => t.call<WithdrawInfo>({ url: '/wps/withdraw/info', headers: { token: p.token } });
const list = (p: Player) =>
  t.call<{ list: Withdrawal[]; total: number }>({ url: '/wps/withdraw/requests', headers: { token: p.token } });
const confirm = (token: string, body: Record<string, unknown>) =>
  t.call<Withdrawal>({ method: 'POST', url: '/wps/withdraw/confirm', headers: { token }, payload: body });
const ops = (...args: string[]) => cashierOps.run(t.platform, args);
/** A 1×1 PNG uploaded as a withdrawal proof; answers its id. */
async function uploadProof(token: string): Promise<string> {
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
    0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);
  const r = await t.call<{ id: string }>({
    method: 'POST',
    url: `${UPLOAD_PATH}?purpose=withdrawProof`,
    headers: { token, 'content-type': 'image/png' },
    payload: png,
  });
  expect(r.status).toBe(200);
  return r.body.value!.id;
}
const hold = async () => {
  const [row] = await t.db.query<{ s: number }>(
    `SELECT COALESCE(SUM(e.amount), 0)::bigint AS s FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NULL AND a.wallet = 'WITHDRAW_HOLD'`,
  );
  return Number(row!.s);
};
async function expectAudit() {
  expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
}

/** Sets a VIP level's daily withdrawal limit; answers the one it had. */
async function setLevelLimit(level: number, minor: number): Promise<number> {
  const [row] = await t.db.query<{ limit: number }>(
    `UPDATE vip_levels l SET daily_withdraw_limit_minor = $2 FROM vip_levels o
      WHERE l.level = $1 AND o.level = l.level RETURNING o.daily_withdraw_limit_minor AS limit`,
    [level, minor],
  );
  return Number(row!.limit);
}

async function paid(p: Player, amount = '200.00') {
  const r = await request(p, { amount });
  expect(r.status).toBe(200);
  const no = r.body.value!.withdrawNo;
  await ops('approve', no);
  await ops('payout', no);
  return no;
}

describe('withdrawal request', () => {
  it('holds the amount from the main wallet, shows in the list and info, and answers a retry with the same withdrawal', async () => {
    const p = await player();
    const before = await hold();
    const requestId = rid();
    const r = await request(p, { requestId });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      amountMinor: 20_000,
      status: 'requested',
      account: { type: 'ewallet', providerName: 'GCash', accountNumber: '•••• 4567' },
    });
    expect(await balanceOf(t.db, p.id)).toBe(80_000);
    expect((await hold()) - before).toBe(20_000);
    const again = await request(p, { requestId });
    expect(again.body.value!.withdrawNo).toBe(r.body.value!.withdrawNo);
    expect(await balanceOf(t.db, p.id)).toBe(80_000);
    const other = await request(p, { requestId, amount: '300.00' });
    expect(other.body.code).toBe('DUPLICATE_REQUEST');
    expect((await list(p)).body.value!.list.map((w) => w.withdrawNo)).toEqual([r.body.value!.withdrawNo]);
    expect((await info(p)).body.value).toMatchObject({
      balanceMinor: 80_000,
      withdrawableMinor: 0,
      limits: { usedCount: 1, usedAmountMinor: 20_000, open: 1, maxOpen: 1 },
    });
    await expectAudit();
  });

  it('refuses bad input without moving money', async () => {
    const p = await player(300_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '99.99' }, 'VALIDATION_FAILED'],
      [{ amount: '50000.01' }, 'VALIDATION_FAILED'],
      [{ amount: '10.001' }, 'VALIDATION_FAILED'],
      [{ amount: 'abc' }, 'VALIDATION_FAILED'],
      [{ amount: '3000.01' }, 'INSUFFICIENT_BALANCE'],
      [{ paymentPassword: '135790' }, 'PAYMENT_PASSWORD_WRONG'],
      [{ accountId: 999_999 }, 'PAYOUT_ACCOUNT_NOT_FOUND'],
    ];
    for (const [body, code] of cases) {
      const r = await request(p, body);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
      expect(r.status).toBe(code === 'PAYOUT_ACCOUNT_NOT_FOUND' ? 404 : 400);
    }
    expect(await balanceOf(t.db, p.id)).toBe(300_000);
    expect((await list(p)).body.value!.total).toBe(0);
  });

  it("cannot withdraw to another member's account", async () => {
    const a = await player();
    const b = await player();
    const r = await request(a, { accountId: b.accountId });
    expect(r.body.code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
  });

  it('explains the turnover still needed, and allows the withdrawal once it is wagered', async () => {
    const p = await player();
    await t.db.tx((sql) =>
      recordTurnoverRequirement(sql, { memberId: p.id, source: 'deposit', ref: `t-${p.id}`, requiredMinor: 50_000 }),
    );
    await t.db.tx((sql) =>
      debitMember(sql, { key: `test:bet1:${p.id}`, memberId: p.id, amount: 20_000, kind: 'bet', house: 'GAMES' }),
    );
    expect((await info(p)).body.value!.turnover).toEqual({ requiredMinor: 50_000, doneMinor: 20_000, remainingMinor: 30_000 });
    expect((await info(p)).body.value!.withdrawableMinor).toBe(0);
    const refused = await request(p, { amount: '100.00' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { remainingMinor: 30_000 } });
    // refused before the password is looked at: a wrong one costs no try
    expect((await request(p, { amount: '100.00', paymentPassword: '135790' })).body.code).toBe('TURNOVER_NOT_MET');
    const [pw] = await t.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM payment_passwords WHERE member_id = $1',
      [p.id],
    );
    expect(pw!.failed_attempts).toBe(0);
    await t.db.tx((sql) =>
      debitMember(sql, { key: `test:bet2:${p.id}`, memberId: p.id, amount: 30_000, kind: 'lottery.bet', house: 'LOTTERY' }),
    );
    expect((await info(p)).body.value!.turnover.remainingMinor).toBe(0);
    expect((await info(p)).body.value!.withdrawableMinor).toBe(50_000);
    expect((await request(p, { amount: '100.00' })).status).toBe(200);
  });

  it('keeps one open request at a time and the daily count and amount limits', async () => {
    // the operator's way to set them: validated, a max below the min refused
    await expect(
      settingOps.run(t.platform, ['withdrawLimits', JSON.stringify({ ...defaults, maxMinor: 5_000 })]),
    ).rejects.toThrow(/maxMinor must not be below minMinor/);
    await settingOps.run(t.platform, [
      'withdrawLimits',
      JSON.stringify({ ...defaults, dailyCount: 2, dailyAmountMinor: 50_000 }),
    ]);
    // a level without a daily limit of its own leaves the brand's
    const memberLevel = await setLevelLimit(0, 0);
    try {
      const p = await player(500_000);
      const first = await request(p, { amount: '200.00' });
      expect(first.status).toBe(200);
      expect((await request(p, { amount: '100.00' })).body).toMatchObject({
        code: 'WITHDRAW_LIMIT_REACHED',
        value: { limit: 'open' },
      });
      await ops('reject', first.body.value!.withdrawNo, 'wrong', 'account');
      const second = await request(p, { amount: '400.00' });
      expect(second.status).toBe(200);
      await ops('approve', second.body.value!.withdrawNo);
      await ops('payout', second.body.value!.withdrawNo);
      expect((await request(p, { amount: '200.00' })).body).toMatchObject({
        code: 'WITHDRAW_LIMIT_REACHED',
        value: { limit: 'dailyAmount' },
      });
      const third = await request(p, { amount: '100.00' });
      expect(third.status).toBe(200);
      await ops('reject', third.body.value!.withdrawNo, 'test');
      // a rejected request does not count: one of today's requests stands now
      await writeSetting(t.db, 'withdrawLimits', { ...defaults, dailyCount: 1 });
      expect((await request(p, { amount: '100.00' })).body).toMatchObject({
        code: 'WITHDRAW_LIMIT_REACHED',
        value: { limit: 'dailyCount' },
      });
    } finally {
      await writeSetting(t.db, 'withdrawLimits', defaults);
      await setLevelLimit(0, memberLevel);
    }
  });

  it("takes the daily amount from the member's VIP level, the brand's where the level sets none", async () => {
    // brand: $100,000 a day; the seeded levels: Member $50,000, VIP 4 $1,000,000
    await writeSetting(t.db, 'withdrawLimits', { ...defaults, maxOpen: 5 });
    try {
      const member = await player(10_000_000);
      const status = await info(member);
      expect(status.body.value!.limits.dailyAmountMinor).toBe(5_000_000);
      expect(status.body.value!.withdrawableMinor).toBe(5_000_000);
      expect((await request(member, { amount: '40000.00' })).status).toBe(200);
      // $60,000 today: within the brand's figure, above his level's
      expect((await request(member, { amount: '20000.00' })).body).toMatchObject({
        code: 'WITHDRAW_LIMIT_REACHED',
        value: { limit: 'dailyAmount' },
      });
      expect((await info(member)).body.value!).toMatchObject({
        withdrawableMinor: 1_000_000,
        limits: { dailyAmountMinor: 5_000_000, usedAmountMinor: 4_000_000 },
      });

      const vip = await player(20_000_000);
      await t.db.query('UPDATE members SET rank_level = 4 WHERE id = $1', [vip.id]);
      expect((await info(vip)).body.value!.limits.dailyAmountMinor).toBe(100_000_000);
      for (const amount of ['50000.00', '50000.00', '50000.00']) expect((await request(vip, { amount })).status).toBe(200);
      expect((await info(vip)).body.value!.limits).toMatchObject({ dailyAmountMinor: 100_000_000, usedAmountMinor: 15_000_000 });

      // a level with no limit set: the brand's $100,000, for the page and the request alike
      const vip4 = await setLevelLimit(4, 0);
      try {
        expect((await info(vip)).body.value!).toMatchObject({ withdrawableMinor: 0, limits: { dailyAmountMinor: 10_000_000 } });
        expect((await request(vip, { amount: '1000.00' })).body).toMatchObject({
          code: 'WITHDRAW_LIMIT_REACHED',
          value: { limit: 'dailyAmount' },
        });
      } finally {
        await setLevelLimit(4, vip4);
      }
      await expectAudit();
    } finally {
      await writeSetting(t.db, 'withdrawLimits', defaults);
    }
  });

  it('keeps a bank’s own range inside the brand’s', async () => {
    await t.db.query("UPDATE payout_providers SET withdraw_min_minor = 50000 WHERE code = 'GCASH'");
    try {
      const p = await player();
      expect((await info(p)).body.value!.providerLimits.GCASH).toEqual({ minMinor: 50_000, maxMinor: 5_000_000 });
      expect((await request(p, { amount: '200.00' })).body.code).toBe('VALIDATION_FAILED');
      expect((await request(p, { amount: '500.00' })).status).toBe(200);
    } finally {
      await t.db.query("UPDATE payout_providers SET withdraw_min_minor = NULL WHERE code = 'GCASH'");
    }
  });
});

describe('state transitions', () => {
  it('requested → rejected returns the hold by a posting, once', async () => {
    const p = await player();
    const no = (await request(p)).body.value!.withdrawNo;
    expect(await ops('reject', no, 'name', 'does', 'not', 'match')).toBe(`withdrawal ${no} rejected; 200.00 returned`);
    expect(await balanceOf(t.db, p.id)).toBe(100_000);
    const w = (await list(p)).body.value!.list[0]!;
    expect(w).toMatchObject({ status: 'rejected', rejectReason: 'name does not match' });
    await expect(ops('reject', no, 'again')).rejects.toThrow(/rejected, not requested or approved/);
    expect(await balanceOf(t.db, p.id)).toBe(100_000);
    await expectAudit();
  });

  it('approved → rejected returns the hold too; paid cannot be rejected or paid twice', async () => {
    const p = await player();
    const no = (await request(p)).body.value!.withdrawNo;
    expect(await ops('approve', no)).toBe(`withdrawal ${no} approved`);
    await expect(ops('approve', no)).rejects.toThrow(/approved, not requested/);
    await ops('reject', no, 'risk');
    expect(await balanceOf(t.db, p.id)).toBe(100_000);
    const no2 = await paid(p);
    await expect(ops('reject', no2, 'late')).rejects.toThrow(/paid/);
    await expect(ops('payout', no2)).rejects.toThrow(/paid, not approved/);
    await expect(ops('payout', 'WDNOPE')).rejects.toThrow(/No withdrawal WDNOPE/);
    expect(await balanceOf(t.db, p.id)).toBe(80_000);
    await expectAudit();
  });

  it('payout pays through the provider once and moves the hold out of the house', async () => {
    const p = await player();
    const before = await hold();
    const no = (await request(p)).body.value!.withdrawNo;
    await expect(ops('payout', no)).rejects.toThrow(/requested, not approved/);
    await ops('approve', no);
    expect(await ops('payout', no)).toMatch(new RegExp(`^withdrawal ${no} paid; counts as received at `));
    expect(await hold()).toBe(before);
    const [sent] = await t.db.query<{ amount_minor: number; account_number: string }>(
      'SELECT amount_minor, account_number FROM sandbox_payouts WHERE merchant_order = $1',
      [no],
    );
    expect(sent).toMatchObject({ account_number: '09171234567' });
    expect(Number(sent!.amount_minor)).toBe(20_000);
    const w = (await list(p)).body.value!.list[0]!;
    expect(w.status).toBe('paid');
    expect(Date.parse(w.confirmDueAt!) - Date.parse(w.paidAt!)).toBe(60 * 60_000);
    expect(await ops('pending')).not.toContain(no);
    await expectAudit();
  });

  it('a payout asked of the provider twice (a retry after a crash) pays once, and the member hears each state change', async () => {
    const p = await player();
    const events: { to: unknown; type: string; status?: string }[] = [];
    const publish = t.platform.publish;
    t.platform.publish = (to, event) => {
      const data = event.data as { withdrawal?: Withdrawal };
      events.push({ to, type: event.type, ...(data.withdrawal ? { status: data.withdrawal.status } : {}) });
      return publish(to, event);
    };
    try {
      const no = (await request(p)).body.value!.withdrawNo;
      await ops('approve', no);
      // the provider paid, then the platform stopped before recording it
      const providers = createPaymentProviders({ db: t.db, post: () => Promise.reject(new Error('no notify')) });
      const first = await providers.sandbox.payOut({
        merchantOrder: no,
        amountMinor: 20_000,
        currency: '$',
        bank: 'GCASH',
        accountNumber: '09171234567',
        holderName: 'Juan Dela Cruz',
      });
      await ops('payout', no);
      const rows = await t.db.query<{ ref: string }>('SELECT ref FROM sandbox_payouts WHERE merchant_order = $1', [no]);
      expect(rows.map((r) => r.ref)).toEqual([first.providerRef]);
      const [w] = await t.db.query<{ payout_ref: string }>('SELECT payout_ref FROM withdrawals WHERE withdraw_no = $1', [no]);
      expect(w!.payout_ref).toBe(first.providerRef);
      await confirm(p.token, { withdrawNo: no, receipt: 'full' });
      const mine = events.filter((e) => e.to === p.id);
      expect(mine.filter((e) => e.type === 'withdraw.status').map((e) => e.status)).toEqual([
        'requested',
        'approved',
        'paid',
        'confirmed',
      ]);
      expect(mine.some((e) => e.type === 'balance')).toBe(true);
    } finally {
      t.platform.publish = publish;
    }
  });

  it('a provider that fails leaves it approved; once a payout was asked it can no longer be rejected, only paid out', async () => {
    const p = await player();
    const no = (await request(p)).body.value!.withdrawNo;
    await ops('approve', no);
    const real = createPaymentProviders({ db: t.db, post: () => Promise.reject(new Error('no notify')) });
    // a provider outage: the payout call fails
    const down = {
      ...real,
      byCode: (code: string) => ({ ...real.byCode(code)!, payOut: () => Promise.reject(new Error('down')) }),
    };
    await expect(payOutWithdrawal(t.platform, down, no)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
    expect((await list(p)).body.value!.list[0]!.status).toBe('approved');
    await expect(ops('reject', no, 'changed', 'my', 'mind')).rejects.toThrow(/finish it with cashier payout/);
    expect(await balanceOf(t.db, p.id)).toBe(80_000);
    await ops('payout', no);
    expect((await list(p)).body.value!.list[0]!.status).toBe('paid');
    await expectAudit();
  });

  it('paid → confirmed (full), → disputed (partial, with the amounts), → disputed (not received)', async () => {
    const p = await player(300_000);
    await writeSetting(t.db, 'withdrawLimits', { ...defaults, maxOpen: 3 });
    try {
      const full = await paid(p);
      const r1 = await confirm(p.token, { withdrawNo: full, receipt: 'full' });
      expect(r1.body.value).toMatchObject({ status: 'confirmed', receipt: 'full', receivedMinor: 20_000, remainingMinor: 0 });
      expect((await confirm(p.token, { withdrawNo: full, receipt: 'none', proofs: ['nope'] })).body.code).toBe(
        'DUPLICATE_REQUEST',
      );

      const part = await paid(p, '500.00');
      const bad = await confirm(p.token, { withdrawNo: part, receipt: 'partial', receivedAmount: '300', remainingAmount: '100' });
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const bad2 = await confirm(p.token, {
        withdrawNo: part,
        receipt: 'partial',
        receivedAmount: '300.001',
        remainingAmount: '200',
      });
      expect(bad2.body.code).toBe('VALIDATION_FAILED');
      const r2 = await confirm(p.token, { withdrawNo: part, receipt: 'partial', receivedAmount: '300', remainingAmount: '200' });
      expect(r2.body.value).toMatchObject({
        status: 'disputed',
        receipt: 'partial',
        receivedMinor: 30_000,
        remainingMinor: 20_000,
      });
      expect(await ops('pending')).toMatch(new RegExp(`${part}\\tdisputed\\t.*received 300.00 remaining 200.00`));

      const none = await paid(p, '100.00');
      const noProof = await confirm(p.token, { withdrawNo: none, receipt: 'none', proofs: [] });
      expect([noProof.status, noProof.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const stranger = await player();
      const theirs = await uploadProof(stranger.token);
      expect((await confirm(p.token, { withdrawNo: none, receipt: 'none', proofs: [theirs] })).body.code).toBe(
        'UPLOAD_NOT_FOUND',
      );
      expect((await list(p)).body.value!.list[0]!.status).toBe('paid');
      const proof = await uploadProof(p.token);
      const r3 = await confirm(p.token, { withdrawNo: none, receipt: 'none', proofs: [proof] });
      expect(r3.body.value).toMatchObject({ status: 'disputed', receipt: 'none', receivedMinor: 0, remainingMinor: 10_000 });
      expect(await ops('pending')).toMatch(new RegExp(`${none}\\tdisputed\\t.*not received\\tproofs ${proof}$`, 'm'));
      expect(await balanceOf(t.db, p.id)).toBe(300_000 - 20_000 - 50_000 - 10_000);
      await expectAudit();
    } finally {
      await writeSetting(t.db, 'withdrawLimits', defaults);
    }
  });

  it("only the owner confirms: another member's withdrawal is not found and does not change", async () => {
    const owner = await player();
    const other = await player();
    const no = await paid(owner);
    const r = await confirm(other.token, { withdrawNo: no, receipt: 'none', proofs: ['nope'] });
    expect([r.status, r.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await list(owner)).body.value!.list[0]!.status).toBe('paid');
    expect((await confirm(owner.token, { withdrawNo: 'WDNOPE', receipt: 'full' })).body.code).toBe('NOT_FOUND');
    // a requested one cannot be confirmed yet
    const fresh = await player();
    const open = (await request(fresh)).body.value!.withdrawNo;
    expect((await confirm(fresh.token, { withdrawNo: open, receipt: 'full' })).body.code).toBe('DUPLICATE_REQUEST');
  });

  it('the auto-receipt job counts an unanswered payout as received after the brand’s minutes, once', async () => {
    const p = await player();
    const no = await paid(p);
    const w = (await list(p)).body.value!.list[0]!;
    const due = Date.parse(w.confirmDueAt!);
    await withdrawReceiptJob.run(t.platform, due - 1000);
    expect((await list(p)).body.value!.list[0]!.status).toBe('paid');
    await withdrawReceiptJob.run(t.platform, due + 1000);
    expect((await list(p)).body.value!.list[0]).toMatchObject({ status: 'confirmed', receipt: 'auto', receivedMinor: 20_000 });
    expect(await withdrawReceiptJob.run(t.platform, due + 2000)).toBe(0);
    expect((await confirm(p.token, { withdrawNo: no, receipt: 'none', proofs: ['nope'] })).body.code).toBe('DUPLICATE_REQUEST');
  });
});

describe('operator adjustment', () => {
  it('credits or debits the main wallet by a posting with the reason, never beyond the balance', async () => {
    const p = await player(10_000);
    expect(await ops('adjust', p.account, '25.50', 'goodwill', 'for', 'downtime')).toMatch(
      new RegExp(`^adjusted ${p.account} by 25.50; balance 125.50 `),
    );
    await ops('adjust', p.account, '-5', 'correction');
    expect(await balanceOf(t.db, p.id)).toBe(12_050);
    await expect(ops('adjust', p.account, '-500', 'too much')).rejects.toThrow(/balance is not enough/);
    await expect(ops('adjust', p.account, '1.001', 'x')).rejects.toThrow(/at most 2 decimals/);
    await expect(ops('adjust', 'nobody_here', '1', 'x')).rejects.toThrow(/No member nobody_here/);
    await expect(ops('adjust', p.account, '1')).rejects.toThrow(/adjust <username> <amount> <reason>/);
    const [row] = await t.db.query<{ meta: { reason: string } }>(
      "SELECT meta FROM ledger_postings WHERE member_id = $1 AND kind = 'adjustment' ORDER BY id LIMIT 1",
      [p.id],
    );
    expect(row!.meta.reason).toBe('goodwill for downtime');
    await expectAudit();
  });
});

describe('concurrency', () => {
  it('200 concurrent withdrawals from one account never overdraw and the ledger sums to zero', async () => {
    await writeSetting(t.db, 'withdrawLimits', { ...defaults, maxOpen: 1000, dailyCount: 1000, dailyAmountMinor: 100_000_000 });
    try {
      const p = await player(1_000_000);
      const bodies = await Promise.all(Array.from({ length: 200 }, () => request(p, { amount: '300.00' })));
      const ok = bodies.filter((r) => r.status === 200);
      const refused = bodies.filter((r) => r.status !== 200);
      expect(ok.length).toBe(33);
      expect(new Set(refused.map((r) => r.body.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
      expect(await balanceOf(t.db, p.id)).toBe(1_000_000 - 33 * 30_000);
      expect((await list(p)).body.value!.total).toBe(33);
      await expectAudit();
    } finally {
      await writeSetting(t.db, 'withdrawLimits', defaults);
    }
  }, 120_000);
});

describe('demo data', () => {
  it("seeds the demo player's payout to GCash, paid and waiting for his answer, through the ledger", async () => {
    const session = await login(t, 'demo', 'Demo1234');
    const token = session.body.value!.token;
    const page = await t.call<{ list: Withdrawal[]; total: number }>({ url: '/wps/withdraw/requests', headers: { token } });
    const waiting = page.body.value!.list.find((w) => w.withdrawNo === 'WDDEMO0001');
    expect(waiting).toMatchObject({
      amountMinor: DEMO_PAYOUT_MINOR,
      status: 'paid',
      account: { type: 'ewallet', providerName: 'GCash' },
    });
    // three days to answer, so a newcomer still finds it
    expect(Date.parse(waiting!.confirmDueAt!) - Date.now()).toBeGreaterThan(2 * 86_400_000);
    const [postings] = await t.db.query<{ kinds: string[] }>(
      `SELECT array_agg(kind ORDER BY id) AS kinds FROM ledger_postings WHERE ref = 'WDDEMO0001'`,
    );
    expect(postings!.kinds).toEqual(['withdrawal', 'withdrawal.payout']);
    const answered = await confirm(token, { withdrawNo: 'WDDEMO0001', receipt: 'full' });
    expect(answered.body.value).toMatchObject({ status: 'confirmed', receipt: 'full' });
    await expectAudit();
  });
});
