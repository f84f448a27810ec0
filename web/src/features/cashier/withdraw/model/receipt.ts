/**
 * What is still to arrive of a payout when the player says part of it came: only while what he typed
 * is a part (more than nothing, less than the payout), as the form's check requires; null otherwise,
 * so the page never shows a negative or a whole payout as missing while the field is invalid.
 */
export function stillToArrive(amountMinor: number, receivedMinor: number | null | undefined): number | null {
  if (typeof receivedMinor !== 'number' || !Number.isSafeInteger(receivedMinor)) return null;
  if (receivedMinor < 1 || receivedMinor >= amountMinor) return null;
  return amountMinor - receivedMinor;
}
