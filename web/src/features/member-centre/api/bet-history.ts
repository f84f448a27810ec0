import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gameRounds, type BetProduct } from '@tala/contract/game-rounds';
import type { BetStatus } from '@tala/contract/lottery';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { periodRange, type Period } from '../model/period.ts';
import { memberCentreKeys } from './keys.ts';

export const BET_PAGE_SIZE = 10;

/** What the betting record shows: one product over a period, one outcome or all, and (games) one vendor or all. */
export interface BetFilter {
  period: Period;
  status: BetStatus | 'all';
  vendor: string;
}

const filterInput = (f: BetFilter) => ({
  ...periodRange(f.period),
  ...(f.status === 'all' ? {} : { status: f.status }),
});

/** One page of the member's bets over a period; the previous page stays on screen while the next loads. */
export function useBetHistory(filter: BetFilter, page: number, enabled: boolean) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.bets(account, filter.period, filter.status, page),
    queryFn: ({ signal }) =>
      api(endpoints.lottery.betRecords, { ...filterInput(filter), pageNo: page, pageSize: BET_PAGE_SIZE }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** One page of the member's game rounds over a period (the betting record's games product); only asked for when shown. */
export function useRoundHistory(filter: BetFilter, page: number, enabled: boolean) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.rounds(account, filter, page),
    queryFn: ({ signal }) =>
      api(
        gameRounds.list,
        { ...filterInput(filter), ...(filter.vendor ? { vendor: filter.vendor } : {}), pageNo: page, pageSize: BET_PAGE_SIZE },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Count, stake, valid stake, win and net of everything the filter selects (all pages). */
export function useBetTotals(product: BetProduct, filter: BetFilter) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.betTotals(account, product, filter),
    queryFn: ({ signal }) =>
      api(
        gameRounds.totals,
        { product, ...filterInput(filter), ...(product === 'games' && filter.vendor ? { vendor: filter.vendor } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The vendors the member has played, for the games vendor filter. */
export function useRoundVendors(language: string, enabled: boolean) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.roundVendors(account, language),
    queryFn: ({ signal }) => api(gameRounds.vendors, { language }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** One bet of the member's, with (lottery) the draw's proof. */
export function useBetDetail(bet: { product: BetProduct; id: string } | null, language: string) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.betDetail(account, bet?.product ?? 'lottery', bet?.id ?? '', language),
    queryFn: ({ signal }) => api(gameRounds.detail, { product: bet!.product, id: bet!.id, language }, { signal }),
    enabled: bet !== null,
    staleTime: 15_000,
  });
}
