import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packForBrandLanguage } from '@tala/contract/languages';
import { startup, type NoticeAnswer, type StartupAnswer } from '@tala/contract/system';
import { catalogueChanged } from '../src/domains/games/cache.ts';
import { readBrandSettings, readSetting } from '../src/domains/system/settings.ts';
import { putSetting } from '../src/domains/system/queries.ts';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** The shape of a built index.html: the theme script, then the app's module script and its preloads. */
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <title>Tala</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let webDist: string;
const bigAsset = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-startup-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), builtIndex);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'export {};\n');
  // a build file large enough to be worth compressing, with the copies the build writes beside it
  fs.writeFileSync(path.join(webDist, 'assets/lazy-abc123.js'), bigAsset);
  fs.writeFileSync(path.join(webDist, 'assets/lazy-abc123.js.br'), zlib.brotliCompressSync(bigAsset));
  fs.writeFileSync(path.join(webDist, 'assets/lazy-abc123.js.gz'), zlib.gzipSync(bigAsset));
  t = await startTestApp({ trustedCountryHeader: 'x-country', webDist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const visitor = '198.51.100.7';

async function startupCall(remoteAddress = visitor, headers: Record<string, string> = {}) {
  const res = await t.call<StartupAnswer>({ url: '/wps/system/startup', remoteAddress, headers });
  expect(res.status).toBe(200);
  return startup.parse(res.body.value);
}

/** The page as a browser gets it, and the start-up answer it carries (null when it carries none). */
async function page(url = '/', remoteAddress = visitor, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, remoteAddress, headers });
  const found = /<script type="application\/json" id="tala-startup">([^<]*)<\/script>/.exec(res.body);
  return { res, embedded: found ? startup.parse(JSON.parse(found[1]!)) : null };
}

