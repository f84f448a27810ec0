import type { Withdrawal } from '@tala/contract/withdraw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/session/passwords.ts';
import { writeSetting } from '../src/domains/system/settings.ts';
import { creditMember } from '../src/domains/wallet/ledger.ts';
import { localDayStart } from '../src/domains/wallet/local-day.ts';
import { requestWithdrawal, withdrawInfo } from '../src/domains/withdraw/requests.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

describe('local day start', () => {
  it('is local midnight in the zone, on both sides of it', () => {
    // Manila is UTC+8 all year: 23:30 on the 10th there is 15:30Z; 00:30 on the 11th is 16:30Z, still the 10th in UTC
    expect(localDayStart(Date.parse('2026-03-10T15:30:00Z'), 'Asia/Manila').toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(localDayStart(Date.parse('2026-03-10T16:30:00Z'), 'Asia/Manila').toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(localDayStart(Date.parse('2026-03-10T16:00:00Z'), 'Asia/Manila').toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(localDayStart(Date.parse('2026-03-10T15:59:59Z'), 'Asia/Manila').toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(localDayStart(Date.parse('2026-03-10T16:30:00Z'), 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // west of Greenwich, on the day clocks go forward (New York, 8 March 2026): midnight was still EST (UTC-5)
    expect(localDayStart(Date.parse('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(localDayStart(Date.parse('2026-03-09T03:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // and the day after, midnight is EDT (UTC-4)
    expect(localDayStart(Date.parse('2026-03-09T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('daily withdrawal limits turn over at the brand’s local midnight', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('counts a withdrawal made at 23:50 in Manila towards that day only', async () => {
    const m = await createTestMember(t.db);
    const hash = await hashPassword('246810');
    await t.db.tx(async (sql) => {
      await creditMember(sql, { key: `fund:${m.id}`, memberId: m.id, amount: 500_000, kind: 'deposit', house: 'BANK' });
      await sql.query('INSERT INTO payment_passwords (member_id, password_hash) VALUES ($1, $2)', [m.id, hash]);
      await writeSetting(sql, 'timeZone', 'Asia/Manila');
      await writeSetting(sql, 'withdrawLimits', {
        minMinor: 10_000,
        maxMinor: 5_000_000,
        dailyCount: 1,
        dailyAmountMinor: 10_000_000,
        maxOpen: 5,
        autoReceiptMinutes: 60,
      });
    });
    const [acc] = await t.db.query<{ id: number }>(
      `INSERT INTO payout_accounts (member_id, type, provider, account_number, holder_name)
       VALUES ($1, 'ewallet', 'GCASH', '09171234567', 'Juan Dela Cruz') RETURNING id`,
      [m.id],
    );
    const member = { id: m.id, account: m.account, isAgent: 0, sessionId: 0 };
    const ask = (requestId: string, now: number): Promise<Withdrawal> =>
      requestWithdrawal(
        t.platform,
        member,
        { accountId: Number(acc!.id), amount: 20_000, paymentPassword: '246810', requestId },
        now,
      );
    // 23:50 on 10 March in Manila (15:50Z)
    const lateEvening = Date.parse('2026-03-10T15:50:00Z');
    const first = await ask('req-late-evening', lateEvening);
    await t.db.query('UPDATE withdrawals SET created_at = $2 WHERE withdraw_no = $1', [first.withdrawNo, new Date(lateEvening)]);

    // five minutes later, still the 10th in Manila: the one withdrawal of the day is used
    const sameDay = Date.parse('2026-03-10T15:55:00Z');
    expect((await withdrawInfo(t.db, m.id, sameDay)).limits.usedCount).toBe(1);
    await expect(ask('req-same-day', sameDay)).rejects.toMatchObject({ code: 'WITHDRAW_LIMIT_REACHED' });

    // 00:05 on the 11th in Manila (16:05Z, still the 10th in UTC): a new day, a new allowance
    const nextDay = Date.parse('2026-03-10T16:05:00Z');
    const info = await withdrawInfo(t.db, m.id, nextDay);
    expect([info.limits.usedCount, info.limits.usedAmountMinor]).toEqual([0, 0]);
    // under a UTC brand the same instant is still the day of the first withdrawal
    await t.db.tx((sql) => writeSetting(sql, 'timeZone', 'UTC'));
    expect((await withdrawInfo(t.db, m.id, nextDay)).limits.usedCount).toBe(1);
    await expect(ask('req-utc', nextDay)).rejects.toMatchObject({ code: 'WITHDRAW_LIMIT_REACHED' });
    await t.db.tx((sql) => writeSetting(sql, 'timeZone', 'Asia/Manila'));
    const second = await ask('req-next-day', nextDay);
    expect(second.status).toBe('requested');
  });

  it('refuses a time zone Intl does not know', async () => {
    const { changeSetting } = await import('../src/domains/system/settings.ts');
    expect(await t.db.tx((sql) => changeSetting(sql, 'timeZone', '"Mars/Olympus"'))).toMatchObject({
      problem: expect.stringMatching(/IANA time zone/) as string,
    });
    expect(await t.db.tx((sql) => changeSetting(sql, 'timeZone', '"Asia/Jakarta"'))).toBeNull();
  });
});
