import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadPageRenderer, visitorTheme, type PageRenderer, type RenderedPage } from './page-render.ts';

/** Prefixes that belong to the API; anything else unknown is a client route (history fallback). */
export const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/api/', '/ops/', '/dev/', '/vendor/', '/media/', '/push'];

export function isApiPath(url: string): boolean {
  return apiPrefixes.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/**
 * Data the app's page carries for the request that loads it, so the app has it before its first
 * render instead of asking for it afterwards (ADR 0023). Registered by a domain (`embedInPage`).
 */
export interface PageEmbed {
  /** The id of its `<script type="application/json">` element. */
  id: string;
  /** The value for this visitor; a throw leaves it out of the page (the app then asks for it). */
  read: (req: FastifyRequest) => Promise<unknown>;
  /**
   * Resources the page will need early, found in the value (the first banner's picture): written as
   * `<link rel="preload">` in the head, so the browser fetches them beside the scripts instead of
   * after them. `path` is the page's path without its query.
   */
  preload?: (value: unknown, path: string) => Promise<readonly PagePreload[]>;
}

/** One `<link rel="preload" as="image">`; `media` limits it to the screens whose picture it is. */
export interface PagePreload {
  href: string;
  media?: string;
}

/** A build file's name: one segment, no leading dot (nothing hidden, no `..`). */
const buildFileName = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A page waits this long at most for its embedded data; past it, the page goes without. */
const embedWaitMs = 1000;

/**
 * The JSON as the text of a script element: `<` becomes \u003c (the same string to JSON.parse), so
 * no value can close the element or open a comment. The type application/json is data, never run,
 * so the Content-Security-Policy (script-src 'self', nothing inline) stays as it is.
 */
function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preloadLink({ href, media }: PagePreload): string {
  const limit = media ? ` media="${attribute(media)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high"${limit} />`;
}

interface PageParts {
  /** The embedded data, before the app's module script. */
  scripts: string;
  /** Preload links, at the end of the head. */
  links: string;
  /** The same data by element id, for the page's render. */
  values: Record<string, unknown>;
}

async function embedParts(req: FastifyRequest, embeds: readonly PageEmbed[]): Promise<PageParts> {
  const path = req.url.split('?')[0] ?? '/';
  const links: string[] = [];
  const values: Record<string, unknown> = {};
  const parts = await Promise.all(
    embeds.map(async ({ id, read, preload }) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not ready within ${embedWaitMs} ms`)), embedWaitMs);
        });
        const value = await Promise.race([read(req), late]);
        if (value === undefined) return '';
        values[id] = value;
        if (preload) links.push(...(await preload(value, path)).map(preloadLink));
        return jsonScript(id, value);
      } catch (err) {
        req.log.warn({ err, embed: id }, 'page sent without its embedded data: the app fetches it');
        return '';
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { scripts: parts.join(''), links: links.join(''), values };
}

/** The page's render, or null when there is none, it failed or it took too long (then the browser draws). */
async function renderFor(req: FastifyRequest, render: PageRenderer | null, values: Record<string, unknown>) {
  if (!render) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), embedWaitMs);
    });
    return await Promise.race([render(req, values), late]);
  } catch (err) {
    req.log.warn({ err }, 'page sent without its server render: the browser draws it');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function beforeModuleScript(page: string, data: string): string {
  const script = page.indexOf('<script type="module"');
  return script < 0 ? page : `${page.slice(0, script)}${data}\n    ${page.slice(script)}`;
}

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * A drawn page starts its app after its first paint: the module script and its preload links give way
 * to the starter (a build file) and the list it starts from. Loaded at once, the scripts would share a
 * phone's bandwidth with the first screen, and once cached they would hydrate before anything was
 * painted. A page whose head is not the build's usual shape is left as it is.
 */
function startAfterPaint(page: string, starter: string, data: string): string {
  const entry = moduleScript.exec(page);
  if (!entry) return beforeModuleScript(page, data);
  const preload = [...page.matchAll(modulePreload)].map((link) => link[1]!);
  const start = `${data}${jsonScript('tala-start', { entry: entry[1], preload })}<script src="${attribute(starter)}" defer></script>\n  `;
  return page.replace(moduleScript, () => start).replace(modulePreload, '');
}

/** The rendered first screen into the built page: root markup, language, title and its parts' CSS. */
function withRender(page: string, rendered: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) return page;
  const screen = rendered.phone ? 'phone' : 'desktop';
  const data =
    jsonScript('tala-queries', rendered.queries) +
    jsonScript('tala-render', { parts: rendered.parts, namespaces: rendered.namespaces });
  page = rendered.starter ? startAfterPaint(page, rendered.starter, data) : beforeModuleScript(page, data);
  // the build's own CSS; `</style` cannot occur in it, but nothing may close the element early
  const sheets = rendered.css ? `<style>${rendered.css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  for (const href of rendered.inlined) {
    page = page.replace(new RegExp(`<link rel="stylesheet"[^>]*\\shref="${escapeRegExp(href)}"[^>]*>\\s*`), '');
  }
  // A disabled link is never fetched, yet it names the sheet as present: the script loader, which
  // links a part's sheet as its code loads, finds it and links nothing. Linked again, each sheet
  // would make the browser work the whole page's styles out anew, once per sheet, right after the
  // first paint.
  const present = rendered.inlined.map((href) => `<link rel="stylesheet" href="${attribute(href)}" disabled>`).join('');
  // no paint of half a page: a browser that parses a long page in pieces would otherwise paint its
  // top first and push what it painted at the bottom (the tab bar, the next section) when the rest
  // arrives. Browsers that do not know the hint ignore it.
  const whole = '<link rel="expect" href="#root" blocking="render">';
  return page
    .replace(
      root,
      () => `<div id="root" data-server-render="${screen}" data-drawn-at="${rendered.drawnAt}">${rendered.html}</div>`,
    )
    .replace(/<html lang="[^"]*"/, () => `<html lang="${attribute(rendered.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(rendered.title)}</title>`)
    .replace('</head>', () => `${sheets}${present}${whole}</head>`);
}

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, everything else revalidated,
 * index.html for any client route, carrying the page embeds computed for the request. Returns a
 * sender for the fallback, or null when there is no build.
 */
export async function registerStatic(
  app: FastifyInstance,
  webDist: string,
  embeds: readonly PageEmbed[] = [],
  serverRender = true,
) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, 'no web build found: the API is served, the site is not (run npm run build)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // never serve build metadata such as .vite/manifest.json
    dotfiles: 'ignore',
    // the build writes .br and .gz copies of its text files: sent as they are, not compressed per request
    preCompressed: true,
    setHeaders(res, filePath) {
      const rel = path.relative(webDist, filePath);
      res.header('Cache-Control', rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The build's hashed files, the bulk of a first visit (25-40 scripts and sheets a page), by their
  // plain name. The wildcard route above lists each folder on the way to a file, on every request,
  // to refuse another spelling of its name on a case-insensitive disk; the assets folder holds a few
  // thousand names, and listing it was about a third of each request's CPU. A hashed name is one
  // segment of letters, digits, '-', '_' and '.', looked up as written: nothing to respell.
  app.get<{ Params: { file: string } }>('/assets/:file', (req, reply) =>
    buildFileName.test(req.params.file) ? reply.sendFile(`assets/${req.params.file}`) : reply.callNotFound(),
  );
  const render = serverRender
    ? await loadPageRenderer(app, webDist, fs.readFileSync(index, 'utf8')).catch((err: unknown) => {
        app.log.warn({ err }, 'the web build has a render bundle that does not load: pages are drawn by the browser');
        return null;
      })
    : null;
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    // HEAD (the offline page asking whether the site is back) needs no data
    const { scripts, links, values } =
      req.method === 'GET' && embeds.length ? await embedParts(req, embeds) : { scripts: '', links: '', values: {} };
    // read each time, as the file sender did: a build replaced under a running server is served at once
    const html = scripts ? await fs.promises.readFile(index, 'utf8') : '';
    let at = html.indexOf('<script type="module"');
    if (!scripts || at < 0) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    // this visitor's data (IP, region block): no cache may keep it or hand it to anyone, and a page
    // brought back from the browser cache would carry a stale maintenance or region state
    let page = `${html.slice(0, at)}${scripts}\n    ${html.slice(at)}`.replace(
      /<html([^>]*) data-theme="[^"]*"/,
      (_, before: string) => `<html${before} data-theme="${visitorTheme(req, values)}"`,
    );
    at = page.indexOf('</head>');
    if (links && at >= 0) page = `${page.slice(0, at)}  ${links}\n  ${page.slice(at)}`;
    const rendered = await renderFor(req, render, values);
    if (rendered) page = withRender(page, rendered);
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  };
  // "/" is the build folder itself, which the static handler refuses (index: false): serve the SPA;
  // "/index.html" is a file the static handler would send as it is, without the page's data
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  return sendIndex;
}
