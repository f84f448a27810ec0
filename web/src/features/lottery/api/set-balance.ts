import type { QueryClient } from '@tanstack/react-query';
import type { Balance } from '@tala/contract/wallet';
import { balanceQueryKey } from '../../../shared/api/balance.ts';

/** Writes a balance the server just reported (bet answer, settlement) into the shared balance query. */
export function setBalanceMinor(client: QueryClient, balanceMinor: number): void {
  client.setQueryData<Balance>(balanceQueryKey, (old) =>
    old ? { ...old, sumBalanceMinor: balanceMinor, sumBalance: (balanceMinor / 100).toFixed(2) } : old,
  );
  void client.invalidateQueries({ queryKey: balanceQueryKey });
}
