import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralOps } from '../src/domains/member/referral-ops.ts';
import { readReferralRule } from '../src/domains/member/referral-reward.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { responsibleOps } from '../src/domains/responsible/ops.ts';
import { setPlayLimit, setReminder, takeBreak } from '../src/domains/responsible/rules.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const show = (account: string) => responsibleOps.run(t.platform, ['show', account]);

describe('ops: responsible show', () => {
  it('says when a member set nothing', async () => {
    const m = await createTestMember(t.db);
    const out = await show(m.account);
    expect(out).toContain(`${m.account} (id ${m.id})`);
    expect(out).toContain('break in force: none');
    expect(out).toContain('breaks taken: none');
    expect(out).toContain('limits: none');
    expect(out).toContain('reality check: off');
  });

  it('shows the break in force, the breaks taken, limits with a raise still waiting, and the reminder', async () => {
    const m = await createTestMember(t.db);
    const now = Date.now();
    await setPlayLimit(t.db, m.id, 'loss', 'day', 10_000, now);
    // a raise waits 24 hours; the lower limit stays in force meanwhile
    await setPlayLimit(t.db, m.id, 'loss', 'day', 20_000, now);
    await setPlayLimit(t.db, m.id, 'stake', 'week', 50_000, now);
    await t.db.query(
      "INSERT INTO deposit_limits (member_id, period, limit_minor, pending_from) VALUES ($1, 'month', 300000, now() + interval '1 day')",
      [m.id],
    );
    await setReminder(t.db, m.id, 30);
    await takeBreak(t.db, m.id, '24h', now);
    await takeBreak(t.db, m.id, '6m', now);

    const out = await show(m.account.toUpperCase());
    expect(out).toMatch(/break in force: exclusion 6m until \d{4}-\d\d-\d\dT/);
    expect(out).toMatch(/exclusion +6m +until/);
    expect(out).toMatch(/timeout +24h +until/);
    expect(out).toMatch(/loss day +100\.00; raise to 200\.00 from \d{4}-/);
    expect(out).toMatch(/stake week +500\.00\n/);
    expect(out).toMatch(/deposit month +3000\.00; removal from \d{4}-/);
    expect(out.indexOf('loss day')).toBeLessThan(out.indexOf('stake week'));
    expect(out).toContain('reality check: every 30 minutes');
  });

  it('refuses a wrong call or an unknown member', async () => {
    await expect(responsibleOps.run(t.platform, ['show'])).rejects.toThrow(UsageError);
    await expect(responsibleOps.run(t.platform, ['lift', 'someone'])).rejects.toThrow(UsageError);
    await expect(show('nobody-here')).rejects.toThrow(/no member nobody-here/);
  });
});

describe('ops: referral rule', () => {
  it('shows, sets and turns off the brand’s referral reward', async () => {
    expect(await referralOps.run(t.platform, ['rule', '1000', '120.50'])).toBe(
      "a friend's first deposit of at least 1000.00 pays the referrer 120.50",
    );
    expect(await readReferralRule(t.db)).toEqual({ minDepositMinor: 100_000, rewardMinor: 12_050 });
    expect(await referralOps.run(t.platform, ['rule'])).toContain('120.50');
    expect(await referralOps.run(t.platform, ['rule', 'off'])).toBe('no referral reward');
    expect(await readReferralRule(t.db)).toBeNull();
    await expect(referralOps.run(t.platform, ['rule', '-5', '10'])).rejects.toThrow(UsageError);
    await expect(referralOps.run(t.platform, ['rule', '500'])).rejects.toThrow(UsageError);
    await expect(referralOps.run(t.platform, ['rules'])).rejects.toThrow(UsageError);
  });
});
