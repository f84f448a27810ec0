/**
 * Brand language codes (spec §1: EN, PH, …) and the locale packs the web ships.
 * The switch shows brand codes; packs are named by BCP 47 tags.
 */
export const localePacks = ['en', 'fil', 'id', 'vi', 'zh'] as const;
export type LocalePack = (typeof localePacks)[number];

const brandToPack: Record<string, LocalePack> = {
  EN: 'en',
  PH: 'fil',
  TL: 'fil',
  ID: 'id',
  VI: 'vi',
  CN: 'zh',
  ZH: 'zh',
};

export function packForBrandLanguage(code: string): LocalePack {
  return brandToPack[code.toUpperCase()] ?? 'en';
}

export function brandLanguageForPack(pack: LocalePack, offered: readonly string[]): string {
  return offered.find((code) => packForBrandLanguage(code) === pack) ?? pack.toUpperCase();
}

export function isLocalePack(value: unknown): value is LocalePack {
  return typeof value === 'string' && (localePacks as readonly string[]).includes(value);
}
