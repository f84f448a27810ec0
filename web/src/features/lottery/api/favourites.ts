import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { api } from '../../../shared/api/client.ts';
import { readFavourites, writeFavourites } from '../model/favourites-store.ts';
import { lotteryKeys } from './keys.ts';

/**
 * Favourite game ids of the logged-in player. LOTTFAV (local, per username) paints the stars at once;
 * the server's list replaces it as soon as it arrives and is written back to LOTTFAV.
 */
export function useFavouriteIds(username: string | null) {
  return useQuery<string[], Error, string[], ReturnType<typeof lotteryKeys.favourites>>({
    queryKey: lotteryKeys.favourites(username ?? ''),
    queryFn: async ({ signal }): Promise<string[]> => {
      const { ids } = await api(endpoints.lottery.favourites, {}, { signal });
      const strings = ids.map(String);
      writeFavourites(username ?? '', strings);
      return strings;
    },
    placeholderData: () => (username ? readFavourites(username) : []),
    enabled: username !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * Spec §4: remove when already a favourite, otherwise add; the ids change only after the call
 * succeeds (no optimistic star), then LOTTFAV follows.
 */
export function useToggleFavourite(username: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, favourite }: { gameId: number; favourite: boolean }) =>
      api(favourite ? endpoints.lottery.removeFavourite : endpoints.lottery.addFavourite, { gameId }),
    onSuccess: ({ ids }) => {
      if (!username) return;
      const strings = ids.map(String);
      writeFavourites(username, strings);
      client.setQueryData(lotteryKeys.favourites(username), strings);
    },
  });
}
