import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { elottKeys } from './keys.ts';

/** Spec §9: the e-lottery list of a vendor is page 1, size 20. */
export const ELOTT_PAGE = { pageNo: 1, pageSize: 20 } as const;

export function useElottGames(vendor: string | null, language: string) {
  return useQuery({
    queryKey: elottKeys.games(vendor ?? '', language),
    queryFn: ({ signal }) =>
      api(
        endpoints.games.gameList,
        { gameType: 'ELOTT', vassalage: vendor ?? '', language, clientType: 3, ...ELOTT_PAGE },
        { signal },
      ),
    enabled: vendor !== null,
    staleTime: 5 * 60_000,
  });
}
