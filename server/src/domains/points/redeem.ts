import { randomInt } from 'node:crypto';
import type { LocalePack } from '@tala/contract/languages';
import type { RedeemResult } from '@tala/contract/points';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { requirePaymentPassword } from '../payout/payment-password.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf, creditMember, MAX_POSTING } from '../wallet/ledger.ts';
import { pointBalance, postPoints } from './ledger.ts';
import {
  entryByPosting,
  insertRedemption,
  itemById,
  redemptionByRequest,
  takeStock,
  type ItemRow,
  type RedemptionRow,
} from './queries.ts';

/** Posting kinds of money paid for points (house PROMO: the account record shows them as bonuses). */
const CASH_KIND = { item: 'points.redeem', convert: 'points.convert' } as const;

/** A voucher code nobody guesses: 12 letters and digits without look-alikes, in groups of four. */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

interface Request {
  kind: 'item' | 'convert';
  itemId: number | null;
  points: number;
  requestId: string;
}

/** The same request id answers the same redemption; with another item or number of points it is refused. */
function assertSameRequest(existing: RedemptionRow, req: Request): void {
  const same =
    existing.kind === req.kind &&
    (req.kind === 'item' ? Number(existing.item_id) === req.itemId : Number(existing.points) === req.points);
  if (!same) throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
}

async function answer(
  platform: Platform,
  memberId: number,
  postingId: number,
  replayed: boolean,
  language: LocalePack,
): Promise<RedeemResult> {
  const { db } = platform;
  const [entry, points, balance] = await Promise.all([
    entryByPosting(db, memberId, postingId, language),
    pointBalance(db, memberId),
    balanceSnapshotOf(db, memberId),
  ]);
  return { entry, pointBalance: points, replayed, balance };
}

/**
 * One redemption, in one transaction: the points debit (under the member's row lock, refused below
 * zero), the stock (a conditional UPDATE), the money for a cash item or a conversion (PROMO → main
 * wallet through the money ledger, keyed by the request) and the redemption row (unique per member
 * and request id). What needs no password is checked first, so a refusal costs no password try;
 * then the payment password (its count committed on its own); then everything again under the lock.
 */
async function redeem(
  platform: Platform,
  member: Member | null,
  req: Request & { paymentPassword: string },
  prepare: (sql: Sql) => Promise<{ item: ItemRow | null; cashMinor: number }>,
  language: LocalePack,
): Promise<RedeemResult> {
  assertRealAccount(member);
  const { db } = platform;
  const memberId = member.id;
  const earlier = await redemptionByRequest(db, memberId, req.requestId);
  if (earlier) {
    assertSameRequest(earlier, req);
    return answer(platform, memberId, Number(earlier.point_posting_id), true, language);
  }
  await prepare(db);
  if ((await pointBalance(db, memberId)) < req.points) throw new AppError('POINTS_INSUFFICIENT', { field: 'points' });
  await requirePaymentPassword(db, memberId, req.paymentPassword, 'paymentPassword');

  const outcome = await db.tx(async (sql) => {
    const pointPosting = await postPoints(sql, {
      key: `${req.kind}:${memberId}:${req.requestId}`,
      memberId,
      kind: req.kind === 'item' ? 'redeem' : 'convert',
      points: -req.points,
      ref: req.itemId === null ? null : `item:${req.itemId}`,
    });
    // a retry that waited on the lock behind its original answers it
    const again = await redemptionByRequest(sql, memberId, req.requestId);
    if (again) {
      assertSameRequest(again, req);
      return { postingId: Number(again.point_posting_id), replayed: true, paid: false };
    }
    const { item, cashMinor } = await prepare(sql);
    if (item && !(await takeStock(sql, item.id))) throw new AppError('POINTS_OUT_OF_STOCK', { field: 'itemId' });
    const money =
      cashMinor > 0
        ? await creditMember(sql, {
            key: `points:${memberId}:${req.requestId}`,
            memberId,
            amount: cashMinor,
            kind: CASH_KIND[req.kind],
            house: 'PROMO',
            ref: `points:${req.kind}:${req.itemId ?? req.points}`,
          })
        : null;
    await insertRedemption(sql, {
      memberId,
      requestId: req.requestId,
      kind: req.kind,
      itemId: item?.id ?? null,
      points: req.points,
      cashMinor,
      voucherCode: item?.kind === 'voucher' ? voucherCode() : null,
      pointPostingId: pointPosting.id,
      moneyPostingId: money?.id ?? null,
    });
    return { postingId: pointPosting.id, replayed: false, paid: money !== null };
  });
  const result = await answer(platform, memberId, outcome.postingId, outcome.replayed, language);
  if (outcome.paid)
    await publishBalance(platform, memberId, { reason: 'points', ref: String(outcome.postingId) }, result.balance);
  return result;
}

/** Redeems one mall item (MCS2_redeemPointReward). */
export async function redeemItem(
  platform: Platform,
  member: Member | null,
  input: { itemId: number; paymentPassword: string; requestId: string },
  language: LocalePack,
): Promise<RedeemResult> {
  const item = await itemById(platform.db, input.itemId);
  if (!item || !item.enabled) throw new AppError('POINTS_ITEM_NOT_FOUND', { field: 'itemId' });
  return redeem(
    platform,
    member,
    {
      kind: 'item',
      itemId: item.id,
      points: Number(item.cost_points),
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    },
    async (sql) => {
      // read again inside the transaction: the cost and stock that count are the committed ones
      const now = await itemById(sql, input.itemId);
      if (!now || !now.enabled) throw new AppError('POINTS_ITEM_NOT_FOUND', { field: 'itemId' });
      if (Number(now.cost_points) !== Number(item.cost_points)) throw new AppError('POINTS_ITEM_NOT_FOUND', { field: 'itemId' });
      if (now.stock !== null && now.stock <= 0) throw new AppError('POINTS_OUT_OF_STOCK', { field: 'itemId' });
      return { item: now, cashMinor: now.kind === 'cash' ? Number(now.cash_minor) : 0 };
    },
    language,
  );
}

/** Converts points to money at the brand's rate (MCS2_convertPoint). */
export async function convertPoints(
  platform: Platform,
  member: Member | null,
  input: { points: number; paymentPassword: string; requestId: string },
  language: LocalePack,
): Promise<RedeemResult> {
  const rates = await readSetting(platform.db, 'points');
  if (input.points < rates.minConvertPoints) {
    throw new AppError('POINTS_CONVERT_MINIMUM', { field: 'points', value: { min: rates.minConvertPoints } });
  }
  const cashMinor = input.points * rates.minorPerPoint;
  if (cashMinor > MAX_POSTING) throw new AppError('POINTS_INSUFFICIENT', { field: 'points' });
  return redeem(
    platform,
    member,
    { kind: 'convert', itemId: null, points: input.points, paymentPassword: input.paymentPassword, requestId: input.requestId },
    () => Promise.resolve({ item: null, cashMinor }),
    language,
  );
}
