import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), never negative. */
export function secondsLeft(until: number | null, now = Date.now()): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Seconds remaining until a deadline, re-computed every `tickMs` from the clock (not by counting
 * ticks, so a throttled background tab still shows the right value). 0 when there is no deadline.
 * Spec §4/§9: the SMS button ticks every 500 ms.
 */
export function useCountdown(until: number | null, tickMs = 500): number {
  const [state, setState] = useState(() => ({ until, left: secondsLeft(until) }));
  // a new deadline: start from its value in the same render (no stale frame)
  if (state.until !== until) setState({ until, left: secondsLeft(until) });

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const left = secondsLeft(until);
      setState({ until, left });
      if (left === 0) window.clearInterval(timer);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [until, tickMs]);
  return state.until === until ? state.left : secondsLeft(until);
}
