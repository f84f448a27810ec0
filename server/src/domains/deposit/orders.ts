import { randomBytes } from 'node:crypto';
import { formatMinor } from '@tala/contract/core/money';
import { DEPOSIT_PUSH_EVENTS } from '@tala/contract/core/push';
import { depositFeeMinor, type DepositOrder } from '@tala/contract/deposit';
import type { BalanceSnapshot } from '@tala/contract/core/balance';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import type { PaymentProviders } from '../../providers/payments/registry.ts';
import type { PaymentNotification } from '../../providers/payments/types.ts';
import { brandName, currencySymbol } from '../system/settings.ts';
import { announceMessage, platformMessages, writeMessage } from '../messages/send.ts';
import { claimablePromotions } from '../promotions/claims.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf, creditMember } from '../wallet/ledger.ts';
import type { Sql } from '../../db/client.ts';
import { attachUploads } from '../uploads/store.ts';
import { enforceDepositLimits } from './limits.ts';
import { assertNoBreak } from '../responsible/rules.ts';
import {
  channelByCode,
  closeOpenOrder,
  insertOrder,
  markPaid,
  markPending,
  markReceiptSent,
  orderByNo,
  orderByRequest,
  overdueOrders,
  recordTurnoverRequirement,
  refuseReceipt,
  toOrder,
  type OrderRow,
} from './queries.ts';

/** How long a member has to pay an order on the provider's checkout. */
export const ORDER_TTL_MS = 15 * 60_000;
/** How long a manual bank transfer order waits for its receipt (a bank transfer can take a day). */
export const MANUAL_ORDER_TTL_MS = 24 * 3600_000;
/** The provider code of manual channels: no payment provider, an operator checks the receipt. */
export const MANUAL_PROVIDER = 'MANUAL';
/**
 * How long after its expiry an unpaid order waits before the job closes it: a notification sent at
 * the last second still arrives first.
 */
export const EXPIRY_GRACE_MS = 60_000;
/** A deposit must be wagered this many times before it can be withdrawn. */
export const DEPOSIT_TURNOVER_MULTIPLE = 1;

/** The path providers POST their notifications to. */
export const notifyPath = (provider: string) => `/payments/notify/${provider}`;

