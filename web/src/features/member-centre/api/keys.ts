import type { BetStatus } from '@tala/contract/lottery';
import { securityOverviewKey } from '../../../shared/api/security-overview.ts';
import type { Period } from '../model/period.ts';

/** Query keys of the member centre's calls; each names the account, so one player never sees another's cache. */
export const memberCentreKeys = {
  all: ['memberCentre'] as const,
  bets: (user: string, period: Period, status: BetStatus | 'all', page: number) =>
    [...memberCentreKeys.all, 'bets', user, period, status, page] as const,
  rounds: (user: string, filter: object, page: number) => [...memberCentreKeys.all, 'rounds', user, filter, page] as const,
  betTotals: (user: string, product: string, filter: object) =>
    [...memberCentreKeys.all, 'betTotals', user, product, filter] as const,
  betDetail: (user: string, product: string, id: string, language: string) =>
    [...memberCentreKeys.all, 'betDetail', user, product, id, language] as const,
  roundVendors: (user: string, language: string) => [...memberCentreKeys.all, 'roundVendors', user, language] as const,
  records: (user: string) => [...memberCentreKeys.all, 'records', user] as const,
  recordPage: (user: string, language: string, filter: { period: Period; type: string; wallet: string; page: number }) =>
    [...memberCentreKeys.records(user), language, filter] as const,
  wallets: (user: string, language: string) => [...memberCentreKeys.all, 'wallets', user, language] as const,
  profit: (user: string, period: Period) => [...memberCentreKeys.all, 'profit', user, period] as const,
  referral: (user: string) => [...memberCentreKeys.all, 'referral', user] as const,
  avatar: (user: string) => [...memberCentreKeys.all, 'avatar', user] as const,
  rank: (user: string) => [...memberCentreKeys.all, 'rank', user] as const,
  profile: (user: string) => [...memberCentreKeys.all, 'profile', user] as const,
  // shared: the cashier refreshes it after a payment password or payout account change
  security: securityOverviewKey,
  sessions: (user: string) => [...memberCentreKeys.all, 'sessions', user] as const,
  messages: (user: string) => [...memberCentreKeys.all, 'messages', user] as const,
  messagePage: (user: string, filter: 'all' | 'unread', page: number) =>
    [...memberCentreKeys.messages(user), filter, page] as const,
  responsible: (user: string) => [...memberCentreKeys.all, 'responsible', user] as const,
  realityCheck: (user: string) => [...memberCentreKeys.all, 'realityCheck', user] as const,
};
