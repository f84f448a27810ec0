import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { closeNoticePopups, text, waitForScreen } from './support/shell.ts';

test.beforeEach(({ page }) => closeNoticePopups(page));

const { en, fil } = text;

test('the language switch changes visible text and survives a reload', async ({ page }) => {
  await page.goto('/');
  await waitForScreen(page, 'home');
  const menu = page.getByRole('navigation', { name: en.nav.sideMenu });
  await expect(menu.getByRole('link', { name: en.nav.events })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // the switch offers the brand's languages, EN and PH by default
  const select = page.getByRole('combobox', { name: en.header.language });
  await expect(select.getByRole('option')).toHaveText(['EN', 'PH', 'ID', 'VI', 'CN']);
  await select.selectOption({ label: 'PH' });

  const filMenu = page.getByRole('navigation', { name: fil.nav.sideMenu });
  await expect(filMenu.getByRole('link', { name: fil.nav.events })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(fil.footer.responsible);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: fil.nav.sideMenu }).getByRole('link', { name: fil.nav.events }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: fil.header.language })).toHaveValue('fil');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

  await page.getByRole('combobox', { name: fil.header.language }).selectOption({ label: 'EN' });
  await expect(page.getByRole('navigation', { name: en.nav.sideMenu }).getByRole('link', { name: en.nav.events })).toBeVisible();
});

test('the theme switch survives a reload and applies before the first paint', async ({ page }) => {
  await page.goto('/');
  await waitForScreen(page, 'home');
  const html = page.locator('html');
  // brand default: light
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('switch', { name: en.header.darkTheme });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // the body colour eases over; read it once it has settled
  await expect.poll(background).not.toBe(lightBackground);
  await page.evaluate(() => Promise.all(document.body.getAnimations().map((a) => a.finished)));
  const darkBackground = await background();

  // the theme is on <html> as soon as the document is parsed, before the app script runs
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html[data-theme]', { state: 'attached' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await waitForScreen(page, 'home');
  await expect(page.getByRole('switch', { name: en.header.darkTheme })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

  await page.getByRole('switch', { name: en.header.darkTheme }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  // the colour eases back over a transition: wait for it to leave the dark value
  await expect.poll(background).not.toBe(darkBackground);
});

for (const theme of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`axe finds no serious or critical violation on home (${theme}, ${label})`, async ({ page }) => {
      // the notice popup (home.spec.ts) could open just as the menu button is tapped and take the tap
      await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
      await page.setViewportSize(viewport);
      await page.goto('/');
      await waitForScreen(page, 'home');
      if (theme === 'dark' && label === 'phone') {
        // on a phone the switches live in the menu drawer
        await page.getByRole('button', { name: en.nav.openMenu }).click();
        const drawer = page.getByRole('dialog', { name: en.nav.sideMenu });
        await drawer.getByRole('switch', { name: en.header.darkTheme }).click();
        await drawer.getByRole('button', { name: en.nav.closeMenu }).click();
        await expect(drawer).toHaveCount(0);
      } else if (theme === 'dark') {
        await page.getByRole('switch', { name: en.header.darkTheme }).click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // banners are part of the page: wait for the carousel (each home banner links to its offer)
      await expect(page.getByRole('region', { name: en.banner.region }).getByRole('link').first()).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => {
          const where = v.nodes.slice(0, 4).map((n) => n.target.join(' '));
          return `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} element(s), e.g. ${where.join(', ')}`;
        });
      expect(bad, bad.join('\n')).toEqual([]);
    });
  }
}
