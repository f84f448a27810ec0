import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { serverTimeOf, toLobbyGame, type LobbyGame } from '../model/live-games.ts';
import { lotteryKeys } from './keys.ts';
import { syncedTiming, timedApi } from './timed.ts';

/** Spec §9: recent lottery 100. */
export const RECENT_COUNT = 100;

export const recentQuery = (user: string, prizeMode: string, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(user, prizeMode, language),
    queryFn: async ({ signal }): Promise<LobbyGame[]> => {
      const { value, sentAt, receivedAt } = await timedApi(
        endpoints.lottery.recent,
        { prizeMode: prizeMode || undefined, device: 'WEB', recentCount: RECENT_COUNT, language },
        { signal },
      );
      const timing = syncedTiming(serverTimeOf(value), sentAt, receivedAt);
      return value.map((game) => toLobbyGame(game, timing));
    },
    staleTime: 30_000,
  });

/** Only fetched while the recent tab is open and a player is logged in. */
export function useRecent(user: string | null, prizeMode: string, language: string, enabled: boolean) {
  return useQuery({ ...recentQuery(user ?? '', prizeMode, language), enabled: enabled && user !== null });
}
