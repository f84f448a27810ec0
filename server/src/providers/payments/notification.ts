import { z } from 'zod';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { secretOf } from '../games/secrets.ts';
import { hmac, safeEqual } from '../games/signing.ts';
import type { PaymentNotification } from './types.ts';

/*
 * The notification message of providers that use the platform's own format (the sandbox does): the
 * exact JSON body, signed with HMAC-SHA256 under the provider's secret (header x-signature), with a
 * timestamp so a captured message cannot be replayed later. The secret is per installation and per
 * provider, kept in platform_secrets like the game vendors' callback secrets.
 */

export const NOTIFY_WINDOW_MS = 120_000;
export const SIGNATURE_HEADER = 'x-signature';

export const notifySecretName = (provider: string) => `payment-notify:${provider}`;

export const notificationMessage = z.object({
  provider: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  providerRef: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  merchantOrder: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  amountMinor: z.number().int().positive(),
  status: z.enum(['paid', 'failed']),
  ts: z.number().int(),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

/** Signs a notification: the exact body and its signature. Used by the sandbox and by tests acting as a provider. */
export async function signNotification(db: Sql, message: NotificationMessage): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(message);
  return { body, signature: hmac(await secretOf(db, notifySecretName(message.provider)), body) };
}

const reject = (message: string) => new AppError('CALLBACK_REJECTED', { message });

/** Verifies a notification signed in this format for `provider`; throws CALLBACK_REJECTED otherwise. */
export async function verifySignedNotification(
  db: Sql,
  provider: string,
  body: string,
  signature: string | undefined,
  now = Date.now(),
): Promise<PaymentNotification> {
  if (!signature) throw reject('The notification is not signed.');
  const expected = hmac(await secretOf(db, notifySecretName(provider)), body);
  if (!safeEqual(signature, expected)) throw reject('Bad signature.');
  let message: NotificationMessage;
  try {
    message = notificationMessage.parse(JSON.parse(body));
  } catch {
    throw reject('The notification is not a valid message.');
  }
  if (message.provider !== provider) throw reject('Provider mismatch.');
  if (Math.abs(now - message.ts) > NOTIFY_WINDOW_MS) throw reject('The notification is too old (replay).');
  return {
    provider: message.provider,
    providerRef: message.providerRef,
    merchantOrder: message.merchantOrder,
    amountMinor: message.amountMinor,
    status: message.status,
  };
}
