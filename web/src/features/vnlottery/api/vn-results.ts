import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { vnKeys } from './keys.ts';

/** Spec §9: Vietnamese numbers 100. */
export const VN_RESULTS_COUNT = 100;

/** The latest drawn numeros of the Vietnam games ('' for all games), newest first. */
export function useVnResults(gameCode: string, language: string) {
  return useQuery({
    queryKey: vnKeys.results(gameCode, language),
    queryFn: ({ signal }) =>
      api(endpoints.lottery.vnOpened, { gameCode: gameCode || undefined, count: VN_RESULTS_COUNT, language }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
