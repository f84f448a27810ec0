import { WITHDRAW_PUSH_EVENTS } from '@tala/contract/core/push';
import type { Withdrawal } from '@tala/contract/withdraw';
import type { Platform } from '../../http/context.ts';

/** Tells the member's open pages that one of his withdrawals changed state. Never throws. */
export function publishWithdrawal(platform: Pick<Platform, 'publish'>, memberId: number, withdrawal: Withdrawal): void {
  try {
    platform.publish(memberId, { type: WITHDRAW_PUSH_EVENTS.status, data: { withdrawal } });
  } catch {
    // a lost event: the page asks for the list again when it is shown
  }
}
