import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@tala/contract/games';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { showToast } from '../../../shared/state/ui-store.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { lobbyKeys } from './keys.ts';

export const favouriteIdsQuery = () =>
  queryOptions({
    queryKey: lobbyKeys.favouriteIds,
    queryFn: ({ signal }) => api(endpoints.games.favoriteIds, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The member's favourite nodeIds; empty for a visitor (favourites need login, spec §6). */
export function useFavouriteIds(): ReadonlySet<number> {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...favouriteIdsQuery(), enabled: loggedIn });
  return useMemo(() => (loggedIn && data ? new Set(data) : EMPTY), [loggedIn, data]);
}
const EMPTY: ReadonlySet<number> = new Set();

/**
 * Adds or removes a favourite: remove when it is one, else add (spec §4). The id list changes only
 * after the server confirmed (it answers with the new list), so the heart never lies.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, favourite }: { game: Game; favourite: boolean }) =>
      api(favourite ? endpoints.games.removeFavorite : endpoints.games.addFavorite, {
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType: game.gameType,
      }),
    onSuccess: (ids) => {
      client.setQueryData(lobbyKeys.favouriteIds, ids);
      void client.invalidateQueries({ queryKey: ['games', 'favourites', 'list'] });
    },
    onError: (error) => {
      if (isApiError(error) && error.code !== 'NETWORK_ERROR' && error.code !== 'LOGIN_REQUIRED') {
        showToast({ tone: 'error', textKey: `errors:${error.code}` });
      }
    },
  });
}