describe('the start-up call', () => {
  it('answers the permission and the site configuration in one, as the two calls answer them', async () => {
    const both = await startupCall();
    const permission = await t.call({ url: '/wps/system/permission', remoteAddress: visitor });
    const site = await t.call({ url: '/wps/system/siteConfig', remoteAddress: visitor });
    expect(both).toEqual({ permission: permission.body.value, site: site.body.value });
    expect(both.permission.location).toEqual({ ip: visitor, countryCode: 'PH' });
    expect(both.permission.maintenance).toBe(false);
    expect(both.permission.regionRestriction).toBe(false);
  });

  it('is revalidated by ETag (no-cache, 304), even with encoded customer-service links', async () => {
    await runOps(t.platform, [
      'setting',
      'customerService',
      JSON.stringify({ entries: [{ type: '3', url: '/helpmc?topic=contact' }], vipUrl: 'https://vip.tala.example' }),
    ]);
    const first = await t.app.inject({ url: '/wps/system/startup', remoteAddress: visitor });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/wps/system/startup', remoteAddress: visitor, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another visitor's answer (another IP) is another entity
    const other = await t.app.inject({
      url: '/wps/system/startup',
      remoteAddress: '192.0.2.1',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers maintenance and a region block as flags, maintenance winning', async () => {
    await runOps(t.platform, ['region', 'block', 'PH']);
    try {
      const blocked = await startupCall();
      expect(blocked.permission).toMatchObject({ maintenance: false, regionRestriction: true, location: { ip: visitor } });
      expect((await startupCall('192.0.2.1')).permission.regionRestriction).toBe(false);
      expect((await startupCall('192.0.2.1', { 'x-country': 'ph' })).permission.regionRestriction).toBe(true);
      await runOps(t.platform, ['maintenance', 'on']);
      try {
        const maintenance = await startupCall();
        expect(maintenance.permission).toMatchObject({ maintenance: true, regionRestriction: false });
        expect(maintenance.site.brandName).toBeTruthy();
      } finally {
        await runOps(t.platform, ['maintenance', 'off']);
      }
    } finally {
      await runOps(t.platform, ['region', 'allow', 'PH']);
    }
    expect((await startupCall()).permission.regionRestriction).toBe(false);
  });
});

describe('the app page', () => {
  it("carries this visitor's start-up answer before the module script, uncached, under the same CSP", async () => {
    const { res, embedded } = await page('/', visitor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(embedded).toEqual(await startupCall(visitor));
    expect(res.body.indexOf('id="tala-startup"')).toBeLessThan(res.body.indexOf('<script type="module"'));
    expect(res.headers['cache-control']).toBe('no-store');

    // the policy is the one a page without embedded data gets: no inline script allowed
    const plain = await t.app.inject({ method: 'HEAD', url: '/', remoteAddress: visitor });
    expect(plain.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(String(plain.headers['content-security-policy']));
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|nonce|sha256)/);

    // another visitor gets his own answer
    expect((await page('/', '192.0.2.1')).embedded?.permission.location.ip).toBe('192.0.2.1');
  });

  it('is the same on every page route and on /index.html; files and API paths are untouched', async () => {
    for (const url of ['/promotions', '/lottery/ssc?x=1', '/index.html', '/register.html']) {
      const { res, embedded } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(embedded?.permission.location.ip, url).toBe(visitor);
    }
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.body).toBe('export {};\n');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/wps/nothing/here' })).statusCode).toBe(404);
  });

  it("sends a build file's compressed copy as it is, in the encoding the browser takes, else the file", async () => {
    const url = '/assets/lazy-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/lazy-abc123.js.br')))).toBe(true);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigAsset);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('sends a build file written after the server started, and nothing hidden or outside the folder', async () => {
    const added = path.join(webDist, 'assets/later-def456.js');
    fs.writeFileSync(added, 'export const later = 1;\n');
    fs.writeFileSync(path.join(webDist, 'assets/.hidden'), 'secret');
    try {
      const later = await t.app.inject({ url: '/assets/later-def456.js' });
      expect(later.statusCode).toBe(200);
      expect(later.body).toBe('export const later = 1;\n');
      expect(later.headers['cache-control']).toContain('immutable');
      expect((await t.app.inject({ method: 'HEAD', url: '/assets/later-def456.js' })).statusCode).toBe(200);
      for (const url of ['/assets/..%2Frobots.txt', '/assets/%2e%2e%2Fpackage.json', '/assets/missing-000.js']) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
      // a name without an extension reads as a page address: the app's page, never the file
      const hidden = await t.app.inject({ url: '/assets/.hidden' });
      expect(hidden.body).not.toContain('secret');
    } finally {
      fs.rmSync(added);
      fs.rmSync(path.join(webDist, 'assets/.hidden'));
    }
  });

  it('carries maintenance and a region block, so the app shows their page at once', async () => {
    await runOps(t.platform, ['region', 'block', '203.0.113.0/24']);
    try {
      expect((await page('/', '203.0.113.9')).embedded?.permission).toMatchObject({
        regionRestriction: true,
        location: { ip: '203.0.113.9' },
      });
      await runOps(t.platform, ['maintenance', 'on']);
      try {
        expect((await page('/promotions', '203.0.113.9')).embedded?.permission).toMatchObject({
          maintenance: true,
          regionRestriction: false,
        });
      } finally {
        await runOps(t.platform, ['maintenance', 'off']);
      }
    } finally {
      await runOps(t.platform, ['region', 'allow', '203.0.113.0/24']);
    }
  });

  it('cannot be broken out of by a brand text: < is escaped, the value parses back unchanged', async () => {
    const before = await readSetting(t.db, 'site');
    const hostile = '</script><script>alert(1)</script><!--';
    await runOps(t.platform, ['setting', 'site.brandName', JSON.stringify(hostile)]);
    try {
      const { res, embedded } = await page('/');
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toContain('<!--');
      expect(res.body).toContain('\\u003c/script>');
      expect(embedded?.site.brandName).toBe(hostile);
    } finally {
      await runOps(t.platform, ['setting', 'site.brandName', JSON.stringify(before?.brandName)]);
    }
  });

  it('goes without the data, revalidated as before, when the start-up answer fails', async () => {
    const site = await readSetting(t.db, 'site');
    await t.db.query("DELETE FROM brand_settings WHERE key = 'site'");
    // written around putSetting: this node's settings cache is told, as an operator's write tells it
    catalogueChanged(t.db);
    try {
      expect((await t.call({ url: '/wps/system/startup' })).status).toBe(500);
      const { res, embedded } = await page('/');
      expect(res.statusCode).toBe(200);
      expect(embedded).toBeNull();
      expect(res.body).not.toContain('tala-startup');
      expect(res.body).toBe(builtIndex);
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await putSetting(t.db, 'site', site);
    }
    expect((await page('/')).embedded).not.toBeNull();
  });
});

