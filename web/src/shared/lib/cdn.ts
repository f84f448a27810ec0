import { onCdn } from '@tala/contract/cdn';

/**
 * Image and game-launch CDNs (spec §9): the server lists several; one of each is picked at random
 * when the permission loads (app/ calls `configureCdns`) and kept for the page's life, so the
 * browser cache stays warm. An empty entry means "this origin".
 */
let imageBase = '';
let launchBase = '';
let configuredFrom: object | null = null;

export function pickRandom(list: readonly string[], random: () => number = Math.random): string {
  if (list.length === 0) return '';
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? '';
}

/** Picks the CDNs; calling it again with the same lists object keeps the first choice. */
export function configureCdns(
  lists: { imageCDNs: readonly string[]; launchGameCDNs: readonly string[] },
  random?: () => number,
): void {
  if (lists === configuredFrom) return;
  configuredFrom = lists;
  imageBase = pickRandom(lists.imageCDNs, random).replace(/\/+$/, '');
  launchBase = pickRandom(lists.launchGameCDNs, random).replace(/\/+$/, '');
}

/** A server image path on the chosen image CDN; absolute URLs and data: URIs pass through. */
export function imageUrl(path: string): string {
  return onCdn(imageBase, path);
}

/** A relative game-launch URL on the chosen launch CDN. */
export function launchUrl(path: string): string {
  return onCdn(launchBase, path);
}
