import type { Page } from '@playwright/test';
import en from '../../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import fil from '../../web/src/shared/i18n/locales/fil/common.json' with { type: 'json' };

/** The shell's English and Filipino text, read from the packs so copy edits don't break the specs. */
export const text = { en, fil };

export type Region = 'header' | 'banner' | 'footer' | 'sideMenu';
export const allRegions: readonly Region[] = ['header', 'banner', 'footer', 'sideMenu'];

/** The four optional regions of spec §2 as the landmarks the shell renders (English names). */
export function regionLocator(page: Page, region: Region) {
  switch (region) {
    case 'header':
      return page.getByRole('banner');
    case 'footer':
      return page.getByRole('contentinfo');
    case 'sideMenu':
      return page.getByRole('navigation', { name: en.nav.sideMenu, exact: true });
    case 'banner':
      return page.getByRole('region', { name: en.banner.region, exact: true });
  }
}

/** Resolves once the route's screen is in place: the document title names it (set by the shell). */
export async function waitForScreen(page: Page, titleKey: keyof typeof en.pages | 'notFound') {
  const title = titleKey === 'notFound' ? en.notFound.title : en.pages[titleKey];
  await page.waitForFunction((t) => document.title.startsWith(t), title);
  await page.getByRole('main').waitFor();
}
