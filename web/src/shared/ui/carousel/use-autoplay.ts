import { useEffect, useState } from 'react';

/** The part of Embla's API autoplay needs; a plain object in tests. */
export interface AutoplayTarget {
  scrollNext: () => void;
  on: (event: 'pointerDown' | 'select', handler: () => void) => unknown;
  off: (event: 'pointerDown' | 'select', handler: () => void) => unknown;
  /** The carousel's element, watched so autoplay runs only while it is on screen (Embla's rootNode). */
  rootNode?: () => HTMLElement;
}

/**
 * Advances the carousel every `delayMs` (spec §9: 5000 ms) while `enabled`. The timer restarts after
 * every slide change (a manual swipe or dot click gives the new slide its full time) and stops while
 * `paused` (pointer over it or focus inside: WCAG 2.2.2), while the tab is hidden and while the carousel
 * is scrolled out of view; a slide change due while a modal dialog is open is skipped. The first slide
 * change waits until the page has gone idle after loading, so the carousel never competes with the
 * first screen's work.
 */
export function useAutoplay(target: AutoplayTarget | undefined, delayMs: number, enabled: boolean, paused: boolean) {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  // without the browser features (old engines, tests) the carousel counts as idle and on screen
  const [idle, setIdle] = useState(() => typeof requestIdleCallback === 'undefined');
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    if (idle) return;
    const handle = requestIdleCallback(() => setIdle(true), { timeout: delayMs });
    return () => cancelIdleCallback(handle);
  }, [idle, delayMs]);

  useEffect(() => {
    const node = target?.rootNode?.();
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry!.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!target || !enabled || paused || hidden || !idle || !onScreen) return;
    let timer = 0;
    // one timer at a time: scrolling fires 'select', whose restart must not leave a second chain
    // running (it would outlive a pause)
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(tick, delayMs);
    };
    function tick() {
      // a modal dialog covers the page: nobody is watching the slides, and moving them would still
      // redraw them (and anything layered over them) on every frame
      if (!document.querySelector('[aria-modal="true"]')) target!.scrollNext();
      restart();
    }
    restart();
    target.on('select', restart);
    target.on('pointerDown', restart);
    return () => {
      window.clearTimeout(timer);
      target.off('select', restart);
      target.off('pointerDown', restart);
    };
  }, [target, delayMs, enabled, paused, hidden, idle, onScreen]);
}
