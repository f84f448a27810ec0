import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BalanceSnapshot } from '@tala/contract/core/balance';
import type { Balance } from '@tala/contract/wallet';
import { useIsLoggedIn } from '../state/session.ts';
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';

/**
 * The member's balance: one query shared by the header, the bet slip, the launch flow's transfer step
 * and any screen showing money. This module is its only writer: whatever changes the balance (a bet,
 * a settlement, a transfer, a balance event) reports a snapshot, and applyBalanceSnapshot puts it in.
 * The key stays private so that no second writer can appear elsewhere.
 *
 * Snapshots arrive out of order: a poll answered from a node's copy of the last seconds, an answer
 * overtaken by the event of a later posting. Each carries its version (larger is later), and the
 * query keeps the money of the newest it saw, so the figures shown never go back.
 */
const balanceKey = ['wallet', 'balance'] as const;

const moneyOf = ({ sumBalanceMinor, sumBalance, mainBalanceMinor, wallets, version }: BalanceSnapshot): BalanceSnapshot => ({
  sumBalanceMinor,
  sumBalance,
  mainBalanceMinor,
  wallets,
  version,
});

/** Whether `held` is a later state of the money than `snapshot` (equal versions are the same figures). */
const isNewer = (held: BalanceSnapshot | undefined, snapshot: BalanceSnapshot) => !!held && held.version > snapshot.version;

const balanceQuery = () =>
  queryOptions({
    queryKey: balanceKey,
    queryFn: async ({ signal, client }) => {
      const answer = await api(endpoints.wallet.balance, {}, { signal, quiet: true });
      // asked before a snapshot that came in meanwhile, or answered from a node's older copy: the
      // counts are the answer's, the money stays the newer one already shown
      const held = client.getQueryData<Balance>(balanceKey);
      return held && isNewer(held, answer) ? { ...answer, ...moneyOf(held) } : answer;
    },
    staleTime: 30_000,
  });

export function useBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...balanceQuery(), enabled: loggedIn });
}

/**
 * Writes a snapshot the server reported into the balance query, unless the query already holds a
 * later one (this snapshot was overtaken on its way). Before the first answer there is nothing to
 * update: that answer is on its way.
 */
export function applyBalanceSnapshot(
  client: QueryClient,
  snapshot: BalanceSnapshot,
  counts: { availablePromoCount?: number | undefined } = {},
): void {
  const held = client.getQueryData<Balance>(balanceKey);
  if (!held || isNewer(held, snapshot)) return;
  // a change that can alter the claimable promotions (a deposit) carries their count: the gift badge follows
  const promo = counts.availablePromoCount === undefined ? {} : { availablePromoCount: counts.availablePromoCount };
  patchBalance(client, { ...moneyOf(snapshot), ...promo });
}

/** The one write into the balance query: figures over what it holds (nothing before its first answer). */
function patchBalance(client: QueryClient, patch: Partial<Balance>): void {
  client.setQueryData<Balance>(balanceKey, (old) => (old ? { ...old, ...patch } : old));
}

/** Asks the server again: after a reconnect, since the events missed meanwhile are not replayed. */
export function refetchBalance(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: balanceKey });
}

/** Writes the unread message count a message call answered with (reading or deleting changes it). */
export function applyUnreadCount(client: QueryClient, unreadCount: number): void {
  patchBalance(client, { unreadCount });
}
