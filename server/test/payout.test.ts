import type { PaymentPasswordStatus, PayoutAccounts } from '@tala/contract/payout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPaymentPassword } from '../src/domains/payout/payment-password.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, freshIp, outboxCode } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let mobileCounter = 0;
const newMember = () =>
  createTestMember(t.db, { mobile: `917${String(Date.now() % 1_000_000).padStart(6, '0')}${++mobileCounter}`.slice(0, 10) });

const status = (token: string) => t.call<PaymentPasswordStatus>({ url: '/wps/payout/password/status', headers: { token } });
const setPw = (token: string, pw: string, confirm = pw) =>
  encCall<PaymentPasswordStatus>(t, 'POST', '/wps/payout/password', { newPassword: pw, confirmNewPassword: confirm }, { token });
const changePw = (token: string, oldPassword: string, pw: string) =>
  encCall<PaymentPasswordStatus>(
    t,
    'POST',
    '/wps/payout/password/change',
    { oldPassword, newPassword: pw, confirmNewPassword: pw },
    { token },
  );
const accounts = (token: string) => t.call<PayoutAccounts>({ url: '/wps/payout/accounts', headers: { token } });
const add = (token: string, body: Record<string, unknown>) =>
  encCall<PayoutAccounts>(
    t,
    'POST',
    '/wps/payout/accounts',
    {
      type: 'ewallet',
      provider: 'GCASH',
      accountNumber: '09171234567',
      holderName: 'Juan Dela Cruz',
      paymentPassword: '246810',
      ...body,
    },
    { token },
  );
const remove = (token: string, id: number, paymentPassword = '246810') =>
  encCall<PayoutAccounts>(t, 'POST', '/wps/payout/accounts/remove', { id, paymentPassword }, { token });

