import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { serverTimeOf, toLobbyGame, type LobbyGame } from '../model/live-games.ts';
import { lotteryKeys } from './keys.ts';
import { syncedTiming, timedApi } from './timed.ts';

/** Spec §9: popular lottery count 20. An empty answer hides the hot tab. */
export const POPULAR_COUNT = 20;

export const popularQuery = (language: string) =>
  queryOptions({
    queryKey: lotteryKeys.popular(language),
    queryFn: async ({ signal }): Promise<LobbyGame[]> => {
      const { value, sentAt, receivedAt } = await timedApi(
        endpoints.lottery.popular,
        { count: POPULAR_COUNT, language },
        { signal, quiet: true },
      );
      const timing = syncedTiming(serverTimeOf(value), sentAt, receivedAt);
      return value.map((game) => toLobbyGame(game, timing));
    },
    staleTime: 60_000,
  });

export function usePopular(language: string) {
  return useQuery(popularQuery(language));
}
