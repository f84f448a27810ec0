import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { lobbyKeys } from './keys.ts';

/** How often the lobby asks for the pool (the server caches it for 5 s). */
export const JACKPOT_POLL_MS = 10_000;

export const jackpotQuery = (pollMs = JACKPOT_POLL_MS) =>
  queryOptions({
    queryKey: lobbyKeys.jackpot,
    queryFn: ({ signal }) => api(endpoints.games.jackpot, {}, { signal }),
    staleTime: pollMs / 2,
    refetchInterval: pollMs,
    // a hidden tab asks for nothing; the figure catches up when it is shown again
    refetchIntervalInBackground: false,
  });

/** The in-house slots' progressive jackpot pool, polled while the lobby is open. */
export function useJackpot(pollMs?: number) {
  return useQuery(jackpotQuery(pollMs));
}
