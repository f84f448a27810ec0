import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from '../../shared/router/core.ts';
import { Outlet, RouterProvider } from '../../shared/router/react.tsx';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, importWithTimeout, isChunkLoadError, lazyPage } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

afterEach(() => vi.useRealTimers());

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter([{ path: '/', lazy: lazyPage(() => Promise.reject(error)), errorElement: <RouteError /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('chunk load failure', () => {
  it('turns a failed dynamic import into a reload dialog with the page still framed', async () => {
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const dialog = await screen.findByRole('dialog', { name: "This page didn't load" });
    expect(dialog).toHaveTextContent('Part of the page could not be downloaded.');
    expect(screen.getAllByRole('button', { name: 'Reload' }).length).toBeGreaterThan(0);
  });

  it('shows the dialog when the failing page is reached by navigation below a layout', async () => {
    // the failing page sits below a layout, as every screen of the app does
    const router = createMemoryRouter(
      [
        {
          element: (
            <main>
              <Outlet />
            </main>
          ),
          hydrateFallbackElement: <p>loading</p>,
          children: [
            { path: '/', element: <p>home</p> },
            {
              path: '/down',
              lazy: lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/down.js'))),
              errorElement: <RouteError />,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    await act(() => router.navigate('/down'));
    expect(await screen.findByRole('dialog', { name: "This page didn't load" })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Part of the page could not be downloaded.');
  });

  it('shows a generic error, not the chunk dialog, for other failures', async () => {
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives up on an import after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("recognises the browsers' chunk failure messages", () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('nope'))).toBe(false);
  });
});
