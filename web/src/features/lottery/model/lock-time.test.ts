import { describe, expect, it } from 'vitest';
import { createServerClock } from '../../../shared/ui/countdown/server-clock.ts';
import { lockAdjustedTimes, timesFromInstants } from './lock-time.ts';

describe('lock-adjusted open time (spec §4)', () => {
  it('subtracts half the round trip from the remaining time, then the lock time', () => {
    const times = lockAdjustedTimes({ remainTimeMs: 60_000, lockTimeSeconds: 10, sentAt: 1_000, receivedAt: 1_600, offset: 0 });
    expect(times.drawAt).toBe(1_600 - 300 + 60_000);
    expect(times.lockAt).toBe(1_600 - 300 + 60_000 - 10_000);
  });

  it('lands on the server clock: the countdown is the same whatever the local clock says', () => {
    // the browser is 42 s behind the server; the server answered 60 s before the draw
    const local = 5_000_000;
    const clock = createServerClock(() => local);
    const serverAnswerTime = local - 250 + 42_000; // stamped mid-way through a 500 ms trip
    clock.sync({ sentAt: local - 500, receivedAt: local, serverTime: serverAnswerTime });
    const times = lockAdjustedTimes({
      remainTimeMs: 60_000,
      lockTimeSeconds: 15,
      sentAt: local - 500,
      receivedAt: local,
      offset: clock.offset(),
    });
    expect(times.drawAt).toBe(serverAnswerTime + 60_000);
    expect(times.lockAt - clock.now()).toBe(60_000 - 250 - 15_000);
  });

  it('treats a negative lock time or a clock that went backwards as zero', () => {
    const times = lockAdjustedTimes({ remainTimeMs: 5_000, lockTimeSeconds: -3, sentAt: 2_000, receivedAt: 1_000, offset: 0 });
    expect(times).toEqual({ drawAt: 6_000, lockAt: 6_000 });
  });

  it('reads pushed ISO instants as server-clock times', () => {
    expect(timesFromInstants('2025-01-01T00:01:00Z', '2025-01-01T00:00:50Z')).toEqual({
      drawAt: Date.UTC(2025, 0, 1, 0, 1),
      lockAt: Date.UTC(2025, 0, 1, 0, 0, 50),
    });
  });
});
