import { packForBrandLanguage, type LocalePack } from '@tala/contract/languages';
import { langCookie, localStore } from '../lib/storage.ts';
import { translator, storedPack } from './i18n.ts';

/**
 * Switches the language pack, remembering the previous one (local keys `lang`, `hisLang`) and telling
 * the server through the `lang` cookie, which it draws the next page in.
 */
export async function changeLanguage(pack: LocalePack): Promise<void> {
  const current = translator.language;
  if (current === pack) return;
  if (current) localStore.set('hisLang', current);
  localStore.set('lang', pack);
  langCookie.write(pack);
  await translator.changeLanguage(pack);
}

/** Tells the server the stored choice again when its cookie is missing (cleared alone, or older than it). */
export function rememberLanguageForServer(): void {
  const stored = storedPack();
  if (stored && langCookie.read() !== stored) langCookie.write(stored);
}

/** Applies the brand's default language when the visitor never chose one. */
export async function applyBrandDefaultLanguage(brandCode: string): Promise<void> {
  if (storedPack()) return;
  const pack = packForBrandLanguage(brandCode);
  if (translator.language !== pack) await translator.changeLanguage(pack);
}

/**
 * The brand codes the switch offers, de-duplicated by pack. The configuration may list none (its
 * schema allows an empty list); the switch then offers EN and PH rather than nothing.
 */
export function offeredLanguages(brandCodes: readonly string[]): { code: string; pack: LocalePack }[] {
  const codes = brandCodes.length > 0 ? brandCodes : ['EN', 'PH'];
  const seen = new Set<LocalePack>();
  const result: { code: string; pack: LocalePack }[] = [];
  for (const code of codes) {
    const pack = packForBrandLanguage(code);
    // codes without a pack of their own (TY, JA, TH …) would only repeat English
    if (pack === 'en' && code.toUpperCase() !== 'EN') continue;
    if (seen.has(pack)) continue;
    seen.add(pack);
    result.push({ code: code.toUpperCase(), pack });
  }
  return result;
}
