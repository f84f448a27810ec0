import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint } from './endpoint.ts';
import { betStatus } from './lottery-model.ts';

const tags = ['games'] as const;

/**
 * The member's rounds of casino games (in-house and vendor games on the seamless wallet), for the
 * betting record beside the lottery bets. Statuses read as the lottery's: OPEN (not settled yet),
 * WON (paid something), LOST (settled with nothing paid), REFUNDED.
 */
export const gameRound = z.object({
  roundId: z.string(),
  createdAt: z.string(),
  vendor: z.string(),
  gameName: z.string(),
  stakeMinor: z.number().int(),
  payoutMinor: z.number().int(),
  status: betStatus,
});
export type GameRound = z.infer<typeof gameRound>;

/** The betting record's products: lottery bets and casino game rounds. */
export const betProducts = ['lottery', 'games'] as const;
export const betProduct = z.enum(betProducts);
export type BetProduct = z.infer<typeof betProduct>;

const betFilter = {
  product: betProduct,
  status: betStatus.optional(),
  /** Games only: one vendor's rounds. */
  vendor: z.string().max(32).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

/**
 * Totals of the bets a filter selects. Valid stake counts only settled bets (won or lost): an open
 * bet may still be refunded and a refunded one was never at risk. Net = win − valid stake.
 */
export const betTotals = z.object({
  count: z.number().int(),
  stakeMinor: z.number().int(),
  validStakeMinor: z.number().int(),
  winMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type BetTotals = z.infer<typeof betTotals>;

const detailCommon = {
  status: betStatus,
  stakeMinor: z.number().int(),
  /** Paid on settlement (a win, or the refund); 0 otherwise. */
  payoutMinor: z.number().int(),
  gameName: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
};

export const betDetail = z.discriminatedUnion('product', [
  z.object({
    product: z.literal('lottery'),
    betId: z.number().int(),
    gameCode: z.string(),
    numero: z.string(),
    playCode: z.string(),
    betNumber: z.string(),
    odds: z.number(),
    potentialWinMinor: z.number().int(),
    /** The draw's proof (docs/lottery-fairness.md): the hash is public from the start, seed and number once drawn. */
    seedHash: z.string(),
    seed: z.string().nullable(),
    openNumber: z.string().nullable(),
    ...detailCommon,
  }),
  z.object({
    product: z.literal('games'),
    roundId: z.string(),
    vendor: z.string(),
    vendorName: z.string(),
    ...detailCommon,
  }),
]);
export type BetDetail = z.infer<typeof betDetail>;

export const gameRounds = {
  list: endpoint({
    id: 'gameRounds.list',
    method: 'GET',
    path: '/wps/member/game-rounds',
    auth: 'member',
    summary:
      "The member's game rounds, newest first, optionally one status and a period of playing (from inclusive, to exclusive).",
    tags,
    input: z.object({
      status: betStatus.optional(),
      vendor: z.string().max(32).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      language: z.string().max(8).optional(),
      pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
      pageSize: whole(z.number().int().min(1).max(100)).default(20),
    }),
    output: z.object({ list: z.array(gameRound), totalPages: z.number().int(), total: z.number().int() }),
  }),
  totals: endpoint({
    id: 'gameRounds.totals',
    method: 'GET',
    path: '/wps/member/bets/totals',
    auth: 'member',
    summary: "Totals (count, stake, valid stake, win, net) of the member's bets of one product that a filter selects.",
    tags,
    input: z.object(betFilter),
    output: betTotals,
  }),
  detail: endpoint({
    id: 'gameRounds.detail',
    method: 'GET',
    path: '/wps/member/bets/detail',
    auth: 'member',
    summary: "One of the member's own bets (a lottery bet by its id, a game round by its id); another member's is not found.",
    tags,
    input: z.object({
      product: betProduct,
      id: z.string().min(1).max(64),
      language: z.string().max(8).optional(),
    }),
    output: betDetail,
  }),
  vendors: endpoint({
    id: 'gameRounds.vendors',
    method: 'GET',
    path: '/wps/member/bets/vendors',
    auth: 'member',
    summary: "The game vendors the member has rounds with, for the betting record's vendor filter.",
    tags,
    input: z.object({ language: z.string().max(8).optional() }),
    output: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
} as const;
