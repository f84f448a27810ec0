import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject } from './core.ts';
import {
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useRouteError,
  useSearchParams,
} from './react.tsx';

/** A module that loads when the test says so. */
function deferredPage(text: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const lazy = async (): Promise<{ Component: ComponentType }> => {
    await gate;
    return { Component: () => <h1>{text}</h1> };
  };
  return { lazy, release };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Nav() {
  return (
    <nav aria-label="main">
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/help">Help</NavLink>
      <Link to="/slow">Slow</Link>
    </nav>
  );
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `missing ${error.status}` : String((error as Error).message)}</p>;
}

function table(slow: { lazy: RouteObject['lazy'] }): RouteObject[] {
  return [
    {
      element: (
        <main>
          <Nav />
          <Where />
          <Outlet />
        </main>
      ),
      errorElement: <ShowError />,
      hydrateFallbackElement: <p>starting</p>,
      children: [
        { path: '/', element: <h1>home</h1>, handle: 'home' },
        { path: '/help', element: <h1>help</h1> },
        { path: '/help/faq', element: <h1>faq</h1> },
        { path: '/slow', lazy: slow.lazy, errorElement: <ShowError /> },
        {
          path: '/broken',
          Component: () => {
            throw new Error('broke');
          },
          errorElement: <ShowError />,
        },
        { path: '*', element: <h1>not found</h1> },
      ],
    },
  ];
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('matching', () => {
  const routes = table({ lazy: undefined });
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

  it('ignores case and a trailing slash, and gives a fixed path precedence over the catch-all', () => {
    expect(leaf('/HELP/')).toBe('/help');
    expect(leaf('/help/faq')).toBe('/help/faq');
    expect(leaf('/nowhere')).toBe('*');
    expect(matchRoutes([{ path: '*' }, { path: '/a' }], '/a')?.at(-1)?.route.path).toBe('/a');
  });

  it('returns the whole chain, outermost first, with each handle', () => {
    const chain = matchRoutes(routes, '/')!;
    expect(chain).toHaveLength(2);
    expect(chain.at(-1)!.handle).toBe('home');
  });

  it('matches nothing without a catch-all', () => {
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });
});

describe('navigation', () => {
  it('keeps the page on screen until the next page has loaded, then moves', async () => {
    const slow = deferredPage('slow page');
    const router = createMemoryRouter(table(slow));
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await act(async () => slow.release());
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('lets the latest of two navigations win', async () => {
    const slow = deferredPage('slow page');
    const router = createMemoryRouter(table(slow));
    render(<RouterProvider router={router} />);
    const first = router.navigate('/slow');
    await act(() => router.navigate('/help'));
    await act(async () => {
      slow.release();
      await first;
    });
    expect(screen.getByRole('heading', { name: 'help' })).toBeInTheDocument();
  });

  it('shows the fallback until the first address has loaded', async () => {
    const slow = deferredPage('slow page');
    const router = createMemoryRouter(table(slow), { initialEntries: ['/slow'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('starting')).toBeInTheDocument();
    await act(async () => slow.release());
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
  });

  it('goes back through history', async () => {
    const router = createMemoryRouter(table({ lazy: undefined }), { initialEntries: ['/', '/help'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('writes the browser history and follows its back button', async () => {
    const router = createBrowserRouter(table({ lazy: undefined }));
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(window.location.pathname).toBe('/help');
    act(() => {
      window.history.back();
    });
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    router.dispose();
  });

  it('shows a new page from its top, and keeps the position for a query change, a kept scroll and a step back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createBrowserRouter(table({ lazy: undefined }));
    try {
      render(<RouterProvider router={router} />);
      await userEvent.click(screen.getByRole('link', { name: 'Help' }));
      expect(await screen.findByRole('heading', { name: 'help' })).toBeInTheDocument();
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
      await act(() => router.navigate('?tab=2'));
      await act(() => router.navigate('/help/faq', { preventScrollReset: true }));
      expect(screen.getByRole('heading', { name: 'faq' })).toBeInTheDocument();
      act(() => window.history.back());
      expect(await screen.findByRole('heading', { name: 'help' })).toBeInTheDocument();
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      router.dispose();
      scrollTo.mockRestore();
    }
  });

  it('redirects with <Navigate>', async () => {
    const router = createMemoryRouter(
      [
        { path: '/old', element: <Navigate to="/new?x=1" replace /> },
        { path: '/new', element: <Where /> },
      ],
      {
        initialEntries: ['/old'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('where')).toHaveTextContent('/new?x=1');
  });
});

describe('links', () => {
  it('marks the link of the page shown, exactly with `end`, as a parent without', async () => {
    const router = createMemoryRouter(table({ lazy: undefined }), { initialEntries: ['/help/faq'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/'));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const router = createMemoryRouter(table({ lazy: undefined }));
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Help' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/');
  });

  it('replaces the entry when the link names the address already shown', async () => {
    const router = createMemoryRouter(table({ lazy: undefined }), { initialEntries: ['/', '/help'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });
});

describe('query string', () => {
  it('reads and writes the query of the current path', async () => {
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams((now) => ({ q: `${now.get('q') ?? ''}x` }))}>
          q={params.get('q')}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/rng', element: <Filter /> }], { initialEntries: ['/rng?q=a#top'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'q=a' }));
    expect(await screen.findByRole('button', { name: 'q=ax' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/rng', search: '?q=ax', hash: '' });
  });

  it('resolves a link of a query string alone against the current path', () => {
    const router = createMemoryRouter([{ path: '/rng', element: <Link to="?page=2">next</Link> }], {
      initialEntries: ['/rng?page=1'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'next' })).toHaveAttribute('href', '/rng?page=2');
  });
});

describe('errors', () => {
  it('draws the error element of the route that threw, and clears it on the next address', async () => {
    const router = createMemoryRouter(table({ lazy: undefined }), { initialEntries: ['/broken'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent('broke');
    // the layout is still drawn around it
    expect(screen.getByRole('navigation', { name: 'main' })).toBeInTheDocument();
    await act(() => router.navigate('/help'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws a module that failed to load as its route error', async () => {
    const router = createMemoryRouter(table({ lazy: () => Promise.reject(new Error('offline')) }));
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/slow'));
    expect(screen.getByRole('alert')).toHaveTextContent('offline');
  });

  it('answers an address no route matches with a 404 to the outermost error element', async () => {
    const router = createMemoryRouter([{ errorElement: <ShowError />, children: [{ path: '/a', element: <p>a</p> }] }], {
      initialEntries: ['/b'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent('missing 404');
  });
});
