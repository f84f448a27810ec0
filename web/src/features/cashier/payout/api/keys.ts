/** Query keys of payout security; each names the account, so one player never sees another's cache. */
export const payoutKeys = {
  all: ['payout'] as const,
  status: (user: string) => [...payoutKeys.all, 'status', user] as const,
  accounts: (user: string) => [...payoutKeys.all, 'accounts', user] as const,
  providers: (user: string) => [...payoutKeys.all, 'providers', user] as const,
};
