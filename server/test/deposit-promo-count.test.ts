import type { DepositOrder } from '@tala/contract/deposit';
import type { BalanceEvent } from '@tala/contract/push';
import type { Balance } from '@tala/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaidNotice } from './deposits.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const balance = async (token: string) =>
  (await t.call<Balance>({ url: '/wps/v2/wallets/balance', headers: { token } })).body.value!.availablePromoCount;

/** The balance events pushed to a member while `run` runs, parsed from the frames his page would read. */
async function balanceEvents(memberId: number, run: () => Promise<unknown>): Promise<BalanceEvent[]> {
  const frames: string[] = [];
  const remove = t.platform.push.add({ memberId, write: (frame) => (frames.push(frame), true), close() {} });
  try {
    await run();
  } finally {
    remove();
  }
  return frames
    .join('')
    .split('\n\n')
    .filter((f) => f.startsWith('event: balance\n'))
    .map((f) => JSON.parse(f.slice(f.indexOf('data: ') + 6)) as BalanceEvent);
}

describe('the gift count follows a deposit live', () => {
  it('a credited deposit pushes the new count of claimable promotions with the balance', async () => {
    const m = await createTestMember(t.db);
    const before = await balance(m.token);
    const created = await t.call<DepositOrder>({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: { token: m.token },
      payload: { channel: 'GOWALLET', amount: '500.00', requestId: `req_${m.id}_promo` },
    });
    const order = created.body.value!;
    const { body, signature } = await sandboxPaidNotice(t.db, order);
    const events = await balanceEvents(m.id, () =>
      t.call({
        method: 'POST',
        url: '/payments/notify/SANDBOX',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload: body,
      }),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.balance.mainBalanceMinor).toBe(50_000);
    // the seeded deposit bonuses became claimable: the event carries the count the balance call now answers
    const after = await balance(m.token);
    expect(after).toBeGreaterThan(before);
    expect(events[0]!.availablePromoCount).toBe(after);
  });
});
