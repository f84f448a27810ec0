import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';

export { deriveOpenNumber, sha256Hex, verifyDraw, type DrawVerification } from './lottery-fairness.ts';

const tags = ['lottery'] as const;

/**
 * Lottery (spec §3 lottery game/menu, §4 list mode, §7 "Lottery", §9).
 * Money is integer minor units (cents). Times are ISO-8601 UTC strings; durations are milliseconds unless
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
  minStake: z.number().int(),
  maxStake: z.number().int(),
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
  stake: z.number().int(),
  odds: z.number(),
  /** floor(stake × odds) if it wins. */
  potentialWin: z.number().int(),
  status: betStatus,
  /** Paid on settlement (win, or refund of a cancelled draw); 0 otherwise. */
  payout: z.number().int(),
  openNumber: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

export const betLine = z.object({
  playCode: z.string().min(1).max(16),
  betNumber: z.string().trim().min(1).max(16),
  stake: z.coerce.number().int().positive().max(1_000_000_000_00),
});
export type BetLine = z.infer<typeof betLine>;

const gameCode = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_]+$/);
const language = z.string().max(8).optional();
const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), totalPages: z.number().int(), total: z.number().int() });

export const lotteryGameDetail = z.object({
  game: lotteryGame,
  playTypes: z.array(playType),
  /** The numero taking bets (or locked, waiting to draw), with its seed hash. */
  current: lotteryDraw.nullable(),
  /** The last drawn numero. */
  last: lotteryDraw.nullable(),
});
export type LotteryGameDetail = z.infer<typeof lotteryGameDetail>;

