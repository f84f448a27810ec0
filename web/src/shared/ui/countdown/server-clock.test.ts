import { describe, expect, it } from 'vitest';
import { createServerClock, sampleOffset } from './server-clock.ts';

describe('server clock offset', () => {
  it('takes the server time as stamped half way through the round trip', () => {
    // server 10 s ahead; request took 400 ms, server stamped at its middle
    expect(sampleOffset({ serverTime: 10_200 + 1_000_000, sentAt: 1_000_000, receivedAt: 1_000_400 })).toBe(10_000);
  });

  it('prefers the sample with the shortest round trip', () => {
    let local = 5_000_000;
    const clock = createServerClock(() => local);
    clock.sync({ sentAt: 0, receivedAt: 2_000, serverTime: 1_000 + 7_000 + 300 }); // 300 ms error hidden in a slow trip
    clock.sync({ sentAt: 10_000, receivedAt: 10_100, serverTime: 10_050 + 7_000 });
    expect(clock.offset()).toBe(7_000);
    clock.sync({ sentAt: 20_000, receivedAt: 23_000, serverTime: 99_999_999 }); // slow outlier ignored
    expect(clock.offset()).toBe(7_000);
    expect(clock.now()).toBe(local + 7_000);
    local += 60_000; // time passes without any tick being counted
    expect(clock.now()).toBe(5_060_000 + 7_000);
  });

  it('tells subscribers when the offset changes and ignores impossible samples', () => {
    const clock = createServerClock(() => 0);
    let calls = 0;
    const stop = clock.subscribe(() => calls++);
    clock.sync({ sentAt: 10, receivedAt: 5, serverTime: 1 });
    clock.sync({ sentAt: 0, receivedAt: 0, serverTime: Number.NaN });
    expect(calls).toBe(0);
    clock.sync({ sentAt: 0, receivedAt: 0, serverTime: 500 });
    expect(calls).toBe(1);
    stop();
    clock.sync({ sentAt: 0, receivedAt: 0, serverTime: 300 });
    expect(calls).toBe(1);
  });
});
