import type { BonusRecord, ClaimResult, PromotionDetail, PromotionSummary } from '@tala/contract/promotions';
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
  insertClaim,
  listedPromotions,
  memberClaims,
  memberFacts,
  promotionById,
  setClaimPosting,
  type ClaimRow,
  type PromotionRow,
} from './queries.ts';
import { applicationOf, businessDayStart, evaluate, missingContact, periodKey, toSummary } from './rules.ts';
import { sanitisePromotion } from '../system/sanitise.ts';

/** The posting kind of a promotion bonus (house PROMO: the account record shows it as a bonus). */
export const BONUS_KIND = 'promo.bonus';

async function factsFor(sql: Sql, memberId: number | null, now: number) {
  return memberId === null ? null : memberFacts(sql, memberId, businessDayStart(now));
}

export async function promotionList(sql: Sql, memberId: number | null, language: LocalePack, now = Date.now()) {
  const [rows, facts] = await Promise.all([listedPromotions(sql), factsFor(sql, memberId, now)]);
  return rows.map((row) => toSummary(row, evaluate(row, facts, now), language, applicationOf(row, facts, now)));
}

export async function promotionDetail(
  sql: Sql,
  memberId: number | null,
  id: number,
  language: LocalePack,
  now = Date.now(),
): Promise<PromotionDetail> {
  const row = await promotionById(sql, id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id', message: 'Promotion not found.' });
  const facts = await factsFor(sql, memberId, now);
  return {
    ...toSummary(row, evaluate(row, facts, now), language, applicationOf(row, facts, now)),
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

function toRecord(row: ClaimRow & { turnover_done?: number }, language: LocalePack): BonusRecord {
  const required = Number(row.turnover_required_minor);
  return {
    id: Number(row.id),
    promotionId: Number(row.promotion_id),
    title: pick(row.title, language),
    amountMinor: Number(row.amount_minor),
    claimedAt: new Date(row.created_at).toISOString(),
    turnoverRequiredMinor: required,
    turnoverDoneMinor: Math.max(0, Math.min(required, Number(row.turnover_done ?? 0))),
  };
}

export async function bonusRecords(sql: Sql, memberId: number, language: LocalePack): Promise<BonusRecord[]> {
  return (await memberClaims(sql, memberId)).map((r) => toRecord(r, language));
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
    const facts = await memberFacts(sql, member.id, businessDayStart(now));
    const verdict = evaluate(row, facts, now);
    if (verdict.status !== 'claim') throw refusal(verdict.status, verdict.reason, facts ? missingContact(facts) : null);
    const amount = verdict.bonusMinor!;
    const period = periodKey(row, now);
    const claimId = await payBonus(sql, {
      memberId: member.id,
      row,
      period,
      requestId: input.requestId,
      amount,
      basisRef: verdict.basisRef,
    });
    if (claimId === null) {
      // a concurrent claim committed first: the same request is answered, anything else refused
      const same = await claimByRequest(sql, member.id, input.requestId);
      if (same) return replay(same);
      throw new AppError('PROMO_CLAIMED', { field: 'id' });
    }
    return { claimId, replayed: false, snapshot: await balanceSnapshotOf(sql, member.id) };
  });
  const claim = (await claimById(platform.db, member.id, outcome.claimId))!;
  const snapshot = 'snapshot' in outcome ? outcome.snapshot : await balanceSnapshotOf(platform.db, member.id);
  if (!outcome.replayed) await publishBalance(platform, member.id, { reason: 'promo', ref: String(outcome.claimId) }, snapshot);
  return {
    claim: toRecord({ ...claim, turnover_done: 0 }, language),
    replayed: outcome.replayed,
    balance: snapshot,
  };
}
