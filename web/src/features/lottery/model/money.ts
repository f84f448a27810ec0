/**
 * Money arrives in integer minor units (…Minor fields) and goes out as a decimal amount.
 * Local helpers rather than the contract's wallet module, whose zod schemas would join this chunk.
 */
const MINOR_PER_UNIT = 100;

/** Spec §9: amounts show 2 decimals with thousands separators. */
export function formatMoney(minor: number): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const whole = String(Math.floor(abs / MINOR_PER_UNIT)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(abs % MINOR_PER_UNIT).padStart(2, '0')}`;
}

/** A typed stake ("10", "2.5", "1,000") in minor units, or null when it is not a positive amount. */
export function parseStake(text: string): number | null {
  const clean = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  const minor = Number(whole) * MINOR_PER_UNIT + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** A win pays floor(stake × odds), in minor units (contract: potentialWinMinor). */
export function potentialWin(stakeMinor: number, odds: number): number {
  return Math.floor(stakeMinor * odds);
}