describe('payment password', () => {
  it('is not set at first, then set once by the rule: 6 digits, not repeated, not a straight run, confirmed', async () => {
    const m = await newMember();
    expect((await status(m.token)).body.value).toEqual({ isSet: false, lockedUntil: null, hasMobile: true });
    for (const [pw, code] of [
      ['12345', 'VALIDATION_FAILED'],
      ['12a456', 'VALIDATION_FAILED'],
      ['1234567', 'VALIDATION_FAILED'],
      ['777777', 'PAYMENT_PASSWORD_WEAK'],
      ['123456', 'PAYMENT_PASSWORD_WEAK'],
      ['987654', 'PAYMENT_PASSWORD_WEAK'],
    ] as const) {
      const r = await setPw(m.token, pw);
      expect([pw, r.body.code, r.body.field]).toEqual([pw, code, 'newPassword']);
    }
    const mismatch = await setPw(m.token, '246810', '246811');
    expect([mismatch.body.code, mismatch.body.field]).toEqual(['PASSWORD_MISMATCH', 'confirmNewPassword']);
    const ok = await setPw(m.token, '246810');
    expect(ok.status).toBe(200);
    expect(ok.body.value!.isSet).toBe(true);
    // stored as an argon2id hash, never the digits
    const [row] = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM payment_passwords WHERE member_id = $1',
      [m.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await setPw(m.token, '135790')).body.code).toBe('PAYMENT_PASSWORD_ALREADY_SET');
  });

  it('needs a token and a real account', async () => {
    expect((await t.call({ url: '/wps/payout/password/status' })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await status(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
  });

  it('changes with the old one; a wrong old one is refused on its field with the tries left', async () => {
    const m = await newMember();
    await setPw(m.token, '246810');
    const wrong = await changePw(m.token, '111222', '135790');
    expect([wrong.body.code, wrong.body.field, wrong.body.value]).toEqual([
      'PAYMENT_PASSWORD_WRONG',
      'oldPassword',
      { attemptsLeft: 4 },
    ]);
    expect((await changePw(m.token, '246810', '135790')).status).toBe(200);
    expect((await verifyPaymentPassword(t.db, m.id, '135790')).ok).toBe(true);
    expect((await verifyPaymentPassword(t.db, m.id, '246810')).ok).toBe(false);
  });

  it('locks after 5 wrong tries for 30 minutes (kept in the database), refuses even the right one, unlocks after', async () => {
    const m = await newMember();
    await setPw(m.token, '246810');
    for (let i = 4; i >= 1; i--) {
      expect((await changePw(m.token, '000111', '135790')).body.value).toEqual({ attemptsLeft: i });
    }
    const fifth = await changePw(m.token, '000111', '135790');
    expect(fifth.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    const until = Date.parse((fifth.body.value as { lockedUntil: string }).lockedUntil);
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect((await status(m.token)).body.value!.lockedUntil).toBe(new Date(until).toISOString());
    // the right password is not even checked while locked
    expect((await changePw(m.token, '246810', '135790')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await verifyPaymentPassword(t.db, m.id, '246810')).toMatchObject({ ok: false, reason: 'locked' });

    // the period passes
    await t.db.query("UPDATE payment_passwords SET locked_until = now() - interval '1 second' WHERE member_id = $1", [m.id]);
    expect((await status(m.token)).body.value!.lockedUntil).toBeNull();
    expect(await verifyPaymentPassword(t.db, m.id, '999888')).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: 4 });
    // a right one resets the count
    expect(await verifyPaymentPassword(t.db, m.id, '246810')).toEqual({ ok: true });
    const [row] = await t.db.query<{ failed_attempts: number; locked_until: Date | null }>(
      'SELECT failed_attempts, locked_until FROM payment_passwords WHERE member_id = $1',
      [m.id],
    );
    expect(row).toEqual({ failed_attempts: 0, locked_until: null });
  });

  it('is reset with an SMS code to the member’s mobile, which also ends a lock', async () => {
    const m = await newMember();
    const [mob] = await t.db.query<{ mobile: string }>('SELECT mobile FROM members WHERE id = $1', [m.id]);
    await setPw(m.token, '246810');
    await t.db.query(
      "UPDATE payment_passwords SET failed_attempts = 0, locked_until = now() + interval '30 minutes' WHERE member_id = $1",
      [m.id],
    );
    const sent = await t.call<{ expirationTime: number }>({
      method: 'POST',
      url: '/wps/payout/password/code',
      headers: { token: m.token },
      payload: {},
      remoteAddress: freshIp(),
    });
    expect(sent.status).toBe(200);
    const code = (await outboxCode(t, `+63${mob!.mobile}`))!;
    expect(code).toMatch(/^[0-9]{6}$/);
    const reset = (verificationCode: string, pw = '135790') =>
      encCall<PaymentPasswordStatus>(
        t,
        'POST',
        '/wps/payout/password/reset',
        { verificationCode, newPassword: pw, confirmNewPassword: pw },
        { token: m.token },
      );
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await reset(wrongCode)).body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await reset(code, '111111')).body.code).toBe('PAYMENT_PASSWORD_WEAK');
    const ok = await reset(code);
    expect(ok.body.value).toEqual({ isSet: true, lockedUntil: null, hasMobile: true });
    expect((await verifyPaymentPassword(t.db, m.id, '135790')).ok).toBe(true);
    // the code is single use
    expect((await reset(code, '864209')).body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('cannot send a reset code without a mobile on file', async () => {
    const m = await createTestMember(t.db);
    await setPw(m.token, '246810');
    const r = await t.call({ method: 'POST', url: '/wps/payout/password/code', headers: { token: m.token }, payload: {} });
    expect(r.body.code).toBe('PHONE_REQUIRED');
  });
});

describe('payout accounts', () => {
  it('lists the seeded providers with their number lengths', async () => {
    const m = await newMember();
    const r = await t.call<{ list: { code: string; type: string; minLength: number }[] }>({
      url: '/wps/payout/providers',
      headers: { token: m.token },
    });
    expect(r.body.value!.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'GCASH', type: 'ewallet', minLength: 11 }),
        expect.objectContaining({ code: 'BDO', type: 'bank', minLength: 10 }),
      ]),
    );
  });

  it('needs the payment password set and right', async () => {
    const m = await newMember();
    expect((await add(m.token, {})).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    await setPw(m.token, '246810');
    const wrong = await add(m.token, { paymentPassword: '135790' });
    expect([wrong.body.code, wrong.body.field]).toEqual(['PAYMENT_PASSWORD_WRONG', 'paymentPassword']);
    expect((await accounts(m.token)).body.value!.list).toEqual([]);
  });

  it('checks provider, number and holder before the password (no try spent on a typo)', async () => {
    const m = await newMember();
    await setPw(m.token, '246810');
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ provider: 'NOPE' }, 'PAYOUT_PROVIDER_UNKNOWN', 'provider'],
      [{ type: 'bank', provider: 'GCASH' }, 'PAYOUT_PROVIDER_UNKNOWN', 'provider'],
      [{ accountNumber: '0917123456' }, 'PAYOUT_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
      [{ accountNumber: '0917123456x' }, 'PAYOUT_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
      [{ type: 'bank', provider: 'BPI', accountNumber: '123456789012' }, 'PAYOUT_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
      [{ holderName: 'J' }, 'VALIDATION_FAILED', 'holderName'],
      [{ holderName: 'Juan <b>' }, 'VALIDATION_FAILED', 'holderName'],
    ];
    for (const [body, code, field] of cases) {
      const r = await add(m.token, { ...body, paymentPassword: '000000' });
      expect([body, r.body.code, r.body.field]).toEqual([body, code, field]);
    }
    const [row] = await t.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM payment_passwords WHERE member_id = $1',
      [m.id],
    );
    expect(row!.failed_attempts).toBe(0);
  });

  it('the first account sets the payee name; later holders must match it, ignoring case and spaces; numbers come back masked', async () => {
    const m = await newMember();
    await setPw(m.token, '246810');
    const first = await add(m.token, { accountNumber: '0917 123 4567', holderName: '  Juan  Dela Cruz ' });
    expect(first.status).toBe(200);
    expect(first.body.value!.payeeName).toBe('Juan Dela Cruz');
    expect(first.body.value!.list).toEqual([
      expect.objectContaining({
        type: 'ewallet',
        provider: 'GCASH',
        providerName: 'GCash',
        accountNumber: '•••• 4567',
        holderName: 'Juan Dela Cruz',
      }),
    ]);
    expect(JSON.stringify((await accounts(m.token)).body)).not.toContain('09171234567');
    const mismatch = await add(m.token, { provider: 'MAYA', holderName: 'Maria Santos' });
    expect([mismatch.body.code, mismatch.body.field]).toEqual(['PAYOUT_HOLDER_MISMATCH', 'holderName']);
    const same = await add(m.token, { type: 'bank', provider: 'BDO', accountNumber: '1234567890', holderName: 'JUANDELA cruz' });
    expect(same.status).toBe(200);
    expect(same.body.value!.list.map((a) => a.holderName)).toEqual(['Juan Dela Cruz', 'Juan Dela Cruz']);
    expect((await add(m.token, { accountNumber: '09171234567' })).body.code).toBe('PAYOUT_ACCOUNT_DUPLICATE');
  });

  it('a member with a payee name on file must match it from the first account', async () => {
    const m = await newMember();
    await t.db.query("UPDATE members SET payee_name = 'Ana Reyes' WHERE id = $1", [m.id]);
    await setPw(m.token, '246810');
    expect((await add(m.token, {})).body.code).toBe('PAYOUT_HOLDER_MISMATCH');
    expect((await add(m.token, { holderName: 'ana reyes' })).status).toBe(200);
  });

  it('keeps at most the brand limit (3 by default, a setting)', async () => {
    const m = await newMember();
    await setPw(m.token, '246810');
    for (const n of ['09170000001', '09170000002', '09170000003'])
      expect((await add(m.token, { accountNumber: n })).status).toBe(200);
    const fourth = await add(m.token, { accountNumber: '09170000004' });
    expect([fourth.status, fourth.body.code]).toEqual([409, 'PAYOUT_ACCOUNT_LIMIT']);
    await writeSetting(t.db, 'payoutAccountLimit', 4);
    try {
      expect((await accounts(m.token)).body.value!.limit).toBe(4);
      expect((await add(m.token, { accountNumber: '09170000004' })).status).toBe(200);
    } finally {
      await writeSetting(t.db, 'payoutAccountLimit', 3);
    }
  });

  it('removes only the member’s own accounts, with the payment password; another member’s id is not found', async () => {
    const a = await newMember();
    const b = await newMember();
    await setPw(a.token, '246810');
    await setPw(b.token, '246810');
    const mine = (await add(a.token, {})).body.value!.list[0]!;
    const theirs = (await add(b.token, { holderName: 'Maria Santos' })).body.value!.list[0]!;
    expect((await accounts(a.token)).body.value!.list.map((x) => x.id)).toEqual([mine.id]);

    const foreign = await remove(a.token, theirs.id);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'PAYOUT_ACCOUNT_NOT_FOUND']);
    expect((await remove(a.token, 987654321)).body.code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect((await accounts(b.token)).body.value!.list).toHaveLength(1);

    expect((await remove(a.token, mine.id, '135790')).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    const ok = await remove(a.token, mine.id);
    expect(ok.body.value!.list).toEqual([]);
    expect((await remove(a.token, mine.id)).body.code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    // the payee name stays: a new account must still be in the same name
    expect((await add(a.token, { holderName: 'Maria Santos' })).body.code).toBe('PAYOUT_HOLDER_MISMATCH');
  });
});
