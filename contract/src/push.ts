import { z } from 'zod';
import type { PushEventName } from './core/push.ts';
import { chatPushEvent } from './chat.ts';
import { depositStatusEvent } from './deposit.ts';
import { lotteryPush } from './lottery.ts';
import { messagePushEvent } from './messages.ts';
import { balanceSnapshot } from './wallet.ts';
import { withdrawStatusEvent } from './withdraw.ts';

/**
 * Payloads of the push channel. The channel itself (path, heartbeat, event names, the SSE parser) is
 * in the zod-free core (./core/push.ts), so the web can listen without loading these schemas.
 */

export const pushHello = z.object({ member: z.boolean(), node: z.string() });

/** To one member, after every committed balance change (stakes, wins, transfers, lottery bets …). */
export const balanceEvent = z.object({
  balance: balanceSnapshot,
  /** The posting kind that changed it: 'bet', 'win', 'refund', 'transfer', 'lottery.bet' … */
  reason: z.string(),
  /** The game round, transfer or bet the change belongs to, when there is one. */
  ref: z.string().nullable(),
  /**
   * What the member can claim now (the header's gift count), sent with a change that can alter it (a
   * credited deposit), so the badge follows without another balance call. Absent: unchanged.
   */
  availablePromoCount: z.number().int().min(0).optional(),
});
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** Every event name with its payload schema: a new event name does not compile until it has one. */
export const pushPayloads = {
  hello: pushHello,
  balance: balanceEvent,
  'lottery.numero': lotteryPush.numero,
  'lottery.lock': lotteryPush.lock,
  'lottery.result': lotteryPush.result,
  'lottery.cancelled': lotteryPush.cancelled,
  'lottery.settled': lotteryPush.settled,
  'deposit.status': depositStatusEvent,
  'withdraw.status': withdrawStatusEvent,
  'message.new': messagePushEvent,
  'chat.message': chatPushEvent,
  'chat.deleted': chatPushEvent,
} as const satisfies Record<PushEventName, z.ZodType>;

/** The payload of one event, as a type (the web reads it without the schemas). */
export type PushPayload<N extends PushEventName> = z.infer<(typeof pushPayloads)[N]>;
