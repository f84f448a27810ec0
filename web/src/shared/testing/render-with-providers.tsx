import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from '../router/core.ts';
import { RouterProvider, useLocation } from '../router/react.tsx';
import { vi } from 'vitest';
import { StartupContext, type Startup } from '../api/system-queries.ts';
import { permissionFixture, siteConfigFixture } from './startup-fixtures.ts';

/** Test helper: a feature component with a fresh query cache, the start-up data and an in-memory router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    startup = { permission: permissionFixture(), site: siteConfigFixture() },
  }: { path?: string; startup?: Startup } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = { current: path };
  function Spy() {
    const here = useLocation();
    location.current = here.pathname + here.search;
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Spy />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StartupContext value={startup}>
        <RouterProvider router={router} />
      </StartupContext>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router, location };
}

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Stubs fetch at the network boundary with envelope answers per path: a handler returns the value
 * (success) or throws { code } (failure). Unknown paths answer 404 NOT_FOUND. Records every call.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { path: string; url: URL; init: RequestInit | undefined }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ path: url.pathname, url, init });
      const handler = routes[url.pathname];
      if (!handler) return json({ success: false, code: 'NOT_FOUND' }, 404);
      try {
        return json({ success: true, value: await handler(url, init) });
      } catch (failure) {
        const code = (failure as { code?: string }).code ?? 'UNKNOWN';
        return json({ success: false, code }, (failure as { status?: number }).status ?? 400);
      }
    }),
  );
  return calls;
}
