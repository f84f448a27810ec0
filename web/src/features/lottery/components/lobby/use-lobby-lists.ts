import { useMemo } from 'react';
import { useFavouriteIds } from '../../api/favourites.ts';
import { useGameMenu } from '../../api/game-menu.ts';
import { usePopular } from '../../api/popular.ts';
import { useRecent } from '../../api/recent.ts';
import { filterGames, gamesOfTag, uniqueGames } from '../../model/filter.ts';
import type { ListState } from '../../model/list-mode.ts';
import type { LobbyGame } from '../../model/live-games.ts';
import type { VendorScope } from '../../model/vendor-scope.ts';
import { useRefreshTimer } from '../../model/use-refresh-timer.ts';

/** The lobby's data: menus, hot, favourites and recent, and the list the current state shows. */
export function useLobbyLists(state: ListState, account: string | null, language: string, scope: VendorScope | null) {
  const menu = useGameMenu({ prizeMode: scope?.prizeMode ?? '', accountType: scope?.accountType, language });
  const popular = usePopular(language);
  const favourites = useFavouriteIds(account);
  const recent = useRecent(account, '', language, state.mode === 'recent');

  const menus = menu.data ?? [];
  const allGames = useMemo(() => uniqueGames(menu.data ?? []), [menu.data]);
  const favouriteIds = favourites.data ?? [];

  useRefreshTimer(state.refreshing && state.mode === 'default', allGames, menu.dataUpdatedAt, menu.refetch);

  let source: readonly LobbyGame[];
  let loading: boolean;
  switch (state.mode) {
    case 'hot':
      source = popular.data ?? [];
      loading = popular.isPending;
      break;
    case 'fav':
      source = allGames.filter((game) => favouriteIds.includes(String(game.gameId)));
      loading = menu.isPending;
      break;
    case 'recent':
      source = recent.data ?? [];
      loading = recent.isPending;
      break;
    default:
      source = gamesOfTag(menus, state.tag);
      loading = menu.isPending;
  }

  return {
    menus,
    allGames,
    /** Every game (the menus) is still loading: what the lobby's headline waits for. */
    allLoading: menu.isPending,
    hasHot: (popular.data?.length ?? 0) > 0,
    favouriteIds,
    shown: filterGames(source, state, menus),
    loading,
    error: state.mode === 'recent' ? recent.error : state.mode === 'hot' ? popular.error : menu.error,
    retry: () => void (state.mode === 'recent' ? recent.refetch() : state.mode === 'hot' ? popular.refetch() : menu.refetch()),
  };
}
