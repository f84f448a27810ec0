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
 */
const balanceKey = ['wallet', 'balance'] as const;

const balanceQuery = () =>
  queryOptions({
    queryKey: balanceKey,
    queryFn: ({ signal }) => api(endpoints.wallet.balance, {}, { signal, quiet: true }),
    staleTime: 30_000,
  });

export function useBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...balanceQuery(), enabled: loggedIn });
}

/**
 * Writes a snapshot the server reported into the balance query. A balance call still in flight was
 * asked before this snapshot arrived and may answer with older figures, so it is cancelled first.
 * Before the first answer there is nothing to update: that answer is on its way.
 */
export async function applyBalanceSnapshot(
  client: QueryClient,
  snapshot: BalanceSnapshot,
  counts: { availablePromoCount?: number | undefined } = {},
): Promise<void> {
  const state = client.getQueryState<Balance>(balanceKey);
  if (!state?.data) return;
  if (state.fetchStatus === 'fetching') await client.cancelQueries({ queryKey: balanceKey });
  const { sumBalanceMinor, sumBalance, mainBalanceMinor, wallets } = snapshot;
  // a change that can alter the claimable promotions (a deposit) carries their count: the gift badge follows
  const promo = counts.availablePromoCount === undefined ? {} : { availablePromoCount: counts.availablePromoCount };
  patchBalance(client, { sumBalanceMinor, sumBalance, mainBalanceMinor, wallets, ...promo });
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
