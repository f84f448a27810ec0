import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Leading-edge throttle: the first call runs, further calls within `waitMs` of it are dropped
 * (spec §9: send-code 1000 ms, captcha refresh 1000 ms). Returns whether the call ran.
 */
export function useThrottledCallback<A extends unknown[]>(callback: (...args: A) => void, waitMs: number) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback(
    (...args: A): boolean => {
      const now = Date.now();
      if (now - last.current < waitMs) return false;
      last.current = now;
      latest.current(...args);
      return true;
    },
    [waitMs],
  );
}
