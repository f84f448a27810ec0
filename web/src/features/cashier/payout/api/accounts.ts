import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payout, type PayoutAccounts, type PayoutType } from '@tala/contract/payout';
import { api } from '../../../../shared/api/client.ts';
import { refreshSecurityOverview } from '../../../../shared/api/security-overview.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';
import { payoutKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** The member's payout accounts (numbers masked), the limit and the payee name. */
export function usePayoutAccounts() {
  const account = useAccount();
  return useQuery({ queryKey: payoutKeys.accounts(account), queryFn: ({ signal }) => api(payout.accounts, {}, { signal }) });
}

/** The banks and e-wallets an account can be at. */
export function usePayoutProviders() {
  const account = useAccount();
  return useQuery({
    queryKey: payoutKeys.providers(account),
    queryFn: async ({ signal }) => (await api(payout.providers, {}, { signal })).list,
    staleTime: 5 * 60_000,
  });
}

/** The answer is the new list; the security overview counts the accounts, so it is asked again. */
function useAccountsMutation<I>(call: (input: I) => Promise<PayoutAccounts>) {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: call,
    onSuccess: (accounts) => {
      client.setQueryData(payoutKeys.accounts(account), accounts);
      refreshSecurityOverview(client, account);
    },
    // a wrong payment password counts towards the lock the status shows
    onError: () => void client.invalidateQueries({ queryKey: payoutKeys.status(account) }),
  });
}

export interface NewPayoutAccount {
  type: PayoutType;
  provider: string;
  accountNumber: string;
  holderName: string;
  paymentPassword: string;
}

export const useAddPayoutAccount = () => useAccountsMutation((input: NewPayoutAccount) => api(payout.addAccount, input));

export const useRemovePayoutAccount = () =>
  useAccountsMutation((input: { id: number; paymentPassword: string }) => api(payout.removeAccount, input));
