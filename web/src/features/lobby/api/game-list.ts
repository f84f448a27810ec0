import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import type { LobbyFilter } from '../model/lobby-filter.ts';
import { lobbyKeys } from './keys.ts';

/** Spec §9 default page size. */
export const GAME_PAGE_SIZE = 42;

export interface GameListRequest extends LobbyFilter {
  gameType: string;
  language: string;
}

/** One game list, page after page (infinite scroll); filters are server-side. */
export const gameListQuery = (request: GameListRequest, pageSize = GAME_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: lobbyKeys.list({ ...request, pageSize }),
    queryFn: ({ pageParam, signal }) =>
      api(
        endpoints.games.gameList,
        {
          clientType: 3,
          platform: 'html5-desktop',
          gameType: request.gameType,
          vassalage: request.vendor,
          gameClassify: request.classify,
          gameName: request.search.trim(),
          minBet: request.minBet === '' ? '' : Number(request.minBet),
          language: request.language,
          pageNo: pageParam,
          pageSize,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useGameList(filter: LobbyFilter & { gameType: string }, enabled = true) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({ ...gameListQuery({ ...filter, language: i18n.language }), enabled });
}
