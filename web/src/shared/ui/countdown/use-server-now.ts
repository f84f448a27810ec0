import { useCallback, useSyncExternalStore } from 'react';
import { isHydrating, pageDrawnAt } from '../../lib/use-hydrated.ts';
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
  // while the page is hydrating, the time it was drawn at: a snapshot unlike the server's would make
  // React draw every clock again at once, inside the task that commits the hydrated page; the next
  // tick moves them, in a task of its own
  const snapshot = () => Math.floor((isHydrating() && pageDrawnAt() ? pageDrawnAt() : clock.now()) / resolutionMs) * resolutionMs;
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
