import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocalePack, type LocalePack } from '@tala/contract/languages';
import { localStore } from '../lib/storage.ts';

/**
 * Locale files live at locales/<pack>/<namespace>.json. Each is its own lazy chunk, loaded when a
 * screen first asks for its namespace in the current language. Features add their own namespace
 * file (e.g. locales/en/lottery.json); the shell owns `common` and `errors`. Only the shell's
 * `common` packs are listed in the first download; the map of the others loads on first use.
 */
type PackLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
const shellFiles: PackLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/common.json');
let featureFiles: Promise<PackLoaders> | null = null;
const filesFor = (namespace: string): Promise<PackLoaders> =>
  namespace === 'common'
    ? Promise.resolve(shellFiles)
    : (featureFiles ??= import('./locale-files.ts').then((m) => m.featureFiles));

export const FALLBACK_PACK: LocalePack = 'en';

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    filesFor(namespace)
      .then((files) => {
        const load = files[`./locales/${language}/${namespace}.json`];
        // a namespace this pack lacks falls back to English
        return load ? load().then((module) => module.default) : {};
      })
      .then(
        (texts) => callback(null, texts),
        (error: unknown) => {
          // a failed map load is tried again on the next request
          featureFiles = null;
          callback(error instanceof Error ? error : new Error(String(error)), null);
        },
      );
  },
};

/** <html lang> uses BCP 47: the PH pack is Filipino, "fil". */
export function syncHtmlLang(pack: string): void {
  // the server's render sets the page's lang itself
  if (typeof document !== 'undefined') document.documentElement.lang = pack;
}

export function storedPack(): LocalePack | null {
  const value = localStore.get('lang');
  return isLocalePack(value) ? value : null;
}

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: storedPack() ?? FALLBACK_PACK,
    fallbackLng: FALLBACK_PACK,
    // the error texts (errors:<code>) load just after the first paint (loadErrorTexts); screens that show
    // an error name the namespace, so they wait for it rather than print a key
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: true },
  });

syncHtmlLang(i18next.language || FALLBACK_PACK);
i18next.on('languageChanged', syncHtmlLang);

/** Fetches the error texts once the first screen is up, before anyone is likely to need them. */
export function loadErrorTexts(): void {
  void i18next.loadNamespaces('errors');
}

export { i18next };
