import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: infinite scroll throttle 200 ms, distance 0. */
export const SCROLL_THROTTLE_MS = 200;
export const SCROLL_DISTANCE_PX = 0;

/**
 * Calls `onReachEnd` when the end of `sentinel`'s list is within `distance` of the bottom of the
 * scroll area (the window, or `scrollElement`). Scroll events are throttled (leading and trailing);
 * it also checks after every change of `itemCount`, so a list shorter than the screen keeps loading.
 */
export function useInfiniteScroll({
  end,
  scrollElement,
  enabled,
  itemCount,
  onReachEnd,
}: {
  end: RefObject<HTMLElement | null>;
  scrollElement?: HTMLElement | null;
  enabled: boolean;
  itemCount: number;
  onReachEnd: () => void;
}) {
  const latest = useRef(onReachEnd);
  latest.current = onReachEnd;

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const element = end.current;
      if (!element) return;
      const bottom = scrollElement ? scrollElement.getBoundingClientRect().bottom : window.innerHeight;
      if (element.getBoundingClientRect().top - bottom <= SCROLL_DISTANCE_PX) latest.current();
    };
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const now = Date.now();
      const wait = SCROLL_THROTTLE_MS - (now - last);
      if (wait <= 0) {
        last = now;
        check();
      } else if (!trailing) {
        trailing = setTimeout(() => {
          trailing = undefined;
          last = Date.now();
          check();
        }, wait);
      }
    };
    const target: HTMLElement | Window = scrollElement ?? window;
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    check();
    return () => {
      clearTimeout(trailing);
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [enabled, scrollElement, itemCount, end]);
}
