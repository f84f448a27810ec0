import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGameDetail } from '@tala/contract/lottery';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { serverTimeOf, toLobbyGame, type LobbyGame } from '../model/live-games.ts';
import { lotteryKeys } from './keys.ts';
import { syncedTiming, timedApi } from './timed.ts';

export type BettingGame = Omit<LotteryGameDetail, 'game'> & { game: LobbyGame };

export const gameDetailQuery = (gameCode: string, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.game(gameCode, language),
    queryFn: async ({ signal }): Promise<BettingGame> => {
      const { value, sentAt, receivedAt } = await timedApi(endpoints.lottery.game, { gameCode, language }, { signal });
      const timing = syncedTiming(serverTimeOf([value.game]), sentAt, receivedAt);
      return { ...value, game: toLobbyGame(value.game, timing) };
    },
    staleTime: Infinity,
  });

export function useGameDetail(gameCode: string, language: string) {
  return useQuery(gameDetailQuery(gameCode, language));
}
