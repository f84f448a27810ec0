/**
 * Lock-adjusted times (spec §4). The server says how long until the draw (`remainTime`, ms) at the
 * moment it answered, and how long before the draw betting locks (`lockTime`, seconds). The answer
 * is on average half a round trip old when it arrives, so on this browser's clock
 *   drawAt = receivedAt - rtt/2 + remainTime
 *   lockAt = drawAt - lockTime              (the lock-adjusted open time: when betting closes)
 * and both are moved onto the server's clock with the clock offset, where every countdown runs.
 */
export interface LockInput {
  remainTimeMs: number;
  lockTimeSeconds: number;
  sentAt: number;
  receivedAt: number;
  /** serverNow - localNow (shared/ui/countdown/server-clock.ts). */
  offset: number;
}

export interface DrawTimes {
  /** Server-clock epoch ms of the draw. */
  drawAt: number;
  /** Server-clock epoch ms when betting closes. */
  lockAt: number;
}

export function lockAdjustedTimes({ remainTimeMs, lockTimeSeconds, sentAt, receivedAt, offset }: LockInput): DrawTimes {
  const halfTrip = Math.max(0, receivedAt - sentAt) / 2;
  const drawAt = receivedAt - halfTrip + remainTimeMs + offset;
  return { drawAt, lockAt: drawAt - Math.max(0, lockTimeSeconds) * 1000 };
}

/** Draw times from absolute instants (push events carry ISO times on the server's clock). */
export function timesFromInstants(drawAtIso: string, lockAtIso: string): DrawTimes {
  return { drawAt: Date.parse(drawAtIso), lockAt: Date.parse(lockAtIso) };
}
