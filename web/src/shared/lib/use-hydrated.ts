import { startTransition, useEffect, useState } from 'react';

/** Whether the browser is hydrating the server's HTML right now (set by the entry around it). */
let hydrating = false;

/**
 * The time the page's HTML was drawn at, on the server, or 0: hydration draws every clock at that
 * time, so it matches the HTML, and moves them to the real time right after. Kept here, beside the
 * hydration flag, so the entry sets it without loading the clocks' code.
 */
let drawnAt = 0;

export function setPageDrawnAt(ms: number): void {
  drawnAt = ms;
}

export function pageDrawnAt(): number {
  return drawnAt;
}

/** The entry says when hydration of the server's HTML starts, and when its first commit is done. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * True on the server and while the browser hydrates the server's HTML: a render must then draw what
 * the server drew. Read once, where a component starts (an initial state), it costs no second render.
 */
export function isHydrating(): boolean {
  return hydrating || typeof window === 'undefined';
}

/**
 * False while the server renders and while the browser hydrates the server's HTML; true in every
 * render after (and in a browser that draws the page itself). A value only the browser knows (its
 * caches, its DOM) may be used when it is true: hydration must draw what the server drew.
 *
 * The change after hydration is a transition started from an effect, not a store's snapshot that
 * differs from the server's: React renders those again at once, in the task that committed the
 * hydrated page, which made that task one of the longest of the page's start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
