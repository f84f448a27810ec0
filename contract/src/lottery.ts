import { z } from 'zod';
import { whole } from './numbers.ts';
import { MAX_SLIP_LINES, MIN_SLIP_LINES } from './core/bet-slip.ts';
import { endpoint, noInput } from './endpoint.ts';
import {
  betLine,
  betStatus,
  lotteryAccountType,
  lotteryBet,
  lotteryDraw,
  lotteryGame,
  lotteryGameDetail,
  lotteryMenu,
} from './lottery-model.ts';
import { balanceSnapshot } from './wallet.ts';

export * from './lottery-model.ts';
export { deriveOpenNumber, isSeed, sha256Hex, verifyDraw, type DrawVerification } from './lottery-fairness.ts';

/** Lottery endpoints (spec §7 "Lottery"); shapes and money/time conventions in lottery-model.ts. */
const tags = ['lottery'] as const;

const gameCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);
const language = z.string().max(8).optional();
const paging = {
  pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
  pageSize: whole(z.number().int().min(1).max(100)).default(20),
};
const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), totalPages: z.number().int(), total: z.number().int() });

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
    summary: 'Games the member bet on most recently, newest first (at most recentCount).',
    tags,
    input: z.object({
      prizeMode: z.string().max(64).optional(),
      device: z.string().max(16).default('WEB'),
      recentCount: whole(z.number().int().min(1).max(100)).default(100),
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
    input: z.object({ count: whole(z.number().int().min(1).max(100)).default(20), language }),
    output: z.array(lotteryGame),
  }),
  vnOpened: endpoint({
    id: 'lottery.vnOpened',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    auth: 'none',
    summary: 'Latest drawn numeros of the Vietnam games (optionally one game), newest first.',
    tags,
    input: z.object({ gameCode: gameCode.optional(), count: whole(z.number().int().min(1).max(100)).default(100), language }),
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
      requestId: z
        .string()
        .trim()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
      bets: z.array(betLine).min(MIN_SLIP_LINES).max(MAX_SLIP_LINES),
      language,
    }),
    /** balance: the snapshot right after the debit (on a replay: as it is now). */
    output: z.object({ bets: z.array(lotteryBet), balance: balanceSnapshot, replayed: z.boolean() }),
  }),
  betRecords: endpoint({
    id: 'lottery.betRecords',
    method: 'GET',
    path: '/lgw/lotto/bets',
    auth: 'member',
    summary:
      "The member's lottery bets, newest first, optionally for one game and numero, one status, and a period of placing (from inclusive, to exclusive).",
    tags,
    input: z.object({
      gameCode: gameCode.optional(),
      numero: z.string().max(32).optional(),
      status: betStatus.optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      language,
      ...paging,
    }),
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
    input: z.object({ gameId: whole(z.number().int().positive()) }),
    output: z.object({ ids: z.array(z.number().int()) }),
  }),
  removeFavourite: endpoint({
    id: 'lottery.removeFavourite',
    method: 'POST',
    path: '/lgw/lotto/favorites/remove',
    auth: 'member',
    summary: 'Removes a lottery game from the favourites; returns the ids after the change.',
    tags,
    input: z.object({ gameId: whole(z.number().int().positive()) }),
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

/** Push payloads (names in core LOTTERY_PUSH_EVENTS). lottery.* go to 'all'; lottery.settled goes to the member. */
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
    stakeMinor: z.number().int(),
    payoutMinor: z.number().int(),
    won: z.boolean(),
    /** The member's balance once the payout or refund is in (the same snapshot as the balance event). */
    balance: balanceSnapshot,
  }),
} as const;
