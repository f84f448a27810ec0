import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { lotteryKeys } from './keys.ts';
import { timedApi } from './timed.ts';
import { serverClock } from '../../../shared/ui/countdown/server-clock.ts';

/** Synchronises the countdown clock with the server when a lottery screen opens, then every 5 min. */
export function useServerTimeSync(): void {
  useQuery({
    queryKey: [...lotteryKeys.all, 'time'],
    queryFn: async ({ signal }) => {
      const { value, sentAt, receivedAt } = await timedApi(endpoints.lottery.serverTime, {}, { signal, quiet: true });
      serverClock.sync({ serverTime: value.serverTime, sentAt, receivedAt });
      return value;
    },
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
}
