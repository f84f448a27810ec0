import { useQueryClient } from '@tanstack/react-query';
import { balanceEvent, pushTypes } from '@tala/contract/push';
import type { Balance } from '@tala/contract/wallet';
import { balanceQueryKey } from '../api/balance.ts';
import { usePushEvent } from './use-push.ts';

/**
 * Mounted once by the app: a balance event writes the new sum into the balance query at once (the
 * header follows a spin within the event's round trip), then refetches the rest (unread count,
 * promos). A (re)connect refetches too, since events missed while away are not replayed.
 */
export function useBalanceLiveUpdate(): void {
  const client = useQueryClient();
  usePushEvent(pushTypes.balance, (data) => {
    const event = balanceEvent.safeParse(data);
    if (!event.success) return;
    const { sumBalanceMinor, sumBalance, mainBalanceMinor } = event.data;
    client.setQueryData<Balance>(balanceQueryKey, (old) =>
      old ? { ...old, sumBalanceMinor, sumBalance, mainBalanceMinor } : old,
    );
    void client.invalidateQueries({ queryKey: balanceQueryKey });
  });
  usePushEvent(pushTypes.hello, () => void client.invalidateQueries({ queryKey: balanceQueryKey }));
}
