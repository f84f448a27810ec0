/**
 * The brand's currency symbol, set once by the start-up gate from the brand configuration before any
 * screen renders. Kept apart from the formatters (./format.ts, which read it) so the start-up path
 * carries only this setter, not the formatting code.
 */
let symbol: string | null = null;

export function configureCurrency({ currencySymbol }: { currencySymbol: string }): void {
  symbol = currencySymbol;
}

/** The symbol, or null before the start-up gate set it. */
export function configuredCurrency(): string | null {
  return symbol;
}
