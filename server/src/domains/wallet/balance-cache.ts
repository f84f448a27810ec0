import type { BalanceSnapshot } from '@tala/contract/core/balance';
import type { Sql } from '../../db/client.ts';
import { ttlCache } from '../games/cache.ts';

/**
 * How long this node answers a member's balance call from the snapshot it last read (ADR 0028,
 * addendum). Every posting forgets its members' snapshots on the node that made it once it has
 * committed, and every node forgets a member's snapshot when it hears his balance event (over Redis
 * when there are several nodes): so a node that did not post shows the new money when the event
 * reaches it, and within this time even if the event is lost. The figures a page shows never go
 * backwards whatever a node answers: snapshots carry a version and the web keeps the newer one.
 */
export const BALANCE_TTL_MS = 2_000;
const BALANCE_CACHE_MAX = 20_000;

type Cache = ReturnType<typeof ttlCache<BalanceSnapshot>>;
const balanceCaches = new WeakMap<object, Cache>();

function balanceCacheOf(sql: Sql): Cache {
  const root = sql.database ?? sql;
  let cache = balanceCaches.get(root);
  if (!cache) balanceCaches.set(root, (cache = ttlCache<BalanceSnapshot>(BALANCE_TTL_MS, BALANCE_CACHE_MAX)));
  return cache;
}

/**
 * The member's balance snapshot from this node's copy while it is fresh, else from `load`. Frozen:
 * treat as read-only. A transaction reads its own writes, never the copy.
 */
export function cachedBalanceSnapshot(
  sql: Sql,
  memberId: number,
  load: () => Promise<BalanceSnapshot>,
): Promise<BalanceSnapshot> {
  if (sql.database) return load();
  return balanceCacheOf(sql).get(String(memberId), load);
}

/** Forgets the members' snapshots on this node now (a balance event heard, a change already committed). */
export function forgetBalances(sql: Sql, memberIds: Iterable<number>): void {
  const cache = balanceCacheOf(sql);
  for (const id of memberIds) cache.delete(String(id));
}

/**
 * The members' balances changed in `sql`'s transaction: their snapshots are forgotten once it
 * commits (a read between the change and the commit would otherwise keep the old figures for a
 * lifetime). Outside a transaction the change is already committed; a transaction that cannot say
 * when it commits (a wrapper that does not pass `afterCommit` on) forgets them now, and the lifetime
 * bounds what a read before its commit keeps.
 */
export function balancesChanged(sql: Sql, memberIds: Iterable<number>): void {
  const ids = [...memberIds];
  if (sql.afterCommit) sql.afterCommit(() => forgetBalances(sql, ids));
  else forgetBalances(sql, ids);
}
