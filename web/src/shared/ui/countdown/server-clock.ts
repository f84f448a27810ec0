/**
 * The server's clock as seen from this browser. Countdowns are computed as `target - serverNow()`,
 * where serverNow() = Date.now() + offset: nothing counts ticks, so a countdown is right again the
 * moment a throttled background tab repaints.
 *
 * The offset comes from responses that carry the server time: the server stamped it somewhere in
 * the round trip, best guessed at its middle, so offset = serverTime + rtt/2 - receivedAt.
 * Of the recent samples the one with the shortest round trip is the most exact, so it wins (the newest on a tie).
 */
export interface ClockSample {
  serverTime: number;
  sentAt: number;
  receivedAt: number;
}

const MAX_SAMPLES = 8;

export interface ServerClock {
  offset(): number;
  now(): number;
  sync(sample: ClockSample): void;
  subscribe(listener: () => void): () => void;
}

export function sampleOffset({ serverTime, sentAt, receivedAt }: ClockSample): number {
  const rtt = Math.max(0, receivedAt - sentAt);
  return serverTime + rtt / 2 - receivedAt;
}

export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let samples: { offset: number; rtt: number }[] = [];
  let best = 0;
  const listeners = new Set<() => void>();
  return {
    offset: () => best,
    now: () => localNow() + best,
    sync(sample) {
      if (!Number.isFinite(sample.serverTime) || sample.receivedAt < sample.sentAt) return;
      samples = [...samples, { offset: sampleOffset(sample), rtt: sample.receivedAt - sample.sentAt }].slice(-MAX_SAMPLES);
      const next = samples.reduce((a, b) => (b.rtt <= a.rtt ? b : a)).offset;
      if (next === best) return;
      best = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One clock for the lottery screens. */
export const serverClock = createServerClock();
