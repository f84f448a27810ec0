import type { Page } from '@playwright/test';
import en from '../../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import fil from '../../web/src/shared/i18n/locales/fil/common.json' with { type: 'json' };
import home from '../../web/src/shared/i18n/locales/en/home.json' with { type: 'json' };
import filHome from '../../web/src/shared/i18n/locales/fil/home.json' with { type: 'json' };

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

/**
 * Home opens the brand's popup notices once per session (spec §2, session key index_notice). Shell
 * specs are about the frame around it: close the popup whenever it gets in the way (Escape, as a
 * visitor would).
 */
export async function closeNoticePopups(page: Page) {
  // in either language: a spec may switch to Filipino while the popup is opening
  const either = (a: string, b: string) =>
    new RegExp(`^(${[a, b].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: either(home.notice.all, filHome.notice.all) }) });
  // its own close button: Escape would close whichever dialog has focus, perhaps not this one
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: either(text.en.dialog.close, text.fil.dialog.close) }).click();
  });
}
