import { describe, expect, it } from 'vitest';
import { langCookie, localStore } from '../lib/storage.ts';
import { storedPack, translator } from './i18n.ts';
import { applyBrandDefaultLanguage, changeLanguage, rememberLanguageForServer } from './language.ts';

/** The `lang` cookie as the server reads it from the request. */
const cookieLang = () => /(?:^|; )lang=([^;]*)/.exec(document.cookie)?.[1] ?? null;

describe("the visitor's language, as the app and the server read it", () => {
  it('a choice is kept in local storage and in the cookie the server draws the next page in', async () => {
    await changeLanguage('fil');
    expect(translator.language).toBe('fil');
    expect(localStore.get('lang')).toBe('fil');
    expect(localStore.get('hisLang')).toBe('en');
    expect(cookieLang()).toBe('fil');
    expect(storedPack()).toBe('fil');
  });

  it("gives a stored choice to the server's cookie when the cookie lacks it or says another", () => {
    localStore.set('lang', 'vi');
    rememberLanguageForServer();
    expect(cookieLang()).toBe('vi');
    langCookie.write('zh');
    rememberLanguageForServer();
    expect(cookieLang()).toBe('vi');
  });

  it('writes nothing for a visitor who never chose: the server draws the brand language for them', async () => {
    rememberLanguageForServer();
    expect(cookieLang()).toBeNull();
    await applyBrandDefaultLanguage('ID');
    expect(translator.language).toBe('id');
    expect(cookieLang()).toBeNull();
    expect(localStore.get('lang')).toBeNull();
  });

  it("a choice found only in the cookie is still the visitor's; a value that names no pack is none", async () => {
    langCookie.write('zh');
    expect(storedPack()).toBe('zh');
    // the brand's default does not replace it
    await applyBrandDefaultLanguage('ID');
    expect(translator.language).toBe('en');
    langCookie.write('klingon');
    expect(storedPack()).toBeNull();
  });
});
