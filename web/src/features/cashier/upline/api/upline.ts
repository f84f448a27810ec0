import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMinor } from '@tala/contract/core/money';
import { PUSH_EVENTS } from '@tala/contract/core/push';
import { uplineTransfer } from '@tala/contract/upline-transfer';
import { api } from '../../../../shared/api/client.ts';
import { usePushEvent } from '../../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';
import { payoutKeys } from '../../payout/api/keys.ts';

/** Query keys of the transfer-to-upline page; each names the account, so one player never sees another's cache. */
const uplineKeys = {
  status: (user: string) => ['uplineTransfer', user, 'status'] as const,
};

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** A fresh idempotency key: the same key is sent again only when the very same transfer is retried. */
export function newTransferId(): string {
  return `up_${crypto.randomUUID().replace(/-/g, '')}`;
}

/** Whether the member may send money to his upline, to whom, and what the main wallet holds. */
export function useUplineTransferStatus() {
  const account = useAccount();
  return useQuery({
    queryKey: uplineKeys.status(account),
    queryFn: ({ signal }) => api(uplineTransfer.status, {}, { signal }),
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

export interface UplineTransferRequest {
  uplineAccount: string;
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
}

/** Sends money to the upline; the balance event that follows updates the header. */
export function useTransferToUpline() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (r: UplineTransferRequest) =>
      api(uplineTransfer.transfer, {
        uplineAccount: r.uplineAccount,
        amount: formatMinor(r.amountMinor),
        paymentPassword: r.paymentPassword,
        requestId: r.requestId,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: uplineKeys.status(account) }),
    // a wrong payment password counts towards the lock the security page shows
    onError: () => void client.invalidateQueries({ queryKey: payoutKeys.status(account) }),
  });
}

/** While the page is shown, a balance change elsewhere (a bet, a deposit) refreshes what can be sent. */
export function useUplineLiveUpdate(): void {
  const client = useQueryClient();
  const account = useAccount();
  const refresh = () => void client.invalidateQueries({ queryKey: uplineKeys.status(account) });
  usePushEvent(PUSH_EVENTS.balance, refresh);
  usePushEvent(PUSH_EVENTS.hello, refresh);
}
