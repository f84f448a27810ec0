import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint, noInput } from './endpoint.ts';
import { amountInput } from './wallet.ts';
import { localePacks } from './languages.ts';

const tags = ['deposit'] as const;

/*
 * Deposits through online payment channels (e-wallets, online banking, QR). The member picks a
 * channel and an amount, pays on the provider's hosted checkout, and the provider's signed
 * notification credits the wallet once. A manual bank transfer instead shows the brand's account;
 * the member pays from his bank, sends the receipt, and an operator accepts it (status review).
 * Amounts are integer minor units.
 */

export const channelKinds = ['ewallet', 'bank', 'qr', 'manual'] as const;
export type ChannelKind = (typeof channelKinds)[number];

export const depositStatuses = ['created', 'pending', 'review', 'paid', 'failed', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** The fee of a deposit: fixed plus a percentage in basis points, rounded down (in the member's favour). */
export function depositFeeMinor(amountMinor: number, channel: { feeFixedMinor: number; feeBps: number }): number {
  return channel.feeFixedMinor + Math.floor((amountMinor * channel.feeBps) / 10_000);
}

/** The brand's receiving account of a manual bank transfer channel. */
export const depositPayee = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });
export type DepositPayee = z.infer<typeof depositPayee>;

/** A sender's name on a bank receipt: 2 to 64 letters, spaces, dots, hyphens and apostrophes. */
export const senderNamePattern = /^[\p{L}][\p{L} .'-]{1,63}$/u;

const localNames = z.partialRecord(z.enum(localePacks), z.string());

export const depositChannel = z.object({
  code: z.string(),
  kind: z.enum(channelKinds),
  /** The payment brand's own name. */
  name: z.string(),
  /** The name in other languages, by locale pack, where it has one (`name` otherwise). */
  names: localNames,
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  presetsMinor: z.array(z.number().int()),
  feeFixedMinor: z.number().int(),
  feeBps: z.number().int(),
  /** Text key of the processing time: deposit:processing.<key>. */
  processingKey: z.string(),
  /** Where to transfer to: manual channels only. */
  payee: depositPayee.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositOrder = z.object({
  orderNo: z.string(),
  channel: z.string(),
  channelName: z.string(),
  channelNames: localNames,
  status: z.enum(depositStatuses),
  amountMinor: z.number().int(),
  feeMinor: z.number().int(),
  /** What reaches the wallet: amount minus fee. */
  creditMinor: z.number().int(),
  /** The provider's hosted checkout while the order can still be paid; null otherwise. */
  checkoutUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Manual bank transfer: the account to pay into while the order waits for the receipt; null otherwise. */
  payee: depositPayee.nullable(),
  /** Manual bank transfer: whose account the money came from, once the receipt is sent. */
  senderName: z.string().nullable(),
  /** Why an operator refused the receipt. */
  reviewNote: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an order number');

/** Responsible play: a member's own deposit limits, over rolling windows. */
export const depositLimitPeriods = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];
/** How long a raised or removed limit waits before it applies (a lower one applies at once). */
export const DEPOSIT_LIMIT_RAISE_DELAY_HOURS = 24;

export const depositLimit = z.object({
  period: z.enum(depositLimitPeriods),
  /** The limit in force; null for none. */
  limitMinor: z.number().int().nullable(),
  /** Deposited (or still open) in the window now. */
  usedMinor: z.number().int(),
  /** A raise or removal waiting to apply: the new limit (null = none) and when; null when nothing waits. */
  pending: z.object({ limitMinor: z.number().int().nullable(), from: z.string() }).nullable(),
});
export type DepositLimit = z.infer<typeof depositLimit>;

export const deposit = {
  channels: endpoint({
    id: 'deposit.channels',
    method: 'GET',
    path: '/wps/deposit/channels',
    auth: 'member',
    summary: 'The enabled deposit channels in display order, with limits, preset amounts and fees.',
    tags,
    input: noInput,
    output: z.object({ channels: z.array(depositChannel) }),
  }),
  create: endpoint({
    id: 'deposit.create',
    method: 'POST',
    path: '/wps/deposit/orders',
    auth: 'member',
    summary:
      'Creates a deposit order on a channel and answers it with the hosted checkout URL. requestId makes retries ' +
      'safe: the same id answers the same order; the same id with another channel or amount is DUPLICATE_REQUEST.',
    tags,
    input: z.object({ channel: z.string().regex(/^[A-Z0-9_]{1,32}$/), amount: amountInput, requestId }),
    output: depositOrder,
  }),
  order: endpoint({
    id: 'deposit.order',
    method: 'GET',
    path: '/wps/deposit/order',
    auth: 'member',
    summary: "One of the member's own deposit orders.",
    tags,
    input: z.object({ orderNo }),
    output: depositOrder,
  }),
  receipt: endpoint({
    id: 'deposit.receipt',
    method: 'POST',
    path: '/wps/deposit/receipt',
    auth: 'member',
    summary:
      'Sends the receipt of a manual bank transfer: the sender name on the bank account and 1 to 3 uploaded images ' +
      '(purpose depositReceipt). The order waits for an operator (status review).',
    tags,
    input: z.object({
      orderNo,
      senderName: z.string().trim().regex(senderNamePattern, 'must be the name on the sending account'),
      receipts: z.array(z.string().max(64)).min(1).max(3),
    }),
    output: depositOrder,
  }),
  limits: endpoint({
    id: 'deposit.limits',
    method: 'GET',
    path: '/wps/deposit/limits',
    auth: 'member',
    summary: "The member's own deposit limits per rolling day, week and month, what is used, and any raise waiting.",
    tags,
    input: noInput,
    output: z.object({ limits: z.array(depositLimit) }),
  }),
  setLimit: endpoint({
    id: 'deposit.setLimit',
    method: 'POST',
    path: '/wps/deposit/limits',
    auth: 'member',
    summary:
      'Sets one deposit limit (limit null removes it). A lower limit applies at once; a higher one or a removal ' +
      `after ${DEPOSIT_LIMIT_RAISE_DELAY_HOURS} hours. Deposits over a limit are DEPOSIT_LIMIT_REACHED.`,
    tags,
    input: z.object({ period: z.enum(depositLimitPeriods), limit: amountInput.nullable() }),
    output: z.object({ limits: z.array(depositLimit) }),
  }),
  orders: endpoint({
    id: 'deposit.orders',
    method: 'GET',
    path: '/wps/deposit/orders',
    auth: 'member',
    summary: "The member's deposit orders, newest first.",
    tags,
    input: z.object({
      pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
      pageSize: whole(z.number().int().min(1).max(50)).default(10),
    }),
    output: z.object({ list: z.array(depositOrder), total: z.number().int(), totalPages: z.number().int() }),
  }),
} as const;

/** Push event to one member when one of their deposit orders changes state. */
export const depositStatusEvent = z.object({ order: depositOrder });