const newOrderNo = () => `DP${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Creates (or, for a repeated requestId, answers) a member's deposit order and registers it with the
 * channel's provider. The order is written first, so a provider that fails leaves an order in
 * `created` that the same request retried picks up again.
 */
export async function createOrder(
  platform: Platform,
  providers: PaymentProviders,
  input: { memberId: number; channel: string; amountMinor: number; requestId: string; siteOrigin: string },
  now = Date.now(),
): Promise<DepositOrder> {
  const { db } = platform;
  const channel = await channelByCode(db, input.channel);
  const manual = channel?.kind === 'manual' && channel.payee !== null;
  const provider = channel && !manual ? providers.byCode(channel.provider) : null;
  if (!channel?.enabled || (!provider && !manual))
    throw new AppError('FUNCTION_DISABLED', { field: 'channel', message: 'This deposit channel is not available.' });
  const fee = depositFeeMinor(input.amountMinor, channel);
  if (input.amountMinor < channel.minMinor || input.amountMinor > channel.maxMinor || input.amountMinor - fee <= 0) {
    throw new AppError('VALIDATION_FAILED', {
      field: 'amount',
      message: `The amount must be from ${formatMinor(channel.minMinor)} to ${formatMinor(channel.maxMinor)} on this channel.`,
    });
  }
  const { row } = await db.tx(async (sql) => {
    // a retried request answers its order even if the limits changed since
    if (!(await orderByRequest(sql, input.memberId, input.requestId))) {
      // a member on a break from play cannot deposit either
      await assertNoBreak(sql, input.memberId, now);
      await enforceDepositLimits(sql, input.memberId, input.amountMinor, now);
    }
    return insertOrder(sql, {
      orderNo: newOrderNo(),
      memberId: input.memberId,
      requestId: input.requestId,
      channel: channel.code,
      provider: provider?.code ?? MANUAL_PROVIDER,
      amountMinor: input.amountMinor,
      feeMinor: fee,
      creditMinor: input.amountMinor - fee,
      expiresAt: new Date(now + (manual ? MANUAL_ORDER_TTL_MS : ORDER_TTL_MS)),
    });
  });
  if (row.channel !== channel.code || Number(row.amount_minor) !== input.amountMinor) {
    throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
  }
  // a manual transfer stays created until its receipt arrives
  if (row.status !== 'created' || !provider) return toOrder(row);
  let intent;
  try {
    intent = await provider.createIntent({
      merchantOrder: row.order_no,
      merchantName: await brandName(db),
      amountMinor: Number(row.amount_minor),
      currency: await currencySymbol(db),
      method: channel.name,
      notifyPath: notifyPath(provider.code),
      returnUrl: `${input.siteOrigin}/?mc=depositv2`,
      expiresAt: new Date(row.expires_at),
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_PROVIDER_FAILED');
  }
  await markPending(db, Number(row.id), intent.providerRef, intent.checkoutUrl);
  return toOrder((await orderByNo(db, row.order_no))!);
}

export interface Settlement {
  order: DepositOrder;
  /** Nothing changed: the order already had this outcome (a replayed notification). */
  replayed: boolean;
}

/**
 * Applies a provider's verified outcome to its order, in one transaction under the order's row lock:
 * paid credits the member once (ledger key per order) and records the turnover requirement; failed
 * closes an open order. An unknown order, another provider's order or a different amount changes
 * nothing and is refused. A payment the provider took after the order expired is still credited:
 * the member's money arrived.
 */
export async function settleOrder(platform: Platform, n: PaymentNotification, now = Date.now()): Promise<Settlement> {
  const outcome = await platform.db.tx(async (sql) => {
    const row = await orderByNo(sql, n.merchantOrder, { lock: true });
    if (!row || row.provider !== n.provider || (row.provider_ref !== null && row.provider_ref !== n.providerRef)) {
      throw new AppError('NOT_FOUND', { message: 'Deposit order not found.' });
    }
    if (Number(row.amount_minor) !== n.amountMinor)
      throw new AppError('CALLBACK_REJECTED', { message: 'The amount differs from the order.' });
    const at = new Date(now);
    if (n.status === 'failed') {
      const closed = await closeOpenOrder(sql, Number(row.id), 'failed', at);
      return { changed: closed, snapshot: null as BalanceSnapshot | null, row };
    }
    if (row.status === 'paid') return { changed: false, snapshot: null, row };
    if (row.status === 'failed') throw new AppError('CALLBACK_REJECTED', { message: 'The order already failed.' });
    const snapshot = await creditPaidOrder(sql, row, { providerRef: n.providerRef }, at);
    return { changed: true, snapshot, row };
  });
  const order = await announce(platform, n.merchantOrder, outcome);
  return { order, replayed: !outcome.changed };
}

/**
 * A deposit already paid, written and credited in the caller's transaction as a provider's paid
 * notification leaves one: for the demo's seeded deposits, which no provider ever saw. Nothing
 * when the brand has no such channel.
 */
export async function recordPaidOrderTx(
  sql: Sql,
  input: { memberId: number; channel: string; amountMinor: number; requestId: string },
  now = Date.now(),
): Promise<void> {
  const channel = await channelByCode(sql, input.channel);
  if (!channel) return;
  const fee = depositFeeMinor(input.amountMinor, channel);
  const { row, created } = await insertOrder(sql, {
    orderNo: newOrderNo(),
    memberId: input.memberId,
    requestId: input.requestId,
    channel: channel.code,
    provider: channel.provider,
    amountMinor: input.amountMinor,
    feeMinor: fee,
    creditMinor: input.amountMinor - fee,
    expiresAt: new Date(now + ORDER_TTL_MS),
  });
  if (created) await creditPaidOrder(sql, row, { seeded: true }, new Date(now));
}

/**
 * Credits a paid order once (ledger key per order), records its turnover requirement, marks it paid
 * and writes the member's 'deposit credited' message, all in the caller's transaction: every path
 * that credits a deposit (provider notification, reconciliation, an operator's accept) comes here
 * once per order under its row lock, so the message is written exactly when the money is.
 */
async function creditPaidOrder(sql: Sql, row: OrderRow, meta: Record<string, unknown>, at: Date): Promise<BalanceSnapshot> {
  const posting = await creditMember(sql, {
    key: `deposit:${row.order_no}`,
    memberId: Number(row.member_id),
    amount: Number(row.credit_minor),
    kind: 'deposit',
    house: 'BANK',
    ref: row.order_no,
    meta: { channel: row.channel, provider: row.provider, feeMinor: Number(row.fee_minor), ...meta },
  });
  await recordTurnoverRequirement(sql, {
    memberId: Number(row.member_id),
    source: 'deposit',
    ref: row.order_no,
    requiredMinor: Number(row.credit_minor) * DEPOSIT_TURNOVER_MULTIPLE,
  });
  await markPaid(sql, Number(row.id), posting.id, at);
  await writeMessage(sql, Number(row.member_id), platformMessages.depositCredited(Number(row.credit_minor)));
  return balanceSnapshotOf(sql, Number(row.member_id));
}

/** After the transaction: the order as it now is, and the member's pages told (balance, then status). */
async function announce(
  platform: Platform,
  orderNo: string,
  outcome: { changed: boolean; snapshot: BalanceSnapshot | null; row: OrderRow },
): Promise<DepositOrder> {
  const order = toOrder((await orderByNo(platform.db, orderNo))!);
  if (outcome.changed) {
    const memberId = Number(outcome.row.member_id);
    if (outcome.snapshot) {
      // a credited deposit can make a bonus claimable (first deposit, reload): the header's gift count goes with it
      const claimable = await claimablePromotions(platform.db, memberId, 'en').catch(() => null);
      await publishBalance(
        platform,
        memberId,
        { reason: 'deposit', ref: order.orderNo },
        outcome.snapshot,
        claimable ? { availablePromoCount: claimable.length } : {},
      );
      // the credit wrote the 'deposit credited' message: the header bell hears of it, as of an operator's
      announceMessage(platform, memberId);
    }
    publishStatus(platform, memberId, order);
  }
  return order;
}

/**
 * The member sends the receipt of a manual bank transfer: his own waiting order, before it expires,
 * with 1 to 3 of his own uploaded images. The order then waits for an operator (review). Sending
 * again for an order already in review answers it as it is, so a retried request is harmless.
 */
export async function submitReceipt(
  platform: Platform,
  input: { memberId: number; orderNo: string; senderName: string; receipts: readonly string[] },
  now = Date.now(),
): Promise<DepositOrder> {
  const outcome = await platform.db.tx(async (sql) => {
    const row = await orderByNo(sql, input.orderNo, { memberId: input.memberId, lock: true });
    if (!row) throw new AppError('NOT_FOUND', { field: 'orderNo', message: 'Deposit order not found.' });
    if (row.channel_kind !== 'manual')
      throw new AppError('VALIDATION_FAILED', { field: 'orderNo', message: 'This order is paid on the provider’s page.' });
    if (row.status === 'review') return { changed: false, snapshot: null, row };
    if (row.status !== 'created' || new Date(row.expires_at).getTime() < now)
      throw new AppError('VALIDATION_FAILED', { field: 'orderNo', message: 'This order no longer takes a receipt.' });
    await attachUploads(sql, {
      memberId: input.memberId,
      ids: input.receipts,
      purpose: 'depositReceipt',
      attachTo: `deposit:${row.order_no}`,
    });
    await markReceiptSent(sql, Number(row.id), input.senderName, new Date(now));
    return { changed: true, snapshot: null, row };
  });
  return announce(platform, input.orderNo, outcome);
}

/**
 * An operator's decision on a receipt in review: accept credits the order (once, as a provider's
 * paid notification would), refuse closes it with the reason. Anything but an order in review is refused.
 */
export async function reviewReceipt(
  platform: Platform,
  orderNo: string,
  decision: { accept: true } | { accept: false; note: string },
  now = Date.now(),
): Promise<DepositOrder> {
  const outcome = await platform.db.tx(async (sql) => {
    const row = await orderByNo(sql, orderNo, { lock: true });
    if (!row || row.status !== 'review')
      throw new AppError('NOT_FOUND', { message: 'No receipt in review with that order number.' });
    const at = new Date(now);
    if (!decision.accept) {
      await refuseReceipt(sql, Number(row.id), decision.note, at);
      return { changed: true, snapshot: null, row };
    }
    const snapshot = await creditPaidOrder(sql, row, { reviewedBy: 'operator' }, at);
    return { changed: true, snapshot, row };
  });
  return announce(platform, orderNo, outcome);
}

function publishStatus(platform: Platform, memberId: number, order: DepositOrder): void {
  try {
    platform.publish(memberId, { type: DEPOSIT_PUSH_EVENTS.status, data: { order } });
  } catch {
    // a lost event: the page asks for the order's status when it is shown again
  }
}

/**
 * Closes open orders past their time. Before giving one up it asks the provider: a payment it took
 * whose notification never arrived is credited instead (reconciliation). Crash-safe: each order is
 * closed by a guarded UPDATE, and a paid one goes through settleOrder's idempotent path.
 */
export async function expireOverdueOrders(platform: Platform, providers: PaymentProviders, now: number): Promise<number> {
  const due = await overdueOrders(platform.db, new Date(now - EXPIRY_GRACE_MS), 100);
  let closed = 0;
  for (const row of due) {
    if (await reconciled(platform, providers, row, now)) continue;
    if (await closeOpenOrder(platform.db, Number(row.id), 'expired', new Date(now))) {
      closed += 1;
      publishStatus(platform, Number(row.member_id), toOrder({ ...row, status: 'expired' }));
    }
  }
  return closed;
}

async function reconciled(platform: Platform, providers: PaymentProviders, row: OrderRow, now: number): Promise<boolean> {
  const provider = providers.byCode(row.provider);
  if (!provider || !row.provider_ref) return false;
  let status;
  try {
    status = await provider.queryStatus(row.provider_ref, now);
  } catch {
    // the provider cannot be asked now: keep the order open and ask again on the next run
    return true;
  }
  if (status !== 'paid') return false;
  await settleOrder(
    platform,
    {
      provider: row.provider,
      providerRef: row.provider_ref,
      merchantOrder: row.order_no,
      amountMinor: Number(row.amount_minor),
      status: 'paid',
    },
    now,
  );
  return true;
}
