import type { BalanceSnapshot } from '@tala/contract/core/balance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../src/domains/index.ts';
import { balanceOf, creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { DEMO_CREDIT_MINOR } from '../src/domains/wallet/seeder.ts';
import { walletDomain } from '../src/domains/wallet/routes.ts';
import { setSingleWallet } from '../src/domains/wallet/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
const events: { to: number | 'all'; type: string; data: unknown }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const original = t.platform.publish;
  t.platform.publish = (to, event) => {
    events.push({ to, ...event });
    original(to, event);
  };
});
afterAll(async () => t.close());

async function player(balance = 100_000) {
  const m = await createTestMember(t.db);
  await t.db.tx((sql) =>
    creditMember(sql, { key: `test:seed:${m.id}`, memberId: m.id, amount: balance, kind: 'deposit', house: 'BANK' }),
  );
  return m;
}
type Wallets = { wallet: string; balanceMinor: number; balance: string }[];
const transfer = (token: string, payload: object) =>
  t.call<{ transferId: string; replayed: boolean; wallets: Wallets; balance: BalanceSnapshot }>({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { token },
    payload,
  });
const walletOf = (ws: Wallets | undefined, code: string) => ws?.find((w) => w.wallet === code)?.balanceMinor;

describe('wallet endpoints', () => {
  it('seeds $1,000.00 for the demo members, through the ledger', async () => {
    const members = await t.db.query<{ id: number }>("SELECT id FROM members WHERE account IN ('newbie01')");
    expect(members.length).toBeGreaterThan(0);
    for (const m of members) expect(await balanceOf(t.db, m.id)).toBe(DEMO_CREDIT_MINOR);
    // the demo player has played seeded rounds since (his points come from them) and agent01 has lent
    // to his team (the credit report's demo lines): their credit is in the ledger all the same
    for (const account of ['demo', 'agent01']) {
      const [credit] = await t.db.query<{ amount: number }>(
        `SELECT p.amount FROM ledger_postings p JOIN members m ON m.id = p.member_id WHERE m.account = $1 AND p.ref = 'demo-credit'`,
        [account],
      );
      expect(Number(credit!.amount), account).toBe(DEMO_CREDIT_MINOR);
    }
  });

  it('reports the balance in minor units and as a decimal, with the brand currency', async () => {
    const m = await player(123_456);
    const r = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { token: m.token } });
    const { availablePromoCount, promos, unreadMissionCount, ...rest } = r.body.value as {
      availablePromoCount: number;
      promos: unknown[];
      unreadMissionCount: number;
    };
    expect(rest).toEqual({
      sumBalanceMinor: 123_456,
      sumBalance: '1234.56',
      currency: '$',
      mainBalanceMinor: 123_456,
      wallets: [{ wallet: 'MAIN', balanceMinor: 123_456 }],
      version: expect.any(Number),
      unreadCount: 0,
    });
    // the promotions domain counts what this new player can claim now (the demo brand has some)
    expect(availablePromoCount).toBe(promos.length);
    expect(availablePromoCount).toBeGreaterThan(0);
    // the missions domain counts the running missions this new player has not seen (the demo brand has some)
    expect(unreadMissionCount).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: '/wps/v2/wallets/balance' })).body.code).toBe('LOGIN_REQUIRED');
    expect((await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { token: 'x'.repeat(43) } })).body.code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('adds what other domains contribute through the registry to the balance and the consolidated call', async () => {
    // a registry whose wallet domain has one contributor of each kind, as a later domain would list them
    const withExtras = domains.map((d) =>
      d.name === 'wallet'
        ? walletDomain({
            balance: [
              async (_sql, memberId) =>
                memberId > 0
                  ? { unreadCount: 3, availablePromoCount: 1, promos: [{ id: 7, title: 'Invite friends', REFERRAL: true }] }
                  : {},
            ],
            contract: [async () => ({ dailysalreqtype: 'DAILY', enableSalary: true })],
          })
        : d,
    );
    const t2 = await startTestApp({}, { domains: withExtras });
    try {
      const m = await createTestMember(t2.db);
      const r = await t2.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { token: m.token } });
      expect(r.body.value).toMatchObject({ unreadCount: 3, availablePromoCount: 1, promos: [{ id: 7, REFERRAL: true }] });
      const c = await t2.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: { token: m.token } });
      expect(c.body.value).toMatchObject({ dailysalreqtype: 'DAILY', enableSalary: true, enableContract: false });
    } finally {
      await t2.close();
    }
  });

  it('single wallet: only MAIN, and no transfer into vendors', async () => {
    const m = await player(10_000);
    const mw = await t.call<{ isSingle: boolean; wallets: Wallets }>({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: { token: m.token },
    });
    expect(mw.body.value).toMatchObject({
      isSingle: true,
      wallets: [{ wallet: 'MAIN', balanceMinor: 10_000, balance: '100.00' }],
    });
    expect((await transfer(m.token, { from: 'MAIN', to: 'MGL', amount: '10.00' })).body.code).toBe('FUNCTION_DISABLED');
    expect((await transfer(m.token, { from: 'MGL', to: 'MAIN', amount: '10.00' })).body.code).toBe('VENDOR_NOT_FOUND');
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
  });

  it('transfer wallets: moves money main ↔ vendor, retries safely, refuses bad input', async () => {
    await setSingleWallet(t.db, false);
    try {
      const m = await player(10_000);
      const mw = await t.call<{ isSingle: boolean; wallets: Wallets }>({
        method: 'GET',
        url: '/wps/relay/GCS_merchantWallet',
        headers: { token: m.token },
      });
      expect(mw.body.value!.isSingle).toBe(false);
      expect(mw.body.value!.wallets.map((w) => w.wallet)).toEqual(expect.arrayContaining(['MAIN', 'MGL', 'OPL', 'LTS', 'THN']));
      const transferId = 'tr-0001-abcdef';
      const r = await transfer(m.token, { from: 'MAIN', to: 'MGL', amount: '25.50', transferId });
      expect(r.body.value).toMatchObject({ transferId, replayed: false });
      expect(walletOf(r.body.value!.wallets, 'MAIN')).toBe(7_450);
      expect(walletOf(r.body.value!.wallets, 'MGL')).toBe(2_550);
      const snapshot = {
        sumBalanceMinor: 10_000,
        sumBalance: '100.00',
        mainBalanceMinor: 7_450,
        wallets: [
          { wallet: 'MAIN', balanceMinor: 7_450 },
          { wallet: 'MGL', balanceMinor: 2_550 },
        ],
        version: expect.any(Number),
      };
      expect(r.body.value!.balance).toEqual(snapshot);
      // the answer and the event carry the one snapshot the transfer took, version included
      expect(events.filter((e) => e.to === m.id && e.type === 'balance').at(-1)!.data).toMatchObject({
        reason: 'transfer',
        balance: r.body.value!.balance,
      });
      const retry = await transfer(m.token, { from: 'MAIN', to: 'MGL', amount: '25.50', transferId });
      expect(retry.body.value).toMatchObject({ replayed: true });
      expect(walletOf(retry.body.value!.wallets, 'MGL')).toBe(2_550);
      expect((await transfer(m.token, { from: 'MAIN', to: 'MGL', amount: '30', transferId })).body.code).toBe(
        'DUPLICATE_REQUEST',
      );
      const bad: [object, string][] = [
        [{ from: 'MAIN', to: 'MGL', amount: '-5' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MGL', amount: '0' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MGL', amount: '1.005' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MGL', amount: '99999999999999' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MGL', amount: 'ten' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MGL', amount: '74.51' }, 'INSUFFICIENT_BALANCE'],
        [{ from: 'MGL', to: 'MAIN', amount: '25.51' }, 'INSUFFICIENT_BALANCE'],
        [{ from: 'MAIN', to: 'NOPE', amount: '1' }, 'VENDOR_NOT_FOUND'],
        [{ from: 'MGL', to: 'OPL', amount: '1' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MAIN', amount: '1' }, 'VALIDATION_FAILED'],
        [{ from: 'MAIN', to: 'MGL', amount: '1', transferId: 'bad id!' }, 'VALIDATION_FAILED'],
      ];
      for (const [payload, code] of bad)
        expect({ payload, code: (await transfer(m.token, payload)).body.code }).toEqual({ payload, code });
      expect(await balanceOf(t.db, m.id, 'MAIN')).toBe(7_450);
      expect(await balanceOf(t.db, m.id, 'MGL')).toBe(2_550);

      // a transfer vendor's game stakes from its own wallet
      const [g] = await t.db.query<{ node_id: number }>(
        "SELECT node_id FROM games WHERE vendor = 'MGL' AND NOT maintenance ORDER BY sort LIMIT 1",
      );
      const launch = await t.call<{ game_url: string }>({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { token: m.token },
        payload: { vassalage: 'MGL', nodeId: g!.node_id },
      });
      const ticket = launch.body.value!.game_url.split('#t=')[1]!;
      const deal = await t.call<{ stake: number; payout: number; balance: number }>({
        method: 'POST',
        url: '/vendor/demo/api/baccarat/deal',
        headers: { 'x-ticket': ticket },
        payload: { roundId: 'mgl-round-0001', bets: { banker: 1_000 } },
      });
      expect(deal.status).toBe(200);
      expect(deal.body.value!.balance).toBe(2_550 - 1_000 + deal.body.value!.payout);
      expect(await balanceOf(t.db, m.id, 'MAIN')).toBe(7_450);
      const back = await transfer(m.token, { from: 'MGL', to: 'MAIN', amount: (deal.body.value!.balance / 100).toFixed(2) });
      expect(walletOf(back.body.value!.wallets, 'MGL')).toBe(0);
      const c = await t.call<{ sumBalanceMinor: number; wallets: Wallets; dailysalreqtype: null }>({
        method: 'GET',
        url: '/wps/member/info/funds/consolidated',
        headers: { token: m.token },
      });
      expect(c.body.value).toMatchObject({
        sumBalanceMinor: 10_000 - 1_000 + deal.body.value!.payout,
        dailysalreqtype: null,
        enableSalary: false,
      });
    } finally {
      await setSingleWallet(t.db, true);
    }
  });

  it('money left in a vendor wallet after the brand went single can still come back', async () => {
    const m = await player(5_000);
    await setSingleWallet(t.db, false);
    await transfer(m.token, { from: 'MAIN', to: 'LTS', amount: '10' });
    await setSingleWallet(t.db, true);
    const mw = await t.call<{ wallets: Wallets }>({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: { token: m.token },
    });
    expect(walletOf(mw.body.value!.wallets, 'LTS')).toBe(1_000);
    expect((await transfer(m.token, { from: 'MAIN', to: 'LTS', amount: '1' })).body.code).toBe('FUNCTION_DISABLED');
    expect(walletOf((await transfer(m.token, { from: 'LTS', to: 'MAIN', amount: '10' })).body.value!.wallets, 'MAIN')).toBe(
      5_000,
    );
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
