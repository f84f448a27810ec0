import type { Sql } from '../../db/client.ts';
import { readSetting } from '../system/settings.ts';
import { catalogueCache } from './cache.ts';

/**
 * Game kinds a brand shows only when its language list carries a code (spec §1: the brand language
 * "TY" enables the bingo category). A brand without the code has no such games: they are left out of
 * every list and a launch answers GAME_NOT_FOUND, as for a game that does not exist.
 */
export const gatedClassifies: Readonly<Record<string, string>> = { BINGO: 'TY' };

/** How long a node keeps the answer: as long as its catalogue answers, which it shapes. */
const VISIBILITY_CACHE_MS = 3_000;
const caches = new WeakMap<object, ReturnType<typeof catalogueCache<string[]>>>();

/**
 * The classifies this brand hides. Every catalogue call asks, so the answer is kept per database for
 * a few seconds instead of a settings query per request; a settings write on this node empties it at
 * once (with the catalogue caches), other nodes follow within the lifetime.
 */
export function hiddenClassifies(sql: Sql): Promise<string[]> {
  let cache = caches.get(sql);
  if (!cache) caches.set(sql, (cache = catalogueCache<string[]>(sql, VISIBILITY_CACHE_MS, 1)));
  return cache.get('hidden', async () => {
    const languages = new Set(((await readSetting(sql, 'site'))?.languages ?? []).map((l) => l.toUpperCase()));
    return Object.entries(gatedClassifies)
      .filter(([, code]) => !languages.has(code))
      .map(([classify]) => classify);
  });
}
