import { randomInt } from 'node:crypto';
import type {
  BonusRecord,
  BonusSource,
  ClaimResult,
  PromotionDetail,
  PromotionSummary,
  RafflePrize,
} from '@tala/contract/promotions';
import type { LocalePack } from '@tala/contract/languages';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { recordTurnoverRequirement } from '../deposit/queries.ts';
import { assertRealAccount } from '../session/guards.ts';
import { pick } from '../system/text.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf, creditMember } from '../wallet/ledger.ts';
import {
  claimById,
  claimByRequest,
  drawOf,
  insertClaim,
  insertDraw,
  listedPromotions,
  memberBonuses,
  memberFacts,
  promotionById,
  setClaimPosting,
  type BonusRow,
  type ClaimRow,
  type PromotionRow,
} from './queries.ts';
import { applicationOf, calendarFor, evaluate, missingContact, periodKey, toSummary, type BusinessCalendar } from './rules.ts';
import { sanitisePromotion } from '../system/sanitise.ts';

/** The posting kind of a promotion bonus (house PROMO: the account record shows it as a bonus). */
export const BONUS_KIND = 'promo.bonus';

/** The member's facts over the calendar's periods (null: a visitor). */
async function factsFor(sql: Sql, memberId: number | null, cal: BusinessCalendar) {
  return memberId === null ? null : memberFacts(sql, memberId, cal);
}

export async function promotionList(sql: Sql, memberId: number | null, language: LocalePack, now = Date.now()) {
  const [rows, cal] = await Promise.all([listedPromotions(sql), calendarFor(sql, now)]);
  // nothing to evaluate: a brand without promotions reads no facts on every balance call
  const facts = rows.some((r) => r.rule_kind) ? await factsFor(sql, memberId, cal) : null;
  return rows.map((row) => toSummary(row, evaluate(row, facts, cal), language, applicationOf(row, facts, cal)));
}

export async function promotionDetail(
  sql: Sql,
  memberId: number | null,
  id: number,
  language: LocalePack,
  now = Date.now(),
): Promise<PromotionDetail> {
  const [row, cal] = await Promise.all([promotionById(sql, id), calendarFor(sql, now)]);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id', message: 'Promotion not found.' });
  const facts = await factsFor(sql, memberId, cal);
  return {
    ...toSummary(row, evaluate(row, facts, cal), language, applicationOf(row, facts, cal)),
    content: sanitisePromotion(pick(row.content, language)),
  };
}

/** The promotions the member can claim right now: the header's reward-centre count. */
export async function claimablePromotions(
  sql: Sql,
  memberId: number,
  language: LocalePack,
  now = Date.now(),
): Promise<PromotionSummary[]> {
  const list = await promotionList(sql, memberId, language, now);
  return list.filter((p) => p.status === 'claim');
}

/** A promotion claim as the member sees it (the claim's answer: nothing wagered since). */
function toRecord(row: ClaimRow, language: LocalePack): BonusRecord {
  return {
    id: Number(row.id),
    source: 'promotion',
    promotionId: Number(row.promotion_id),
    title: pick(row.title, language),
    amountMinor: Number(row.amount_minor),
    claimedAt: new Date(row.created_at).toISOString(),
    turnoverRequiredMinor: Number(row.turnover_required_minor),
    turnoverDoneMinor: 0,
  };
}

/** The payer of each bonus posting kind; a kind not listed (a future payer) is still shown, as 'other'. */
const SOURCE_OF_KIND: Record<string, BonusSource> = {
  [BONUS_KIND]: 'promotion',
  'mission.reward': 'mission',
  'signin.reward': 'signIn',
  'referral.reward': 'referral',
  'points.redeem': 'points',
  'points.convert': 'points',
  rebate: 'rebate',
  'freeplay.grant': 'freePlay',
};

function toBonus(row: BonusRow, language: LocalePack): BonusRecord {
  const required = Number(row.turnover_required);
  const source = row.claim_id !== null ? 'promotion' : (SOURCE_OF_KIND[row.kind] ?? 'other');
  const ownId = row.claim_id ?? row.mission_claim_id;
  return {
    id: Number(ownId ?? row.posting_id),
    source,
    promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    title: row.promotion_title ? pick(row.promotion_title, language) : row.mission_title ? pick(row.mission_title, language) : '',
    amountMinor: Number(row.amount),
    claimedAt: new Date(row.created_at).toISOString(),
    turnoverRequiredMinor: required,
    turnoverDoneMinor: Math.max(0, Math.min(required, Number(row.turnover_done))),
  };
}

/**
 * Bonus details: every bonus the member received (what profit and loss counts as bonuses), each with
 * the turnover requirement it added to the withdrawal's.
 */
export async function bonusRecords(sql: Sql, memberId: number, language: LocalePack): Promise<BonusRecord[]> {
  return (await memberBonuses(sql, memberId)).map((r) => toBonus(r, language));
}

/**
 * Pays a bonus inside the caller's transaction: the claim row (unique per member, promotion and
 * period), the posting from PROMO keyed by the same three, and the turnover requirement the
 * withdrawal reads. Null when the member already has a claim of this promotion and period.
 */
