import { queryOptions, useQuery } from '@tanstack/react-query';
import { games } from '@tala/contract/games';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { lobbyKeys } from './keys.ts';

/** Vendor groups per category, in server order: the side menu, lanes and shortcuts all read this. */
export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: lobbyKeys.menus(language),
    queryFn: ({ signal }) => api(games.gameMenus, { language }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQuery(i18n.language));
}
