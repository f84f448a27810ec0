import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';
import { amountInput } from './wallet.ts';

const tags = ['wallet'] as const;

/** A request id chosen by the client: the idempotency key of the transfer. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');

/** Whether the member may send money to his upline now, to whom, and from what. */
export const uplineTransferStatus = z.object({
  /** False when the brand or the upline agent has it off, or the member has no upline agent. */
  allowed: z.boolean(),
  /** The upline agent's username; null when the member has none. */
  uplineAccount: z.string().nullable(),
  /** The main wallet, the one the transfer is paid from. */
  balanceMinor: z.number().int().min(0),
  /** Turnover still to wager before money may leave the account (as for a withdrawal); 0 when met. */
  turnoverRemainingMinor: z.number().int().min(0),
});
export type UplineTransferStatus = z.infer<typeof uplineTransferStatus>;

export const uplineTransferResult = z.object({
  requestId: z.string(),
  uplineAccount: z.string(),
  amountMinor: z.number().int().positive(),
  /** The member's main wallet right after the transfer (on a replay: after the original). */
  balanceAfterMinor: z.number().int().min(0),
  /** True when this requestId had already been processed: nothing moved the second time. */
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type UplineTransferResult = z.infer<typeof uplineTransferResult>;

/** Spec §2 member centre entry transferUpline: a member sends money from his main wallet to his direct upline agent. */
export const uplineTransfer = {
  status: endpoint({
    id: 'uplineTransfer.status',
    method: 'GET',
    path: '/wps/member/transfer-upline',
    auth: 'member',
    summary: 'Whether the member may transfer to his own upline agent now (brand setting and the agent’s switch), and to whom.',
    tags,
    input: noInput,
    output: uplineTransferStatus,
  }),
  transfer: endpoint({
    id: 'uplineTransfer.transfer',
    method: 'POST',
    path: '/wps/member/transfer-upline',
    auth: 'member',
    encrypted: true,
    summary:
      'Moves money from the member’s main wallet to his own direct upline agent, with the payment password. ' +
      'uplineAccount names who the member means: anyone but his own upline is refused. requestId makes retries safe: ' +
      'the same id never moves money twice; with another amount it is DUPLICATE_REQUEST.',
    tags,
    input: z.object({
      uplineAccount: z.string().min(1).max(64),
      amount: amountInput,
      paymentPassword: z.string().max(32),
      requestId,
    }),
    output: uplineTransferResult,
  }),
};
