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
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    setLeft(secondsLeft(until));
    if (until === null || until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const value = secondsLeft(until);
      setLeft(value);
      if (value === 0) window.clearInterval(timer);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [until, tickMs]);
  return left;
}
