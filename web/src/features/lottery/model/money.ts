/**
 * Money arrives in integer minor units (…Minor fields) and goes out as a decimal amount.
 * Local helpers rather than the contract's wallet module, whose zod schemas would join this chunk.
 */
const MINOR_PER_UNIT = 100;

/** Amounts show 2 decimals with thousands separators. */
export function formatMoney(minor: number): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const whole = String(Math.floor(abs / MINOR_PER_UNIT)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(abs % MINOR_PER_UNIT).padStart(2, '0')}`;
}
