import { describe, expect, it } from 'vitest';
import { REFRESH_FALLBACK_MS, REFRESH_MAX_MS, refreshDelay } from './refresh-timer.ts';

describe('lottery refresh timer (spec §4, §9)', () => {
  it('waits for the smallest remaining time', () => {
    expect(refreshDelay([12_000, 4_500, 20_000])).toBe(4_500);
  });

  it('never waits longer than 30000 ms', () => {
    expect(refreshDelay([45_000, 3_600_000])).toBe(REFRESH_MAX_MS);
    expect(REFRESH_MAX_MS).toBe(30_000);
  });

  it('falls back to 7000 ms when the smallest value is 0 or less', () => {
    expect(refreshDelay([0, 9_000])).toBe(REFRESH_FALLBACK_MS);
    expect(refreshDelay([-1_200, 9_000])).toBe(7_000);
  });

  it('ignores games without an open number and refreshes at the cap when none has one', () => {
    expect(refreshDelay([null, undefined, 8_000])).toBe(8_000);
    expect(refreshDelay([null, undefined])).toBe(30_000);
    expect(refreshDelay([])).toBe(30_000);
  });
});
