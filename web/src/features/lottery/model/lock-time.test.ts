import { describe, expect, it } from 'vitest';
import { lockAdjustedTimes, remaining } from './lock-time.ts';

describe('lock-adjusted open time (spec §4)', () => {
  it('subtracts half the round trip from the remaining time, then the lock time', () => {
    const times = lockAdjustedTimes({ remainTimeMs: 60_000, lockTimeMs: 10_000, sentAt: 1_000, receivedAt: 1_600 });
    expect(times.drawAt).toBe(1_600 - 300 + 60_000);
    expect(times.lockAt).toBe(1_600 - 300 + 60_000 - 10_000);
  });

  it('treats a negative lock time or a clock that went backwards as zero', () => {
    const times = lockAdjustedTimes({ remainTimeMs: 5_000, lockTimeMs: -3, sentAt: 2_000, receivedAt: 1_000 });
    expect(times).toEqual({ drawAt: 6_000, lockAt: 6_000 });
  });

  it('never reports negative remaining time', () => {
    expect(remaining(1_000, 4_000)).toBe(0);
    expect(remaining(4_000, 1_000)).toBe(3_000);
  });
});
