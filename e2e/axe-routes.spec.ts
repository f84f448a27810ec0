import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closeNoticePopups, waitForScreen } from './support/shell.ts';

/**
 * Every public route, in both themes, has no serious or critical accessibility finding (axe, WCAG 2.1
 * A and AA plus best practice): contrast in the dark theme is where regressions hide.
 */
const routes: [path: string, title: Parameters<typeof waitForScreen>[1]][] = [
  ['/', 'home'],
  ['/rng', 'rng'],
  ['/live', 'live'],
  ['/fish', 'fish'],
  ['/pvp', 'pvp'],
  ['/elott', 'elott'],
  ['/lottery', 'lottery'],
  ['/lottery?gameCode=LOTTNIGHT', 'lottery'],
  ['/promotions', 'promotions'],
  ['/pointMall', 'pointMall'],
  ['/help', 'help'],
  ['/down', 'down'],
  ['/download', 'down'],
  ['/register', 'register'],
  ['/no-such-page', 'notFound'],
];

async function seriousFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

// one test per route and theme: axe on a large page takes tens of seconds on a loaded 2-core machine,
// and fourteen routes in one test ran past any sensible guard time
for (const theme of ['light', 'dark'] as const) {
  for (const [path, title] of routes) {
    test(`axe finds nothing serious on ${path} (${theme} theme)`, async ({ page }) => {
      await closeNoticePopups(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await waitForScreen(page, title);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // the route's own content (its API answers) is part of what is checked
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('load');
      expect(await seriousFindings(page), `${path} (${theme})`).toEqual([]);
    });
  }
}
