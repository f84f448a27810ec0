import type { Rng } from './rng.ts';

/**
 * The in-house slots' progressive jackpot, as the vendor draws it (the platform keeps the pool and
 * pays it: domains/games/jackpot.ts).
 *
 * - Contribution: 1% of every slot stake feeds the pool. Stakes are whole minor units, so the
 *   fraction below one unit is rounded up with exactly its probability from the round's stream
 *   (a 0.25 stake's 0.0025 adds 1 unit with chance 25/100): the expected contribution is exactly 1%.
 * - Win: a spin wins the whole pool with probability stake / 100,000,000 (a 1.00 stake: one in a
 *   million; the table maximum 1,000.00: one in a hundred thousand), drawn from the round's stream
 *   after the reels. The chance is proportional to the stake, so the jackpot returns the same share
 *   to every stake size.
 * - The pool restarts at the seed (1,000.00, paid by the house) after a win.
 *
 * Return to player of the jackpot, in the long run: the contributions (1%) plus the seeds the house
 * adds, one per win: seed × P(win) / stake = 100,000 / 100,000,000 = 0.1%. With the base game's
 * 95.955% the slot returns 97.055%.
 */
export const SLOT_JACKPOT_POOL = 'demo-slots';
export const JACKPOT_CONTRIBUTION_PERCENT = 1;
export const JACKPOT_ODDS_DIVISOR = 100_000_000;
export const JACKPOT_SEED = 100_000;
export const JACKPOT_RTP = JACKPOT_CONTRIBUTION_PERCENT / 100 + JACKPOT_SEED / JACKPOT_ODDS_DIVISOR;

export interface JackpotDraw {
  pool: string;
  contribution: number;
  hit: boolean;
}

export function drawJackpot(rng: Rng, stake: number): JackpotDraw {
  const whole = Math.floor((stake * JACKPOT_CONTRIBUTION_PERCENT) / 100);
  const rest = (stake * JACKPOT_CONTRIBUTION_PERCENT) % 100;
  const contribution = whole + (rng(100) < rest ? 1 : 0);
  const hit = rng(JACKPOT_ODDS_DIVISOR) < stake;
  return { pool: SLOT_JACKPOT_POOL, contribution, hit };
}
