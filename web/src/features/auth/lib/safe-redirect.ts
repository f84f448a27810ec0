import { paths } from '../../../shared/lib/paths.ts';

/**
 * Where ?redirect= may send the player after login: a path on this site, or home. The value is
 * resolved the way the browser would resolve it (so `/\evil.com`, `/%5Cevil.com` decoded, `//evil.com`
 * and `https:` URLs are seen as the other origin they are) and only its path, query and fragment are
 * kept — the router is never handed something that leaves the site (it throws on that).
 */
export function safeRedirect(value: string | null, origin = window.location.origin): string {
  if (!value || !value.startsWith('/')) return paths.home();
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return paths.home();
  }
  if (url.origin !== origin) return paths.home();
  const target = `${url.pathname}${url.search}${url.hash}`;
  // back to the login page itself would loop
  return url.pathname === '/login' ? paths.home() : target;
}
