import { describe, expect, it } from 'vitest';
import { periodRange } from './period.ts';

describe('periodRange', () => {
  const now = new Date(2026, 10, 25, 14, 30); // 25 Nov 2026, 14:30 local time

  it('counts today from local midnight to the next one', () => {
    const { from, to } = periodRange('today', now);
    expect(new Date(from)).toEqual(new Date(2026, 10, 25));
    expect(new Date(to)).toEqual(new Date(2026, 10, 26));
  });

  it('ends yesterday where today starts', () => {
    const { from, to } = periodRange('yesterday', now);
    expect(new Date(from)).toEqual(new Date(2026, 10, 24));
    expect(new Date(to)).toEqual(new Date(2026, 10, 25));
  });

  it('takes the last 7 and 30 days including today, across a month boundary', () => {
    expect(new Date(periodRange('week', now).from)).toEqual(new Date(2026, 10, 19));
    expect(new Date(periodRange('month', new Date(2026, 2, 3)).from)).toEqual(new Date(2026, 1, 2));
  });
});
