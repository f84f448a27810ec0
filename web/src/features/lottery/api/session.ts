import { useIsLoggedIn, useSessionStore } from '../../../shared/state/session.ts';

/** The logged-in player's account (the LOTTFAV and query-cache key), or null for a visitor. */
export function useSessionUser(): string | null {
  const loggedIn = useIsLoggedIn();
  const account = useSessionStore((s) => s.account);
  return loggedIn && account ? account : null;
}
