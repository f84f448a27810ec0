import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { i18next, i18nReady } from '../shared/i18n/i18n.ts';
import { configureCurrency } from '../shared/lib/currency.ts';

// lazy chunks and locale files take a moment on a busy 2-core machine
configure({ asyncUtilTimeout: 5000 });

// translations load lazily; tests start with the English common and errors namespaces ready
await i18nReady;

// what the start-up gate does with the brand configuration, for screens rendered without the gate
configureCurrency({ currencySymbol: '$' });

afterEach(async () => {
  cleanup();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
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
