import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint } from './endpoint.ts';

const tags = ['member'] as const;

/**
 * Member-centre reports: personal profit and loss (spec §2 personalProfit) and invite friends
 * (referral). Amounts are integer minor units.
 */

/** The longest period the profit report covers at once. */
export const profitMaxDays = 31;

export const profitProducts = ['games', 'lottery'] as const;
export type ProfitProduct = (typeof profitProducts)[number];

export const profitFigures = z.object({
  depositMinor: z.number().int(),
  withdrawalMinor: z.number().int(),
  /** Stakes less the stakes refunded. */
  stakeMinor: z.number().int(),
  winMinor: z.number().int(),
  bonusMinor: z.number().int(),
  /** Wins less stakes, plus bonuses: what play gave (negative: what it cost). */
  netMinor: z.number().int(),
});
export type ProfitFigures = z.infer<typeof profitFigures>;

export const profitReport = z.object({
  /** One row per day with any movement, newest first; `date` is the player's calendar day (yyyy-MM-dd). */
  days: z.array(profitFigures.extend({ date: z.string() })),
  products: z.array(
    z.object({
      product: z.enum(profitProducts),
      stakeMinor: z.number().int(),
      winMinor: z.number().int(),
      netMinor: z.number().int(),
    }),
  ),
  totals: profitFigures,
});
export type ProfitReport = z.infer<typeof profitReport>;

export const invitee = z.object({
  /** Masked account (first two characters). */
  account: z.string(),
  registeredAt: z.string(),
  /** The friend has made a deposit. */
  deposited: z.boolean(),
  /** The reward his first deposit paid the member; null while not decided or when it paid nothing. */
  rewardMinor: z.number().int().nullable(),
  /** His first deposit was judged against the brand's rule: with no reward, it was under the minimum. */
  decided: z.boolean(),
});

export const referralInfo = z.object({
  code: z.string(),
  friends: z.array(invitee),
  total: z.number().int(),
  depositedCount: z.number().int(),
  /** The brand's reward for a friend's first deposit of at least the minimum; null when the brand has none. */
  rule: z.object({ minDepositMinor: z.number().int(), rewardMinor: z.number().int() }).nullable(),
  /** Everything the member's friends have earned him. */
  rewardTotalMinor: z.number().int(),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

export const memberCentre = {
  profit: endpoint({
    id: 'memberCentre.profit',
    method: 'GET',
    path: '/wps/member/profit',
    auth: 'member',
    summary: `Personal profit and loss per day and per product for a period (from inclusive, to exclusive; at most ${profitMaxDays} days).`,
    tags,
    input: z.object({
      from: z.iso.datetime({ offset: true }),
      to: z.iso.datetime({ offset: true }),
      /** The player's offset from UTC in minutes (east positive), so days are his calendar days. */
      utcOffsetMinutes: whole(z.number().int().min(-840).max(840)).default(0),
    }),
    output: profitReport,
  }),
  referral: endpoint({
    id: 'memberCentre.referral',
    method: 'GET',
    path: '/wps/member/referral',
    auth: 'member',
    summary: "The member's invitation code (made on first ask) and the friends who registered with it, newest first.",
    tags,
    input: z.object({}).loose(),
    output: referralInfo,
  }),
} as const;
