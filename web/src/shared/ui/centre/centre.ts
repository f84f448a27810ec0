import { useSyncExternalStore } from 'react';
import type { CentrePage } from './pages.ts';

/**
 * The member and agent centres: full overlays whose open page lives in the address (`?mc=<page>`,
 * `?ac=<page>`), so a reload reopens them and the back button steps through their pages.
 *
 * This module is what every screen may need and stays small: opening and closing a centre, and asking
 * whether an entry may show. Pages and their order are in ./pages.ts, loaded with the centres'
 * registrations (app/compose/centre-pages.ts) shortly after start-up. An entry to a page that is not
 * registered is absent, rather than an entry that leads nowhere.
 */

export type CentreName = 'member' | 'agent';

/** The query parameter that holds each centre's open page. */
export const centreParam: Record<CentreName, string> = { member: 'mc', agent: 'ac' };

const registered: { [C in CentreName]: readonly CentrePage<C>[] } = { member: [], agent: [] };
const listeners = new Set<() => void>();
let version = 0;

/** The centre's registered pages in menu order. */
export function centrePages<C extends CentreName>(centre: C): readonly CentrePage<C>[] {
  return registered[centre];
}

/** Replaces a centre's page list (./pages.ts keeps it ordered) and tells the entries. */
export function setCentrePages<C extends CentreName>(centre: C, list: readonly CentrePage<C>[]): void {
  (registered as Record<CentreName, readonly CentrePage[]>)[centre] = list as readonly CentrePage[];
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether an entry to a centre (any page) or to one of its pages may show; updates as pages register. */
export function useCentrePageAvailable(centre: CentreName, page?: string): boolean {
  // nothing is registered on the server, nor while its HTML hydrates: the pages register after
  const seen = useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const list = seen === 0 ? [] : registered[centre];
  return page ? list.some((p) => p.key === page) : list.length > 0;
}

interface Place {
  pathname: string;
  search: string;
  hash: string;
}
interface Navigator {
  navigate: (to: string, options: { replace: boolean }) => void;
  /** Where the router is now (in memory routers this is not window.location). */
  current: () => Place;
}
let router: Navigator | null = null;

/** The shell hands over the router's navigation while it is mounted. */
export function setCentreNavigator(next: Navigator | null): void {
  router = next;
}

function go(change: (search: URLSearchParams) => void, replace: boolean): void {
  const place = router?.current() ?? window.location;
  const search = new URLSearchParams(place.search);
  const before = search.toString();
  change(search);
  const qs = search.toString();
  if (qs === before && !replace) return;
  const to = `${place.pathname}${qs ? `?${qs}` : ''}${place.hash}`;
  if (router) router.navigate(to, { replace });
  else window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
}

let pendingFocus: string | null = null;

/**
 * The part of the page just opened that its opener asked to show (an element id), once: a page that
 * has such parts reads it when it mounts. Kept out of the address, so back and reload open the page
 * as it is.
 */
export function takeCentreFocus(): string | null {
  const focus = pendingFocus;
  pendingFocus = null;
  return focus;
}

/** Opens a centre on a page (its landing page when none is named); one centre is open at a time. */
export function openCentre(centre: CentreName, page?: string, options: { replace?: boolean; focus?: string } = {}): void {
  pendingFocus = options.focus ?? null;
  go((search) => {
    for (const param of Object.values(centreParam)) search.delete(param);
    search.set(centreParam[centre], page ?? '');
  }, options.replace ?? false);
}

/** Closes whichever centre is open; its history entry is replaced, so back does not reopen it. */
export function closeCentre(): void {
  go((search) => {
    for (const param of Object.values(centreParam)) search.delete(param);
  }, true);
}

/** The open centre and page named by a query string. */
export function readCentre(search: string): { centre: CentreName; page: string } | null {
  const params = new URLSearchParams(search);
  for (const centre of Object.keys(centreParam) as CentreName[]) {
    const page = params.get(centreParam[centre]);
    if (page !== null) return { centre, page };
  }
  return null;
}
