import type { QueryClient } from '@tanstack/react-query';
import type { NoticeAnswer, StartupAnswer } from '@tala/contract/system';
import { permissionQuery, siteConfigQuery } from '../../shared/api/system-queries.ts';
import { noticeKeys } from '../api/system.ts';

/** Parsed JSON read loosely: any member may be missing or of another kind. */
type Loose = { readonly [key: string]: Loose } | null | undefined;

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/**
 * Whether the value is the start-up answer. The server checked it against the contract before it
 * put it in the page; here, where zod is not loaded, only what the gate reads on its first render
 * is checked, so a mangled or foreign element falls back to the calls instead of breaking the page.
 */
function isStartup(v: Loose): boolean {
  const permission = v?.permission;
  const info = permission?.info;
  return (
    isObject(v?.site) &&
    isObject(info?.whitelabel) &&
    isObject(info.customerService) &&
    Array.isArray(info.imageCDNs) &&
    Array.isArray(info.launchGameCDNs) &&
    typeof permission?.location?.ip === 'string' &&
    typeof permission?.maintenance === 'boolean' &&
    typeof permission?.regionRestriction === 'boolean' &&
    typeof v.site.currencySymbol === 'string' &&
    Array.isArray(v.site.languages)
  );
}

/**
 * The start-up answer the server put in the page for this visitor (ADR 0023), read before the first
 * render into the two start-up queries: the gate then renders the app at once, without its two
 * calls. The answer is as fresh as the page, as a fetched one would be; staleTime decides any
 * refetch as before. No element (the development server), bad JSON or another shape: the cache
 * stays empty and the gate asks the server.
 */
export function seedEmbeddedStartup(queryClient: QueryClient): void {
  seedStartup(queryClient, embedded('tala-startup'));
}

/** The page's JSON element `id`, parsed; null when there is none or it is not JSON. */
function embedded(id: string): unknown {
  try {
    return JSON.parse(document.getElementById(id)?.textContent || 'null');
  } catch {
    return null;
  }
}

/** Files a start-up answer (from the page, or the server's render) under the gate's two queries. */
export function seedStartup(queryClient: QueryClient, value: unknown): boolean {
  if (!isStartup(value as Loose)) return false;
  const { permission, site } = value as StartupAnswer;
  queryClient.setQueryData(permissionQuery().queryKey, permission);
  queryClient.setQueryData(siteConfigQuery().queryKey, site);
  return true;
}

const isBanner = (b: Loose): boolean =>
  typeof b?.bannerId === 'number' &&
  typeof b.url === 'string' &&
  typeof b.phoneUrl === 'string' &&
  typeof b.groupName === 'string' &&
  typeof b.title === 'string' &&
  typeof b.headline === 'string';

/** Whether the value is a notice answer as the banner region and the notice readers use it. */
function isNotice(v: Loose): boolean {
  return (
    Array.isArray(v?.player) &&
    Array.isArray(v.popup) &&
    Array.isArray(v.promotion) &&
    Array.isArray(v.banners) &&
    (v.banners as unknown as Loose[]).every(isBanner)
  );
}

/**
 * The notice answer (banners, notices, promotions) the server put in the page in the brand's own
 * language, filed under that language: a visitor in it gets the banner region's first slide on the
 * first render, without the call; a visitor in another language asks for his own as before.
 */
export function seedEmbeddedNotice(queryClient: QueryClient): string | null {
  return seedNotice(queryClient, embedded('tala-notice'));
}

/** Files a notice answer under its language; answers that language, or null for another shape. */
export function seedNotice(queryClient: QueryClient, data: unknown): string | null {
  const value = data as Loose;
  if (typeof value?.language !== 'string' || !isNotice(value.notice)) return null;
  queryClient.setQueryData(noticeKeys.notice(value.language), value.notice as unknown as NoticeAnswer);
  return value.language as unknown as string;
}

/**
 * The answers the server drew the page's first screen from (ADR 0025), filed under their keys with
 * the time they were read: hydration then finds exactly the data the server's HTML shows, and the
 * queries refetch when their staleTime says, as if the browser had asked. Only for a visitor the
 * server rendered for (signed out): the answers are the anonymous ones.
 */
export function seedEmbeddedQueries(queryClient: QueryClient): void {
  const list = embedded('tala-queries');
  if (!Array.isArray(list)) return;
  for (const item of list as Loose[]) {
    const key = item?.key as unknown;
    if (!Array.isArray(key) || typeof item?.at !== 'number' || item.data === undefined) continue;
    queryClient.setQueryData(key, item.data, { updatedAt: item.at as unknown as number });
  }
}
