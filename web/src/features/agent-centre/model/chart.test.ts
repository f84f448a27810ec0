import { describe, expect, it } from 'vitest';
import { bars } from './chart.ts';
import { periodRange, tzOffset } from './period.ts';

describe('chart bars', () => {
  it('scales to the largest value, with losses below the zero line', () => {
    const { bars: b, zeroY } = bars([100, -50, 0], 300, 150, 0);
    expect(zeroY).toBe(100);
    expect(b[0]).toEqual({ x: 0, y: 0, width: 100, height: 100, negative: false });
    expect(b[1]).toEqual({ x: 100, y: 100, width: 100, height: 50, negative: true });
    expect(b[2]!.height).toBe(0);
  });

  it('draws an all-zero fortnight flat', () => {
    const { bars: b, zeroY } = bars(Array(14).fill(0), 280, 100);
    expect(zeroY).toBe(0);
    expect(b.every((bar) => bar.height === 0 && Number.isFinite(bar.y))).toBe(true);
  });
});

describe('periods', () => {
  it('counts this month from the first, and the week as the last 7 days', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    expect(periodRange('month', now)).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 26).toISOString(),
    });
    expect(periodRange('week', now).from).toBe(new Date(2026, 10, 19).toISOString());
    expect(tzOffset(now)).toBe(-now.getTimezoneOffset());
  });
});
