/**
 * The last 200 image URLs that loaded (spec §9 "cache 200"). A virtualised list unmounts cards that
 * scroll away; when they come back, a cached URL is shown at once instead of lazily again.
 */
const LIMIT = 200;
const loaded = new Set<string>();

export function wasLoaded(url: string): boolean {
  if (!loaded.has(url)) return false;
  loaded.delete(url); // refresh its place: least recently used leaves first
  loaded.add(url);
  return true;
}

export function rememberLoaded(url: string): void {
  loaded.delete(url);
  loaded.add(url);
  if (loaded.size > LIMIT) loaded.delete(loaded.values().next().value as string);
}
