/**
 * Lock-adjusted times (spec §4). The server says how long until the draw (`remainTime`) at the moment
 * it answered, and how long before the draw betting locks (`lockTime`). The answer is on average
 * half a round trip old when it arrives, so:
 *   drawAt = receivedAt - rtt/2 + remainTime
 *   lockAt = drawAt - lockTime          (the lock-adjusted open time: when betting closes)
 * Both are on the local clock; remaining time is `at - Date.now()` whenever it is shown.
 */
export interface LockInput {
  /** ms until the draw, as the server computed it */
  remainTimeMs: number;
  /** ms before the draw at which betting closes */
  lockTimeMs: number;
  sentAt: number;
  receivedAt: number;
}

export interface DrawTimes {
  drawAt: number;
  lockAt: number;
}

export function lockAdjustedTimes({ remainTimeMs, lockTimeMs, sentAt, receivedAt }: LockInput): DrawTimes {
  const halfTrip = Math.max(0, receivedAt - sentAt) / 2;
  const drawAt = receivedAt - halfTrip + remainTimeMs;
  return { drawAt, lockAt: drawAt - Math.max(0, lockTimeMs) };
}

/** Remaining ms until `at`, never negative. */
export function remaining(at: number, now: number): number {
  return Math.max(0, at - now);
}
