import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** Spec §2/§9: the announcement list shows 9 titles per page. */
export const NOTICES_PER_PAGE = 9;

export const homeKeys = {
  announcements: (language: string, page: number) => ['home', 'announcements', language, page] as const,
  rank: (period: string, language: string) => ['home', 'rank', period, language] as const,
};

export const announcementsQuery = (language: string, pageNo: number) =>
  queryOptions({
    queryKey: homeKeys.announcements(language, pageNo),
    queryFn: ({ signal }) => api(endpoints.system.announcements, { pageNo, pageSize: NOTICES_PER_PAGE, language }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useAnnouncements(pageNo: number) {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language, pageNo));
}

export type RankPeriod = 'day' | 'week' | 'month';

export function useRankList(period: RankPeriod) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: homeKeys.rank(period, i18n.language),
    queryFn: ({ signal }) => api(endpoints.games.rankList, { period, size: 10, language: i18n.language }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
