import type { ComponentType, LazyExoticComponent } from 'react';
import { centrePages, centreParam, setCentrePages, type CentreName } from './centre.ts';

/**
 * The centres' pages. Pages plug in from their feature folders through app/compose/centre-pages.ts:
 *
 *   registerCentrePage({ centre: 'member', key: 'personalHistoryCopy', icon: TicketIcon,
 *                        component: lazy(() => import('…/betting-record-page.tsx')) });
 *
 * A page's menu entry and title are the translation `centre:pages.<centre>.<key>`.
 */

/** Page keys in menu order. */
export const centrePageKeys = {
  member: [
    'securityCenter',
    'transferFund',
    'depositv2',
    'withdraw',
    'transferUpline',
    'personalHistoryCopy',
    'transactionHistory',
    'personalProfit',
    'bonusDetails',
    'rewardCenter',
    'referral',
    'missionLeaderboard',
    'messageV2',
    'playerRank',
    'profile',
    'responsibleGaming',
  ],
  agent: [
    'agentAnnouncement',
    'agentTeamOverview',
    'registerCenter',
    'downlineManagmentView',
    'personalHistoryCopy',
    'palStatementsAgentCopy',
    'agentRevenueReport',
    'agentDownlineTransactionDetailsCopy',
    'agentCreditReport',
    'agentDividendRecordCopy2',
    'agentDailyWages2',
    'agentHourSalary',
    'agentRealtimeSalary',
  ],
} as const;

export type CentrePageKey<C extends CentreName = CentreName> = (typeof centrePageKeys)[C][number];

/** The page each centre opens on when none is named (when it is registered). */
const defaultPage: { [C in CentreName]: CentrePageKey<C> } = { member: 'securityCenter', agent: 'agentTeamOverview' };

export interface CentrePageProps {
  /** Opens another page of the same centre; `focus` names a part of it to show first (see takeCentreFocus). */
  go: (page: string, options?: { focus?: string }) => void;
}

export interface CentrePage<C extends CentreName = CentreName> {
  centre: C;
  key: CentrePageKey<C>;
  icon?: ComponentType;
  component: LazyExoticComponent<ComponentType<CentrePageProps>>;
  /** A count shown beside the menu entry when above zero (a hook: it may read the query cache). */
  useBadge?: () => number;
  /**
   * Whether the page shows at all (for example behind a brand's feature switch); a hook too. Undefined:
   * not known yet (still loading) — no menu entry, and the page reached by its address waits.
   */
  useShown?: () => boolean | undefined;
}

export function registerCentrePage<C extends CentreName>(page: CentrePage<C>): void {
  const order = centrePageKeys[page.centre] as readonly string[];
  const next = [...centrePages(page.centre).filter((p) => p.key !== page.key), page];
  next.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  setCentrePages(page.centre, next);
}

/** For tests. */
export function unregisterCentrePage(centre: CentreName, key: string): void {
  setCentrePages(
    centre,
    centrePages(centre).filter((p) => p.key !== key),
  );
}

export function findCentrePage<C extends CentreName>(centre: C, key: string | null | undefined): CentrePage<C> | undefined {
  return key ? centrePages(centre).find((p) => p.key === key) : undefined;
}

/** The page a centre opens on: its default page when registered, otherwise its first page. */
export function centreLandingPage<C extends CentreName>(centre: C): CentrePage<C> | undefined {
  return findCentrePage(centre, defaultPage[centre]) ?? centrePages(centre)[0];
}

/** The translation key (namespace `centre`) of a page's menu entry and title. */
export const centrePageLabel = (centre: CentreName, key: string) => `pages.${centre}.${key}`;

/** The address of a centre page (for real links: new tab, copy link). */
export function centreHref(place: { pathname: string; search: string }, centre: CentreName, page: string): string {
  const search = new URLSearchParams(place.search);
  for (const param of Object.values(centreParam)) search.delete(param);
  search.set(centreParam[centre], page);
  return `${place.pathname}?${search.toString()}`;
}