export async function payBonus(
  sql: Sql,
  c: { memberId: number; row: PromotionRow; period: string; requestId: string; amount: number; basisRef: string | null },
): Promise<number | null> {
  const turnover = c.amount * c.row.turnover_multiple;
  const claimId = await insertClaim(sql, {
    memberId: c.memberId,
    promotionId: c.row.id,
    periodKey: c.period,
    requestId: c.requestId,
    amount: c.amount,
    basisRef: c.basisRef,
    turnover,
  });
  if (claimId === null) return null;
  const posting = await creditMember(sql, {
    key: `promo:${c.row.id}:${c.memberId}:${c.period}`,
    memberId: c.memberId,
    amount: c.amount,
    kind: BONUS_KIND,
    house: 'PROMO',
    ref: `promo-claim:${claimId}`,
    meta: { promotionId: c.row.id, period: c.period, basis: c.basisRef },
  });
  await setClaimPosting(sql, claimId, posting.id);
  await recordTurnoverRequirement(sql, { memberId: c.memberId, source: 'promo', ref: String(claimId), requiredMinor: turnover });
  return claimId;
}

/**
 * Draws a raffle prize: a cryptographic random number below the sum of the weights picks the prize
 * whose band of weights contains it.
 */
export function drawPrize(prizes: readonly RafflePrize[], random: (max: number) => number = randomInt): number {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let roll = random(total);
  for (const [i, p] of prizes.entries()) {
    if (roll < p.weight) return i;
    roll -= p.weight;
  }
  return prizes.length - 1;
}

/** The refusal for a promotion the member cannot claim now. */
function refusal(status: string, reason: string | null, contact: 'zalo' | 'whatsapp' | null): AppError {
  if (status === 'claimed' || status === 'issued') return new AppError('PROMO_CLAIMED', { field: 'id' });
  if (status === 'applying') return new AppError('PROMO_APPLIED', { field: 'id' });
  if (status === 'comingSoon' || status === 'closed') return new AppError('PROMO_CLOSED', { field: 'id' });
  if (reason === 'trial') return new AppError('TRIAL_ACCOUNT');
  if (reason === 'contact') return new AppError('PROMO_CONTACT_REQUIRED', { field: contact ?? 'zalo' });
  return new AppError('PROMO_NOT_ELIGIBLE', { field: 'id', value: { reason } });
}

/**
 * Claims a promotion, in one transaction: the claim row (unique per member, promotion and period —
 * the database refuses a second one, however concurrent), the bonus posting (PROMO → member, keyed
 * by member, promotion and period) and the turnover requirement the withdrawal reads. The member's
 * request id makes a retry answer the original claim; the same id for another promotion is refused.
 */
export async function claimPromotion(
  platform: Platform,
  member: Member | null,
  input: { id: number; requestId: string },
  language: LocalePack,
  now = Date.now(),
): Promise<ClaimResult> {
  assertRealAccount(member);
  const outcome = await platform.db.tx(async (sql) => {
    const replay = async (existing: ClaimRow) => {
      if (Number(existing.promotion_id) !== input.id) throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
      return { claimId: Number(existing.id), replayed: true };
    };
    const earlier = await claimByRequest(sql, member.id, input.requestId);
    if (earlier) return replay(earlier);
    const row = await promotionById(sql, input.id);
    if (!row) throw new AppError('NOT_FOUND', { field: 'id', message: 'Promotion not found.' });
    const cal = await calendarFor(sql, now);
    const facts = await memberFacts(sql, member.id, cal);
    const verdict = evaluate(row, facts, cal);
    if (verdict.status !== 'claim') {
      // a twin of this request may have committed since the first look: it is answered, not refused
      const same =
        verdict.status === 'claimed' || verdict.status === 'issued'
          ? await claimByRequest(sql, member.id, input.requestId)
          : null;
      if (same) return replay(same);
      throw refusal(verdict.status, verdict.reason, facts ? missingContact(facts) : null);
    }
    const period = periodKey(row, cal);
    // a raffle's prize is drawn now; a concurrent draw of the same period fails on the claim's
    // unique key below, so only one draw is ever paid
    const prizeIndex = row.rule_kind === 'raffle' && row.prizes ? drawPrize(row.prizes) : null;
    const amount = prizeIndex === null ? verdict.bonusMinor! : row.prizes![prizeIndex]!.amountMinor;
    const claimId = await payBonus(sql, {
      memberId: member.id,
      row,
      period,
      requestId: input.requestId,
      amount,
      basisRef: prizeIndex === null ? verdict.basisRef : `prize:${prizeIndex}`,
    });
    if (claimId !== null && prizeIndex !== null) {
      await insertDraw(sql, {
        claimId,
        memberId: member.id,
        promotionId: row.id,
        periodKey: period,
        prizeIndex,
        amount,
        prizes: row.prizes!,
      });
    }
    if (claimId === null) {
      // a concurrent claim committed first: the same request is answered, anything else refused
      const same = await claimByRequest(sql, member.id, input.requestId);
      if (same) return replay(same);
      throw new AppError('PROMO_CLAIMED', { field: 'id' });
    }
    return { claimId, replayed: false, snapshot: await balanceSnapshotOf(sql, member.id) };
  });
  const [claim, prizeIndex] = await Promise.all([
    claimById(platform.db, member.id, outcome.claimId),
    drawOf(platform.db, outcome.claimId),
  ]);
  const snapshot = 'snapshot' in outcome ? outcome.snapshot : await balanceSnapshotOf(platform.db, member.id);
  if (!outcome.replayed) await publishBalance(platform, member.id, { reason: 'promo', ref: String(outcome.claimId) }, snapshot);
  return {
    claim: toRecord(claim!, language),
    prizeIndex,
    replayed: outcome.replayed,
    balance: snapshot,
  };
}
