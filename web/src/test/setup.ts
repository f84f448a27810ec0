import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { translator, i18nReady } from '../shared/i18n/i18n.ts';
import { configureCurrency } from '../shared/lib/currency.ts';

// lazy chunks and locale files take a moment on a busy 2-core machine
// (a first test also transforms its page on first use: under a loaded CI that has taken over 5 s)
configure({ asyncUtilTimeout: 12_000 });

// translations load lazily; tests start with the English common and errors namespaces ready
await i18nReady;

// what the start-up gate does with the brand configuration, for screens rendered without the gate
configureCurrency({ currencySymbol: '$' });

// a text asked for under a key that no English pack has (a typo, or a status the packs do not cover) prints
// the key to the player; every test fails on one
const missingKeys = new Set<string>();
translator.onMissingKey = (namespace, key, options) => {
  // a text with its own default (a lottery number shown as itself) is missing on purpose
  if (options?.defaultValue === undefined) missingKeys.add(`${namespace}:${key}`);
};

afterEach(async () => {
  cleanup();
  const missing = [...missingKeys];
  missingKeys.clear();
  if (missing.length > 0) throw new Error(`missing translation keys: ${missing.join(', ')}`);
  if (translator.language !== 'en') await translator.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  // every cookie the site sets goes too (the theme, a remembered login), as storage does
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// The shell loads the centres' page registrations after it mounts, without awaiting them; a file whose
// tests finish first would tear the environment down under that import.
afterAll(() => vi.dynamicImportSettled());

// jsdom lacks matchMedia; the layout asks whether the viewport is a phone.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
