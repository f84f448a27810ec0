import type { QueryClient } from '@tanstack/react-query';

/**
 * The key of the member's security overview (My account → security centre). The member centre
 * reads it, but other features change what it counts (the cashier's payment password and payout
 * accounts), and features may not import each other: the key lives here, with the one way to ask
 * for it again.
 */
export const securityOverviewKey = (account: string) => ['memberCentre', 'security', account] as const;

/** Asks for the overview again after a change it counts (its score is the server's). */
export function refreshSecurityOverview(client: QueryClient, account: string): void {
  void client.invalidateQueries({ queryKey: securityOverviewKey(account) });
}
