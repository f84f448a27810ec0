import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint, noInput } from './endpoint.ts';
import { payoutTypes } from './payout.ts';
import { amountInput } from './wallet.ts';

const tags = ['withdraw'] as const;

/*
 * Withdrawals to the member's own payout accounts. The amount is held from the main wallet when the
 * member asks; an operator approves and pays it out; the member then confirms receipt (full,
 * partial, or not received), and an unanswered payout counts as received after a while (spec §4).
 * Amounts are integer minor units.
 */

export const withdrawStatuses = ['requested', 'approved', 'paid', 'confirmed', 'disputed', 'rejected'] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];

/** How the member answered the payout: auto means no answer in time (it counts as received). */
export const withdrawReceipts = ['full', 'partial', 'none', 'auto'] as const;
export type WithdrawReceipt = (typeof withdrawReceipts)[number];

/** How an operator closed a disputed withdrawal: the missing amount paid into the main wallet, or confirmed as it was. */
export const withdrawResolutions = ['paidRest', 'asIs'] as const;
export type WithdrawResolution = (typeof withdrawResolutions)[number];

export const withdrawal = z.object({
  withdrawNo: z.string(),
  amountMinor: z.number().int(),
  status: z.enum(withdrawStatuses),
  account: z.object({
    type: z.enum(payoutTypes),
    providerName: z.string(),
    /** Masked: the full number never comes back. */
    accountNumber: z.string(),
  }),
  /** The operator's reason, on a rejected withdrawal. */
  rejectReason: z.string().nullable(),
  receipt: z.enum(withdrawReceipts).nullable(),
  receivedMinor: z.number().int().nullable(),
  remainingMinor: z.number().int().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** While paid: when the payout counts as received without an answer. */
  confirmDueAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** A disputed withdrawal an operator closed, with the note the member reads; null otherwise. */
  resolution: z
    .object({
      kind: z.enum(withdrawResolutions),
      note: z.string(),
      /** What went back into the main wallet (0 when confirmed as it was). */
      paidMinor: z.number().int(),
      at: z.string(),
    })
    .nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawInfo = z.object({
  /** The main wallet's balance: withdrawals come out of it only. */
  balanceMinor: z.number().int(),
  /** What can be asked for now: 0 while turnover is still needed, else the balance within today's limits. */
  withdrawableMinor: z.number().int(),
  turnover: z.object({
    requiredMinor: z.number().int(),
    doneMinor: z.number().int(),
    remainingMinor: z.number().int(),
  }),
  limits: z.object({
    minMinor: z.number().int(),
    maxMinor: z.number().int(),
    dailyCount: z.number().int(),
    dailyAmountMinor: z.number().int(),
    usedCount: z.number().int(),
    usedAmountMinor: z.number().int(),
    maxOpen: z.number().int(),
    open: z.number().int(),
  }),
  /** A bank's or e-wallet's own range inside the brand's, by payout provider code. */
  providerLimits: z.record(z.string(), z.object({ minMinor: z.number().int(), maxMinor: z.number().int() })),
  autoReceiptMinutes: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

/** TURNOVER_NOT_MET carries what is still to be wagered. */
export const turnoverFailure = z.object({ remainingMinor: z.number().int() });
/** WITHDRAW_LIMIT_REACHED says which limit. */
export const withdrawLimitFailure = z.object({ limit: z.enum(['dailyCount', 'dailyAmount', 'open']) });

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
const withdrawNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a withdrawal number');

export const withdraw = {
  info: endpoint({
    id: 'withdraw.info',
    method: 'GET',
    path: '/wps/withdraw/info',
    auth: 'member',
    summary: 'What the member can withdraw now: balance, turnover still needed, limits and what is used of them today.',
    tags,
    input: noInput,
    output: withdrawInfo,
  }),
  create: endpoint({
    id: 'withdraw.create',
    method: 'POST',
    path: '/wps/withdraw/requests',
    auth: 'member',
    encrypted: true,
    summary:
      'Asks for a withdrawal to one of the member’s payout accounts with the payment password; the amount is held at ' +
      'once. requestId makes retries safe: the same id answers the same withdrawal; with another amount or account it ' +
      'is DUPLICATE_REQUEST.',
    tags,
    input: z.object({
      accountId: z.number().int().positive(),
      amount: amountInput,
      paymentPassword: z.string().max(32),
      requestId,
    }),
    output: withdrawal,
  }),
  list: endpoint({
    id: 'withdraw.list',
    method: 'GET',
    path: '/wps/withdraw/requests',
    auth: 'member',
    summary: "The member's withdrawals, newest first.",
    tags,
    input: z.object({
      pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
      pageSize: whole(z.number().int().min(1).max(50)).default(10),
    }),
    output: z.object({ list: z.array(withdrawal), total: z.number().int(), totalPages: z.number().int() }),
  }),
  confirm: endpoint({
    id: 'withdraw.confirm',
    method: 'POST',
    path: '/wps/withdraw/confirm',
    auth: 'member',
    summary:
      'The member answers a paid withdrawal of his own: received in full, partly (received and remaining amounts, ' +
      'which add up to the withdrawal), or not received with 1-3 proof images uploaded for withdrawProof (it becomes ' +
      'disputed).',
    tags,
    input: z.discriminatedUnion('receipt', [
      z.object({ withdrawNo, receipt: z.literal('full') }),
      z.object({ withdrawNo, receipt: z.literal('partial'), receivedAmount: amountInput, remainingAmount: amountInput }),
      z.object({ withdrawNo, receipt: z.literal('none'), proofs: z.array(z.string().max(64)).min(1).max(3) }),
    ]),
    output: withdrawal,
  }),
} as const;

/** Push event to one member when one of his withdrawals changes state. */
export const withdrawStatusEvent = z.object({ withdrawal });
