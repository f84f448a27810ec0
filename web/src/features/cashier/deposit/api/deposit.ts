import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEPOSIT_PUSH_EVENTS, PUSH_EVENTS } from '@tala/contract/core/push';
import { formatMinor } from '@tala/contract/core/money';
import { deposit, type DepositOrder } from '@tala/contract/deposit';
import { api } from '../../../../shared/api/client.ts';
import { uploadImages } from '../../../../shared/api/uploads.ts';
import { usePushEvent } from '../../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../../shared/state/session.ts';
import { depositKeys } from './keys.ts';

/** How often an order still waiting for its payment is asked again, in case a push event was lost. */
const PENDING_POLL_MS = 15_000;
const HISTORY_PAGE_SIZE = 10;

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** A fresh idempotency key: the same key is sent again only when the very same request is retried. */
export function newRequestId(): string {
  return `dp_${crypto.randomUUID().replace(/-/g, '')}`;
}

export const isOpen = (order: DepositOrder) => order.status === 'created' || order.status === 'pending';

/** A manual bank transfer still waiting for the member's receipt. */
export const awaitsReceipt = (order: DepositOrder) => order.status === 'created' && order.payee !== null;

/** The enabled deposit channels, in the brand's order. */
export function useDepositChannels() {
  const account = useAccount();
  return useQuery({
    queryKey: depositKeys.channels(account),
    queryFn: ({ signal }) => api(deposit.channels, {}, { signal }),
    staleTime: 60_000,
  });
}

/** One order, asked again while it waits for its payment; push events replace it at once. */
export function useDepositOrder(orderNo: string | null) {
  const account = useAccount();
  return useQuery({
    queryKey: depositKeys.order(account, orderNo ?? ''),
    queryFn: ({ signal }) => api(deposit.order, { orderNo: orderNo! }, { signal }),
    enabled: orderNo !== null,
    refetchInterval: (query) => (query.state.data && isOpen(query.state.data) ? PENDING_POLL_MS : false),
  });
}

/** The member's deposit orders, newest first, a page at a time. */
export function useDepositHistory(page: number) {
  const account = useAccount();
  return useQuery({
    queryKey: depositKeys.historyPage(account, page),
    queryFn: ({ signal }) => api(deposit.orders, { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

interface DepositRequest {
  channel: string;
  amountMinor: number;
  requestId: string;
}

/** Creates a deposit order; its answer carries the provider's checkout URL. */
export function useCreateDeposit() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (request: DepositRequest) =>
      api(deposit.create, { channel: request.channel, amount: formatMinor(request.amountMinor), requestId: request.requestId }),
    onSuccess: (order) => {
      client.setQueryData(depositKeys.order(account, order.orderNo), order);
      void client.invalidateQueries({ queryKey: depositKeys.history(account) });
    },
  });
}

/**
 * While the page is shown: a deposit status event replaces the order it carries and refreshes the
 * history (the balance itself arrives in the balance event, applied by the balance owner). A
 * reconnect asks again, since events missed meanwhile are not replayed.
 */
export function useDepositLiveUpdate(): void {
  const client = useQueryClient();
  const account = useAccount();
  usePushEvent(DEPOSIT_PUSH_EVENTS.status, ({ order }) => {
    client.setQueryData(depositKeys.order(account, order.orderNo), order);
    void client.invalidateQueries({ queryKey: depositKeys.history(account) });
  });
  usePushEvent(PUSH_EVENTS.hello, () => void client.invalidateQueries({ queryKey: depositKeys.all(account) }));
}

interface ReceiptRequest {
  orderNo: string;
  senderName: string;
  files: File[];
}

/** Sends a manual transfer's receipt: the images first (each its own upload), then the order's receipt call. */
export function useSendReceipt() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: async (request: ReceiptRequest) => {
      const receipts = await uploadImages(request.files, 'depositReceipt');
      return api(deposit.receipt, { orderNo: request.orderNo, senderName: request.senderName, receipts });
    },
    onSuccess: (order) => {
      client.setQueryData(depositKeys.order(account, order.orderNo), order);
      void client.invalidateQueries({ queryKey: depositKeys.history(account) });
    },
  });
}
