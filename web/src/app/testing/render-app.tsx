import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from '../../shared/router/core.ts';
import { App } from '../app.tsx';
import { routes } from '../routes.tsx';

/** The whole app (gate, providers, route table) at `path`, in memory. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
