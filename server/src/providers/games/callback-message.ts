import { z } from 'zod';
import type { Sql } from '../../db/client.ts';
import { secretOf } from './secrets.ts';
import { hmac } from './signing.ts';

/*
 * The wallet callback protocol between a game vendor and the platform: the message a vendor signs
 * (bet, settle, refund), the secret it signs with and what the platform answers. Both sides use it:
 * vendors to sign (the in-house one in this process, tests acting as a vendor), the games domain to
 * verify and apply (domains/games/callbacks.ts).
 */

export const callbackSecretName = (vendor: string) => `vendor-callback:${vendor}`;

export const callbackMessage = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  txId: z.string().regex(/^[A-Za-z0-9:_-]{1,100}$/),
  kind: z.enum(['bet', 'settle', 'refund']),
  roundId: z.string().regex(/^[A-Za-z0-9:_-]{1,100}$/),
  memberId: z.number().int().positive(),
  nodeId: z.number().int().positive(),
  wallet: z.string().min(1).max(32),
  engine: z.string().min(1).max(16),
  /** bet: the stake; settle: the amount returned (0 on a loss); refund: the stake. Minor units. */
  amount: z.number().int().min(0).max(10_000_000_000),
  ts: z.number().int(),
  /**
   * Free-form round detail. A settle may carry `jackpot: { pool, contribution, hit }`: the share of
   * the stake that feeds a progressive jackpot pool and whether the round won it (the platform pays
   * what the pool holds; domains/games/jackpot.ts).
   */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type CallbackMessage = z.infer<typeof callbackMessage>;

export interface CallbackResult {
  roundId: string;
  status: 'open' | 'settled' | 'refunded';
  /** Balance of the round's wallet after the callback, minor units. */
  balance: number;
  /** A settle whose round hit a progressive jackpot: what the pool paid the member, minor units. */
  jackpotWin?: number;
}

/** Signs a message for a vendor: the exact body and its HMAC-SHA256 with the vendor's secret. */
export async function signCallback(
  platform: { db: Sql },
  message: CallbackMessage,
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(message);
  return { body, signature: hmac(await secretOf(platform.db, callbackSecretName(message.vendor)), body) };
}
