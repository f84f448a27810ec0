import type { Sql } from '../../db/client.ts';

/**
 * The balance call also carries counts owned by other domains (spec §3 "Balance"): unread messages,
 * available promotions with their REFERRAL flag. Those domains list a contributor in the domain
 * registry (domains/index.ts), which hands the list to the wallet domain; without one the counts
 * are 0 and the list is empty.
 */
export interface BalanceExtras {
  unreadCount?: number;
  availablePromoCount?: number;
  unreadMissionCount?: number;
  promos?: { id: number; title: string; REFERRAL: boolean }[];
}
export type BalanceContributor = (sql: Sql, memberId: number, language: string) => Promise<BalanceExtras>;

/** Salary/dividend contract request types for the consolidated call (agent domain). */
export interface ContractExtras {
  dailysalreqtype?: string | null;
  divtypereq?: string | null;
  contracthoursalreq?: string | null;
  realtimesalreqtype?: string | null;
  enableSalary?: boolean;
  enableContract?: boolean;
}
export type ContractContributor = (sql: Sql, memberId: number) => Promise<ContractExtras>;

/** What other domains add to the wallet calls; the registry lists them. */
export interface WalletExtraSources {
  balance: readonly BalanceContributor[];
  contract: readonly ContractContributor[];
}

export async function balanceExtras(contributors: readonly BalanceContributor[], sql: Sql, memberId: number, language: string) {
  const parts = await Promise.all(contributors.map((fn) => fn(sql, memberId, language)));
  const promos = parts.flatMap((p) => p.promos ?? []);
  return {
    unreadCount: parts.reduce((s, p) => s + (p.unreadCount ?? 0), 0),
    availablePromoCount: parts.reduce((s, p) => s + (p.availablePromoCount ?? 0), 0),
    unreadMissionCount: parts.reduce((s, p) => s + (p.unreadMissionCount ?? 0), 0),
    promos,
  };
}

export async function contractExtras(
  contributors: readonly ContractContributor[],
  sql: Sql,
  memberId: number,
): Promise<Required<ContractExtras>> {
  const merged: Required<ContractExtras> = {
    dailysalreqtype: null,
    divtypereq: null,
    contracthoursalreq: null,
    realtimesalreqtype: null,
    enableSalary: false,
    enableContract: false,
  };
  for (const part of await Promise.all(contributors.map((fn) => fn(sql, memberId)))) Object.assign(merged, part);
  return merged;
}
