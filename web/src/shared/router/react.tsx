import {
  Component,
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createMemoryRouter,
  createPath,
  parsePath,
  type Location,
  type NavigateOptions,
  type RouteMatch,
  type Router,
  type RouterState,
} from './core.ts';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** What the route being drawn shows where it puts an <Outlet />. */
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('router hooks need a RouterProvider or a MemoryRouter above them');
  return router;
}

function useRouterState(): RouterState {
  const state = use(StateContext);
  if (!state) throw new Error('router hooks need a RouterProvider or a MemoryRouter above them');
  return state;
}

function useSubscribed(router: Router): RouterState {
  return useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
}

/** An address no route answers: drawn by the outermost error element as a 404. */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export const isRouteErrorResponse = (error: unknown): error is ErrorResponse => error instanceof ErrorResponse;

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A route's error element in place of the route once it throws; a move to another address clears it. */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext value={this.state.error}>{this.props.fallback}</ErrorContext>;
  }
}

function drawMatches(matches: RouteMatch[], location: Location): ReactNode {
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route } = matches[i]!;
    const Drawn = route.Component;
    const element = route.element !== undefined ? route.element : Drawn ? <Drawn /> : outlet;
    let node = <OutletContext value={outlet}>{element}</OutletContext>;
    if (route.errorElement !== undefined) {
      node = (
        <RouteBoundary location={location} fallback={route.errorElement}>
          {node}
        </RouteBoundary>
      );
    }
    outlet = node;
  }
  return outlet;
}

function drawState(router: Router, state: RouterState): ReactNode {
  const root = router.routes[0];
  if (!state.initialized) return root?.hydrateFallbackElement ?? null;
  if (state.matches.length === 0) {
    const error = new ErrorResponse(404, 'Not Found');
    return <ErrorContext value={error}>{root?.errorElement ?? null}</ErrorContext>;
  }
  return drawMatches(state.matches, state.location);
}

/** Draws the router's current address: its chain of routes, each inside its error element. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSubscribed(router);
  // after the commit, so it also follows what closing a scroll-locking layer (the phone's menu) restores
  useEffect(() => {
    if (state.scrollToTop) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [state]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>{drawState(router, state)}</StateContext>
    </RouterContext>
  );
}

/** A router in memory around `children` (tests): hooks work, no route table. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], initialEntries ? { initialEntries } : {}));
  useEffect(() => () => router.dispose(), [router]);
  const state = useSubscribed(router);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>{children}</StateContext>
    </RouterContext>
  );
}

export function Outlet() {
  return use(OutletContext);
}

export const useLocation = (): Location => useRouterState().location;

/** Every matched route, outermost first, with its handle. */
export const useMatches = (): RouteMatch[] => useRouterState().matches;

export const useRouteError = (): unknown => use(ErrorContext);

/** A stable function (the router's own) that moves to a path or a step through history. */
export function useNavigate(): Router['navigate'] {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query string as URLSearchParams, and a setter that moves to the same path with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { pathname, search: now } = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(now)) : next;
      const qs = new URLSearchParams(value).toString();
      void router.navigate(`${pathname}${qs ? `?${qs}` : ''}`, options);
    },
    [router],
  );
  return [params, set];
}

/** Moves to `to` once drawn. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

const external = (to: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: React.Ref<HTMLAnchorElement>;
}

/**
 * An anchor whose plain left click moves inside the app; a click with a modifier, another target or a
 * path outside the app is the browser's. A link to the address already shown replaces it.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = external(to) ? to : createPath(parsePath(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || external(to)) return;
    event.preventDefault();
    void router.navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** Whether `to` names the path shown: exactly, or (without `end`) as a parent of it. */
function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const target = parsePath(to).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slash) === '/';
}

/** A link marked `aria-current="page"` while its path is shown. */
export function NavLink({
  end = false,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}) {
  const { pathname } = useLocation();
  const isActive = !external(rest.to) && isActivePath(rest.to, pathname, end);
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
