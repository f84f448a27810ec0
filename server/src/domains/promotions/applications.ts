import { applicationLimits, type PromotionSummary } from '@tala/contract/promotions';
import type { LocalePack } from '@tala/contract/languages';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { attachUploads } from '../uploads/store.ts';
import { publishBalance } from '../wallet/events.ts';
import { payBonus, promotionDetail } from './claims.ts';
import {
  applicationByRequest,
  decideApplication,
  insertApplication,
  lockApplication,
  memberFacts,
  promotionById,
  setApplicationImages,
} from './queries.ts';
import { calendarFor, evaluate, missingContact, periodKey } from './rules.ts';

/**
 * Applies to a promotion of kind apply (spec §5): a comment of at most 140 characters and 1 to 3
 * of the member's uploaded images, in one transaction with the images' attachment. The member's
 * request id answers a retry with the same application; one application is open per promotion and
 * period, and a rejected one may be followed by a new one.
 */
export async function applyToPromotion(
  platform: Platform,
  member: Member | null,
  input: { id: number; requestId: string; comment: string; images: string[] },
  language: LocalePack,
  now = Date.now(),
): Promise<PromotionSummary> {
  assertRealAccount(member);
  const comment = input.comment.trim();
  if ([...comment].length > applicationLimits.commentMax) throw new AppError('COMMENT_LIMIT', { field: 'comment' });
  if (input.images.length < applicationLimits.imagesMin || input.images.length > applicationLimits.imagesMax) {
    throw new AppError('IMAGE_LIMIT', { field: 'images' });
  }
  await platform.db.tx(async (sql) => {
    // true when this request id already made an application (a retry, or a twin that committed
    // while this one ran): it is answered, not refused
    const replayed = async () => {
      const earlier = await applicationByRequest(sql, member.id, input.requestId);
      if (earlier && Number(earlier.promotion_id) !== input.id) throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
      return earlier !== null;
    };
    if (await replayed()) return;
    const row = await promotionById(sql, input.id);
    if (!row) throw new AppError('NOT_FOUND', { field: 'id', message: 'Promotion not found.' });
    const cal = await calendarFor(sql, now);
    const facts = await memberFacts(sql, member.id, cal);
    const verdict = evaluate(row, facts, cal);
    if (verdict.status !== 'join' && verdict.status !== 'rejected') {
      if (verdict.status === 'applying') {
        if (await replayed()) return;
        throw new AppError('PROMO_APPLIED', { field: 'id' });
      }
      if (verdict.status === 'issued' || verdict.status === 'claimed') throw new AppError('PROMO_CLAIMED', { field: 'id' });
      if (verdict.status === 'comingSoon' || verdict.status === 'closed') throw new AppError('PROMO_CLOSED', { field: 'id' });
      if (verdict.reason === 'contact') {
        throw new AppError('PROMO_CONTACT_REQUIRED', { field: (facts && missingContact(facts)) ?? 'zalo' });
      }
      throw new AppError('PROMO_NOT_ELIGIBLE', { field: 'id', value: { reason: verdict.reason } });
    }
    const id = await insertApplication(sql, {
      memberId: member.id,
      promotionId: row.id,
      periodKey: periodKey(row, cal),
      requestId: input.requestId,
      comment,
    });
    if (id === null) {
      if (await replayed()) return;
      throw new AppError('PROMO_APPLIED', { field: 'id' });
    }
    const images = await attachUploads(sql, {
      memberId: member.id,
      ids: input.images,
      purpose: 'promoApplication',
      attachTo: `promo-application:${id}`,
      max: applicationLimits.imagesMax,
    });
    await setApplicationImages(sql, id, images);
  });
  const { content: _content, ...summary } = await promotionDetail(platform.db, member.id, input.id, language, now);
  return summary;
}

/**
 * An operator's decision on an open application. Approving pays the promotion's bonus exactly as a
 * claim does (one claim per member, promotion and period, with its turnover); rejecting records
 * the reason the member reads. A decided application is refused, so a decision is never made twice.
 */
export async function decide(
  platform: Platform,
  applicationId: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<{ memberId: number; amount: number | null }> {
  const outcome = await platform.db.tx(async (sql) => {
    const application = await lockApplication(sql, applicationId);
    if (!application) throw new AppError('NOT_FOUND', { message: `No application ${applicationId}.` });
    if (application.status !== 'applying') {
      throw new AppError('DUPLICATE_REQUEST', { message: `Application ${applicationId} is already ${application.status}.` });
    }
    const memberId = Number(application.member_id);
    if (!decision.approve) {
      await decideApplication(sql, applicationId, { status: 'rejected', reason: decision.reason, claimId: null });
      return { memberId, amount: null };
    }
    const row = await promotionById(sql, Number(application.promotion_id));
    if (!row?.fixed_minor) throw new AppError('NOT_FOUND', { message: 'The promotion is switched off or pays nothing.' });
    const claimId = await payBonus(sql, {
      memberId,
      row,
      period: application.period_key,
      requestId: `application-${applicationId}`,
      amount: row.fixed_minor,
      basisRef: `application:${applicationId}`,
    });
    if (claimId === null) throw new AppError('PROMO_CLAIMED', { message: 'The member already has this bonus for the period.' });
    await decideApplication(sql, applicationId, { status: 'issued', reason: null, claimId });
    return { memberId, amount: row.fixed_minor };
  });
  if (outcome.amount !== null)
    await publishBalance(platform, outcome.memberId, { reason: 'promo', ref: `application:${applicationId}` });
  return outcome;
}
