import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryAccountType } from '@tala/contract/lottery';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { toLobbyGame, serverTimeOf, type LobbyGame } from '../model/live-games.ts';
import { lotteryKeys } from './keys.ts';
import { syncedTiming, timedApi } from './timed.ts';

export interface LobbyMenu {
  tag: string;
  labelName: string;
  gameMenus: LobbyGame[];
}

export interface MenuFilter {
  /** Prize modes, comma-separated; '' for every mode. */
  prizeMode: string;
  accountType?: LotteryAccountType;
  language: string;
}

export const gameMenuQuery = ({ prizeMode, accountType, language }: MenuFilter) =>
  queryOptions({
    queryKey: [...lotteryKeys.menu(prizeMode, language), accountType ?? 'all'],
    queryFn: async ({ signal }): Promise<LobbyMenu[]> => {
      const { value, sentAt, receivedAt } = await timedApi(
        endpoints.lottery.gameMenu,
        { prizeMode: prizeMode || undefined, device: 'WEB', accountType, language },
        { signal },
      );
      const timing = syncedTiming(serverTimeOf(value.flatMap((menu) => menu.gameMenus)), sentAt, receivedAt);
      return value.map((menu) => ({ ...menu, gameMenus: menu.gameMenus.map((game) => toLobbyGame(game, timing)) }));
    },
    // the refresh timer (spec §4) decides when to fetch again, not staleness
    staleTime: Infinity,
  });

export function useGameMenu(filter: MenuFilter) {
  return useQuery(gameMenuQuery(filter));
}
