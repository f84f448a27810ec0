import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from './shared/router/core.ts';
import { RouterProvider } from './shared/router/react.tsx';
import { AppFrame } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import type { RouteHandle } from './app/route-meta.ts';
import { routes } from './app/routes.tsx';
import { seedNotice, seedStartup } from './app/startup/embedded-startup.ts';
import { createTranslator } from './shared/i18n/i18n.ts';
import type { Translator } from './shared/i18n/translator.ts';
import { configureApi } from './shared/api/client.ts';
import { collectParts } from './shared/lib/lazy-part.ts';
import { readCentre } from './shared/ui/centre/centre.ts';
import { setPageDrawnAt } from './shared/lib/use-hydrated.ts';
import type { Theme } from './shared/state/ui-store.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { StartupAnswer } from '@tala/contract/system';

/**
 * The server's render of a public page (home, the lobbies, the lottery, promotions, help, download,
 * register): the same app, frame and routes as the browser's, drawn to HTML from the data the page
 * carries anyway (start-up answer, notices), so the first screen paints before any script has run
 * and reads without JavaScript. The browser then hydrates it (main.tsx). Built by Vite as a server
 * bundle beside the site's build; the platform server loads it when it is there.
 */

/** What the server put in the page for this request, by element id (`tala-startup`, `tala-notice`). */
export type Embedded = Readonly<Record<string, unknown>>;

/** One answer of the page's first screen, as the browser files it before hydrating. */
export interface PageQuery {
  key: readonly unknown[];
  data: unknown;
  at: number;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The answers the markup was drawn from (beyond the start-up and notice ones the page carries). */
  queries: PageQuery[];
  /** The language it is written in: `<html lang>`, and the language the browser must hydrate in. */
  lang: string;
  /** The document title, as the browser sets it after its render. */
  title: string;
  /** The time the clocks on the page show (ms since the epoch): hydration draws them at it. */
  drawnAt: number;
  /** The lazily loaded parts it drew and the translation namespaces it used: the browser loads both first. */
  parts: string[];
  namespaces: string[];
}

function leafHandle(matches: readonly { route: { handle?: unknown } }[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.route.handle as RouteHandle | undefined;
    if (handle && 'regions' in handle) return handle;
  }
  return undefined;
}

/**
 * How the render's calls reach the API: the platform server hands in its own request handler, so a
 * call never leaves the process. Set once, when the server loads this bundle.
 */
export function serveApiWith(fetch: typeof globalThis.fetch): void {
  configureApi({ fetch });
}

/**
 * Asks for every answer the last pass wanted and did not have (a render runs no effects, so a screen's
 * queries are made but never sent). Answers how many it asked for.
 */
async function fetchWanted(queryClient: QueryClient): Promise<number> {
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || !query.options.queryFn) return false;
      // the observer's options, `enabled` among them, are what the query was built with
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? Boolean((enabled as (q: unknown) => unknown)(query)) : enabled !== false;
    });
  await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  return wanted.length;
}

/** Answers the page carries in elements of their own: start-up and notices. */
const carried = (key: readonly unknown[]) =>
  key[0] === 'system' && ['permission', 'siteConfig', 'notice'].includes(key[1] as string);

/**
 * One set of translations per language, kept for the process: renders in different languages run
 * side by side (each waits for its data between passes), and a shared translator switched by one
 * would draw the other's page in the wrong language.
 */
const translators = new Map<string, Translator>();
function translatorFor(language: string): Translator {
  let found = translators.get(language);
  if (!found) translators.set(language, (found = createTranslator(language)));
  return found;
}

/** React's marker of a part left for the browser to draw (it suspended on the server). */
const SUSPENDED = '<!--$!-->';

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/** Whether a query's answer reaches the browser as it is through JSON (no Map, Date or class). */
function plain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function' && typeof value !== 'bigint';
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) return value.every(plain);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(plain);
}

/**
 * The page at `url` (origin, path and query) as HTML, or null when the browser should draw it itself: a
 * screen that needs a session, a centre named in the address, a brand that asks every visitor to
 * sign in first, or data missing from the page.
 */
export async function renderPage(url: string, embedded: Embedded, phone: boolean, theme: Theme): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // a failed call is drawn as failed at once (the browser asks again), not retried while the page waits
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (!seedStartup(queryClient, embedded['tala-startup'])) return null;
  const lang = seedNotice(queryClient, embedded['tala-notice']);
  if (!lang) return null;
  const { site } = embedded['tala-startup'] as StartupAnswer;
  const address = new URL(url);
  if (site.loginedToHomePage || readCentre(address.search)) return null;

  const router = createMemoryRouter(routes, { initialEntries: [`${address.pathname}${address.search}`] });
  const handle = leafHandle(router.state.matches);
  if (!handle || handle.clientOnly) return null;
  // the screen's module, loaded before the first pass draws it
  await router.ready();

  // the visitor's language (the cookie the app keeps, else the brand's): the notice answer's
  const translator = translatorFor(lang);
  const tree = () => (
    <StrictMode>
      <AppFrame queryClient={queryClient} i18n={translator} phone={phone} origin={address.origin} theme={theme}>
        <RouterProvider router={router} />
      </AppFrame>
    </StrictMode>
  );
  // A component whose code or translations have not loaded yet suspends, and its part would be sent
  // empty, for the browser to draw. The first render of each kind of page loads them (the stream
  // renderer waits for everything); from then on the one-pass render finds them loaded. One pass,
  // because only a complete document is sent: the stream's way of filling a part in later is an
  // inline script, which the Content-Security-Policy forbids.
  // Each pass draws what it has; what it lacked (code, translations, data) is fetched before the next.
  // The clocks' time is set just before each one-pass render, which runs to its end synchronously:
  // no other request's render can run in between (nor between resetting and reading what it used).
  const draw = () => {
    // every namespace a component asks for is noted here
    const used = translator.usedNamespaces;
    const at = Date.now();
    setPageDrawnAt(at);
    used.clear();
    const { result, parts } = collectParts(() => renderToString(tree()));
    return { markup: result, parts, at, namespaces: [...used] };
  };
  // Each pass draws what it has; what it lacked (code, translations, data) is fetched before the next.
  let page = draw();
  for (let pass = 0; pass < 3; pass++) {
    const suspended = page.markup.includes(SUSPENDED);
    if (suspended) await drain((await prerenderToNodeStream(tree())).prelude);
    if ((await fetchWanted(queryClient)) === 0 && !suspended) break;
    page = draw();
  }
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && !carried(query.queryKey) && plain(query.state.data))
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
  const title = translator.t(handle.titleKey);
  return {
    html: page.markup,
    queries,
    drawnAt: page.at,
    parts: page.parts,
    namespaces: page.namespaces,
    lang,
    title: title ? `${title} · ${site.brandName}` : site.brandName,
  };
}
