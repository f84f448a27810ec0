/**
 * Spec §4 login-info: a session token handed over in the address (`?token=…`, from the agent site or
 * an app). It is taken out of the address before the router starts, so no screen that rewrites its
 * query (the lobby's filters) can drop it before the lazily loaded session start exchanges it, and it
 * is not kept in history, bookmarks or referrers.
 */
let pending: string | null = null;

/** Called once by main.tsx before the router reads the address. */
export function takeHandoverToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  pending = token;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The handed-over token, once; null when there was none or it was already taken. */
export function consumeHandoverToken(): string | null {
  const token = pending;
  pending = null;
  return token;
}
