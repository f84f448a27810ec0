import { createContext, useContext, useSyncExternalStore } from 'react';

/** Phones: below 768 px the side menu becomes a drawer. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * What the server assumed when it rendered the page (it cannot ask the screen): whether the visitor is
 * on a phone, guessed from the request. Hydration must see the same answer the server's HTML was made
 * with; right after it, the real media query takes over.
 */
export const ServerScreen = createContext<{ phone: boolean }>({ phone: false });

export function useMediaQuery(query: string): boolean {
  const assumed = useContext(ServerScreen);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => query === PHONE_QUERY && assumed.phone,
  );
}
