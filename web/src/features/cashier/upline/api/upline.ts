import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMinor } from '@tala/contract/core/money';
import { PUSH_EVENTS } from '@tala/contract/core/push';
import { uplineTransfer } from '@tala/contract/upline-transfer';
import { api } from '../../../../shared/api/client.ts';
import { usePushEvent } from '../../../../shared/push/use-push.ts';
import { payoutKeys } from '../../payout/api/keys.ts';
import { uplineKeys, useAccount } from './upline-status.ts';

/** A fresh idempotency key: the same key is sent again only when the very same transfer is retried. */
export function newTransferId(): string {
  return `up_${crypto.randomUUID().replace(/-/g, '')}`;
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
