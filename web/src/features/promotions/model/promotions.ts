import { promoTypes, type PromoType, type PromotionSummary } from '@tala/contract/promotions';

export type PromoTab = 'all' | PromoType;

/** A type or label as a translation key and an element id ("live casino" → "live-casino"). */
export const slug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** The tabs of /promotions: "all", then the types that have a promotion, in the spec's order. */
export function tabsFor(list: readonly PromotionSummary[]): PromoTab[] {
  const present = new Set(list.map((p) => p.type));
  return ['all', ...promoTypes.filter((type) => present.has(type))];
}

export function inTab(list: readonly PromotionSummary[], tab: PromoTab): PromotionSummary[] {
  return tab === 'all' ? [...list] : list.filter((p) => p.type === tab);
}

/** Claimable first, then the rest in the operator's order (the list's own). */
export function claimableFirst(list: readonly PromotionSummary[]): PromotionSummary[] {
  return [...list].sort((a, b) => Number(b.status === 'claim') - Number(a.status === 'claim'));
}

/** Turnover progress as a whole percent (0 to 100); a bonus without a requirement is met. */
export function turnoverPercent(done: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((done * 100) / required));
}
