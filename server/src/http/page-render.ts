import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The server's render of the app's public pages (ADR 0025). The web build writes a render bundle
 * beside the site (`.server/entry-server.js`, never served: the static handler ignores dot folders);
 * when it is there, a page load carries the first screen's HTML, its stylesheets, language and
 * title, so the browser paints before any script has run and hydrates the HTML after.
 */

/** What the render bundle exports (web/src/entry-server.tsx). */
interface RenderBundle {
  renderPage(
    url: string,
    embedded: Readonly<Record<string, unknown>>,
    phone: boolean,
    theme: PageTheme,
  ): Promise<{
    html: string;
    queries: unknown[];
    lang: string;
    title: string;
    drawnAt: number;
    parts: string[];
    namespaces: string[];
  } | null>;
  serveApiWith(fetch: typeof globalThis.fetch): void;
}

export interface RenderedPage {
  html: string;
  /** The answers the HTML was drawn from, for the browser to hydrate with. */
  queries: unknown[];
  /** When its clocks were drawn (ms since the epoch). */
  drawnAt: number;
  /** The lazily loaded parts and the translation namespaces it drew with: the browser loads them first. */
  parts: string[];
  namespaces: string[];
  lang: string;
  title: string;
  phone: boolean;
  /**
   * The CSS the page needs, to be written inline in one element instead of a request per sheet before
   * the first paint: the sheets its head links (which then go from the head), then those of the parts
   * it drew. A part's code links its sheet again when it loads, after the paint; the rules are the same.
   */
  css: string;
  /** The stylesheets whose rules `css` carries, the head's first. */
  inlined: string[];
  /** The build's page starter (`/assets/page-start-….js`), when the build has one. */
  starter?: string;
}

export type PageRenderer = (req: FastifyRequest, embedded: Readonly<Record<string, unknown>>) => Promise<RenderedPage | null>;

/**
 * A CSS-module class as the web build names it (web/vite.config.ts): `_<module>_<n>`. <module> is the
 * sheet's, so the classes in a page's HTML name the stylesheets it needs, including those of parts
 * whose code loads after the first paint (the page's own module, the footer).
 */
const moduleClass = /(?<![\w-])_([a-z0-9]{5})_[\w-]+/g;

interface Stylesheets {
  /** Module hash → the stylesheet (`/assets/…css`) that defines its classes. */
  byHash: Map<string, string>;
  /** Stylesheet → its text. */
  text: Map<string, string>;
}

function stylesheetIndex(webDist: string): Stylesheets {
  const byHash = new Map<string, string>();
  const text = new Map<string, string>();
  const assets = path.join(webDist, 'assets');
  for (const name of fs.readdirSync(assets)) {
    if (!name.endsWith('.css')) continue;
    const href = `/assets/${name}`;
    const css = fs.readFileSync(path.join(assets, name), 'utf8');
    text.set(href, css);
    for (const match of css.matchAll(/\._([a-z0-9]{5})_[\w-]+/g)) {
      if (!byHash.has(match[1]!)) byHash.set(match[1]!, href);
    }
  }
  return { byHash, text };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Each built stylesheet's place in the cascade as the app builds it: a chunk's sheets come after those
 * of the chunks it imports, as the script loader links them. The page's inline CSS follows this order,
 * so a component's rules that override a shared one's (a game card's picture box over the lazy
 * picture's) still win. In order of first use in the HTML, a card's class came before the picture's.
 */
function cascadeRanks(webDist: string): Map<string, number> {
  const ranks = new Map<string, number>();
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return ranks;
  }
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    for (const css of chunk.css ?? []) if (!ranks.has(`/${css}`)) ranks.set(`/${css}`, ranks.size);
    for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of Object.keys(manifest)) visit(key);
  return ranks;
}

/**
 * A phone, as far as the request tells: the client hint, else the user agent. The render draws the
 * phone's shell (drawer menu, tab bar) for it; a wrong guess costs a re-render after hydration, not
 * a broken page.
 */
export function looksLikePhone(req: FastifyRequest): boolean {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(req.headers['user-agent'] ?? '');
}

export type PageTheme = 'light' | 'dark';

