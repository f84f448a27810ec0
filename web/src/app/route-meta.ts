import { useMatches } from '../shared/router/react.tsx';

/** The regions a route shows around <main> (spec §2 "Regions shown"). */
export type Region = 'header' | 'banner' | 'footer' | 'sideMenu';
export type Regions = Readonly<Record<Region, boolean>>;

/** Declared on every route of app/routes.tsx. */
export interface RouteHandle {
  /** Translation key (common namespace) of the screen title: the h1 and the document title. */
  titleKey: string;
  regions: Regions;
  /** Banner group shown in the banner region (spec §2 "Banners"). */
  bannerGroup?: string;
  /** /seamless and /lottery: top bar and side menu show only with the home-state flag on. */
  chromeCollapsible?: boolean;
  /** Full-screen games: no bottom tab bar on phones. */
  fullScreen?: boolean;
  /** Screens that need a session (games, the login route): the server sends no HTML of them. */
  clientOnly?: boolean;
}

/** `regions('header banner')` → { header: true, banner: true, footer: false, sideMenu: false } */
export function regions(list: string): Regions {
  const names = new Set(list.split(/\s+/).filter(Boolean));
  return {
    header: names.has('header'),
    banner: names.has('banner'),
    footer: names.has('footer'),
    sideMenu: names.has('sideMenu'),
  };
}

export const NO_REGIONS = regions('');

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'regions' in value && 'titleKey' in value;
}

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
