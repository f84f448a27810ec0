import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TranslatorContext } from '../shared/i18n/react.tsx';
import type { Translator } from '../shared/i18n/translator.ts';
import type { Router } from '../shared/router/core.ts';
import { RouterProvider } from '../shared/router/react.tsx';
import { translator } from '../shared/i18n/i18n.ts';
import { PageOrigin } from '../shared/lib/page-origin.ts';
import { ServerScreen } from '../shared/lib/use-media-query.ts';
import { DrawnTheme, type Theme } from '../shared/state/ui-store.ts';
import { Toaster } from '../shared/ui/toast/toaster.tsx';
import { GamesRuntime } from './compose/games.tsx';
import { StartupGate } from './startup/startup-gate.tsx';
import { BrandedLoading } from './startup/status-screen.tsx';

interface FrameProps {
  queryClient: QueryClient;
  i18n: Translator;
  /** The screen the server rendered for (phone or not); hydration renders for the same one. */
  phone: boolean;
  /** The router: the browser's, or the server's for one request. */
  children: ReactNode;
  /** The origin the server renders for; the browser knows its own. */
  origin?: string;
  /** The theme the server draws in; hydration draws in the same. */
  theme?: Theme;
}

/**
 * Providers (query cache, translations), the start-up gate, then the router. The server renders the
 * same frame around its own router (entry-server.tsx), so the browser can hydrate its HTML.
 */
export function AppFrame({ queryClient, i18n, phone, children, origin = '', theme = 'light' }: FrameProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorContext value={i18n}>
        <ServerScreen value={phone ? PHONE : DESKTOP}>
          <PageOrigin value={origin}>
            <DrawnTheme value={theme}>
              {/* before the first translations arrive: the branded screen, announced as busy only */}
              <Suspense fallback={<BrandedLoading />}>
                <ReadyMark />
                <StartupGate>
                  <GamesRuntime />
                  {children}
                </StartupGate>
                <Toaster />
              </Suspense>
            </DrawnTheme>
          </PageOrigin>
        </ServerScreen>
      </TranslatorContext>
    </QueryClientProvider>
  );
}

/**
 * Marks the document (`data-app-ready` on <html>) once the app has rendered or hydrated its first
 * screen: before it, a page the server rendered shows buttons that do nothing yet. Browser tests
 * wait for it; styles may use it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const PHONE = { phone: true };
const DESKTOP = { phone: false };

interface AppProps extends Partial<Omit<FrameProps, 'children'>> {
  router: Router;
  queryClient: QueryClient;
}

/** The app in the browser: with no server HTML to match, the shared translations and a desktop guess. */
export function App({ router, queryClient, i18n = translator, phone = false, theme }: AppProps) {
  return (
    <AppFrame queryClient={queryClient} i18n={i18n} phone={phone} {...(theme ? { theme } : {})}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