/** The value of one cookie of the request (pages read only the visitor's theme and language). */
export function requestCookie(req: FastifyRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * The theme a page is drawn and painted in: the visitor's choice, which the app keeps in the `theme`
 * cookie, else the brand's default. Written on `<html>` by the server, so no script has to run before
 * the first paint to set it.
 */
export function visitorTheme(req: FastifyRequest, embedded: Readonly<Record<string, unknown>>): PageTheme {
  const chosen = requestCookie(req, 'theme');
  if (chosen === 'dark' || chosen === 'light') return chosen;
  const site = (embedded['tala-startup'] as { site?: { defaultTheme?: unknown } } | undefined)?.site;
  return site?.defaultTheme === 'dark' ? 'dark' : 'light';
}

/**
 * The render's API calls, answered by this server's own handler in the process: as the visitor who
 * asked for the page (their address, their language; never a token: the render is for a visitor
 * signed out), so the gate, the limits and the answers are theirs.
 */
function apiInProcess(app: FastifyInstance, visitor: AsyncLocalStorage<FastifyRequest>): typeof fetch {
  return async (input, init) => {
    const req = visitor.getStore();
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://page.invalid');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const language = req?.headers['accept-language'];
    if (language) headers['accept-language'] = language;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: req?.ip ?? '127.0.0.1',
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

/**
 * A page drawn for one visitor is handed to the next who asks for the same page within this long (its
 * clocks and answers are that much older; the browser refreshes them as usual). A render costs several
 * times a plain page; under load, most visitors of a page then share one.
 */
const RENDER_REUSE_MS = 2_000;
const RENDER_REUSE_MAX = 500;

/**
 * What makes two visitors' pages the same: the address, the screen guess, the theme, the language and
 * the country (a form may preselect it). Null when the page is the visitor's own: maintenance or a region block
 * (the blocked page shows the visitor's address).
 */
function shareableKey(req: FastifyRequest, embedded: Readonly<Record<string, unknown>>): string | null {
  const permission = (embedded['tala-startup'] as { permission?: Record<string, unknown> } | undefined)?.permission;
  if (!permission || permission.maintenance !== false || permission.regionRestriction !== false) return null;
  const country = (permission.location as { countryCode?: unknown } | undefined)?.countryCode;
  const language = (embedded['tala-notice'] as { language?: unknown } | undefined)?.language;
  return JSON.stringify([req.url, looksLikePhone(req), visitorTheme(req, embedded), language, country ?? null, req.host]);
}

/** The renderer for the build in webDist, or null when the build has no render bundle. */
export async function loadPageRenderer(app: FastifyInstance, webDist: string, pageHead: string): Promise<PageRenderer | null> {
  const bundle = path.join(webDist, '.server/entry-server.js');
  if (!fs.existsSync(bundle)) return null;
  const { renderPage, serveApiWith } = (await import(pathToFileURL(bundle).href)) as RenderBundle;
  const visitor = new AsyncLocalStorage<FastifyRequest>();
  serveApiWith(apiInProcess(app, visitor));
  const sheets = stylesheetIndex(webDist);
  const ranks = cascadeRanks(webDist);
  const rank = (href: string) => ranks.get(href) ?? Number.MAX_SAFE_INTEGER;
  const headSheets = [...pageHead.matchAll(/<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"/g)]
    .map((link) => link[1]!)
    .filter((href) => sheets.text.has(href));
  const starterFile = fs.readdirSync(path.join(webDist, 'assets')).find((name) => /^page-start-[a-f0-9]+\.js$/.test(name));
  const starter = starterFile ? { starter: `/assets/${starterFile}` } : {};
  const recent = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  return (req, embedded) => {
    const key = shareableKey(req, embedded);
    const now = Date.now();
    const kept = key === null ? undefined : recent.get(key);
    if (kept && now - kept.at < RENDER_REUSE_MS) return kept.page;
    const page = draw(req, embedded);
    if (key !== null) {
      if (recent.size >= RENDER_REUSE_MAX) recent.clear();
      recent.set(key, { at: now, page });
      // a failed render is not handed to the next visitor
      page.catch(() => recent.delete(key));
    }
    return page;
  };

  async function draw(req: FastifyRequest, embedded: Readonly<Record<string, unknown>>): Promise<RenderedPage | null> {
    const phone = looksLikePhone(req);
    // the address as the visitor typed it: links the page shows (the app's QR code) carry its origin
    const address = `${req.protocol}://${req.host}${req.url}`;
    const page = await visitor.run(req, () => renderPage(address, embedded, phone, visitorTheme(req, embedded)));
    if (!page) return null;
    const parts = new Set<string>();
    for (const match of page.html.matchAll(moduleClass)) {
      const sheet = sheets.byHash.get(match[1]!);
      if (sheet && !headSheets.includes(sheet)) parts.add(sheet);
    }
    const used = new Set([...headSheets, ...[...parts].sort((a, b) => rank(a) - rank(b))]);
    const css = [...used].map((href) => sheets.text.get(href) ?? '').join('\n');
    return { ...page, phone, css, inlined: [...used], ...starter };
  }
}
