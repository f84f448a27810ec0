import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { elottKeys } from './keys.ts';

/** The vendors of the e-lottery category (ELOTT), in server order. */
export function useElottVendors(language: string) {
  return useQuery({
    queryKey: elottKeys.vendors(language),
    queryFn: async ({ signal }) => {
      const groups = await api(endpoints.games.gameMenus, { language }, { signal });
      return groups.find((group) => group.gameCategory === 'ELOTT')?.vendors ?? [];
    },
    staleTime: 5 * 60_000,
  });
}
