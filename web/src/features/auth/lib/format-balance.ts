/** Spec §9: amounts with 2 decimals and thousands separators, in the page's language. */
export function formatBalance(amount: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
