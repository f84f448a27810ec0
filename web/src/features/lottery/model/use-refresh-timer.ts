import { useEffect } from 'react';
import { serverClock } from '../../../shared/ui/countdown/server-clock.ts';
import { remainingTimes, type LobbyGame } from './live-games.ts';
import { refreshDelay } from './refresh-timer.ts';

/**
 * Spec §4 refresh timer: while the default list shows, fetch it again after the smallest remaining
 * time among games with an open numero (at most 30 s, 7 s when already due). Each fetch brings new
 * data, which schedules the next one; leaving the default mode stops it.
 */
export function useRefreshTimer(
  enabled: boolean,
  games: readonly LobbyGame[] | undefined,
  /** When the list was last fetched: an identical answer must still schedule the next fetch. */
  updatedAt: number,
  refetch: () => unknown,
): void {
  useEffect(() => {
    if (!enabled || !games) return;
    const delay = refreshDelay(remainingTimes(games, serverClock.now()));
    const timer = window.setTimeout(() => void refetch(), delay);
    return () => window.clearTimeout(timer);
  }, [enabled, games, updatedAt, refetch]);
}
