/**
 * A tiny per-process cache for catalogue answers that every visitor asks for (menus, vendor list).
 * Entries live a few seconds: an operator's maintenance switch shows everywhere within that time,
 * on every node, without any invalidation traffic.
 */
export function ttlCache<T>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
