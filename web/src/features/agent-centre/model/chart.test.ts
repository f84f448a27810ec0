import { describe, expect, it } from 'vitest';
import { bars } from './chart.ts';
import { periodRange } from './period.ts';

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

describe('periods on the brand’s calendar', () => {
  it('counts this month from the first, and the week as the last 7 days, from Manila’s midnights', () => {
    const now = new Date('2026-11-25T07:00:00Z'); // 15:00 in Manila
    expect(periodRange('month', 'Asia/Manila', now)).toEqual({
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-25T16:00:00.000Z',
    });
    expect(periodRange('week', 'Asia/Manila', now).from).toBe('2026-11-18T16:00:00.000Z');
  });

  it('takes the brand’s day, not UTC’s, in the hours where the two differ', () => {
    // 20:00 UTC on the 25th is already the 26th in Manila
    const now = new Date('2026-11-25T20:00:00Z');
    expect(periodRange('today', 'Asia/Manila', now)).toEqual({
      from: '2026-11-25T16:00:00.000Z',
      to: '2026-11-26T16:00:00.000Z',
    });
    expect(periodRange('yesterday', 'Asia/Manila', now)).toEqual({
      from: '2026-11-24T16:00:00.000Z',
      to: '2026-11-25T16:00:00.000Z',
    });
    expect(periodRange('today', 'UTC', now)).toEqual({ from: '2026-11-25T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' });
  });

  it('keeps days of 23 and 25 hours across a daylight-saving change', () => {
    // Berlin moves to summer time on 29 March 2026 (a 23-hour day) and back on 25 October (25 hours)
    expect(periodRange('yesterday', 'Europe/Berlin', new Date('2026-03-30T10:00:00Z'))).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(periodRange('yesterday', 'Europe/Berlin', new Date('2026-10-26T10:00:00Z'))).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });
});
