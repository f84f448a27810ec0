import { localStore } from '../../../shared/lib/storage.ts';

/**
 * LOTTFAV (spec §3): favourite lottery game ids per username, kept in local storage so the lobby
 * can mark favourites before the server answers and across tabs. Shape: { [username]: id[] }.
 */
type FavouriteMap = Record<string, (string | number)[]>;

function readAll(): FavouriteMap {
  const value = localStore.getJson<unknown>('LOTTFAV');
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const map: FavouriteMap = {};
  for (const [user, ids] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(ids)) map[user] = ids.filter((id) => typeof id === 'string' || typeof id === 'number');
  }
  return map;
}

export function readFavourites(username: string): string[] {
  return (readAll()[username] ?? []).map(String);
}

export function writeFavourites(username: string, ids: readonly (string | number)[]): void {
  const all = readAll();
  all[username] = [...new Set(ids.map(String))];
  localStore.setJson('LOTTFAV', all);
}

/** Spec §4: remove when already a favourite, otherwise add. */
export function toggledFavourites(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}
