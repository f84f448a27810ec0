import { isLocalePack, packForBrandLanguage, type LocalePack } from '@tala/contract/languages';

/** Accepts a pack name (fil) or a brand code (PH) and returns the pack. */
export function resolveLanguage(language: string | undefined): LocalePack {
  if (!language) return 'en';
  return isLocalePack(language) ? language : packForBrandLanguage(language);
}

export function pick(text: unknown, language: LocalePack): string {
  if (typeof text === 'string') return text;
  const t = (text ?? {}) as Partial<Record<string, string>>;
  return t[language] ?? t.en ?? '';
}

/** yyyy-MM-dd hh:mm:ss in UTC+8 (the brand's business time zone is Manila). */
export function formatDateTime(d: Date | string): string {
  const date = new Date(new Date(d).getTime() + 8 * 3600_000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
