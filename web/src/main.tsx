import './app/zod-config.ts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from './shared/router/core.ts';
import './shared/theme/global.css';
import { i18nReady, storedPack, translator } from './shared/i18n/i18n.ts';
import { rememberLanguageForServer } from './shared/i18n/language.ts';
import { App } from './app/app.tsx';
import { prefetchDialogTable } from './app/dialogs/registered-dialogs.ts';
import { prefetchChunkErrorDialog } from './app/errors/chunk-error-prompt.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { seedEmbeddedNotice, seedEmbeddedQueries, seedEmbeddedStartup } from './app/startup/embedded-startup.ts';
import { takeHandoverToken } from './shared/lib/handover-token.ts';
import { nextTask, preloadParts } from './shared/lib/lazy-part.ts';
import { sessionStore } from './shared/lib/storage.ts';
import { setHydrating, setPageDrawnAt, setServerScreen } from './shared/lib/use-hydrated.ts';
import { startTheme, useUiStore } from './shared/state/ui-store.ts';

const container = document.getElementById('root')!;
// the theme the server wrote on the page (from the visitor's cookie or the brand's default)
const pageTheme = document.documentElement.dataset.theme;
const queryClient = createQueryClient();

/**
 * Whether the server's HTML is what this browser's first render draws (ADR 0025): the server renders
 * for a visitor signed out, in the language and theme of the visitor's cookies (else the brand's). A
 * signed-in visitor, or one whose stored language or theme the cookies did not carry yet, gets a fresh
 * render in place of that HTML.
 */
function matchesServerRender(pageLanguage: string | null): pageLanguage is string {
  const screen = container.dataset.serverRender;
  return (
    pageLanguage !== null &&
    (screen === 'phone' || screen === 'desktop') &&
    !sessionStore.get('token') &&
    useUiStore.getState().theme === pageTheme &&
    (storedPack() ?? pageLanguage) === pageLanguage
  );
}

/** The parts and translation namespaces the server's render drew with (none when it says nothing). */
function renderNeeds(): { parts: string[]; namespaces: string[] } {
  try {
    const value = JSON.parse(document.getElementById('tala-render')?.textContent || 'null') as {
      parts?: unknown;
      namespaces?: unknown;
    } | null;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    return { parts: strings(value?.parts), namespaces: strings(value?.namespaces) };
  } catch {
    return { parts: [], namespaces: [] };
  }
}

/** Drawn last, so its effect runs after those of the whole hydrated page: parts mounted later are not hydrating. */
function HydrationDone(): null {
  useEffect(() => setHydrating(false), []);
  return null;
}

async function hydrate(pageLanguage: string): Promise<void> {
  seedEmbeddedQueries(queryClient);
  setPageDrawnAt(Number(container.dataset.drawnAt) || 0);
  const needs = renderNeeds();
  // everything the HTML shows, loaded first: hydration then takes the whole page over in one pass
  // (the shell's parts start at once; a page's own parts register when its module has loaded)
  // the router loads this address's screen module at once; its first render draws the page then
  // each in a task of its own, after this script's: the requests for the modules they need
  // cost the main thread a moment each, and together they would make one long task
  await nextTask();
  const router = createBrowserRouter(routes);
  await Promise.all([
    router.ready().then(() => preloadParts(needs.parts, { inTurn: true })),
    preloadParts(needs.parts, { inTurn: true }),
    // a visitor who never chose gets the brand's language, which the server drew the page in
    i18nReady.then(() => translator.changeLanguage(pageLanguage)).then(() => translator.loadNamespaces(needs.namespaces)),
  ]);

  setHydrating(true);
  setServerScreen(true);
  // the first move to another page replaces the server's screen
  const drawnPath = router.state.location.pathname;
  const stopWatching = router.subscribe(() => {
    if (router.state.location.pathname === drawnPath) return;
    setServerScreen(false);
    stopWatching();
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a tap meanwhile hydrates its part of the page first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App
          router={router}
          queryClient={queryClient}
          i18n={translator}
          phone={container.dataset.serverRender === 'phone'}
          theme={pageTheme === 'dark' ? 'dark' : 'light'}
        />
        <HydrationDone />
      </StrictMode>,
      {
        // a part that does not match (a value that changed between the page and its scripts) is drawn
        // afresh by React; that is recovered, not an error to report
        onRecoverableError: (error, info) => console.warn('server HTML redrawn:', error, info.componentStack),
      },
    );
  });
}

/**
 * The start, from a microtask once this script has run, not from the script's own top level. A
 * browser that records the page's work with stack traces (DevTools, Lighthouse) must otherwise map
 * the script's top level back to its source for each timer, request or style change started there:
 * it parsed the whole entry file again for that, 15-20 ms of main thread in the task that ran it.
 */
function start(): void {
  // A ?token handed over in the address leaves it before the router reads it (spec §4 login-info).
  takeHandoverToken();
  startTheme(pageTheme);
  rememberLanguageForServer();
  // The start-up data the server put in the page, if any: the first render shows the app, not a wait.
  seedEmbeddedStartup(queryClient);
  const pageLanguage = seedEmbeddedNotice(queryClient);
  if (matchesServerRender(pageLanguage)) void hydrate(pageLanguage);
  else drawHere();
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function drawHere(): void {
  // Created before the first render so the current page's chunk loads while the start-up gate waits.
  const router = createBrowserRouter(routes);
  // replaces any server HTML on its first commit
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

// Once the page has loaded: the reload dialog's code, in memory before a chunk is likely to fail, the
// table of the other dialogs' code (the first dialog then opens with one chunk to fetch), and the
// service worker (offline page, cached build files, update prompt), from its own small chunk;
// nothing of either is in the first download. The worker in production builds only: the development
// server's modules have no stable names to cache.
// A page the server drew starts this script after its first paint, often after the load event.
const afterLoad = () => {
  prefetchChunkErrorDialog();
  prefetchDialogTable();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./app/service-worker/register.ts').then((module) => module.registerServiceWorker());
  }
};

queueMicrotask(start);
