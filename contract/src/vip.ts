import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['vip'] as const;

/**
 * The VIP rank (spec §2 playerRank, §3 club label): levels are brand data with the deposit and
 * valid-bet totals that reach them and what they give. A member keeps the highest level reached.
 */

export const vipLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Label colours (text, background). */
  color: z.string(),
  color2: z.string(),
  /** Lifetime deposits and valid bets needed, both. */
  depositMinor: z.number().int(),
  validBetMinor: z.number().int(),
  /** Rebate on valid bets, in basis points (50 = 0.5 %). */
  rebateBps: z.number().int(),
  dailyWithdrawLimitMinor: z.number().int(),
  birthdayBonusMinor: z.number().int(),
  /** A personal VIP service instead of live chat (spec §4: above level 4). */
  vipService: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevel>;

export const playerRank = z.object({
  level: z.number().int(),
  levels: z.array(vipLevel),
  /** Lifetime totals from the ledger: deposits, and stakes less refunds. */
  totals: z.object({ depositMinor: z.number().int(), validBetMinor: z.number().int() }),
  /** The next level and what is still missing; null at the top. */
  next: z
    .object({ level: z.number().int(), depositMissingMinor: z.number().int(), validBetMissingMinor: z.number().int() })
    .nullable(),
});
export type PlayerRank = z.infer<typeof playerRank>;

export const vip = {
  rank: endpoint({
    id: 'vip.rank',
    method: 'GET',
    path: '/wps/member/rank',
    auth: 'member',
    summary: "The member's VIP level, every level with its thresholds and benefits, and the progress to the next.",
    tags,
    input: noInput,
    output: playerRank,
  }),
} as const;
