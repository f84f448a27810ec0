import { z } from 'zod';
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
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      language: z.string().max(8).optional(),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ list: z.array(gameRound), totalPages: z.number().int(), total: z.number().int() }),
  }),
} as const;
