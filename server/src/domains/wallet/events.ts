import { formatMinor } from '@tala/contract/wallet';
import { pushTypes, type BalanceEvent } from '@tala/contract/push';
import type { Sql } from '../../db/client.ts';
import type { Platform } from '../../http/context.ts';
import { MAIN, walletsOf } from './ledger.ts';

/** Sum of all wallets of a member and the main wallet alone, minor units. */
export async function balanceSummary(sql: Sql, memberId: number): Promise<{ sum: number; main: number }> {
  const wallets = await walletsOf(sql, memberId);
  return {
    sum: wallets.reduce((s, w) => s + w.balance, 0),
    main: wallets.find((w) => w.wallet === MAIN)?.balance ?? 0,
  };
}

/**
 * Tells the member's open pages that the balance changed. Call it AFTER the transaction commits
 * (it reads the committed balance); never throws — a lost push only delays the header by one refresh.
 */
export async function publishBalance(
  platform: Pick<Platform, 'db' | 'publish'>,
  memberId: number,
  change: { reason: string; ref?: string | null },
): Promise<void> {
  try {
    const { sum, main } = await balanceSummary(platform.db, memberId);
    const data: BalanceEvent = {
      sumBalanceMinor: sum,
      sumBalance: formatMinor(sum),
      mainBalanceMinor: main,
      reason: change.reason,
      ref: change.ref ?? null,
    };
    platform.publish(memberId, { type: pushTypes.balance, data });
  } catch {
    // the database is gone (shutdown) or the push channel failed: the next balance call corrects it
  }
}
