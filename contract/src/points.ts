import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint } from './endpoint.ts';
import { balanceSnapshot } from './wallet.ts';

const tags = ['points'] as const;

/**
 * Points and the points mall (spec §1 points, §7 MCS2_getPointBalance, getPointConfig,
 * getPointReward, getRedeemPointList, MCS2_redeemPointReward, MCS2_convertPoint, ODSFE2_MemTransDet).
 * Points are earned from valid bets at the brand's rate, never expire (spec §9), and are spent on
 * mall items or converted to money; redeeming and converting ask for the payment password.
 */

export const pointItemKinds = ['cash', 'voucher', 'goods'] as const;
export type PointItemKind = (typeof pointItemKinds)[number];

export const pointConfig = z.object({
  /** Valid stake (minor units) that earns one point. */
  stakePerPointMinor: z.number().int(),
  /** Money (minor units) one converted point pays. */
  minorPerPoint: z.number().int(),
  /** Fewest points one conversion takes. */
  minConvertPoints: z.number().int(),
});
export type PointConfig = z.infer<typeof pointConfig>;

export const pointSummary = z.object({
  balance: z.number().int(),
  earned: z.number().int(),
  spent: z.number().int(),
  config: pointConfig,
});
export type PointSummary = z.infer<typeof pointSummary>;

export const pointItem = z.object({
  id: z.number().int(),
  kind: z.enum(pointItemKinds),
  title: z.string(),
  description: z.string(),
  costPoints: z.number().int(),
  /** What a cash item pays into the main wallet; null for other kinds. */
  cashMinor: z.number().int().nullable(),
  /** Items left; null when unlimited. */
  stock: z.number().int().nullable(),
});
export type PointItem = z.infer<typeof pointItem>;

/** mission and signIn: points paid by a mission reward or the daily sign-in (missions domain). */
export const pointPostingKinds = ['earn', 'redeem', 'convert', 'mission', 'signIn'] as const;

export const pointEntry = z.object({
  id: z.number().int(),
  kind: z.enum(pointPostingKinds),
  /** Positive: earned; negative: spent. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  /** What the points went to (an item's title), or null. */
  detail: z.string().nullable(),
  /** A voucher item's code, shown to its owner only. */
  voucherCode: z.string().nullable(),
  /** Money paid into the main wallet by this posting (cash items and conversions), else 0. */
  cashMinor: z.number().int(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntry>;

export const redeemResult = z.object({
  entry: pointEntry,
  pointBalance: z.number().int(),
  /** This requestId was already used for the same redemption: nothing moved the second time. */
  replayed: z.boolean(),
  balance: balanceSnapshot,
});
export type RedeemResult = z.infer<typeof redeemResult>;

/** The client's idempotency key of a redemption or conversion. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
const language = z.string().max(8).optional();
const paymentPassword = z.string().max(32);

export const points = {
  summary: endpoint({
    id: 'points.summary',
    method: 'GET',
    path: '/wps/points/summary',
    auth: 'member',
    summary: "The member's point balance, points earned and spent, and the brand's earning and conversion rates.",
    tags,
    input: z.object({}).loose(),
    output: pointSummary,
  }),
  items: endpoint({
    id: 'points.items',
    method: 'GET',
    path: '/wps/points/items',
    auth: 'member',
    summary: 'The points mall: items on offer with their cost in points and the stock left.',
    tags,
    input: z.object({ language }),
    output: z.object({ list: z.array(pointItem) }),
  }),
  history: endpoint({
    id: 'points.history',
    method: 'GET',
    path: '/wps/points/history',
    auth: 'member',
    summary: "The member's own point postings (earned, redeemed, converted), newest first.",
    tags,
    input: z.object({
      language,
      page: whole(z.number().int().min(1).max(10_000)).default(1),
    }),
    output: z.object({ list: z.array(pointEntry), total: z.number().int(), pageSize: z.number().int() }),
  }),
  redeem: endpoint({
    id: 'points.redeem',
    method: 'POST',
    path: '/wps/points/redeem',
    auth: 'member',
    encrypted: true,
    summary:
      'Redeems one mall item with the payment password: the points are debited, the stock taken and a cash item ' +
      'paid into the main wallet, in one transaction. The same requestId answers the same redemption.',
    tags,
    input: z.object({ itemId: whole(z.number().int().positive().max(2_147_483_647)), paymentPassword, requestId, language }),
    output: redeemResult,
  }),
  convert: endpoint({
    id: 'points.convert',
    method: 'POST',
    path: '/wps/points/convert',
    auth: 'member',
    encrypted: true,
    summary:
      'Converts points to money at the brand rate with the payment password (points debited and money credited in ' +
      'one transaction). The same requestId answers the same conversion.',
    tags,
    input: z.object({ points: whole(z.number().int().positive().max(1_000_000_000)), paymentPassword, requestId, language }),
    output: redeemResult,
  }),
};
