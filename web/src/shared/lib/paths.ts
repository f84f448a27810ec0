/**
 * Every URL of the site is built here (spec §2). Route patterns in app/routes.tsx come from the same
 * functions, so a path is written exactly once. Query strings go through `withQuery`.
 */

/** Game categories that have their own lobby route; the lobby screen is shared. */
export const lobbyCategories = ['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'minigame'] as const;
export type LobbyCategory = (typeof lobbyCategories)[number];

export interface LotteryQuery {
  gameCode?: string;
  vendor?: string;
  playType?: string;
}

/** What the help centre shows: a category, an article (by its deep-link name) or search results. */
export interface HelpQuery {
  code?: string;
  article?: string;
  q?: string;
}

type QueryValue = string | number | boolean | null | undefined;

export function withQuery(path: string, query?: object): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  register: (query?: { referralCode?: string; affiliateCode?: string }) => withQuery('/register', query),
  pointMall: () => '/pointMall',
  lottery: (query?: LotteryQuery) => withQuery('/lottery', query),
  vnlottery: () => '/vnlottery',
  elott: () => '/elott',
  lobby: (category: LobbyCategory) => `/${category}`,
  promotions: (query?: { id?: number | string }) => withQuery('/promotions', query),
  promoDetail: (query?: { id?: number | string }) => withQuery('/promoDetail', query),
  seamless: () => '/seamless',
  help: (query?: HelpQuery) => withQuery('/help', query),
  helpmc: (query?: HelpQuery) => withQuery('/helpmc', query),
  down: () => '/down',
  game: () => '/game',
  login: (query?: { redirect?: string }) => withQuery('/login', query),
  /** Named by the guard's exception list (spec §2); the screen itself is not specified. */
  download: () => '/download',
} as const;

/** Alternative URLs that show the same screen as their main path (spec §2). */
export const aliases = {
  home: ['/index', '/index.html', '/home'],
  register: ['/register.html'],
} as const;
