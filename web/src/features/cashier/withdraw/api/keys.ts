/** Query keys of the withdraw page's calls; each names the account, so one player never sees another's cache. */
export const withdrawKeys = {
  all: (user: string) => ['withdraw', user] as const,
  info: (user: string) => [...withdrawKeys.all(user), 'info'] as const,
  list: (user: string) => [...withdrawKeys.all(user), 'list'] as const,
  listPage: (user: string, page: number) => [...withdrawKeys.list(user), page] as const,
};
