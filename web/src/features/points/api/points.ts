import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { payout } from '@tala/contract/payout';
import { points, type RedeemResult } from '@tala/contract/points';
import { applyBalanceSnapshot } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/**
 * Query keys of the points calls. Each names the account, so one player never sees another's
 * points, and the language where titles come translated.
 */
export const pointKeys = {
  all: (user: string) => ['points', user] as const,
  summary: (user: string) => [...pointKeys.all(user), 'summary'] as const,
  items: (user: string, language: string) => [...pointKeys.all(user), 'items', language] as const,
  history: (user: string, language: string, page: number) => [...pointKeys.all(user), 'history', language, page] as const,
  password: (user: string) => [...pointKeys.all(user), 'paymentPassword'] as const,
};

/** The point balance, earned and spent, and the brand's rates. */
export function usePointSummary() {
  const account = useAccount();
  return useQuery({
    queryKey: pointKeys.summary(account),
    queryFn: ({ signal }) => api(points.summary, {}, { signal }),
  });
}

/** The mall's items with their cost and stock. */
export function usePointItems() {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: pointKeys.items(account, language),
    queryFn: async ({ signal }) => (await api(points.items, { language }, { signal })).list,
  });
}

/** The member's point postings, newest first, a page at a time. */
export function usePointHistory(page: number) {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: pointKeys.history(account, language, page),
    queryFn: ({ signal }) => api(points.history, { language, page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the member has a payment password (redeeming asks for it). */
export function usePaymentPasswordSet() {
  const account = useAccount();
  return useQuery({
    queryKey: pointKeys.password(account),
    queryFn: async ({ signal }) => (await api(payout.passwordStatus, {}, { signal })).isSet,
    // set elsewhere (the security centre) since last asked: every dialog asks again
    refetchOnMount: 'always',
  });
}

/** A fresh idempotency key: sent again only when the very same redemption is retried. */
export const newRequestId = () => `pt_${crypto.randomUUID().replace(/-/g, '')}`;

export type RedeemRequest =
  | { kind: 'item'; itemId: number; paymentPassword: string; requestId: string }
  | { kind: 'convert'; points: number; paymentPassword: string; requestId: string };

/**
 * Redeems an item or converts points. On success the balance takes the answer's snapshot and every
 * points call of this member is read again (balance, stock, history).
 */
export function useRedeem() {
  const client = useQueryClient();
  const account = useAccount();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (r: RedeemRequest): Promise<RedeemResult> =>
      r.kind === 'item'
        ? api(points.redeem, {
            itemId: r.itemId,
            paymentPassword: r.paymentPassword,
            requestId: r.requestId,
            language: i18n.language,
          })
        : api(points.convert, {
            points: r.points,
            paymentPassword: r.paymentPassword,
            requestId: r.requestId,
            language: i18n.language,
          }),
    onSuccess: async (result) => {
      await applyBalanceSnapshot(client, result.balance);
      await client.invalidateQueries({ queryKey: pointKeys.all(account) });
    },
    // a refusal may mean the stock or balance changed meanwhile: read them again
    onError: () => void client.invalidateQueries({ queryKey: pointKeys.all(account) }),
  });
}
