import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api/client.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';

/** Query keys of the transfer-to-upline page; each names the account, so one player never sees another's cache. */
export const uplineKeys = {
  status: (user: string) => ['uplineTransfer', user, 'status'] as const,
};

export const useAccount = () => useSessionStore((s) => s.account) ?? '';

/**
 * Whether the member may send money to his upline, to whom, and what the main wallet holds. The
 * endpoint's schemas (and zod with them) load with the first call: the centre's registrations ask
 * this on every first page, and a visitor who is not signed in never calls it.
 */
export function useUplineTransferStatus() {
  const account = useAccount();
  return useQuery({
    queryKey: uplineKeys.status(account),
    queryFn: async ({ signal }) => {
      const { uplineTransfer } = await import('@tala/contract/upline-transfer');
      return api(uplineTransfer.status, {}, { signal });
    },
    enabled: account !== '',
    staleTime: 30_000,
  });
}

/**
 * The member centre shows the entry only when the transfer is open to this member (absent otherwise);
 * undefined while that is not known yet, so the page reached by its address waits instead of leaving.
 */
export function useUplineTransferShown(): boolean | undefined {
  const status = useUplineTransferStatus();
  return status.isPending ? undefined : status.data?.allowed === true;
}
