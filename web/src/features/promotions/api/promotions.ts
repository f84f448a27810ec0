import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { promotions, type ClaimResult } from '@tala/contract/promotions';
import { applyBalanceSnapshot, refetchBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { uploadImages } from '../../../shared/api/uploads.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { promotionKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** Promotions running or coming soon, each with where it stands for the caller. */
export function usePromotions() {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionKeys.list(account, language),
    queryFn: async ({ signal }) => (await api(promotions.list, { language }, { signal })).list,
    staleTime: 30_000,
  });
}

/** One promotion with its content. */
export function usePromotion(id: number | null) {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionKeys.detail(account, language, id ?? 0),
    queryFn: ({ signal }) => api(promotions.detail, { id: id!, language }, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** The member's bonuses with their turnover progress. */
export function useBonuses() {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: promotionKeys.bonuses(account, language),
    queryFn: async ({ signal }) => (await api(promotions.bonuses, { language }, { signal })).list,
  });
}

/**
 * A fresh idempotency key. A claim button keeps one for its promotion, so pressing again after a
 * lost answer sends the same key and the server answers the claim it already made.
 */
export const newRequestId = () => `pc_${crypto.randomUUID().replace(/-/g, '')}`;

/**
 * Claims a promotion. On success the balance takes the answer's snapshot, every promotion state of
 * this member is read again, and then the balance call for the reward count.
 */
export function useClaimPromotion() {
  const client = useQueryClient();
  const account = useAccount();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: number; requestId: string }): Promise<ClaimResult> =>
      api(promotions.claim, { id, requestId, language: i18n.language }),
    onSuccess: async (result) => {
      await applyBalanceSnapshot(client, result.balance);
      await client.invalidateQueries({ queryKey: promotionKeys.all(account) });
      // the reward count comes with the balance call; asked after the states above came back, since
      // the claim's balance event (sent before the answer) cancels a balance call it finds in flight
      refetchBalance(client);
    },
    // a refusal may mean the state changed meanwhile (claimed elsewhere, ended): read it again
    onError: () => void client.invalidateQueries({ queryKey: promotionKeys.all(account) }),
  });
}

/** Applies to a promotion with evidence: the images go up first, then the application names them. */
export function useApplyPromotion() {
  const client = useQueryClient();
  const account = useAccount();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async (request: { id: number; requestId: string; comment: string; files: File[] }) => {
      const images = await uploadImages(request.files, 'promoApplication');
      return api(promotions.apply, {
        id: request.id,
        requestId: request.requestId,
        comment: request.comment,
        images,
        language: i18n.language,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.all(account) }),
  });
}
