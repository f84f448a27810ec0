import { createContext, useContext } from 'react';

/**
 * The site's origin as the visitor reached it (`https://brand.example`). The server's render has no
 * window to ask, so it provides the origin of the request it renders; the browser's is its own.
 */
export const PageOrigin = createContext('');

export function usePageOrigin(): string {
  const origin = useContext(PageOrigin);
  return origin || window.location.origin;
}
