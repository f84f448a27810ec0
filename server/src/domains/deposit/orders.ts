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
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf, creditMember } from '../wallet/ledger.ts';
import {
  channelByCode,
  closeOpenOrder,
  insertOrder,
  markPaid,
  markPending,
  orderByNo,
  overdueOrders,
  recordTurnoverRequirement,
  toOrder,
  type OrderRow,
} from './queries.ts';

/** How long a member has to pay an order on the provider's checkout. */
export const ORDER_TTL_MS = 15 * 60_000;
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
  const provider = channel ? providers.byCode(channel.provider) : null;
  if (!channel?.enabled || !provider)
    throw new AppError('FUNCTION_DISABLED', { field: 'channel', message: 'This deposit channel is not available.' });
  const fee = depositFeeMinor(input.amountMinor, channel);
  if (input.amountMinor < channel.minMinor || input.amountMinor > channel.maxMinor || input.amountMinor - fee <= 0) {
    throw new AppError('VALIDATION_FAILED', {
      field: 'amount',
      message: `The amount must be from ${formatMinor(channel.minMinor)} to ${formatMinor(channel.maxMinor)} on this channel.`,
    });
  }
  const { row } = await insertOrder(db, {
    orderNo: newOrderNo(),
    memberId: input.memberId,
    requestId: input.requestId,
    channel: channel.code,
    provider: provider.code,
    amountMinor: input.amountMinor,
    feeMinor: fee,
    creditMinor: input.amountMinor - fee,
    expiresAt: new Date(now + ORDER_TTL_MS),
  });
  if (row.channel !== channel.code || Number(row.amount_minor) !== input.amountMinor) {
    throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
  }
  if (row.status !== 'created') return toOrder(row);
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
    const posting = await creditMember(sql, {
      key: `deposit:${row.order_no}`,
      memberId: Number(row.member_id),
      amount: Number(row.credit_minor),
      kind: 'deposit',
      house: 'BANK',
      ref: row.order_no,
      meta: { channel: row.channel, provider: row.provider, providerRef: n.providerRef, feeMinor: Number(row.fee_minor) },
    });
    await recordTurnoverRequirement(sql, {
      memberId: Number(row.member_id),
      source: 'deposit',
      ref: row.order_no,
      requiredMinor: Number(row.credit_minor) * DEPOSIT_TURNOVER_MULTIPLE,
    });
    await markPaid(sql, Number(row.id), posting.id, at);
    return { changed: true, snapshot: await balanceSnapshotOf(sql, Number(row.member_id)), row };
  });
  const order = toOrder((await orderByNo(platform.db, n.merchantOrder))!);
  if (outcome.changed) {
    const memberId = Number(outcome.row.member_id);
    if (outcome.snapshot) await publishBalance(platform, memberId, { reason: 'deposit', ref: order.orderNo }, outcome.snapshot);
    publishStatus(platform, memberId, order);
  }
  return { order, replayed: !outcome.changed };
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
