import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { lobbyKeys } from './keys.ts';

/** Hot games, across vendors or of one vendor. */
export const hotGamesQuery = (language: string, vassalage = '') =>
  queryOptions({
    queryKey: lobbyKeys.hot(language, vassalage),
    queryFn: ({ signal }) =>
      api(
        endpoints.games.hotGames,
        { isPlatform: 2, vassalage, platform: 'flash,html5-desktop', language, size: 24 },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function useHotGames(vassalage = '') {
  const { i18n } = useTranslation();
  return useQuery(hotGamesQuery(i18n.language, vassalage));
}

/** The classifications and minimum bets present in a category (the lobby's filter choices). */
export const lobbyFilterOptionsQuery = (gameType: string, vassalage: string) =>
  queryOptions({
    queryKey: lobbyKeys.filters(gameType, vassalage),
    queryFn: ({ signal }) => api(endpoints.games.vassGameType, { gameType, vassalage }, { signal }),
    staleTime: 10 * 60_000,
    select: (rows) => {
      const classifies = new Set<string>();
      const minBets = new Set<string>();
      for (const row of rows) {
        row.classifies.forEach((c) => classifies.add(c));
        row.minBets.forEach((m) => minBets.add(m));
      }
      return { classifies: [...classifies].sort(), minBets: [...minBets].sort((a, b) => Number(a) - Number(b)) };
    },
  });

export function useLobbyFilterOptions(gameType: string, vassalage: string) {
  return useQuery(lobbyFilterOptionsQuery(gameType, vassalage));
}

/** PvP rooms need a member token (spec §6). */
export function useRooms(vassalage = '') {
  const { i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: lobbyKeys.rooms(vassalage),
    queryFn: ({ signal }) => api(endpoints.games.roomList, { vassalage, language: i18n.language }, { signal }),
    enabled: loggedIn,
    refetchInterval: 15_000,
  });
}
