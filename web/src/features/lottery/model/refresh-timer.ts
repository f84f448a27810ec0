/** Spec §9: the lottery list refreshes at most every 30 s, and after 7 s when a draw is already due. */
export const REFRESH_MAX_MS = 30_000;
export const REFRESH_FALLBACK_MS = 7_000;

/**
 * Delay before the list is fetched again (spec §4): the smallest remaining time (ms) among games
 * that have an open number, capped at 30000; 7000 when that smallest value is 0 or less.
 * With no such game the list is simply refreshed at the cap.
 */
export function refreshDelay(remainingMs: readonly (number | null | undefined)[]): number {
  let smallest = Number.POSITIVE_INFINITY;
  for (const value of remainingMs) {
    if (value === null || value === undefined || Number.isNaN(value)) continue;
    if (value < smallest) smallest = value;
  }
  if (smallest === Number.POSITIVE_INFINITY) return REFRESH_MAX_MS;
  if (smallest <= 0) return REFRESH_FALLBACK_MS;
  return Math.min(smallest, REFRESH_MAX_MS);
}
