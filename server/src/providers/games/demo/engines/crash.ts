import { createHash, createHmac } from 'node:crypto';

/**
 * Crash ("Rocket"): a shared multiplier grows from 1.00× as m(t) = e^(r·t) and stops at a crash
 * point fixed before the round opened. Players cash out before the crash to win stake × multiplier.
 *
 * Fairness: the crash points come from a hash chain. From a secret we derive seed_0 and hash it
 * forward, seed_{k+1} = SHA-256(seed_k), up to seed_N, the terminal hash, which is published before
 * any round is played. Rounds use the chain backwards: round 1 uses seed_{N-1}, round 2 seed_{N-2} …
 * so SHA-256(seed of round i) = seed of round i-1 (and = the terminal hash for round 1). Nobody can
 * compute a future seed from the revealed ones, and the house cannot change one without breaking
 * the chain. See docs/crash-game.md for the formula's exact return.
 */

/** Growth rate r of m(t) = e^(r·t), per second: 2× after 11.6 s, 10× after 38.4 s, 100× after 76.8 s. */
export const CRASH_RATE = 0.06;
/** House edge: every cash-out target returns exactly 99 % (about 1.98 % of rounds crash at 1.00×). */
export const CRASH_EDGE_PERCENT = 1;
/** The highest crash point (hundredths): 1,000,000× (a round reaches it after 230 s). */
export const CRASH_MAX_X100 = 100_000_000;
/** Auto cash-out targets (hundredths): 1.01× … 10,000×. */
export const CRASH_MIN_TARGET_X100 = 101;
export const CRASH_MAX_TARGET_X100 = 1_000_000;
/** The public message the seeds are HMAC'd with (anyone verifying needs it). */
export const CRASH_SALT = 'tala-rocket';
/** Bits of the HMAC used for the uniform draw (a JavaScript number holds 52 exactly). */
const BITS = 52;
const TWO_52 = 2 ** BITS;

/** Multiplier at `ms` after the flight started, in hundredths, floored (100 = 1.00×). */
export function multiplierAt(ms: number): number {
  if (ms <= 0) return 100;
  // the epsilon keeps e.g. exactly ln(2)/r from flooring to 1.99 through rounding of the exponential
  return Math.floor(100 * Math.exp((CRASH_RATE * ms) / 1000) + 1e-9);
}

/** Milliseconds after the start when the curve reaches `x100` (the first instant multiplierAt(t) ≥ x100). */
export function msToReach(x100: number): number {
  if (x100 <= 100) return 0;
  return Math.ceil((Math.log(x100 / 100) / CRASH_RATE) * 1000);
}

/** The uniform draw u ∈ [0, 1) of a seed: the first 52 bits of HMAC-SHA256(key = seed, CRASH_SALT). */
export function uniformOf(seed: string | Buffer): number {
  const h = createHmac('sha256', typeof seed === 'string' ? Buffer.from(seed, 'hex') : seed)
    .update(CRASH_SALT)
    .digest();
  // 52 bits: the first 6 bytes and the high nibble of the 7th
  return (h.readUIntBE(0, 6) * 16 + (h[6]! >> 4)) / TWO_52;
}

/**
 * The crash point (hundredths) of a draw: floor((100 − edge) / (1 − u)) / 100, at least 1.00×, at
 * most CRASH_MAX_X100. P(crash ≥ x) = (1 − edge)/x for every x from 1.01× to the cap, so a cash-out
 * at x returns x · 0.99/x = 99 %, whatever x. The rest, 1 − 0.99/1.01 ≈ 1.98 % of draws, crash at
 * 1.00× at once (u < 0.01 alone would be 1 %; u up to 1 − 99/101 still floors to 100).
 */
export function crashPointOfUniform(u: number): number {
  // u = k/2^52 and 1 − u are exact doubles, so this is the same number in every JavaScript engine
  const x100 = Math.floor((100 - CRASH_EDGE_PERCENT) / (1 - u));
  return Math.min(CRASH_MAX_X100, Math.max(100, x100));
}

export const crashPointOf = (seed: string | Buffer): number => crashPointOfUniform(uniformOf(seed));

/**
 * The exact probability that a round reaches `x100` (crash ≥ x100), over the 2^52 equally likely
 * draws u = k/2^52: floor(99/(1 − u)) ≥ x100 ⟺ u ≥ 1 − 99/x100.
 */
export function chanceToReach(x100: number): number {
  if (x100 <= 100) return 1;
  if (x100 > CRASH_MAX_X100) return 0;
  const first = Math.ceil(TWO_52 * (1 - (100 - CRASH_EDGE_PERCENT) / x100));
  return (TWO_52 - first) / TWO_52;
}

/** The payout of a cash-out at `x100`: stake × multiplier, floored to minor units. */
export const crashPayout = (stake: number, x100: number): number => Math.floor((stake * x100) / 100);

export const sha256Hex = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** seed_0 of chain `chainId` from the installation's secret. */
export const chainRoot = (secret: Buffer, chainId: number): string =>
  createHmac('sha256', secret).update(`crash-chain:${chainId}`).digest('hex');

/**
 * The chain's seeds from seed_0 to seed_N (N + 1 hex strings). 100,000 hashes take about 100 ms;
 * the leader keeps the chain in memory.
 */
export function buildChain(root: string, length: number): string[] {
  const chain = new Array<string>(length + 1);
  chain[0] = root;
  for (let k = 1; k <= length; k++) chain[k] = sha256Hex(chain[k - 1]!);
  return chain;
}

/** The seed of the chain's `index`-th round (1-based): seed_{N − index}. */
export const seedOfRound = (chain: readonly string[], index: number): string => chain[chain.length - 1 - index]!;

/** Whether `seed` is the seed that follows `previous` in play order (SHA-256(seed) = previous). */
export const linksTo = (seed: string, previous: string): boolean => sha256Hex(seed) === previous;
