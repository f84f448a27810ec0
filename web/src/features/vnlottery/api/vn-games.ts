import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@tala/contract/lottery';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { serverClock } from '../../../shared/ui/countdown/server-clock.ts';
import { vnKeys } from './keys.ts';

export interface VnMenu {
  tag: string;
  labelName: string;
  games: LotteryGame[];
}

/**
 * The Vietnam games (account type TCG_LOTTO_VN) by region menu. The answer also sets the countdown
 * clock: a game's draw instant minus its remaining time is the server's time when it answered.
 */
export function useVnGames(language: string) {
  return useQuery({
    queryKey: vnKeys.games(language),
    queryFn: async ({ signal }): Promise<VnMenu[]> => {
      const sentAt = Date.now();
      const menus = await api(endpoints.lottery.gameMenu, { device: 'WEB', accountType: 'TCG_LOTTO_VN', language }, { signal });
      const receivedAt = Date.now();
      const timed = menus.flatMap((m) => m.gameMenus).find((g) => g.winningTime && g.remainTime !== null);
      if (timed) serverClock.sync({ serverTime: Date.parse(timed.winningTime!) - timed.remainTime!, sentAt, receivedAt });
      return menus.map((menu) => ({ tag: menu.tag, labelName: menu.labelName, games: menu.gameMenus }));
    },
    // a safety net: draws arrive by push, and a missed one shows up within half a minute
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
}

/** Countdown targets on the server's clock: the draw, and the lock `lockTime` seconds before it. */
export function drawTargets(game: Pick<LotteryGame, 'winningTime' | 'lockTime' | 'status'>): {
  drawAt: number | null;
  lockAt: number | null;
} {
  if (!game.winningTime) return { drawAt: null, lockAt: null };
  const drawAt = Date.parse(game.winningTime);
  return { drawAt, lockAt: game.status === 'LOCKED' ? 0 : drawAt - game.lockTime * 1000 };
}
