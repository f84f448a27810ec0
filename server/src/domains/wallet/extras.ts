import { localePacks, type LocalePack } from '@tala/contract/languages';
import type { Sql } from '../../db/client.ts';
import { ttlCache } from '../games/cache.ts';

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

/**
 * How long this node answers a member's counts from what it last read (ADR 0028). The balance is
 * polled and sent on every change of money, and the money in it is always read afresh; the counts
 * beside it change seldom and cost most of the call (three domains' queries). The member's own calls
 * that change something forget his counts at once (`forgetBalanceExtras`, from every call but a
 * read); a change made for him elsewhere (an operator's message, a new promotion) shows within this
 * time.
 */
export const BALANCE_EXTRAS_TTL_MS = 3_000;
const EXTRAS_CACHE_MAX = 20_000;

type Extras = Awaited<ReturnType<typeof readBalanceExtras>>;
const extrasCaches = new WeakMap<object, ReturnType<typeof ttlCache<Extras>>>();

function extrasCacheOf(sql: Sql) {
  const root = sql.database ?? sql;
  let cache = extrasCaches.get(root);
  if (!cache) extrasCaches.set(root, (cache = ttlCache<Extras>(BALANCE_EXTRAS_TTL_MS, EXTRAS_CACHE_MAX)));
  return cache;
}

const keyOf = (memberId: number, language: string) => `${memberId}|${language}`;

/** The member's counts changed (his own call, or a write for him on this node): read them afresh. */
export function forgetBalanceExtras(sql: Sql, memberId: number): void {
  const cache = extrasCacheOf(sql);
  for (const pack of localePacks) cache.delete(keyOf(memberId, pack));
}

/** Something every member's counts read changed on this node (a mission, a promotion, a message to all). */
export function balanceExtrasChanged(sql: Sql): void {
  extrasCacheOf(sql).clear();
}

/**
 * The counts beside a member's balance (`language` one of the locale packs), from this node's copy
 * while it is fresh. Frozen: treat as read-only.
 */
export function balanceExtras(
  contributors: readonly BalanceContributor[],
  sql: Sql,
  memberId: number,
  language: LocalePack,
): Promise<Extras> {
  // a transaction reads its own writes
  if (sql.database) return readBalanceExtras(contributors, sql, memberId, language);
  return extrasCacheOf(sql).get(keyOf(memberId, language), () => readBalanceExtras(contributors, sql, memberId, language));
}

async function readBalanceExtras(contributors: readonly BalanceContributor[], sql: Sql, memberId: number, language: string) {
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
