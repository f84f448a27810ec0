import type { ComponentType, ReactNode } from 'react';

/**
 * The app's router: what it needs of one and no more (ADR 0026). Every address of the site is a fixed
 * path (parameters travel in the query string), the screens hang under one pathless layout, and each
 * screen's module loads on first use. A navigation loads the module of its target first and then
 * moves: the page on screen stays until the next one can be drawn, and the address follows it.
 */

export interface RouteObject {
  /** An absolute path ('/rng'), matched without regard to case or a trailing slash, or '*' for any. */
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Loads the route's module; its `Component` draws the route from then on. */
  lazy?: (() => Promise<{ Component: ComponentType }>) | undefined;
  /** Drawn in place of the route when it (or a route below it without one of its own) throws. */
  errorElement?: ReactNode;
  /** Drawn while the first address's modules load. */
  hydrateFallbackElement?: ReactNode;
  handle?: unknown;
  children?: RouteObject[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry ('default' for the first one). */
  key: string;
}

export interface RouteMatch {
  route: RouteObject;
  pathname: string;
  handle: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /**
   * Keeps the scroll position. Otherwise a move to another page starts at its top (a page is not read
   * from where the last one was left); a change of the query string alone (a filter, a dialog) keeps it.
   */
  preventScrollReset?: boolean;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** False until the first address's modules have loaded. */
  initialized: boolean;
  /** This state is a new page reached by a link or navigate(): it is shown from its top. */
  scrollToTop?: boolean;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  /** A path (absolute, or a query string alone for the current path) or a step through history. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Resolves once the current address's modules have loaded. */
  ready(): Promise<void>;
  dispose(): void;
}

const normalise = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The chain of routes, outermost first, that draws `pathname`; a fixed path wins over '*' wherever it sits. */
export function matchRoutes(routes: RouteObject[], location: { pathname: string } | string): RouteMatch[] | null {
  const pathname = typeof location === 'string' ? location : location.pathname;
  const wanted = normalise(pathname);
  const find = (list: RouteObject[], splat: boolean): RouteObject[] | null => {
    for (const route of list) {
      if (route.children) {
        const inner = find(route.children, splat);
        if (inner) return [route, ...inner];
      } else if (
        route.path !== undefined &&
        (splat ? route.path === '*' : route.path !== '*' && normalise(route.path) === wanted)
      ) {
        return [route];
      }
    }
    return null;
  };
  const chain = find(routes, false) ?? find(routes, true);
  return chain && chain.map((route) => ({ route, pathname, handle: route.handle }));
}

/** Splits '/path?query#hash' into its parts; a string starting with '?' or '#' keeps `base`'s path. */
export function parsePath(
  to: string,
  base?: { pathname: string; search: string },
): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = to;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) [rest, hash] = [rest.slice(0, hashAt), rest.slice(hashAt)];
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) [rest, search] = [rest.slice(0, searchAt), rest.slice(searchAt)];
  if (search === '?') search = '';
  if (hash === '#') hash = '';
  if (!rest && base) return { pathname: base.pathname, search: search || (hash ? base.search : ''), hash };
  return { pathname: rest || '/', search, hash };
}

export const createPath = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

const newKey = () => Math.random().toString(36).slice(2, 10);

const loaded = new WeakMap<RouteObject, Promise<void>>();

/** Loads each matched route's module once; a module that fails to load draws as its error. */
function loadMatches(matches: RouteMatch[]): Promise<void> {
  return Promise.all(
    matches.map(({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return undefined;
      let load = loaded.get(route);
      if (!load) {
        load = lazy().then(
          ({ Component }) => {
            route.Component = Component;
            route.lazy = undefined;
          },
          (error: unknown) => {
            route.Component = function FailedRoute(): never {
              throw error;
            };
            route.lazy = undefined;
          },
        );
        loaded.set(route, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** Where entries are kept: the browser's history, or a list in memory (the server, tests). */
interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back when the entry changes by a step through history. */
  listen(onPop: (location: Location) => void): () => void;
}

function browserHistory(): History {
  const read = (): Location => {
    const state = window.history.state as { key?: string; usr?: unknown } | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  const entry = (location: Location) => ({ key: location.key, usr: location.state });
  return {
    get location() {
      return read();
    },
    push: (location) => window.history.pushState(entry(location), '', createPath(location)),
    replace: (location) => window.history.replaceState(entry(location), '', createPath(location)),
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const listener = () => onPop(read());
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

function memoryHistory(initialEntries: string[]): History {
  const entries = (initialEntries.length ? initialEntries : ['/']).map((path, i): Location => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  let onPop: ((location: Location) => void) | null = null;
  return {
    get location() {
      return entries[index]!;
    },
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index = entries.length - 1;
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      index = next;
      // asynchronous, as a browser's popstate is
      queueMicrotask(() => onPop?.(entries[index]!));
    },
    listen(listener) {
      onPop = listener;
      return () => {
        onPop = null;
      };
    },
  };
}

/**
 * `resetScroll`: the router's states ask for the top of a new page (the browser's router; a step back
 * or forward is left to the browser's own restoration).
 */
function createRouter(routes: RouteObject[], history: History, resetScroll = false): Router {
  const listeners = new Set<() => void>();
  const first = history.location;
  const firstMatches = matchRoutes(routes, first) ?? [];
  // modules loaded beforehand (hydration, the server) draw in the first render, not after a wait
  let state: RouterState = { location: first, matches: firstMatches, initialized: !firstMatches.some((m) => m.route.lazy) };
  let latest = 0;
  const set = (next: RouterState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  /** Loads the target's modules, then shows it (unless a later navigation started meanwhile). */
  const move = async (location: Location, write?: 'push' | 'replace', keepScroll = false) => {
    const id = ++latest;
    const matches = matchRoutes(routes, location) ?? [];
    await loadMatches(matches);
    if (id !== latest) return;
    const toTop = resetScroll && write !== undefined && !keepScroll && location.pathname !== state.location.pathname;
    if (write) history[write](location);
    set({ location, matches, initialized: true, ...(toTop ? { scrollToTop: true } : {}) });
  };
  const initial = state.initialized
    ? Promise.resolve()
    : loadMatches(state.matches).then(() => {
        if (latest === 0) set({ ...state, initialized: true });
      });
  const stop = history.listen((location) => void move(location));
  return {
    routes,
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const target = parsePath(to, state.location);
      const location: Location = { ...target, state: options.state ?? null, key: newKey() };
      return move(location, options.replace ? 'replace' : 'push', options.preventScrollReset);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => initial,
    dispose() {
      stop();
      listeners.clear();
    },
  };
}

export const createBrowserRouter = (routes: RouteObject[]): Router => createRouter(routes, browserHistory(), true);

export const createMemoryRouter = (routes: RouteObject[], options: { initialEntries?: string[] } = {}): Router =>
  createRouter(routes, memoryHistory(options.initialEntries ?? ['/']));
