/** Open numbers are cut to 6 digits (spec §9). */
export const OPEN_NUMBER_DIGITS = 6;

/**
 * The balls of an open number: "123456" gives one ball per digit; a separated list ("07,12,33")
 * keeps its parts whole. Never more than six.
 */
export function openNumberBalls(openNumber: string | null | undefined): string[] {
  if (!openNumber) return [];
  const trimmed = openNumber.trim();
  const parts = /[,\s|+]/.test(trimmed) ? trimmed.split(/[,\s|+]+/).filter(Boolean) : [...trimmed.replace(/\D/g, '')];
  return parts.slice(0, OPEN_NUMBER_DIGITS);
}
