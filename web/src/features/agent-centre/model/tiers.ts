import { toMinor } from '@tala/contract/core/money';
import type { SalaryTier } from '@tala/contract/agent';

/** A tier as typed: the valid bet in money ("1000.50") and the rate in percent ("1.25"). */
export interface TierInput {
  min: string;
  rate: string;
}

/** "1.25" % → 125 basis points; null when it is not a positive percentage with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps > 0 ? bps : null;
}

/** 125 → "1.25" */
export const bpsToPercent = (bps: number) => (bps / 100).toFixed(2);

/** The tiers as the server takes them, or null when one does not read. */
export function toTiers(inputs: readonly TierInput[]): SalaryTier[] | null {
  const tiers: SalaryTier[] = [];
  for (const input of inputs) {
    const min = toMinor(input.min.trim() || 'x');
    const rate = percentToBps(input.rate);
    if (min === null || min < 0 || rate === null) return null;
    tiers.push({ minBasisMinor: min, rateBps: rate });
  }
  return tiers;
}

/** Why a set of tiers cannot be offered: not rising, a rate above the bound; null when it can. */
export function tiersProblem(tiers: readonly SalaryTier[], maxRateBps: number): 'order' | 'rate' | null {
  if (tiers.some((t) => t.rateBps > maxRateBps)) return 'rate';
  const sorted = [...tiers].sort((a, b) => a.minBasisMinor - b.minBasisMinor);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.minBasisMinor === sorted[i - 1]!.minBasisMinor || sorted[i]!.rateBps < sorted[i - 1]!.rateBps) return 'order';
  }
  return null;
}
