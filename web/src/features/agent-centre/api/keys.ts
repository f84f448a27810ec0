/** Query keys of the agent centre; each names the agent's account, so one agent never sees another's cache. */
export const agentKeys = {
  all: ['agentCentre'] as const,
  of: (agent: string) => [...agentKeys.all, agent] as const,
  overview: (agent: string) => [...agentKeys.of(agent), 'overview'] as const,
  downline: (agent: string, filter: object) => [...agentKeys.of(agent), 'downline', filter] as const,
  detail: (agent: string, memberId: number) => [...agentKeys.of(agent), 'detail', memberId] as const,
  bets: (agent: string, filter: object) => [...agentKeys.of(agent), 'bets', filter] as const,
  profit: (agent: string, filter: object) => [...agentKeys.of(agent), 'profit', filter] as const,
  contracts: (agent: string, kind: string) => [...agentKeys.of(agent), 'contracts', kind] as const,
  income: (agent: string, filter: object) => [...agentKeys.of(agent), 'income', filter] as const,
  transactions: (agent: string, filter: object) => [...agentKeys.of(agent), 'transactions', filter] as const,
  credit: (agent: string, filter: object) => [...agentKeys.of(agent), 'credit', filter] as const,
  announcements: (agent: string, language: string) => [...agentKeys.of(agent), 'announcements', language] as const,
  paymentPassword: (agent: string) => [...agentKeys.of(agent), 'paymentPassword'] as const,
};
