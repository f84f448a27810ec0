import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from './keys.ts';

/** The player's bets on one numero of a game (the betting view's bet list). */
export function useNumeroBets(username: string | null, gameCode: string, numero: string | null, pollMs?: number | false) {
  return useQuery({
    refetchInterval: pollMs ?? false,
    queryKey: lotteryKeys.bets(username ?? '', gameCode, numero),
    queryFn: ({ signal }) =>
      api(endpoints.lottery.betRecords, { gameCode, numero: numero ?? undefined, pageNo: 1, pageSize: 50 }, { signal }),
    enabled: username !== null && numero !== null,
    staleTime: 30_000,
  });
}

/** The player's latest bets on a game, whatever the numero (the "my bets" history). */
export function useRecentBets(username: string | null, gameCode: string) {
  return useQuery({
    queryKey: lotteryKeys.bets(username ?? '', gameCode, null),
    queryFn: ({ signal }) => api(endpoints.lottery.betRecords, { gameCode, pageNo: 1, pageSize: 20 }, { signal }),
    enabled: username !== null,
    staleTime: 30_000,
  });
}
