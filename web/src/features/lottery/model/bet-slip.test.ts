import { describe, expect, it } from 'vitest';
import type { PlayType } from '@tala/contract/lottery';
import { numberProblem, parseStake, potentialWin, randomPick, slipTotals, stakePresets, stakeProblem } from './bet-slip.ts';

const threeD: PlayType = {
  code: '3D',
  name: '3D',
  kind: 'last',
  digits: 3,
  odds: 900,
  minStakeMinor: 100,
  maxStakeMinor: 100_000,
  choices: null,
};
const bigSmall: PlayType = {
  code: 'BS',
  name: 'Big/Small',
  kind: 'bigSmall',
  digits: 1,
  odds: 1.95,
  minStakeMinor: 100,
  maxStakeMinor: 500_000,
  choices: ['BIG', 'SMALL'],
};

describe('bet slip rules', () => {
  it('accepts exactly the play type’s digits or one of its choices', () => {
    expect(numberProblem(threeD, '042')).toBeNull();
    expect(numberProblem(threeD, '42')).toBe('digits');
    expect(numberProblem(threeD, '4a2')).toBe('digits');
    expect(numberProblem(threeD, ' ')).toBe('empty');
    expect(numberProblem(bigSmall, 'BIG')).toBeNull();
    expect(numberProblem(bigSmall, 'ODD')).toBe('choice');
  });

  it('checks stakes against the limits', () => {
    expect(stakeProblem(threeD, null)).toBe('invalid');
    expect(stakeProblem(threeD, 99)).toBe('belowMin');
    expect(stakeProblem(threeD, parseStake('-5'))).toBe('belowMin');
    expect(stakeProblem(threeD, 100_001)).toBe('aboveMax');
    expect(stakeProblem(threeD, 100)).toBeNull();
  });

  it('adds up stakes and floor(stake × odds) wins', () => {
    const lines = [
      { key: 'a', playCode: '3D', betNumber: '042', stakeMinor: 250, odds: 900 },
      { key: 'b', playCode: 'BS', betNumber: 'BIG', stakeMinor: 333, odds: 1.95 },
    ];
    expect(potentialWin(333, 1.95)).toBe(649);
    expect(slipTotals(lines)).toEqual({ stakeMinor: 583, potentialWinMinor: 225_000 + 649 });
  });

  it('quick-picks valid numbers', () => {
    const pick = randomPick(threeD, () => 0.999);
    expect(pick).toBe('999');
    expect(numberProblem(threeD, randomPick(threeD))).toBeNull();
    expect(randomPick(bigSmall, () => 0.6)).toBe('SMALL');
  });

  it('offers presets inside the limits', () => {
    expect(stakePresets(threeD)).toEqual([1, 5, 10, 50, 100, 500]);
    expect(stakePresets({ ...threeD, minStakeMinor: 1_000, maxStakeMinor: 10_000 })).toEqual([10, 50, 100]);
  });

  it('parses typed stakes', () => {
    expect(parseStake('1,000.5')).toBe(100_050);
    expect(parseStake(' 10 ')).toBe(1_000);
    expect(parseStake('-1')).toBe(-100);
    expect(parseStake('0')).toBe(0);
    expect(parseStake('1.234')).toBeNull();
  });
});
