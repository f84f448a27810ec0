/**
 * Spec §4 login-info: a session token handed over in the address (`?token=…`, from the agent site or
 * an app). It is taken out of the address before the router starts, so no screen that rewrites its
 * query (the lobby's filters) can drop it before the lazily loaded session start exchanges it, and it
 * is not kept in history, bookmarks or referrers.
 */
let pending: string | null = null;
/** From the address being read until the exchange answered: a page asking for a session waits meanwhile. */
let inFlight = false;

/** Called once by main.tsx before the router reads the address. */
export function takeHandoverToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  pending = token;
  inFlight = true;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The handed-over token, once; null when there was none or it was already taken. */
export function consumeHandoverToken(): string | null {
  const token = pending;
  pending = null;
  return token;
}

/** The exchange of a handed-over token answered (a session started, or it was refused). */
export function settleHandoverToken(): void {
  inFlight = false;
}

/**
 * Whether a handed-over session is still being started: a deep link such as
 * `/?mc=depositv2&token=…` (from an app) opens its page once the session exists instead of asking
 * the visitor to log in.
 */
export function handoverInFlight(): boolean {
  return inFlight;
}
