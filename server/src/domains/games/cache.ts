/**
 * A cached answer as every request of the node shares it: frozen, so a reader that changed it in
 * place would fail at once instead of changing what the next request gets, and so the http layer
 * may serialise it once for all the requests that send it.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A tiny per-process cache for catalogue answers that every visitor asks for (menus, vendor list,
 * hot games, game-list pages and their totals). Entries live a few seconds: an operator's
 * maintenance switch shows everywhere within that time, on every node, without any invalidation
 * traffic. The number of entries is bounded (the oldest go first), because some keys come from what
 * a visitor types (a search), and a cache must not be a way to fill the server's memory.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 1_000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (hit) entries.delete(key);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load().then(deepFreeze);
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Forgets one answer: the next `get` loads it afresh (one being loaded is not kept). */
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

const catalogueCaches = new WeakMap<object, Set<() => void>>();

/**
 * A catalogue cache of one database: emptied at once by `catalogueChanged` when this process writes
 * the catalogue (an operator's maintenance switch), so that node answers the new state on the next
 * call; other nodes catch up within the entries' lifetime.
 */
export function catalogueCache<T>(db: object, ttlMs: number, maxEntries?: number) {
  const cache = ttlCache<T>(ttlMs, maxEntries);
  let set = catalogueCaches.get(db);
  if (!set) catalogueCaches.set(db, (set = new Set()));
  set.add(cache.clear);
  return cache;
}

/** The catalogue of this database changed: every catalogue cache of it starts afresh. */
export function catalogueChanged(db: object): void {
  // a write inside a transaction empties its database's caches, which are kept per database (a
  // read between the write and the commit may keep the old value for a lifetime, as another node would)
  const root = (db as { database?: object }).database ?? db;
  for (const clear of catalogueCaches.get(root) ?? []) clear();
}
