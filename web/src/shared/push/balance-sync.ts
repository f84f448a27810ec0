import { useQueryClient } from '@tanstack/react-query';
import { PUSH_EVENTS } from '@tala/contract/core/push';
import { applyBalanceSnapshot, refetchBalance } from '../api/balance.ts';
import { usePushEvent } from './use-push.ts';

/**
 * Mounted once by the app: a balance event puts its snapshot into the balance query at once (the
 * header follows a spin within the event's round trip), with no refetch. A (re)connect refetches,
 * since events missed while away are not replayed.
 */
export function useBalanceLiveUpdate(): void {
  const client = useQueryClient();
  usePushEvent(
    PUSH_EVENTS.balance,
    (event) => void applyBalanceSnapshot(client, event.balance, { availablePromoCount: event.availablePromoCount }),
  );
  usePushEvent(PUSH_EVENTS.hello, () => refetchBalance(client));
}
