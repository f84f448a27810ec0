import { startTransition, useEffect, useState } from 'react';

/** Whether the browser is hydrating the server's HTML right now (set by the entry around it). */
let hydrating = false;

/**
 * Whether the screen on show is the server's HTML: from the start of its hydration until the first
 * move to another page. A part of it may hydrate after the rest (its code or data arrived later),
 * and must then draw what the server drew too.
 */
let serverScreen = false;

export function setServerScreen(value: boolean): void {
  serverScreen = value;
}

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

/**
 * The entry says when hydration of the server's HTML starts, and when its first commit is done. A
 * store read through `useSyncExternalStore` is safe beyond that commit: React itself reads its
 * server value for a part it hydrates later.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** True on the server and until the browser's first commit of the server's HTML. */
export function isHydrating(): boolean {
  return hydrating || typeof window === 'undefined';
}

/**
 * True on the server and while the screen on show is the server's HTML: a component that starts then
 * must draw what the server drew. Read once, where a component starts (an initial state), it costs
 * no second render.
 */
export function onServerScreen(): boolean {
  return serverScreen || typeof window === 'undefined';
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
  const [hydrated, setHydrated] = useState(() => !onServerScreen());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
