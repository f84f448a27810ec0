const absolute = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A site path on a CDN host (spec §9 image and game-launch CDNs): absolute URLs, data: URIs and an
 * empty host pass through. The page writes its pictures' addresses with it, and the server its
 * preloads of the same pictures, so both name the same address.
 */
export function onCdn(base: string, path: string): string {
  if (!path || absolute.test(path) || !base) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
