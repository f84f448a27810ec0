import type { PointItem } from '@tala/contract/points';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';

/** Whole numbers (points) in the reader's language: 1,250 / 1.250 / 1 250. */
export function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
    return (n: number) => f.format(n);
  }, [i18n.language]);
}

/** An item's name as the mall shows it: a cash item's title with what it pays ("Bonus cash $2.00"). */
export function itemName(item: PointItem, money: (minor: number) => string): string {
  return item.cashMinor !== null ? `${item.title} ${money(item.cashMinor)}` : item.title;
}
