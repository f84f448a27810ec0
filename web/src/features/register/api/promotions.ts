import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { registerKeys } from './keys.ts';

/** The notice call (with its promotion list), keyed like the shell's so both share one cache entry. */
export const noticeQuery = (language: string) =>
  queryOptions({
    queryKey: registerKeys.notice(language),
    queryFn: ({ signal }) => api(endpoints.system.notice, { language }, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

/** Promotions of category new_player, shown beside the registration form (spec §2). */
export function useNewPlayerPromotions(language: string) {
  return useQuery({
    ...noticeQuery(language),
    select: (notice) => notice.promotion.filter((promo) => promo.category === 'new_player'),
  });
}
