import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import dl from '../web/src/shared/i18n/locales/en/download.json' with { type: 'json' };
import filDl from '../web/src/shared/i18n/locales/fil/download.json' with { type: 'json' };
import { startServer } from '../scripts/lib/server.mjs';
import { root } from '../scripts/lib/web-build.mjs';
import { expect, test } from './fixtures.ts';
import { waitForScreen } from './support/shell.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

/** Waits for the worker to be active, then reloads so it controls the page (it never claims a page). */
async function underWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForScreen(page, 'home');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
}

const shots = path.join(root, '.tmp');

test("the manifest the page links is the brand's, and follows a change of its settings", async ({ page, server }) => {
  await page.goto('/');
  await waitForScreen(page, 'home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const before = JSON.parse(await server.ops('setting', 'site.brandName')) as string;
  try {
    await server.ops('setting', 'site.brandName', '"Lucky Star Games"');
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      short_name: string;
      display: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Lucky Star Games', short_name: 'Lucky Star G', display: 'standalone' });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
    const icon = await page.request.get('/media/app-icon.svg');
    expect(await icon.text()).toContain('>L</text>');
  } finally {
    await server.ops('setting', 'site.brandName', JSON.stringify(before));
  }
});

test('the service worker controls the site after a reload and answers an offline visit with the translated offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForScreen(page, 'home');
  await underWorker(page);
  // the API is never the worker's: a call made under it still reaches the server, uncached
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = (await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))).flat();
    return urls;
  });
  expect(cached.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.some((url) => /\/(wps|api|push|media)\//.test(url))).toBe(false);

  await context.setOffline(true);
  try {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: dl.offline.title })).toBeVisible();
    await expect(page.getByRole('button', { name: dl.offline.retry })).toBeVisible();
    // the stored language wins over the browser's
    await page.evaluate(() => localStorage.setItem('lang', 'fil'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: filDl.offline.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: dl.offline.title })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const size of [
        { width: 390, height: 844 },
        { width: 1366, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: dl.offline.title })).toBeVisible();
        await page.screenshot({ path: path.join(shots, `offline-${theme}-${size.width}.png`) });
      }
    }
  } finally {
    await context.setOffline(false);
  }
  // back online: the page reloads by itself into the site
  await waitForScreen(page, 'help');
});

test('a new build waiting shows the update prompt, and Reload switches the page to it', async ({ page }) => {
  // a server of its own on a copy of the build, so this test can deploy a new worker without touching
  // the build the other specs' servers serve
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-e2e-web-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-e2e-sw-'));
  fs.cpSync(process.env.E2E_WEB_DIST!, webDist, { recursive: true });
  fs.cpSync(process.env.E2E_TEMPLATE_DIR!, dataDir, { recursive: true });
  const own = await startServer({ dataDir, webDist });
  try {
    await page.goto(`${own.baseURL}/`);
    await waitForScreen(page, 'home');
    await underWorker(page);

    // a deploy: the worker script changes, and the page looks for it
    fs.appendFileSync(path.join(webDist, 'sw.js'), '\n// the next build\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByRole('region', { name: dl.update.region });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('status')).toHaveText(dl.update.text);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      for (const size of [
        { width: 390, height: 844 },
        { width: 1366, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await page.screenshot({ path: path.join(shots, `update-${theme}-${size.width}.png`) });
      }
    }

    // Later dismisses; the worker keeps waiting
    await prompt.getByRole('button', { name: dl.update.later }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);

    // the next visit offers it again; Reload hands over to the new worker and reloads the page
    await page.reload();
    await waitForScreen(page, 'home');
    await expect(prompt).toBeVisible();
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await prompt.getByRole('button', { name: dl.update.reload }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await waitForScreen(page, 'home');
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(false);
  } finally {
    await own.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
