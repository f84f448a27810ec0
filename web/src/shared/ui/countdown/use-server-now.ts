import { useCallback, useSyncExternalStore } from 'react';
import { pageDrawnAt, useHydrated } from '../../lib/use-hydrated.ts';
import { serverClock, type ServerClock } from './server-clock.ts';

/**
 * One ticker for every countdown on the page. It only asks React to re-render; the value shown is
 * always computed from the clock (Date.now() + offset), so a throttled background tab is exact again
 * on its first repaint, and a tab coming back to the foreground repaints at once.
 */
const TICK_MS = 250;
const listeners = new Set<() => void>();
let timer: number | undefined;

function notify() {
  listeners.forEach((listener) => listener());
}

function subscribeTicker(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = window.setInterval(notify, TICK_MS);
    document.addEventListener('visibilitychange', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', notify);
    }
  };
}

/**
 * The server's now, floored to `resolutionMs` so components re-render once per step, not per tick.
 * Not `live` (out of sight), it follows no tick: the value is current again at the next render.
 */
export function useServerNow(resolutionMs = 1000, clock: ServerClock = serverClock, live = true): number {
  // Until this clock has hydrated, the time the page was drawn at: a snapshot unlike the server's
  // makes React draw the clock again at once, synchronously, in the task that hydrated it (for the
  // clocks of a part hydrated after the page's first commit, 50 of them in one task on the lottery
  // lobby). `useHydrated` moves it to the live time in a transition of its own.
  const hydrated = useHydrated();
  const snapshot = () => Math.floor((!hydrated && pageDrawnAt() ? pageDrawnAt() : clock.now()) / resolutionMs) * resolutionMs;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!live) return () => {};
      const stopTicker = subscribeTicker(listener);
      const stopClock = clock.subscribe(listener);
      return () => {
        stopTicker();
        stopClock();
      };
    },
    [clock, live],
  );
  return useSyncExternalStore(
    subscribe,
    snapshot,
    () => Math.floor((pageDrawnAt() || clock.now()) / resolutionMs) * resolutionMs,
  );
}
