import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gameRounds } from '@tala/contract/game-rounds';
import type { BetStatus } from '@tala/contract/lottery';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { periodRange, type Period } from '../model/period.ts';
import { memberCentreKeys } from './keys.ts';

export const BET_PAGE_SIZE = 10;

/** One page of the member's bets over a period; the previous page stays on screen while the next loads. */
export function useBetHistory(period: Period, status: BetStatus | 'all', page: number) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.bets(account, period, status, page),
    queryFn: ({ signal }) =>
      api(
        endpoints.lottery.betRecords,
        {
          ...periodRange(period),
          ...(status === 'all' ? {} : { status }),
          pageNo: page,
          pageSize: BET_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** One page of the member's game rounds over a period (the betting record's games product); only asked for when shown. */
export function useRoundHistory(period: Period, status: BetStatus | 'all', page: number, enabled: boolean) {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({
    queryKey: memberCentreKeys.rounds(account, period, status, page),
    queryFn: ({ signal }) =>
      api(
        gameRounds.list,
        { ...periodRange(period), ...(status === 'all' ? {} : { status }), pageNo: page, pageSize: BET_PAGE_SIZE },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
