import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { i18next } from '../shared/i18n/i18n.ts';
import { Toaster } from '../shared/ui/toast/toaster.tsx';
import { GamesRuntime } from './compose/games.tsx';
import { StartupGate } from './startup/startup-gate.tsx';
import { BrandedLoading } from './startup/status-screen.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers (query cache, translations), the start-up gate, then the router. */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        {/* before the first translations arrive: the branded screen, announced as busy only */}
        <Suspense fallback={<BrandedLoading />}>
          <StartupGate>
            <GamesRuntime />
            <RouterProvider router={router} />
          </StartupGate>
          <Toaster />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
