import type { PlayType } from '@tala/contract/lottery';
import { potentialWin } from './money.ts';

/** Spec-free product limit mirrored from the contract: one order holds 1 to 50 lines. */
export const MAX_SLIP_LINES = 50;

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
  return candidates.filter((amount) => amount * 100 >= play.minStakeMinor && amount * 100 <= play.maxStakeMinor);
}

/** Minor units as the decimal text the bet endpoint takes ("10", "2.50"). */
export function stakeText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
