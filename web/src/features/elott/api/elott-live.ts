import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOTTERY_PUSH_EVENTS } from '@tala/contract/core/push';
import type { LotteryGame } from '@tala/contract/lottery';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { pushChannel } from '../../../shared/push/push-channel.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { serverClock } from '../../../shared/ui/countdown/server-clock.ts';
import { elottKeys } from './keys.ts';

/**
 * Live draw data of the e-lottery games (prize mode Elott) by game code, to put countdowns and the
 * last result on the catalogue's tiles. The answer also sets the countdown clock.
 */
export function useElottLive(language: string) {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  useEffect(() => pushChannel.start(token), [token]);
  const query = useQuery({
    queryKey: elottKeys.live(language),
    // a plain record (not a Map): the server's render hands its answers to the page as JSON
    queryFn: async ({ signal }): Promise<Record<string, LotteryGame>> => {
      const sentAt = Date.now();
      const menus = await api(endpoints.lottery.gameMenu, { prizeMode: 'Elott', device: 'WEB', language }, { signal });
      const receivedAt = Date.now();
      const games: Record<string, LotteryGame> = {};
      for (const game of menus.flatMap((m) => m.gameMenus)) games[game.gameCode] = game;
      const timed = Object.values(games).find((g) => g.winningTime && g.remainTime !== null);
      if (timed) serverClock.sync({ serverTime: Date.parse(timed.winningTime!) - timed.remainTime!, sentAt, receivedAt });
      return games;
    },
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
  const onEvent = (data: { gameCode: string }) => {
    if (query.data && Object.hasOwn(query.data, data.gameCode))
      void client.invalidateQueries({ queryKey: elottKeys.live(language) });
  };
  usePushEvent(LOTTERY_PUSH_EVENTS.numero, onEvent);
  usePushEvent(LOTTERY_PUSH_EVENTS.result, onEvent);
  return query;
}
