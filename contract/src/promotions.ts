import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint } from './endpoint.ts';
import { balanceSnapshot } from './wallet.ts';

const tags = ['promotions'] as const;

/**
 * Promotions the member can read and claim (spec §1 reward centre, §2 /promotions and /promoDetail,
 * §3 labels and types, §4 activity states). Each promotion may carry a claim rule: a fixed bonus, or
 * a percent of a deposit with a cap; either comes with a turnover multiple the member must wager
 * before withdrawing.
 */

/** Spec §3 promotion types (the tabs of /promotions; "all" is the tab that shows every type). */
export const promoTypes = [
  'others',
  'sports',
  'live casino',
  'slots',
  'card games',
  'fish',
  'lotto',
  'rebate',
  'points mall',
  'ranking',
  'deposit',
  'app download',
  'newbie',
  'game promotions',
] as const;
export type PromoType = (typeof promoTypes)[number];

/** Spec §3 labels (the spec's "HIGH RABATE" is spelt as the word it means). */
export const promoLabels = ['NEWBIE', 'LIMITED', 'SPECIAL OFFER', 'DAILY', 'HIGH REBATE', 'VIP'] as const;
export type PromoLabel = (typeof promoLabels)[number];

/**
 * The claim rule's kinds: a fixed amount; a percent of the member's first deposit ever; a percent of
 * the largest deposit of the business day (a reload); an application with evidence (comment and
 * images) that an operator approves, paying the fixed amount; a rebate (a rate of the valid bets of
 * the previous business day); a loss back (a rate of the net loss of the previous day or week); a
 * birthday bonus (once a year, in the member's birthday month); an app-download bonus (once the
 * member has logged in from the installed app); a raffle (one draw per period from a prize table).
 */
export const promoRuleKinds = [
  'fixed',
  'firstDeposit',
  'reload',
  'apply',
  'rebate',
  'lossBack',
  'birthday',
  'appDownload',
  'raffle',
] as const;
export type PromoRuleKind = (typeof promoRuleKinds)[number];

/**
 * How often a member may claim: once, once per business day, per week (Monday to Sunday) or per
 * calendar year, all in the brand's time zone.
 */
export const promoPeriods = ['once', 'daily', 'weekly', 'yearly'] as const;
export type PromoPeriod = (typeof promoPeriods)[number];

/** The products whose valid bets a rebate may be limited to. */
export const promoProducts = ['lottery', 'games'] as const;
export type PromoProduct = (typeof promoProducts)[number];

/** One prize of a raffle: an amount in minor units, drawn with a chance of weight / sum of weights. */
export const rafflePrize = z.object({ amountMinor: z.number().int().positive(), weight: z.number().int().positive() });
export type RafflePrize = z.infer<typeof rafflePrize>;

export const promoRule = z.object({
  kind: z.enum(promoRuleKinds),
  period: z.enum(promoPeriods),
  /** fixed / apply: the bonus, minor units. */
  fixedMinor: z.number().int().nullable(),
  /** firstDeposit / reload: percent of the deposit. */
  percent: z.number().int().nullable(),
  /** firstDeposit / reload: the most the bonus pays, minor units. */
  capMinor: z.number().int().nullable(),
  /** firstDeposit / reload: the smallest deposit that qualifies, minor units. */
  minDepositMinor: z.number().int(),
  /** The member must wager the bonus this many times before withdrawing it. */
  turnoverMultiple: z.number().int(),
  /** rebate / lossBack: the rate, basis points (100 = 1%). */
  rateBps: z.number().int().nullable(),
  /** rebate: only this product's valid bets count (null: every product). */
  product: z.enum(promoProducts).nullable(),
  /** rebate: the fewest valid bets that count; lossBack: the smallest net loss that counts; minor units. */
  minBasisMinor: z.number().int(),
  /** raffle: the prize table. */
  prizes: z.array(rafflePrize).nullable(),
});
export type PromoRule = z.infer<typeof promoRule>;

/**
 * Where a promotion stands for the caller (spec §4): claim — it can be claimed now; claimed — claimed
 * for this period; locked — not (yet) for this member (see reason); comingSoon — not started; closed —
 * ended; login — a visitor must log in to see; info — a promotion without a claim (read only).
 * Applications: join — the member may apply; applying — waiting for review; issued — approved and
 * paid; rejected — refused (see application.reason), the member may apply again.
 */
export const promoStatuses = [
  'claim',
  'claimed',
  'locked',
  'comingSoon',
  'closed',
  'login',
  'info',
  'join',
  'applying',
  'issued',
  'rejected',
] as const;
export type PromoStatus = (typeof promoStatuses)[number];

/** Why a promotion is locked for the member. */
export const promoLockReasons = [
  'deposit',
  'minDeposit',
  'newPlayers',
  'vip',
  'country',
  'contact',
  'trial',
  /** rebate: no valid bets in the basis period; below the fewest that count. */
  'bets',
  'minBets',
  /** lossBack: no net loss in the basis period; below the smallest that counts. */
  'loss',
  'minLoss',
  /** birthday: none on the profile (set it there); not the birthday month. */
  'birthdayMissing',
  'birthdayMonth',
  /** appDownload: no login from the installed app yet. */
  'app',
] as const;
export type PromoLockReason = (typeof promoLockReasons)[number];

