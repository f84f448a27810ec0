import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsLoggedIn } from '../state/session.ts';
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';

/**
 * The member's balance: one query shared by the header, the launch flow's transfer step and any
 * screen showing money. The push channel updates it live (shared/push/balance-sync.ts).
 */
export const balanceQueryKey = ['wallet', 'balance'] as const;

export const balanceQuery = () =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: ({ signal }) => api(endpoints.wallet.balance, {}, { signal, quiet: true }),
    staleTime: 30_000,
  });

export function useBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...balanceQuery(), enabled: loggedIn });
}
