import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LOTTERY_PUSH_EVENTS, PUSH_EVENTS } from '@tala/contract/core/push';
import type { PushPayload } from '@tala/contract/push';
import { applyBalanceSnapshot } from '../../../shared/api/balance.ts';
import { pushChannel } from '../../../shared/push/push-channel.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { applyToDetail } from '../model/live-detail.ts';
import { applyLotteryEvent, type LobbyGame, type LotteryEvent } from '../model/live-games.ts';
import type { BettingGame } from './game-detail.ts';
import type { LobbyMenu } from './game-menu.ts';
import { lotteryKeys } from './keys.ts';

export type SettledEvent = PushPayload<typeof LOTTERY_PUSH_EVENTS.settled>;

type ListData = LobbyMenu[] | LobbyGame[];

function patchList(data: ListData | undefined, event: LotteryEvent): ListData | undefined {
  if (!data) return data;
  if (data.length > 0 && 'gameMenus' in data[0]!) {
    return (data as LobbyMenu[]).map((menu) => ({ ...menu, gameMenus: menu.gameMenus.map((g) => applyLotteryEvent(g, event)) }));
  }
  return (data as LobbyGame[]).map((g) => applyLotteryEvent(g, event));
}

/** Applies a draw event to every lottery list and betting view in the cache (no refetch storm). */
export function applyEventToCache(client: QueryClient, event: LotteryEvent): void {
  client.setQueriesData<ListData>({ queryKey: lotteryKeys.lists() }, (data) => patchList(data, event));
  client.setQueriesData<BettingGame>({ queryKey: [...lotteryKeys.all, 'game', event.data.gameCode] }, (data) =>
    data ? applyToDetail(data, event) : data,
  );
  if (event.type === 'result' || event.type === 'cancelled') {
    void client.invalidateQueries({ queryKey: [...lotteryKeys.all, 'draws', event.data.gameCode] });
  }
}

/**
 * Keeps lottery screens live over the push channel: new numero, lock, result and cancellation
 * patch the cached lists and betting view; a settlement puts its balance snapshot into the shared
 * balance query and refreshes the bets. A reconnect (hello) refetches, as events are not replayed.
 */
export function useLotteryPush(account: string | null, onSettled?: (event: SettledEvent) => void): void {
  const client = useQueryClient();
  // the app keeps the channel open (usePushConnection); starting it here too is idempotent and makes
  // the lottery live even where the shell has not mounted it, and it is never stopped from here
  const token = useSessionStore((s) => s.token);
  useEffect(() => pushChannel.start(token), [token]);
  usePushEvent(LOTTERY_PUSH_EVENTS.numero, (data) => applyEventToCache(client, { type: 'numero', data }));
  usePushEvent(LOTTERY_PUSH_EVENTS.lock, (data) => applyEventToCache(client, { type: 'lock', data }));
  usePushEvent(LOTTERY_PUSH_EVENTS.result, (data) => applyEventToCache(client, { type: 'result', data }));
  usePushEvent(LOTTERY_PUSH_EVENTS.cancelled, (data) => applyEventToCache(client, { type: 'cancelled', data }));

  usePushEvent(LOTTERY_PUSH_EVENTS.settled, (settled) => {
    if (!account) return;
    void applyBalanceSnapshot(client, settled.balance);
    void client.invalidateQueries({ queryKey: [...lotteryKeys.all, 'bets', account, settled.gameCode] });
    onSettled?.(settled);
  });
  // a reconnect after this screen opened: events were missed, so fetch again (the first hello of a
  // fresh connection right after mount adds nothing to what the screen just fetched)
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);
  usePushEvent(PUSH_EVENTS.hello, () => {
    if (Date.now() - mountedAt.current > 3000) void client.invalidateQueries({ queryKey: lotteryKeys.all });
  });
}
