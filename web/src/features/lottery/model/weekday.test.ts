import { describe, expect, it } from 'vitest';
import { drawsOn, parseDrawDays, weekdayCodeOf } from './weekday.ts';

describe('weekdays', () => {
  it('maps weekday codes: Monday 2 … Saturday 7, Sunday 1', () => {
    expect(weekdayCodeOf(new Date(2025, 5, 1))).toBe(1); // a Sunday
    expect(weekdayCodeOf(new Date(2025, 5, 2))).toBe(2); // Monday
    expect(weekdayCodeOf(new Date(2025, 5, 7))).toBe(7); // Saturday
    expect(parseDrawDays('1, 7,2,9,x,2')).toEqual([2, 7, 1]);
    expect(drawsOn('2,4,6', 4)).toBe(true);
    expect(drawsOn('2,4,6', 1)).toBe(false);
    expect(drawsOn('', 1)).toBe(true);
    expect(drawsOn('2', null)).toBe(true);
  });
});
