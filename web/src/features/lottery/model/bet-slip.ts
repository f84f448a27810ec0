import { MINOR_PER_MAJOR, toMinor } from '@tala/contract/core/money';
import type { PlayType } from '@tala/contract/lottery';

export interface SlipLine {
  /** Local key for the list. */
  key: string;
  playCode: string;
  betNumber: string;
  stakeMinor: number;
  odds: number;
}

export type NumberProblem = 'empty' | 'digits' | 'choice';
export type StakeProblem = 'invalid' | 'belowMin' | 'aboveMax';

/** Is `betNumber` a valid pick for the play type? (the server checks again: INVALID_BET_NUMBER) */
export function numberProblem(play: PlayType, betNumber: string): NumberProblem | null {
  const value = betNumber.trim();
  if (!value) return 'empty';
  if (play.choices) return play.choices.includes(value) ? null : 'choice';
  return new RegExp(`^\\d{${play.digits}}$`).test(value) ? null : 'digits';
}

export function stakeProblem(play: PlayType, stakeMinor: number | null): StakeProblem | null {
  if (stakeMinor === null) return 'invalid';
  if (stakeMinor < play.minStakeMinor) return 'belowMin';
  if (stakeMinor > play.maxStakeMinor) return 'aboveMax';
  return null;
}

export function slipTotals(lines: readonly SlipLine[]): { stakeMinor: number; potentialWinMinor: number } {
  let stakeMinor = 0;
  let potentialWinMinor = 0;
  for (const line of lines) {
    stakeMinor += line.stakeMinor;
    potentialWinMinor += potentialWin(line.stakeMinor, line.odds);
  }
  return { stakeMinor, potentialWinMinor };
}

/** A random valid pick: `digits` random digits, or one of the choices. */
export function randomPick(play: PlayType, random: () => number = Math.random): string {
  if (play.choices && play.choices.length > 0) return play.choices[Math.floor(random() * play.choices.length)]!;
  return Array.from({ length: play.digits }, () => Math.floor(random() * 10)).join('');
}

/** Stake presets (major units) that fall inside the play type's limits. */
export function stakePresets(play: PlayType, candidates: readonly number[] = [1, 5, 10, 50, 100, 500]): number[] {
  return candidates.filter(
    (amount) => amount * MINOR_PER_MAJOR >= play.minStakeMinor && amount * MINOR_PER_MAJOR <= play.maxStakeMinor,
  );
}

/** A typed stake ("10", "2.5", "1,000") in minor units, or null when it is not a positive amount. */
export function parseStake(text: string): number | null {
  // zero and negative amounts parse: stakeProblem calls them what they are, under the minimum
  return toMinor(text.replace(/,/g, ''));
}

/** A win pays floor(stake × odds), in minor units (contract: potentialWinMinor). */
export function potentialWin(stakeMinor: number, odds: number): number {
  return Math.floor(stakeMinor * odds);
}