export const lottery = {
  gameMenu: endpoint({
    id: 'lottery.gameMenu',
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    auth: 'none',
    summary: 'Lottery lobby menus (tag, labelName, gameMenus) for a prize mode; accountType narrows to TCG_LOTTO_VN.',
    tags,
    input: z.object({
      /** One prize mode or several, comma-separated; absent: every mode. */
      prizeMode: z.string().max(64).optional(),
      device: z.string().max(16).default('WEB'),
      accountType: lotteryAccountType.optional(),
      language,
    }),
    output: z.array(lotteryMenu),
  }),
  recent: endpoint({
    id: 'lottery.recent',
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    auth: 'member',
    summary: "Games the member bet on most recently, newest first (at most recentCount).",
    tags,
    input: z.object({
      prizeMode: z.string().max(64).optional(),
      device: z.string().max(16).default('WEB'),
      recentCount: z.coerce.number().int().min(1).max(100).default(100),
      language,
    }),
    output: z.array(lotteryGame),
  }),
  popular: endpoint({
    id: 'lottery.popular',
    method: 'GET',
    path: '/lgw/games/popular',
    auth: 'none',
    summary: 'Hot lottery games (most bets over the last 24 hours, then the hot flag); empty means no hot tab.',
    tags,
    input: z.object({ count: z.coerce.number().int().min(1).max(100).default(20), language }),
    output: z.array(lotteryGame),
  }),
  vnOpened: endpoint({
    id: 'lottery.vnOpened',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    auth: 'none',
    summary: 'Latest drawn numeros of the Vietnam games (optionally one game), newest first.',
    tags,
    input: z.object({ gameCode: gameCode.optional(), count: z.coerce.number().int().min(1).max(100).default(100), language }),
    output: z.array(lotteryDraw.extend({ gameName: z.string() })),
  }),
  openedNumero: endpoint({
    id: 'lottery.openedNumero',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    auth: 'none',
    summary: 'One drawn numero of a game (the latest when numero is absent); NUMERO_NOT_FOUND if none.',
    tags,
    input: z.object({ gameCode, numero: z.string().max(32).optional() }),
    output: lotteryDraw,
  }),
  launch: endpoint({
    id: 'lottery.launch',
    method: 'POST',
    path: '/lgw/lotto/launch',
    auth: 'member',
    summary: 'Lottery lobby launch: returns the in-site URL of the lobby or of a game’s betting view.',
    tags,
    input: z.object({
      lottoArea: z.string().max(8).default('VN'),
      launchMode: z.literal('LOTT').default('LOTT'),
      gameCode: gameCode.optional(),
      view: z.enum(['betting', 'lobby']).default('lobby'),
      device: z.string().max(16).default('WEB'),
      backUrl: z.string().max(2048).optional(),
      language,
    }),
    output: z.object({ game_url: z.string() }),
  }),
  game: endpoint({
    id: 'lottery.game',
    method: 'GET',
    path: '/lgw/lotto/game',
    auth: 'none',
    summary: 'A game for the betting view: the game, its play types with odds and limits, current and last draw.',
    tags,
    input: z.object({ gameCode, language }),
    output: lotteryGameDetail,
  }),
  placeBet: endpoint({
    id: 'lottery.placeBet',
    method: 'POST',
    path: '/lgw/lotto/bet',
    auth: 'member',
    summary:
      'Places bets on a numero (all lines or none). requestId is the idempotency key: a replay returns the first result without a second debit.',
    tags,
    input: z.object({
      gameCode,
      numero: z.string().trim().min(1).max(32),
      requestId: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
      bets: z.array(betLine).min(1).max(50),
    }),
    output: z.object({ bets: z.array(lotteryBet), balance: z.number().int(), replayed: z.boolean() }),
  }),
  betRecords: endpoint({
    id: 'lottery.betRecords',
    method: 'GET',
    path: '/lgw/lotto/bets',
    auth: 'member',
    summary: "The member's lottery bets, newest first, optionally for one game and numero.",
    tags,
    input: z.object({ gameCode: gameCode.optional(), numero: z.string().max(32).optional(), status: betStatus.optional(), ...paging }),
    output: page(lotteryBet),
  }),
  drawHistory: endpoint({
    id: 'lottery.drawHistory',
    method: 'GET',
    path: '/lgw/lotto/draws',
    auth: 'none',
    summary: 'Past draws of a game, newest first, with seed hash and revealed seed for verification.',
    tags,
    input: z.object({ gameCode, ...paging }),
    output: page(lotteryDraw),
  }),
  favourites: endpoint({
    id: 'lottery.favourites',
    method: 'GET',
    path: '/lgw/lotto/favorites',
    auth: 'member',
    summary: "The member's favourite lottery game ids.",
    tags,
    input: noInput,
    output: z.object({ ids: z.array(z.number().int()) }),
  }),
  addFavourite: endpoint({
    id: 'lottery.addFavourite',
    method: 'POST',
    path: '/lgw/lotto/favorites/add',
    auth: 'member',
    summary: 'Adds a lottery game to the favourites; returns the ids after the change.',
    tags,
    input: z.object({ gameId: z.coerce.number().int().positive() }),
    output: z.object({ ids: z.array(z.number().int()) }),
  }),
  removeFavourite: endpoint({
    id: 'lottery.removeFavourite',
    method: 'POST',
    path: '/lgw/lotto/favorites/remove',
    auth: 'member',
    summary: 'Removes a lottery game from the favourites; returns the ids after the change.',
    tags,
    input: z.object({ gameId: z.coerce.number().int().positive() }),
    output: z.object({ ids: z.array(z.number().int()) }),
  }),
  serverTime: endpoint({
    id: 'lottery.serverTime',
    method: 'GET',
    path: '/lgw/lotto/time',
    auth: 'none',
    summary: "The server's clock (epoch ms) so countdowns can use an offset that survives background tabs.",
    tags,
    input: noInput,
    output: z.object({ serverTime: z.number().int(), timeZone: z.string() }),
  }),
} as const;

/** Push events (platform.publish). lottery.* go to 'all'; lottery.settled goes to the member. */
export const lotteryPush = {
  /** A new numero opened for bets. */
  numero: z.object({
    gameCode: z.string(),
    gameId: z.number().int(),
    numero: z.string(),
    openAt: z.string(),
    lockAt: z.string(),
    drawAt: z.string(),
    seedHash: z.string(),
  }),
  /** Betting closed on a numero. */
  lock: z.object({ gameCode: z.string(), gameId: z.number().int(), numero: z.string(), drawAt: z.string() }),
  /** A numero was drawn: the result with its verification data. */
  result: lotteryDraw.extend({ gameId: z.number().int() }),
  /** A draw was cancelled and every bet refunded. */
  cancelled: z.object({ gameCode: z.string(), gameId: z.number().int(), numero: z.string() }),
  /** To one member: their bets on a numero were settled. */
  settled: z.object({
    gameCode: z.string(),
    numero: z.string(),
    openNumber: z.string().nullable(),
    stake: z.number().int(),
    payout: z.number().int(),
    won: z.boolean(),
    balance: z.number().int(),
  }),
} as const;

export const lotteryPushTypes = {
  numero: 'lottery.numero',
  lock: 'lottery.lock',
  result: 'lottery.result',
  cancelled: 'lottery.cancelled',
  settled: 'lottery.settled',
} as const;
