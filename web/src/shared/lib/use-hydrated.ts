import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates the server's HTML; true in every
 * render after (and in a browser that draws the page itself). A value only the browser knows (its
 * caches, its DOM) may be used when it is true: hydration must draw what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
