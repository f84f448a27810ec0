import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextLayout } from './after-layout.ts';

/** A ResizeObserver whose calls the test makes. */
const observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = [];
class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: () => void) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

describe('afterNextLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it("runs once, in the observer's first call, and stops observing", () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const run = vi.fn();
    afterNextLayout(document.body, run);
    expect(run).not.toHaveBeenCalled();
    expect(observers[0]!.observed).toEqual([document.body]);
    observers[0]!.callback();
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('runs nothing once cancelled, even if the observer still calls', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const run = vi.fn();
    const cancel = afterNextLayout(document.body, run);
    cancel();
    observers[0]!.callback();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const run = vi.fn();
    afterNextLayout(document.body, run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
