import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole numbers (points) in the reader's language: 1,250 / 1.250 / 1 250. */
export function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
    return (n: number) => f.format(n);
  }, [i18n.language]);
}