export const promotionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  type: z.enum(promoTypes),
  labels: z.array(z.enum(promoLabels)),
  /** ISO times; null: no start / no end. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  rule: promoRule.nullable(),
  /** Only VIP levels at or above this may claim (0: everyone). */
  minVipLevel: z.number().int(),
  /** Only players registered within the new-player window may claim. */
  newPlayersOnly: z.boolean(),
  status: z.enum(promoStatuses),
  reason: z.enum(promoLockReasons).nullable(),
  /** What a claim would pay now (status claim), minor units; null otherwise (and for a raffle: drawn at the claim). */
  bonusMinor: z.number().int().nullable(),
  /**
   * What a percent bonus is computed from, for the member (null for visitors and other kinds): the
   * deposit, the valid bets (rebate) or the net loss (lossBack, negative: a net win) of the basis
   * period [from, to) — ISO times; null for deposits.
   */
  basis: z.object({ amountMinor: z.number().int(), from: z.string().nullable(), to: z.string().nullable() }).nullable(),
  /** The member's latest application of this period (apply promotions). */
  application: z
    .object({
      id: z.number().int(),
      status: z.enum(['applying', 'issued', 'rejected']),
      comment: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const promotionDetail = promotionSummary.extend({
  /** Sanitised HTML (the server allows a short list of tags; the web sanitises again before rendering). */
  content: z.string(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

/** One bonus the member received, with how far the turnover it requires has come. */
/**
 * Where a bonus came from: every credit the promotions account paid the member (what profit and loss
 * counts as bonuses), and the free-play grant. A mission or sign-in reward in points is no bonus.
 */
const bonusSources = ['promotion', 'mission', 'signIn', 'referral', 'points', 'rebate', 'freePlay', 'other'] as const;
export type BonusSource = (typeof bonusSources)[number];

export const bonusRecord = z.object({
  /** The claim's id for a promotion or mission; the posting's id for the other sources (unique with source). */
  id: z.number().int(),
  source: z.enum(bonusSources),
  /** The promotion paid (null for any other source). */
  promotionId: z.number().int().nullable(),
  /** The promotion's or the mission's title; empty for a source without one (the page names the source). */
  title: z.string(),
  amountMinor: z.number().int(),
  claimedAt: z.string(),
  turnoverRequiredMinor: z.number().int(),
  /** Valid bets since the claim, capped at the requirement. */
  turnoverDoneMinor: z.number().int(),
});
export type BonusRecord = z.infer<typeof bonusRecord>;

/** A request id chosen by the client: the idempotency key of a claim. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
const language = z.string().max(8).optional();
const promoId = whole(z.number().int().positive().max(2_147_483_647));

/** Spec §5: an application's comment is at most 140 characters, with 1 to 3 images. */
export const applicationLimits = { commentMax: 140, imagesMin: 1, imagesMax: 3 } as const;

export const claimResult = z.object({
  claim: bonusRecord,
  /** raffle: the prize drawn (its place in rule.prizes); null for other kinds. */
  prizeIndex: z.number().int().nullable(),
  /** This requestId had already claimed: nothing was paid the second time. */
  replayed: z.boolean(),
  balance: balanceSnapshot,
});
export type ClaimResult = z.infer<typeof claimResult>;

export const promotions = {
  list: endpoint({
    id: 'promotions.list',
    method: 'GET',
    path: '/wps/promotions',
    auth: 'optional',
    summary: 'Promotions running or coming soon, with where each stands for the caller.',
    tags,
    input: z.object({ language }),
    output: z.object({ list: z.array(promotionSummary) }),
  }),
  detail: endpoint({
    id: 'promotions.detail',
    method: 'GET',
    path: '/wps/promotions/detail',
    auth: 'optional',
    summary: 'One promotion with its (sanitised) content.',
    tags,
    input: z.object({ id: promoId, language }),
    output: promotionDetail,
  }),
  claim: endpoint({
    id: 'promotions.claim',
    method: 'POST',
    path: '/wps/promotions/claim',
    auth: 'member',
    summary:
      'Claims a promotion: checks who may, pays the bonus through the ledger and records its turnover requirement. ' +
      'Once per member, promotion and period; the same requestId answers the same claim. A raffle ' +
      '(MCS2_claimRafflePromotion) draws its prize here, on the server, and pays it in the same transaction.',
    tags,
    input: z.object({ id: promoId, requestId, language }),
    output: claimResult,
  }),
  apply: endpoint({
    id: 'promotions.apply',
    method: 'POST',
    path: '/wps/promotions/apply',
    auth: 'member',
    summary:
      'Applies to a promotion that asks for evidence: a comment (at most 140 characters) and 1 to 3 uploaded images ' +
      '(purpose promoApplication). An operator approves (the bonus is paid) or rejects it.',
    tags,
    // the limits are checked by the handler, so that a long comment or a fourth image gets its own code
    input: z.object({
      id: promoId,
      requestId,
      comment: z.string().max(2000),
      images: z.array(z.string().max(64)).max(10),
      language,
    }),
    output: promotionSummary,
  }),
  bonuses: endpoint({
    id: 'promotions.bonuses',
    method: 'GET',
    path: '/wps/promotions/bonuses',
    auth: 'member',
    summary: "The member's own bonuses, newest first, with turnover progress.",
    tags,
    input: z.object({ language }),
    output: z.object({ list: z.array(bonusRecord) }),
  }),
};
