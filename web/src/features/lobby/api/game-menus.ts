import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { lobbyKeys } from './keys.ts';

/** Vendor groups per category, in server order: the side menu, lanes and shortcuts all read this. */
export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: lobbyKeys.menus(language),
    queryFn: ({ signal }) => api(endpoints.games.gameMenus, { language }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQuery(i18n.language));
}
