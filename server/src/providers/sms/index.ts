import type { Sql } from '../../db/client.ts';
import { enqueue } from '../delivery/queue.ts';

/** Sends a text message. `to` is E.164-like: '+<dialing code><number>'. */
export interface SmsProvider {
  send(to: string, text: string, opts?: { ttlSeconds?: number }): Promise<void>;
}

/**
 * The platform's SMS provider, for use inside a transaction: the message is queued in the outbox and
 * delivered by the delivery job (through the HTTP gateway when SMS_GATEWAY_URL is set — gateway.ts —
 * else kept for the development outbox at /dev/outbox).
 */
export function smsProvider(sql: Sql): SmsProvider {
  return {
    send: (to, text, opts) => enqueue(sql, { channel: 'sms', to, body: text, ttlSeconds: opts?.ttlSeconds }),
  };
}
