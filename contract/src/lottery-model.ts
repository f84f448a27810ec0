import { z } from 'zod';
import { amountInput } from './wallet.ts';

/**
 * Lottery (spec §3 lottery game/menu, §4 list mode, §7 "Lottery", §9).
 * Money out: integer minor units in fields named …Minor (core/money.ts has the rules); money in:
 * a decimal amount (amountInput). Times are ISO-8601 UTC strings; durations are milliseconds unless
 * the field says seconds. Weekday codes: Monday 2 … Saturday 7, Sunday 1 (spec §9).
 */

/** Prize modes of the brand configuration (spec §1). */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const prizeMode = z.enum(prizeModes);
export type PrizeMode = z.infer<typeof prizeMode>;

/** TCG_SEA: the brand's lottery games; TCG_LOTTO_VN: the Vietnam lottery set (/vnlottery). */
export const lotteryAccountType = z.enum(['TCG_SEA', 'TCG_LOTTO_VN']);
export type LotteryAccountType = z.infer<typeof lotteryAccountType>;

export const drawStatus = z.enum(['OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'CANCELLED']);
export type DrawStatus = z.infer<typeof drawStatus>;

/** A game as the lobby shows it (spec §3 "Lottery game"). */
export const lotteryGame = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  /** Play-type family (LOTT, ZY, ELOTT, SEA, VN): every game of a family offers the same play types. */
  gameGroupCode: z.string(),
  gameGroupId: z.number().int(),
  /** The game's display name, in the requested language. */
  remark: z.string(),
  prizeMode,
  accountType: lotteryAccountType,
  /** The numero (issue number) now taking bets or waiting to draw; null when none is scheduled. */
  numero: z.string().nullable(),
  /** ms from the server's now until the current numero draws (0 when due); null with numero null. */
  remainTime: z.number().int().nullable(),
  /** Seconds before the draw when betting closes. */
  lockTime: z.number().int(),
  /** Comma-separated weekday codes of the draw days, e.g. '2,3,4,5,6,7,1'. */
  drawDayOfWeek: z.string(),
  /** Draw instant of the current numero (ISO UTC); null with numero null. */
  winningTime: z.string().nullable(),
  /** Status of the current numero (OPEN taking bets, LOCKED closed and waiting to draw). */
  status: drawStatus.nullable(),
  /** Seconds between draws for interval games; null for games with fixed draw times. */
  intervalSeconds: z.number().int().nullable(),
  /** Local draw times 'HH:mm' (brand time zone) for fixed-time games; empty for interval games. */
  drawTimes: z.array(z.string()),
  timeZone: z.string(),
  lastNumero: z.string().nullable(),
  /** Six digits. */
  lastOpenNumber: z.string().nullable(),
  /** Draw instant of the last drawn numero (ISO UTC). */
  lastWinningTime: z.string().nullable(),
  isHot: z.boolean(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

/** A lobby menu (spec §3 "Lottery menu"). */
export const lotteryMenu = z.object({ tag: z.string(), labelName: z.string(), gameMenus: z.array(lotteryGame) });
export type LotteryMenu = z.infer<typeof lotteryMenu>;

/**
 * How a play type wins. last/first: the bet number equals the last/first `digits` digits of the open number.
 * bigSmall: last digit 5-9 BIG, 0-4 SMALL. oddEven: last digit ODD or EVEN.
 */
export const playKind = z.enum(['last', 'first', 'bigSmall', 'oddEven']);
export type PlayKind = z.infer<typeof playKind>;

export const playType = z.object({
  /** Stable code, e.g. 2D, 3D, 4D, HEAD2D, BS, OE. */
  code: z.string(),
  name: z.string(),
  kind: playKind,
  /** Digits in the bet number for last/first; 1 for bigSmall/oddEven (decided on the last digit). */
  digits: z.number().int(),
  /** Payout multiplier including the stake: a win pays floor(stake × odds). */
  odds: z.number(),
  minStakeMinor: z.number().int(),
  maxStakeMinor: z.number().int(),
  /** The accepted bet numbers: 'DIGITS' (exactly `digits` digits), or the list of choices. */
  choices: z.array(z.string()).nullable(),
});
export type PlayType = z.infer<typeof playType>;

/** One draw of a game, with its verification data (docs/lottery-fairness.md). */
export const lotteryDraw = z.object({
  gameCode: z.string(),
  numero: z.string(),
  status: drawStatus,
  openAt: z.string(),
  lockAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 (hex) of the secret seed, published when the numero opens. */
  seedHash: z.string(),
  /** The seed (64 hex chars), revealed once drawn; null before, and for a cancelled draw. */
  seed: z.string().nullable(),
  /** Six digits; null until drawn. */
  openNumber: z.string().nullable(),
  /** When the number was drawn (ISO UTC); null until drawn. */
  winningTime: z.string().nullable(),
  /** Draw date in the brand time zone, YYYY.MM.DD (spec §9). */
  winningDate: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const betStatus = z.enum(['OPEN', 'WON', 'LOST', 'REFUNDED']);
export type BetStatus = z.infer<typeof betStatus>;

export const lotteryBet = z.object({
  betId: z.number().int(),
  /** The idempotency key of the order the bet came in. */
  requestId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  playCode: z.string(),
  betNumber: z.string(),
  stakeMinor: z.number().int(),
  odds: z.number(),
  /** floor(stake × odds) if it wins. */
  potentialWinMinor: z.number().int(),
  status: betStatus,
  /** Paid on settlement (win, or refund of a cancelled draw); 0 otherwise. */
  payoutMinor: z.number().int(),
  openNumber: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

export const betLine = z.object({
  playCode: z.string().min(1).max(16),
  betNumber: z.string().trim().min(1).max(16),
  /** Decimal amount ("10", "2.50"); the server works in minor units. */
  stake: amountInput,
});
export type BetLine = z.infer<typeof betLine>;

export const lotteryGameDetail = z.object({
  game: lotteryGame,
  playTypes: z.array(playType),
  /** The numero taking bets (or locked, waiting to draw), with its seed hash. */
  current: lotteryDraw.nullable(),
  /** The last drawn numero. */
  last: lotteryDraw.nullable(),
});
export type LotteryGameDetail = z.infer<typeof lotteryGameDetail>;
