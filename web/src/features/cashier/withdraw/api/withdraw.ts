import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMinor } from '@tala/contract/core/money';
import { PUSH_EVENTS, WITHDRAW_PUSH_EVENTS } from '@tala/contract/core/push';
import { withdraw } from '@tala/contract/withdraw';
import { api } from '../../../../shared/api/client.ts';
import { uploadImages } from '../../../../shared/api/uploads.ts';
import { usePushEvent } from '../../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';
import { payoutKeys } from '../../payout/api/keys.ts';
import { withdrawKeys } from './keys.ts';

const PAGE_SIZE = 10;

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** A fresh idempotency key: the same key is sent again only when the very same request is retried. */
export function newRequestId(): string {
  return `wd_${crypto.randomUUID().replace(/-/g, '')}`;
}

/** What can be withdrawn now: balance, turnover still needed, limits. */
export function useWithdrawInfo() {
  const account = useAccount();
  return useQuery({ queryKey: withdrawKeys.info(account), queryFn: ({ signal }) => api(withdraw.info, {}, { signal }) });
}

/** The member's withdrawals, newest first, a page at a time. */
export function useWithdrawals(page: number) {
  const account = useAccount();
  return useQuery({
    queryKey: withdrawKeys.listPage(account, page),
    queryFn: ({ signal }) => api(withdraw.list, { pageNo: page, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  const account = useAccount();
  return () => void client.invalidateQueries({ queryKey: withdrawKeys.all(account) });
}

export interface WithdrawRequest {
  accountId: number;
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
}

/** Asks for a withdrawal; the balance event that follows updates the header. */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  const account = useAccount();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (r: WithdrawRequest) =>
      api(withdraw.create, {
        accountId: r.accountId,
        amount: formatMinor(r.amountMinor),
        paymentPassword: r.paymentPassword,
        requestId: r.requestId,
      }),
    onSuccess: refresh,
    // a wrong payment password counts towards the lock the security page shows
    onError: () => void client.invalidateQueries({ queryKey: payoutKeys.status(account) }),
  });
}

export type ReceiptAnswer =
  | { withdrawNo: string; receipt: 'full' }
  | { withdrawNo: string; receipt: 'partial'; receivedMinor: number; remainingMinor: number }
  | { withdrawNo: string; receipt: 'none'; files: readonly File[] };

/** The member's answer to a payout; "not received" sends its proof images first. */
export function useConfirmReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (a: ReceiptAnswer) => {
      if (a.receipt === 'none') {
        const proofs = await uploadImages(a.files, 'withdrawProof');
        return api(withdraw.confirm, { withdrawNo: a.withdrawNo, receipt: 'none', proofs });
      }
      return api(
        withdraw.confirm,
        a.receipt === 'partial'
          ? {
              withdrawNo: a.withdrawNo,
              receipt: 'partial',
              receivedAmount: formatMinor(a.receivedMinor),
              remainingAmount: formatMinor(a.remainingMinor),
            }
          : { withdrawNo: a.withdrawNo, receipt: 'full' },
      );
    },
    onSuccess: refresh,
  });
}

/**
 * While the page is shown: a withdrawal's state change (approved, paid, rejected …) refreshes the
 * list and what can be withdrawn; a reconnect asks again, since events missed meanwhile are not replayed.
 */
export function useWithdrawLiveUpdate(): void {
  const refresh = useRefresh();
  usePushEvent(WITHDRAW_PUSH_EVENTS.status, refresh);
  usePushEvent(PUSH_EVENTS.hello, refresh);
}
