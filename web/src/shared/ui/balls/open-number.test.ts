import { describe, expect, it } from 'vitest';
import { openNumberBalls } from './open-number.ts';

describe('open number balls', () => {
  it('cuts open numbers to 6 balls (spec §9)', () => {
    expect(openNumberBalls('12345678')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(openNumberBalls('048213')).toEqual(['0', '4', '8', '2', '1', '3']);
    expect(openNumberBalls('07,12,33,41,45,49,02')).toEqual(['07', '12', '33', '41', '45', '49']);
    expect(openNumberBalls('')).toEqual([]);
    expect(openNumberBalls(null)).toEqual([]);
  });
});
