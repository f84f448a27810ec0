import { expect, test } from './fixtures.ts';
import { closeNoticePopups, allRegions, regionLocator, text, waitForScreen, type Region } from './support/shell.ts';

test.beforeEach(({ page }) => closeNoticePopups(page));

/**
 * Spec §2 "Screens and routes": every route and alias shows exactly the regions of its row.
 * The table is written from the spec, not read from the route table, so it checks the shell.
 */
const table: [path: string, screen: keyof typeof text.en.pages, regions: Region[]][] = [
  ['/', 'home', ['header', 'banner', 'footer', 'sideMenu']],
  ['/index', 'home', ['header', 'banner', 'footer', 'sideMenu']],
  ['/index.html', 'home', ['header', 'banner', 'footer', 'sideMenu']],
  ['/home', 'home', ['header', 'banner', 'footer', 'sideMenu']],
  ['/register', 'register', ['header', 'banner']],
  ['/register.html', 'register', ['header', 'banner']],
  ['/pointMall', 'pointMall', ['header', 'banner', 'footer']],
  ['/vnlottery', 'vnlottery', ['header', 'sideMenu']],
  ['/elott', 'elott', ['header', 'banner', 'footer', 'sideMenu']],
  ['/rng', 'rng', ['header', 'banner', 'footer', 'sideMenu']],
  ['/pvp', 'pvp', ['header', 'banner', 'footer', 'sideMenu']],
  ['/live', 'live', ['header', 'banner', 'footer', 'sideMenu']],
  ['/fish', 'fish', ['header', 'banner', 'footer', 'sideMenu']],
  ['/sports', 'sports', ['header', 'banner', 'footer', 'sideMenu']],
  ['/esports', 'esports', ['header', 'banner', 'footer', 'sideMenu']],
  ['/minigame', 'minigame', ['header', 'banner', 'footer', 'sideMenu']],
  ['/promotions', 'promotions', ['header', 'banner', 'footer', 'sideMenu']],
  ['/promoDetail', 'promoDetail', ['header', 'footer', 'sideMenu']],
  ['/help', 'help', ['header', 'banner', 'footer']],
  ['/helpmc', 'helpmc', []],
  ['/down', 'down', ['header', 'banner', 'footer', 'sideMenu']],
  ['/game', 'game', ['header']],
  ['/login', 'login', []],
  ['/download', 'down', []],
];

test.describe('regions per route', () => {
  for (const [path, screen, shown] of table) {
    test(`${path} shows ${shown.join(', ') || 'no regions'}`, async ({ page }) => {
      await page.goto(path);
      await waitForScreen(page, screen);
      for (const region of allRegions) {
        const locator = regionLocator(page, region);
        if (!shown.includes(region)) await expect(locator, `no ${region} on ${path}`).toHaveCount(0);
        // a banner region whose group has no banners (minigame) is present but empty
        else if (region === 'banner') await expect(locator.first(), `${region} on ${path}`).toBeAttached();
        else await expect(locator.first(), `${region} on ${path}`).toBeVisible();
      }
    });
  }

  // /lottery (header only) and /seamless (header, side menu) hide the top bar and side menu until
  // the home-state flag is on; the double-arrow toggle restores them.
  for (const [path, screen, shown] of [
    ['/lottery', 'lottery', ['header']],
    ['/seamless', 'seamless', ['header', 'sideMenu']],
  ] as const) {
    test(`${path} hides its regions until the double-arrow toggle shows ${shown.join(', ')}`, async ({ page }) => {
      await page.goto(path);
      await waitForScreen(page, screen);
      for (const region of allRegions) await expect(regionLocator(page, region)).toHaveCount(0);
      await page.getByRole('button', { name: text.en.header.showChrome }).click();
      for (const region of allRegions) {
        const locator = regionLocator(page, region);
        if ((shown as readonly Region[]).includes(region)) await expect(locator.first()).toBeVisible();
        else await expect(locator).toHaveCount(0);
      }
      await page.getByRole('button', { name: text.en.header.hideChrome }).click();
      await expect(regionLocator(page, 'header')).toHaveCount(0);
    });
  }

  test('the side menu collapses to mini mode and expands again', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page, 'home');
    await page.getByRole('button', { name: text.en.nav.collapseMenu }).click();
    await expect(page.getByRole('button', { name: text.en.nav.expandMenu })).toHaveAttribute('aria-expanded', 'false');
    await expect(regionLocator(page, 'sideMenu')).toBeVisible();
    await page.getByRole('button', { name: text.en.nav.expandMenu }).click();
    await expect(page.getByRole('button', { name: text.en.nav.collapseMenu })).toBeVisible();
  });

  test('on a phone the side menu is a drawer opened from the header', async ({ page }) => {
    // the home notice popup opens once the notices arrive and would take the Escape meant for the drawer
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForScreen(page, 'home');
    await expect(regionLocator(page, 'sideMenu')).toHaveCount(0);
    await page.getByRole('button', { name: text.en.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: text.en.nav.sideMenu });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: text.en.nav.sideMenu })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
