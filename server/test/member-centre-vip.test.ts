import type { PlatformMessage } from '@tala/contract/messages';
import type { PlayerRank } from '@tala/contract/vip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipRankJob } from '../src/domains/vip/job.ts';
import { creditMember, debitMember } from '../src/domains/wallet/ledger.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const rank = (token: string) => t.call<PlayerRank>({ url: '/wps/member/rank', headers: { token } });
const deposit = (memberId: number, amount: number, key: string) =>
  t.db.tx((sql) => creditMember(sql, { key, memberId, amount, kind: 'deposit', house: 'BANK', ref: key }));
const bet = (memberId: number, amount: number, key: string) =>
  t.db.tx((sql) => debitMember(sql, { key, memberId, amount, kind: 'bet', house: 'GAMES', ref: key }));
const refund = (memberId: number, amount: number, key: string) =>
  t.db.tx((sql) => creditMember(sql, { key, memberId, amount, kind: 'refund', house: 'GAMES', ref: key }));
const vipMessages = async (token: string) =>
  (await t.call<{ list: PlatformMessage[] }>({ url: '/wps/messages', headers: { token } })).body.value!.list.filter(
    (m) => m.template === 'vipLevel',
  );

describe('VIP rank', () => {
  it('starts at level 0 with every level, its benefits, and what the next level still needs', async () => {
    const m = await createTestMember(t.db);
    const r = (await rank(m.token)).body.value!;
    expect(r.level).toBe(0);
    expect(r.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(r.levels[5]).toMatchObject({ name: 'VIP 5', vipService: true });
    expect(r.totals).toEqual({ depositMinor: 0, validBetMinor: 0 });
    expect(r.next).toEqual({ level: 1, depositMissingMinor: 100_000, validBetMissingMinor: 500_000 });
  });

  it('counts real deposits and valid bets (stakes less refunds); both thresholds are needed; the raise is told once', async () => {
    const m = await createTestMember(t.db);
    const k = `vip-${m.id}`;
    await deposit(m.id, 600_000, `${k}-d1`);
    await bet(m.id, 400_000, `${k}-b1`);
    await bet(m.id, 200_000, `${k}-b2`);
    await refund(m.id, 150_000, `${k}-r1`);
    let r = (await rank(m.token)).body.value!;
    expect(r.totals).toEqual({ depositMinor: 600_000, validBetMinor: 450_000 });
    // deposits are enough for level 2, valid bets not even for level 1
    expect(r.level).toBe(0);
    expect(r.next).toEqual({ level: 1, depositMissingMinor: 0, validBetMissingMinor: 50_000 });

    await bet(m.id, 100_000, `${k}-b3`);
    r = (await rank(m.token)).body.value!;
    expect(r.level).toBe(1);
    expect(r.next).toMatchObject({ level: 2, depositMissingMinor: 0 });
    const info = (
      await t.call<{ rank: number; clubLabel: { labelName: string } }>({ url: '/wps/member/info', headers: { token: m.token } })
    ).body.value!;
    expect([info.rank, info.clubLabel.labelName]).toEqual([1, 'VIP 1']);
    // asking again, and the job, raise nothing more and announce nothing more
    await rank(m.token);
    await vipRankJob.run(t.platform, Date.now());
    expect((await vipMessages(m.token)).map((x) => x.params)).toEqual([{ label: 'VIP 1' }]);
  });

  it('the job raises members who played lately, without them opening the page; a level is never lowered', async () => {
    const m = await createTestMember(t.db);
    const k = `vipjob-${m.id}`;
    await deposit(m.id, 2_000_000, `${k}-d`);
    // stakes come back as wins, so the money goes round
    await bet(m.id, 1_500_000, `${k}-b1`);
    await t.db.tx((sql) => creditMember(sql, { key: `${k}-w1`, memberId: m.id, amount: 1_500_000, kind: 'win', house: 'GAMES' }));
    await bet(m.id, 1_500_000, `${k}-b2`);
    await vipRankJob.run(t.platform, Date.now());
    const [row] = await t.db.query<{ rank_level: number }>('SELECT rank_level FROM members WHERE id = $1', [m.id]);
    expect(row!.rank_level).toBe(2);
    // a stored level above what the totals reach stays
    await t.db.query('UPDATE members SET rank_level = 4 WHERE id = $1', [m.id]);
    expect((await rank(m.token)).body.value!.level).toBe(4);
  });

  it('needs a real account', async () => {
    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await rank(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
    expect((await t.call({ url: '/wps/member/rank' })).body.code).toBe('LOGIN_REQUIRED');
  });
});
