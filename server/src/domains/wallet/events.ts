import type { BalanceSnapshot } from '@tala/contract/core/balance';
import { PUSH_EVENTS } from '@tala/contract/core/push';
import type { BalanceEvent } from '@tala/contract/push';
import type { Platform } from '../../http/context.ts';
import { balanceSnapshotOf } from './ledger.ts';

/**
 * Tells the member's open pages that the balance changed. Call it AFTER the transaction commits, with
 * the snapshot the transaction took (balanceSnapshotOf) when the caller also answers with it, so the
 * answer and the event carry the same figures; without one it reads the committed balance. Never
 * throws: a lost push only delays the header until the next balance call. `extras` carry counts the
 * change may have moved (the claimable promotions after a deposit).
 */
export async function publishBalance(
  platform: Pick<Platform, 'db' | 'publish'>,
  memberId: number,
  change: { reason: string; ref?: string | null },
  snapshot?: BalanceSnapshot,
  extras: Pick<BalanceEvent, 'availablePromoCount'> = {},
): Promise<void> {
  try {
    const data: BalanceEvent = {
      balance: snapshot ?? (await balanceSnapshotOf(platform.db, memberId)),
      reason: change.reason,
      ref: change.ref ?? null,
      ...extras,
    };
    platform.publish(memberId, { type: PUSH_EVENTS.balance, data });
  } catch {
    // the database is gone (shutdown) or the push channel failed: the next balance call corrects it
  }
}
