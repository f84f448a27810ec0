import type { ComponentType } from 'react';
import { type RouteObject } from '../shared/router/core.ts';
import { aliases, lobbyCategories, paths } from '../shared/lib/paths.ts';
import { lazyPage } from './errors/lazy-page.ts';
import { RouteError } from './errors/route-error.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { regions, type RouteHandle } from './route-meta.ts';
import { LoadingScreen } from './startup/startup-screens.tsx';

/**
 * THE route table (spec §2). Every screen is lazy; every route declares its regions, banner group
 * and title here. Feature screens replace the placeholder pages in app/pages/ as they arrive.
 *
 * The spec's "empty path" row (shared game lobby with no category): in history mode an empty path
 * normalises to "/", which the home row claims first, exactly as in the original router where the
 * earlier "/" record wins. Both rows show the same regions, so "" is served by the index route and
 * the lobby without a category is reached through the side menu's categories instead.
 */
type Page = () => Promise<{ Component: ComponentType }>;

interface Screen {
  path: string;
  aliases?: readonly string[];
  page: Page;
  handle: RouteHandle;
}

const all = regions('header banner footer sideMenu');

const screens: Screen[] = [
  // kept on one line: scripts/lib/budget.mjs reads the home page module from the home row
  // prettier-ignore
  { path: paths.home(), aliases: aliases.home, page: () => import('./pages/home-page.tsx'), handle: { titleKey: 'pages.home', regions: all, bannerGroup: 'home' } },
  {
    path: paths.register(),
    aliases: aliases.register,
    page: () => import('./pages/register-page.tsx'),
    handle: { titleKey: 'pages.register', regions: regions('header banner'), bannerGroup: 'w_reg' },
  },
  {
    path: paths.pointMall(),
    page: () => import('../features/points/point-mall-page.tsx'),
    handle: { titleKey: 'pages.pointMall', regions: regions('header banner footer'), bannerGroup: 'pointMall' },
  },
  {
    path: paths.lottery(),
    page: () => import('../features/lottery/pages/lottery-page.tsx'),
    handle: { titleKey: 'pages.lottery', regions: regions('header'), chromeCollapsible: true },
  },
  {
    path: paths.vnlottery(),
    page: () => import('../features/vnlottery/vnlottery-page.tsx'),
    handle: { titleKey: 'pages.vnlottery', regions: regions('header sideMenu') },
  },
  {
    path: paths.elott(),
    page: () => import('../features/elott/elott-page.tsx'),
    handle: { titleKey: 'pages.elott', regions: all, bannerGroup: 'elott' },
  },
  ...lobbyCategories.map((category): Screen => ({
    path: paths.lobby(category),
    page: () => import('./pages/lobby-page.tsx'),
    // minigame has no banner group of its own in spec §2: its banner region stays empty
    handle: { titleKey: `pages.${category}`, regions: all, ...(category === 'minigame' ? {} : { bannerGroup: category }) },
  })),
  {
    path: paths.promotions(),
    page: () => import('../features/promotions/promotions-page.tsx'),
    handle: { titleKey: 'pages.promotions', regions: all, bannerGroup: 'promotions' },
  },
  {
    path: paths.promoDetail(),
    page: () => import('../features/promotions/promo-detail-page.tsx'),
    handle: { titleKey: 'pages.promoDetail', regions: regions('header footer sideMenu') },
  },
  {
    path: paths.seamless(),
    page: () => import('./pages/seamless-page.tsx'),
    handle: {
      titleKey: 'pages.seamless',
      regions: regions('header sideMenu'),
      chromeCollapsible: true,
      fullScreen: true,
      clientOnly: true,
    },
  },
  {
    path: paths.help(),
    page: () => import('../features/help/pages/help-page.tsx'),
    handle: { titleKey: 'pages.help', regions: regions('header banner footer'), bannerGroup: 'help' },
  },
  {
    path: paths.helpmc(),
    page: () => import('../features/help/pages/helpmc-page.tsx'),
    handle: { titleKey: 'pages.helpmc', regions: regions('') },
  },
  {
    path: paths.down(),
    page: () => import('../features/download/pages/down-page.tsx'),
    handle: { titleKey: 'pages.down', regions: all, bannerGroup: 'down' },
  },
  {
    path: paths.game(),
    page: () => import('./pages/game-page.tsx'),
    handle: { titleKey: 'pages.game', regions: regions('header'), fullScreen: true, clientOnly: true },
  },
  // named by the guard; the spec shows no screen and no regions for them
  {
    path: paths.login(),
    page: () => import('./pages/login-page.tsx'),
    handle: { titleKey: 'pages.login', regions: regions(''), clientOnly: true },
  },
  {
    path: paths.download(),
    page: () => import('./pages/download-page.tsx'),
    handle: { titleKey: 'pages.down', regions: regions('') },
  },
];

const notFound: RouteHandle = { titleKey: 'notFound.title', regions: regions('header footer') };

function toRoutes(screen: Screen): RouteObject[] {
  return [screen.path, ...(screen.aliases ?? [])].map((path) => ({
    path,
    handle: screen.handle,
    lazy: lazyPage(screen.page),
    errorElement: <RouteError />,
  }));
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError fullPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      ...screens.flatMap(toRoutes),
      { path: '*', handle: notFound, lazy: lazyPage(() => import('./pages/not-found-page.tsx')), errorElement: <RouteError /> },
    ],
  },
];

/**
 * Every path the table serves, for tests and the e2e suite: [path, regions]. A function, so the
 * production build (which never calls it) leaves it out of the first download.
 */
export function routeRegions() {
  return screens.flatMap((screen) => [screen.path, ...(screen.aliases ?? [])].map((path) => [path, screen.handle] as const));
}
