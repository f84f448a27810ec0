import { describe, expect, it } from 'vitest';
import { formatDuration, formatWinningDate, openNumberBalls } from './format.ts';
import { drawsOn, parseDrawDays, weekdayCodeOf } from './weekday.ts';

describe('lottery formats (spec §9)', () => {
  it('cuts open numbers to 6 balls', () => {
    expect(openNumberBalls('12345678')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(openNumberBalls('07,12,33,41,45,49,02')).toEqual(['07', '12', '33', '41', '45', '49']);
    expect(openNumberBalls('')).toEqual([]);
    expect(openNumberBalls(null)).toEqual([]);
  });

  it('writes winning dates as YYYY.MM.DD', () => {
    expect(formatWinningDate(new Date(2025, 0, 5, 23, 59))).toBe('2025.01.05');
    expect(formatWinningDate('2025-03-09T20:00:00Z', 'Asia/Manila')).toBe('2025.03.10');
    expect(formatWinningDate('not a date')).toBe('');
  });

  it('formats countdowns', () => {
    expect(formatDuration(65_400)).toBe('01:05');
    expect(formatDuration(3_725_000)).toBe('01:02:05');
    expect(formatDuration(90_061_000)).toBe('1d 01:01:01');
    expect(formatDuration(-5)).toBe('00:00');
  });

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
