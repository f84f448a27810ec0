import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closeNoticePopups, text, waitForScreen } from './support/shell.ts';

test.beforeEach(({ page }) => closeNoticePopups(page));

/**
 * Start-up gate (spec §1, §4) driven by the operator commands, and the optional guard (spec §2).
 * Each test switches its setting back in `finally`: the server is shared by the worker's tests.
 */
const t = text.en.startup;

test('maintenance page appears when switched on and goes away when switched off', async ({ page, server }) => {
  await server.ops('maintenance', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t.maintenanceTitle })).toBeVisible();
    await expect(page.getByText(t.maintenanceText)).toBeVisible();
    await expect(
      page.getByRole('button', { name: t.customerService }).or(page.getByRole('link', { name: t.customerService })),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  } finally {
    await server.ops('maintenance', 'off');
  }
  await page.reload();
  await waitForScreen(page, 'home');
  await expect(page.getByRole('heading', { name: t.maintenanceTitle })).toHaveCount(0);
});

test('region-blocked page shows the visitor IP for a blocked country, and goes away when allowed', async ({ page, server }) => {
  await page.setExtraHTTPHeaders({ 'x-test-country': 'PH' });
  await server.ops('region', 'block', 'PH');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t.blockedTitle })).toBeVisible();
    await expect(page.getByText(t.blockedText)).toBeVisible();
    await expect(page.getByText(t.yourIp.replace('{{ip}}', '127.0.0.1'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: t.customerService }).or(page.getByRole('link', { name: t.customerService })),
    ).toBeVisible();
    // the smallest phone: the card and its button fit without sideways scrolling
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await server.ops('region', 'allow', 'PH');
  }
  await page.reload();
  await waitForScreen(page, 'home');
  await expect(page.getByRole('heading', { name: t.blockedTitle })).toHaveCount(0);
});

test('a blocked address range blocks the visitor without any country header', async ({ page, server }) => {
  await server.ops('region', 'block', '127.0.0.0/8');
  try {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: t.blockedTitle })).toBeVisible();
    await expect(page.getByText(t.yourIp.replace('{{ip}}', '127.0.0.1'))).toBeVisible();
  } finally {
    await server.ops('region', 'allow', '127.0.0.0/8');
  }
  await page.reload();
  await waitForScreen(page, 'promotions');
});

test('maintenance wins over a region block', async ({ page, server }) => {
  await server.ops('region', 'block', '127.0.0.0/8');
  await server.ops('maintenance', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t.maintenanceTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.blockedTitle })).toHaveCount(0);
  } finally {
    await server.ops('maintenance', 'off');
    await server.ops('region', 'allow', '127.0.0.0/8');
  }
});

test('the guard sends visitors without a session to /login when the brand flag is on', async ({ page, server }) => {
  await server.ops('setting', 'site.loginedToHomePage', 'true');
  try {
    for (const path of ['/', '/promotions', '/lottery', '/rng']) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL(/\/login$/);
    }
    // the exception list of spec §2 stays open
    for (const path of ['/register', '/register.html', '/helpmc', '/download']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await expect(page, `${path} stays`).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
    }
  } finally {
    await server.ops('setting', 'site.loginedToHomePage', 'false');
  }
  await page.goto('/promotions');
  await waitForScreen(page, 'promotions');
  await expect(page).toHaveURL(/\/promotions$/);
});

test('the page carries the start-up data: the app shows without the two start-up calls', async ({ page }) => {
  const startupCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/wps\/system\/(permission|siteConfig|startup)\b/.test(req.url())) startupCalls.push(req.url());
  });
  const res = await page.goto('/promotions');
  expect(res?.headers()['cache-control']).toBe('no-store');
  const embedded = await page.locator('script#tala-startup').textContent();
  expect(JSON.parse(embedded!)).toMatchObject({ permission: { location: { ip: '127.0.0.1' } }, site: { brandName: 'Tala' } });
  await waitForScreen(page, 'promotions');
  expect(startupCalls).toEqual([]);
});

/** The page without its start-up data, as when the server could not compute it: the app asks for it. */
async function withoutEmbeddedStartup(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="tala-startup">[^<]*<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}

test('an unreachable server gives a translated retry screen, and retry recovers', async ({ page }) => {
  let down = true;
  await withoutEmbeddedStartup(page);
  await page.route('**/wps/system/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/');
  const retry = page.getByRole('button', { name: t.retry });
  await expect(page.getByRole('heading', { name: t.offlineTitle })).toBeVisible({ timeout: 30_000 });
  down = false;
  await retry.click();
  await waitForScreen(page, 'home');
});
