import type { Rng } from './rng.ts';

/**
 * Dice: a roll from 00.00 to 99.99; the player picks a target (2–98) and a side. "under T" wins on a
 * roll below T, "over T" on a roll of T or more. The payout multiplier is 99 / chance(%), so the
 * return to player is 99% whatever the target.
 */
export type DiceSide = 'under' | 'over';
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 98;

/** Chance of winning in basis points (1% = 100). */
export function diceChance(target: number, side: DiceSide): number {
  return side === 'under' ? target * 100 : 10_000 - target * 100;
}

/** Payout multiplier ×10000 (integer): 9900 / chance-in-%. */
export function diceMultiplier(target: number, side: DiceSide): number {
  return Math.floor((9_900 * 10_000) / diceChance(target, side));
}

export interface DiceOutcome {
  /** 0 … 9999, shown as 00.00 … 99.99 */
  roll: number;
  target: number;
  side: DiceSide;
  win: boolean;
  /** ×10000 */
  multiplier: number;
}

export function roll(rng: Rng, target: number, side: DiceSide): DiceOutcome {
  const value = rng(10_000);
  const win = side === 'under' ? value < target * 100 : value >= target * 100;
  return { roll: value, target, side, win, multiplier: diceMultiplier(target, side) };
}

export function dicePayout(stake: number, outcome: DiceOutcome): number {
  return outcome.win ? Math.floor((stake * 9_900) / diceChance(outcome.target, outcome.side)) : 0;
}
