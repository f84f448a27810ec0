/**
 * Money travels as integer minor units (exact, for arithmetic) and, where the wire wants text, as a
 * plain decimal string "1234.56". Display formatting (separators, currency symbol, locale) is the
 * web's business; these are the rules both ends share.
 */
export const MONEY_DECIMALS = 2;
export const MINOR_PER_MAJOR = 10 ** MONEY_DECIMALS;

/** The member's main wallet; every other wallet code is a vendor's own wallet. */
export const MAIN_WALLET = 'MAIN';

/** Largest amount a player may type: 1,000,000,000.00. */
export const MAX_AMOUNT_MINOR = 100_000_000_000;

/** 123456 → "1234.56": the wire form (no separators, no symbol). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const fraction = String(abs % MINOR_PER_MAJOR).padStart(MONEY_DECIMALS, '0');
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${fraction}`;
}

const decimalAmount = new RegExp(`^-?\\d+(\\.\\d{1,${MONEY_DECIMALS}})?$`);

/** "12.5" / 12.5 → 1250; null when it has more decimals than money has or is not a finite number. */
export function toMinor(amount: number | string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!decimalAmount.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(MONEY_DECIMALS, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return text.startsWith('-') ? -minor : minor;
}
