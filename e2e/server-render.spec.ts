import type { Browser, Page } from '@playwright/test';
import auth from '../web/src/shared/i18n/locales/en/auth.json' with { type: 'json' };
import lobby from '../web/src/shared/i18n/locales/en/lobby.json' with { type: 'json' };
import home from '../web/src/shared/i18n/locales/en/home.json' with { type: 'json' };
import { expect, test, untilInteractive } from './fixtures.ts';
import { text } from './support/shell.ts';

/**
 * Public pages come from the server already drawn (header, menus, banner, the lobby's providers),
 * readable with JavaScript off, and the app takes that HTML over (hydration) instead of drawing it
 * again: the nodes stay, nothing is redrawn, and the page works.
 */
const en = text.en;
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Notes the page's <main> as the HTML brought it, and every hydration redraw React reports. */
async function watchTakeOver(page: Page) {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('server HTML redrawn')) redrawn.push(message.text().slice(0, 300));
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fromServer: Element | null }).fromServer = document.getElementById('main');
    });
  });
  return {
    redrawn,
    /** Whether the <main> on screen is still the one the server's HTML made. */
    kept: () =>
      page.evaluate(() => document.getElementById('main') === (window as unknown as { fromServer: Element | null }).fromServer),
  };
}

test('with JavaScript off, home shows the header, the menu with its categories, the banner and the categories', async ({
  browser,
  server,
}) => {
  const { context, page } = await withoutScripts(browser, server.baseURL);
  try {
    await page.goto('/');
    await expect(page).toHaveTitle(`${en.pages.home} · Tala`);
    await expect(page.getByRole('banner').getByRole('button', { name: auth.header.login })).toBeVisible();
    const menu = page.getByRole('navigation', { name: en.nav.sideMenu, exact: true });
    await expect(menu.getByRole('button', { name: en.pages.rng })).toBeVisible();
    await expect(menu.getByRole('button', { name: en.pages.live })).toBeVisible();
    await expect(page.getByRole('region', { name: en.banner.region, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: home.winners.title })).toBeVisible();
    // the hot games' pictures, in boxes of their size: the parts' CSS is written in the cascade's order
    const hot = page.getByRole('list', { name: lobby.home.hotGames });
    await expect(hot.locator('img').first()).toBeVisible();
    expect((await hot.locator('img').first().boundingBox())!.height).toBeGreaterThan(80);
  } finally {
    await context.close();
  }
});

test('with JavaScript off, the Slots lobby lists its providers', async ({ browser, server }) => {
  const { context, page } = await withoutScripts(browser, server.baseURL);
  try {
    await page.goto('/rng');
    await expect(page).toHaveTitle(`${en.pages.rng} · Tala`);
    const providers = page.getByRole('region', { name: lobby.lanes.providers });
    await expect(providers).toBeVisible();
    expect(await providers.getByRole('listitem').count()).toBeGreaterThan(3);
    // their logos too: without JavaScript a picture is the browser's own lazy image
    const logo = providers.locator('img').first();
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await context.close();
  }
});

for (const [size, options] of [
  ['desktop', {}],
  ['phone', phone],
] as const) {
  test(`on a ${size}, the app takes over home, a lobby and the lottery without redrawing them, and they work`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, ...options });
    await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    const page = await context.newPage();
    try {
      const watch = await watchTakeOver(page);
      for (const path of ['/', '/rng', '/lottery']) {
        await page.goto(path);
        await expect(page.locator('#root')).toHaveAttribute('data-server-render', size);
        await untilInteractive(page);
        expect(await watch.kept(), `${path}: the server's <main> is still on screen`).toBe(true);
      }
      expect(watch.redrawn).toEqual([]);

      // it works: the menu opens its categories (a drawer on phones)
      await page.goto('/');
      await untilInteractive(page);
      if (size === 'phone') await page.getByRole('button', { name: en.nav.openMenu }).click();
      const menu = page.getByRole('navigation', { name: en.nav.sideMenu, exact: true });
      const slots = menu.getByRole('button', { name: en.pages.rng, exact: true });
      await slots.click();
      await expect(slots).toHaveAttribute('aria-expanded', 'true');
    } finally {
      await context.close();
    }
  });
}

test('a dark-theme visitor whose choice the server did not know yet gets a fresh draw; from the next page on, the server draws it dark', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('index_notice', '1');
  });
  const page = await context.newPage();
  try {
    const watch = await watchTakeOver(page);
    await page.goto('/rng');
    await expect(page.getByRole('switch', { name: en.header.darkTheme })).toBeChecked();
    expect(await watch.kept()).toBe(false);
    expect(watch.redrawn).toEqual([]);

    // the app told the server through the theme cookie: the page arrives dark and is taken over as it is
    const response = await page.goto('/');
    expect(await response!.text()).toMatch(/<html lang="en" data-theme="dark">/);
    await untilInteractive(page);
    await expect(page.getByRole('switch', { name: en.header.darkTheme })).toBeChecked();
    expect(await watch.kept()).toBe(true);
    expect(watch.redrawn).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a visitor who reads the site in Filipino gets the server's pages in Filipino, taken over as they are", async ({
  browser,
  server,
}) => {
  const fil = text.fil;
  const context = await browser.newContext({ baseURL: server.baseURL });
  // chosen before the app kept the choice in a cookie: the server cannot know it on the first page
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'fil');
    sessionStorage.setItem('index_notice', '1');
  });
  const page = await context.newPage();
  try {
    const watch = await watchTakeOver(page);
    await page.goto('/rng');
    await expect(page.getByRole('navigation', { name: fil.nav.sideMenu, exact: true })).toBeVisible();
    expect(await watch.kept()).toBe(false);
    expect(watch.redrawn).toEqual([]);

    // the app told the server through the `lang` cookie: the next page arrives in Filipino, drawn
    // (the lottery lobby shows no site header: its title and its own texts are in the pack's words)
    for (const [path, drawn] of [
      ['/', `>${fil.header.language}</label>`],
      ['/lottery', `<title>${fil.pages.lottery} · `],
    ] as const) {
      const response = await page.goto(path);
      const html = await response!.text();
      expect(html, path).toMatch(/<html lang="fil" data-theme="light">/);
      expect(html, path).toContain(drawn);
      await untilInteractive(page);
      expect(await watch.kept(), `${path}: the server's <main> is still on screen`).toBe(true);
    }
    await expect(page).toHaveTitle(new RegExp(`^${fil.pages.lottery} · `));
    expect(watch.redrawn).toEqual([]);

    // back to English with the switch: the server draws the next page in English, and it is taken over
    await page.goto('/');
    await untilInteractive(page);
    await expect(page.getByRole('combobox', { name: fil.header.language })).toHaveValue('fil');
    await page.getByRole('combobox', { name: fil.header.language }).selectOption('en');
    await expect(page.getByRole('combobox', { name: en.header.language })).toHaveValue('en');
    const response = await page.goto('/rng');
    expect(await response!.text()).toMatch(/<html lang="en" data-theme="light">/);
    await untilInteractive(page);
    expect(await watch.kept()).toBe(true);
    expect(watch.redrawn).toEqual([]);
  } finally {
    await context.close();
  }
});
