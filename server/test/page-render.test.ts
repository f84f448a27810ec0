import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A built index.html: the entry's script, its preloads and its stylesheet are linked by the page itself. */
const builtIndex = `<!doctype html>
<html lang="en" data-theme="light">
  <head>
    <title>Tala</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A render bundle with the web build's interface. It draws what it was given, asks the API through
 * the fetch the server handed it (the system status, which echoes the caller's address), and answers
 * null or throws for the paths the tests name.
 */
const bundle = `
let api = null;
let renders = 0;
export function serveApiWith(fetch) { api = fetch; }
export async function renderPage(url, embedded, phone, theme) {
  const address = new URL(url);
  if (address.pathname === '/game') return null;
  if (address.pathname === '/boom') throw new Error('render failed');
  const status = await (await api('/wps/system/status', { headers: { Accept: 'application/json' } })).json();
  const brand = embedded['tala-startup'].site.brandName;
  renders += 1;
  return {
    html: '<main class="_abcde_1"><p class="_fghij_3">' + brand + ' ' + status.value.ip + ' ' + (phone ? 'phone' : 'desktop') + ' ' + theme + ' ' + address.origin + '</p><i class="_klmno_2"></i><s>render #' + renders + '</s></main>',
    queries: [{ key: ['games', 'hot'], data: { name: '</script><script>alert(1)</script>' }, at: 5 }],
    lang: 'fil',
    title: 'Home </title><script>x</script> · ' + brand,
    drawnAt: 1234,
    parts: ['footer'],
    namespaces: ['common', 'home'],
  };
}
`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-render-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), builtIndex);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, '.server'));
  fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'export {};\n');
  fs.writeFileSync(path.join(webDist, 'assets/page-start-0123abcd.js'), '/* starter */\n');
  // the entry's sheet holds the shell's classes; two lazy parts' sheets hold the others
  fs.writeFileSync(path.join(webDist, 'assets/index-abc123.css'), '._klmno_2{display:grid}');
  fs.writeFileSync(path.join(webDist, 'assets/home-page-x1.css'), '._abcde_1{margin:0}._abcde_2{margin:1px}');
  fs.writeFileSync(path.join(webDist, 'assets/card-x2.css'), '._fghij_3{color:red}');
  fs.writeFileSync(path.join(webDist, 'assets/unused-x3.css'), '._pqrst_1{color:blue}');
  fs.writeFileSync(path.join(webDist, '.server/entry-server.js'), bundle);
  // the build's chunks: the home page imports the card, so the card's sheet comes first in the cascade
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-abc123.css'], dynamicImports: ['home'] },
      home: { file: 'assets/home-page-x1.js', imports: ['_card'], css: ['assets/home-page-x1.css'] },
      _card: { file: 'assets/card-x2.js', css: ['assets/card-x2.css'] },
    }),
  );
  t = await startTestApp({ webDist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const visitor = '198.51.100.7';
const phoneAgent = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, remoteAddress: visitor, headers: { host: 'brand.example', ...headers } });
  expect(res.statusCode).toBe(200);
  return res;
}

/** Every `<script>` of the page that the browser would run: with a src, never inline. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].map((m) => m[0]);
}

describe("the server's render of a page", () => {
  it('puts the first screen in the root, in its language, with its title and the stylesheets it uses', async () => {
    const res = await page('/');
    const html = res.body;
    expect(html).toContain(
      '<div id="root" data-server-render="desktop" data-drawn-at="1234"><main class="_abcde_1"><p class="_fghij_3">',
    );
    // the render's own call ran in the process, as the visitor: it saw the visitor's address
    expect(html).toContain(`Tala ${visitor} desktop light http://brand.example</p>`);
    expect(html).toMatch(/<html lang="fil" data-theme="light">/);
    expect(html).toContain('<title>Home &lt;/title>&lt;script>x&lt;/script> · Tala</title>');
    // the CSS inline, once each: the entry's first (its link leaves the head), then the classes' in the HTML
    const inline = /<style>([^<]*)<\/style>/.exec(html)?.[1];
    expect(inline).toMatch(/^\._klmno_2\{display:grid\}\n/);
    expect(inline).toContain('._fghij_3{color:red}');
    expect(inline).toContain('._abcde_1{margin:0}');
    // in the order the app loads them (a page after the parts it imports), not the order of first use
    expect(inline!.indexOf('._fghij_3')).toBeLessThan(inline!.indexOf('._abcde_1'));
    expect(inline).not.toContain('_pqrst_1');
    expect(inline?.match(/_klmno_2/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    // the first paint waits for the whole drawn root, never half of it
    expect(html).toContain('<link rel="expect" href="#root" blocking="render"></head>');
    // each inlined sheet is named, disabled (never fetched), so the script loader does not link it again
    expect([...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]).sort()).toEqual([
      '/assets/card-x2.css',
      '/assets/home-page-x1.css',
      '/assets/index-abc123.css',
    ]);
  });

  it('starts the app after the first paint: the starter stands in for the module script and its preloads', async () => {
    const html = (await page('/')).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    const start =
      /<script type="application\/json" id="tala-start">([^<]*)<\/script><script src="\/assets\/page-start-0123abcd\.js" defer><\/script>/.exec(
        html,
      );
    expect(JSON.parse(start![1]!)).toEqual({ entry: '/assets/index-abc123.js', preload: ['/assets/react-def456.js'] });
    // the data the app reads as it starts comes before the starter
    expect(html.indexOf('id="tala-render"')).toBeLessThan(html.indexOf('id="tala-start"'));
    expect(inlineScripts(html)).toEqual([]);
  });

  it("paints and draws the page in the visitor's theme cookie, on pages it does not draw too", async () => {
    const dark = await page('/download', { cookie: 'lang=en; theme=dark' });
    expect(dark.body).toMatch(/<html lang="fil" data-theme="dark">/);
    expect(dark.body).toContain(`Tala ${visitor} desktop dark http://brand.example</p>`);
    // a light visitor of the same page, within the same two seconds, gets a page of their own
    expect((await page('/download', { cookie: 'theme=light' })).body).toContain('desktop light');
    expect((await page('/download', { cookie: 'theme=purple' })).body).toMatch(/data-theme="light"/);
    expect((await page('/game', { cookie: 'theme=dark' })).body).toMatch(/<html lang="en" data-theme="dark">/);
  });

  it('hands the answers it drew from to the page as data, escaped, under the same strict policy', async () => {
    const res = await page('/rng');
    const found = /<script type="application\/json" id="tala-queries">([^<]*)<\/script>/.exec(res.body);
    expect(found).not.toBeNull();
    expect(JSON.parse(found![1]!)).toEqual([
      { key: ['games', 'hot'], data: { name: '</script><script>alert(1)</script>' }, at: 5 },
    ]);
    expect(res.body.indexOf('id="tala-queries"')).toBeLessThan(res.body.indexOf('id="tala-start"'));
    const render = /<script type="application\/json" id="tala-render">([^<]*)<\/script>/.exec(res.body);
    expect(JSON.parse(render![1]!)).toEqual({ parts: ['footer'], namespaces: ['common', 'home'] });
    expect(inlineScripts(res.body)).toEqual([]);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("draws a phone's screen for a phone: by the client hint first, else by the user agent", async () => {
    expect((await page('/', { 'user-agent': phoneAgent })).body).toContain('data-server-render="phone"');
    expect((await page('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'sec-ch-ua-mobile': '?1' })).body).toContain(
      'data-server-render="phone"',
    );
    expect((await page('/', { 'user-agent': phoneAgent, 'sec-ch-ua-mobile': '?0' })).body).toContain(
      'data-server-render="desktop"',
    );
  });

  it('leaves the root empty when the page is not one it renders, or its render fails; the data still rides', async () => {
    for (const url of ['/game', '/boom']) {
      const res = await page(url);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('id="tala-startup"');
      expect(res.body).not.toContain('id="tala-queries"');
      expect(res.body).toMatch(/<html lang="en"/);
    }
  });

  it('is off with SERVER_RENDER=0: the page goes as the build made it, with its data', async () => {
    const off = await startTestApp({ webDist, serverRender: false }, { serveWeb: true });
    try {
      const res = await off.app.inject({ url: '/', remoteAddress: visitor });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('id="tala-startup"');
      expect(res.body).not.toContain('id="tala-queries"');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    } finally {
      await off.close();
    }
  });

  it('hands one render to every visitor of the same page for two seconds, never a maintenance page', async () => {
    const count = (html: string) => Number(/render #(\d+)/.exec(html)?.[1]);
    const first = count((await page('/promotions')).body);
    // another visitor, the same page and screen: the same render
    const other = await t.app.inject({ url: '/promotions', remoteAddress: '198.51.100.99', headers: { host: 'brand.example' } });
    expect(count(other.body)).toBe(first);
    // a phone, or another page: their own
    expect(count((await page('/promotions', { 'user-agent': phoneAgent })).body)).toBeGreaterThan(first);
    expect(count((await page('/promotions?tab=2')).body)).toBeGreaterThan(first);

    // maintenance: each visitor's page is drawn for them
    await runOps(t.platform, ['maintenance', 'on']);
    try {
      const a = count((await page('/help')).body);
      expect(count((await page('/help')).body)).toBe(a + 1);
    } finally {
      await runOps(t.platform, ['maintenance', 'off']);
    }
  });
});
