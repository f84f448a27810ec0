import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from './keys.ts';

export const DRAWS_PAGE_SIZE = 10;

export function useDrawHistory(gameCode: string, pageNo: number) {
  return useQuery({
    queryKey: lotteryKeys.draws(gameCode, pageNo),
    queryFn: ({ signal }) => api(endpoints.lottery.drawHistory, { gameCode, pageNo, pageSize: DRAWS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
