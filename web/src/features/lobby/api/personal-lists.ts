import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Game } from '@tala/contract/games';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { GAME_PAGE_SIZE } from './game-list.ts';
import { lobbyKeys } from './keys.ts';

/** One page of a personal list, in the shape the grid reads. */
export interface GamePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export const favouriteListQuery = (language: string) =>
  infiniteQueryOptions({
    queryKey: lobbyKeys.favouriteList(language),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await api(
        endpoints.games.favoriteList,
        { clientType: 3, platform: 'flash', language, pageNo: pageParam, pageSize: GAME_PAGE_SIZE },
        { signal },
      );
      return { games: page.content, pageNo: pageParam, totalPages: page.totalPages, total: page.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });

export const recentListQuery = (language: string) =>
  infiniteQueryOptions({
    queryKey: lobbyKeys.recent(language),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await api(
        endpoints.games.recentGames,
        { clientType: 3, language, pageNo: pageParam, pageSize: GAME_PAGE_SIZE },
        { signal },
      );
      return { games: page.list, pageNo: pageParam, totalPages: page.totalPages, total: page.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 0,
  });

/** Favourites (logged in) and recent games (login required): nothing is asked for a visitor. */
export function usePersonalList(kind: 'favourites' | 'recent') {
  const { i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const options = kind === 'favourites' ? favouriteListQuery(i18n.language) : recentListQuery(i18n.language);
  return useInfiniteQuery({ ...options, enabled: loggedIn } as ReturnType<typeof favouriteListQuery>);
}
