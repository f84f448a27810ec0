import { isLocalePack, type LocalePack } from '@tala/contract/languages';
import { langCookie, localStore } from '../lib/storage.ts';
import { Translator, type Texts } from './translator.ts';

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

/** Reads a pack's namespace from its chunk; a namespace the pack lacks falls back to English. */
async function loadTexts(language: string, namespace: string): Promise<Texts> {
  try {
    const load = (await filesFor(namespace))[`./locales/${language}/${namespace}.json`];
    return load ? ((await load()).default as Texts) : {};
  } catch (error: unknown) {
    // a failed map load is tried again on the next request
    featureFiles = null;
    throw error;
  }
}

/** <html lang> uses BCP 47: the PH pack is Filipino, "fil". */
export function syncHtmlLang(pack: string): void {
  // the server's render sets the page's lang itself; written again, even unchanged, the browser
  // works out the whole page's styles anew (a few milliseconds on a long page, in the start's task)
  if (typeof document !== 'undefined' && document.documentElement.lang !== pack) document.documentElement.lang = pack;
}

/** The visitor's own choice: kept in local storage, and in the cookie the server reads (either may be cleared alone). */
export function storedPack(): LocalePack | null {
  const value = localStore.get('lang') ?? langCookie.read();
  return isLocalePack(value) ? value : null;
}

/** Translations in one language, read from the packs' files (the server's render keeps one per language). */
export function createTranslator(language: string): Translator {
  return new Translator({ language, fallback: FALLBACK_PACK, defaultNamespace: 'common', load: loadTexts });
}

export const translator = createTranslator(storedPack() ?? FALLBACK_PACK);

// the error texts (errors:<code>) load just after the first paint (loadErrorTexts); screens that show
// an error name the namespace, so they wait for it rather than print a key
// Started from a microtask, once the entry's script has run: work started from a script's top level
// costs a page recorded with stack traces a second parse of the whole file (see main.tsx).
export const i18nReady = Promise.resolve().then(() => {
  syncHtmlLang(translator.language);
  translator.subscribe(() => syncHtmlLang(translator.language));
  return translator.loadNamespaces('common');
});

/** Fetches the error texts once the first screen is up, before anyone is likely to need them. */
export function loadErrorTexts(): void {
  void translator.loadNamespaces('errors');
}
