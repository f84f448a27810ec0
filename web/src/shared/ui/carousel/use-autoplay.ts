import { useEffect, useState } from 'react';

/** The part of Embla's API autoplay needs; a plain object in tests. */
export interface AutoplayTarget {
  scrollNext: () => void;
  on: (event: 'pointerDown' | 'select', handler: () => void) => unknown;
  off: (event: 'pointerDown' | 'select', handler: () => void) => unknown;
}

/**
 * Advances the carousel every `delayMs` (spec §9: 5000 ms) while `enabled`. The timer restarts after
 * every slide change (a manual swipe or dot click gives the new slide its full time) and stops while
 * `paused` (pointer over it or focus inside: WCAG 2.2.2) or while the tab is hidden.
 */
export function useAutoplay(target: AutoplayTarget | undefined, delayMs: number, enabled: boolean, paused: boolean) {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!target || !enabled || paused || hidden) return;
    let timer = window.setTimeout(tick, delayMs);
    function tick() {
      target!.scrollNext();
      timer = window.setTimeout(tick, delayMs);
    }
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(tick, delayMs);
    };
    target.on('select', restart);
    target.on('pointerDown', restart);
    return () => {
      window.clearTimeout(timer);
      target.off('select', restart);
      target.off('pointerDown', restart);
    };
  }, [target, delayMs, enabled, paused, hidden]);
}
