/** Query keys of the deposit page's calls; each names the account, so one player never sees another's cache. */
export const depositKeys = {
  all: (user: string) => ['deposit', user] as const,
  channels: (user: string) => [...depositKeys.all(user), 'channels'] as const,
  order: (user: string, orderNo: string) => [...depositKeys.all(user), 'order', orderNo] as const,
  limits: (user: string) => [...depositKeys.all(user), 'limits'] as const,
  history: (user: string) => [...depositKeys.all(user), 'history'] as const,
  historyPage: (user: string, page: number) => [...depositKeys.history(user), page] as const,
};