/** The notice answer a page carries, and the pictures its head preloads. */
async function noticeInPage(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, remoteAddress: visitor, headers });
  const found = /<script type="application\/json" id="tala-notice">([^<]*)<\/script>/.exec(res.body);
  const preloads = [
    ...res.body.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high"(?: media="([^"]*)")? \/>/g),
  ].map((m) => ({ href: m[1]!.replace(/&amp;/g, '&'), media: m[2] }));
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return {
    res,
    embedded: found ? (JSON.parse(found[1]!) as { language: string; notice: NoticeAnswer }) : null,
    preloads,
    inHead:
      preloads.length > 0 &&
      !res.body.slice(res.body.indexOf('</head>')).includes('rel="preload" as="image"') &&
      head.includes('as="image"'),
  };
}

describe("the page's first screen", () => {
  it("carries the notice answer in the brand's language, as the call answers it", async () => {
    const { embedded } = await noticeInPage('/');
    const site = await readSetting(t.db, 'site');
    expect(embedded?.language).toBe(packForBrandLanguage(site!.defaultLanguage));
    const call = await t.call<NoticeAnswer>({ url: `/wps/system/notice?language=${embedded!.language}`, remoteAddress: visitor });
    expect(embedded?.notice).toEqual(call.body.value);
    expect(embedded?.notice.banners.length).toBeGreaterThan(0);
  });

  it("carries it in the visitor's language when the app's `lang` cookie names a pack, else in the brand's", async () => {
    const brand = packForBrandLanguage((await readSetting(t.db, 'site'))!.defaultLanguage);
    const other = brand === 'fil' ? 'zh' : 'fil';
    const { embedded } = await noticeInPage('/rng', { cookie: `theme=dark; lang=${other}` });
    expect(embedded?.language).toBe(other);
    const call = await t.call<NoticeAnswer>({ url: `/wps/system/notice?language=${other}`, remoteAddress: visitor });
    expect(embedded?.notice).toEqual(call.body.value);
    // a value that names no pack is the brand's choice, never echoed into the page
    for (const cookie of ['lang=xx', 'lang=', 'lang=%3Cb%3E', 'language=fil']) {
      expect((await noticeInPage('/rng', { cookie })).embedded?.language, cookie).toBe(brand);
    }
  });

  it("preloads the first banner of the route's group in the head, the phone crop for phones", async () => {
    const call = await t.call<NoticeAnswer>({ url: '/wps/system/notice?language=en', remoteAddress: visitor });
    for (const [url, group] of [
      ['/', 'home'],
      ['/index.html', 'home'],
      ['/rng?vendor=x', 'rng'],
    ] as const) {
      const first = call.body.value!.banners.find((b) => b.groupName === group)!;
      const { preloads, inHead } = await noticeInPage(url);
      expect(inHead, url).toBe(true);
      expect(preloads, url).toEqual([
        { href: first.phoneUrl, media: '(max-width: 599.98px)' },
        { href: first.url, media: '(min-width: 600px)' },
      ]);
    }
    // a route whose group has no banner, or no group at all, preloads nothing
    expect((await noticeInPage('/lottery/ssc')).preloads).toEqual([]);
    expect((await noticeInPage('/register.html')).preloads).toEqual([]);
  });

  it('preloads from the one image CDN, and nothing when the page will pick one of several', async () => {
    const before = (await readBrandSettings(t.db)).imageCDNs;
    try {
      await runOps(t.platform, ['setting', 'imageCDNs', JSON.stringify(['https://img.example/'])]);
      const { preloads } = await noticeInPage('/');
      expect(preloads).toHaveLength(2);
      expect(preloads.every((p) => p.href.startsWith('https://img.example/media/banner/'))).toBe(true);
      await runOps(t.platform, ['setting', 'imageCDNs', JSON.stringify(['https://a.example', 'https://b.example'])]);
      const several = await noticeInPage('/');
      expect(several.preloads).toEqual([]);
      expect(several.embedded?.notice.banners.length).toBeGreaterThan(0);
    } finally {
      await runOps(t.platform, ['setting', 'imageCDNs', JSON.stringify(before)]);
    }
  });
});
