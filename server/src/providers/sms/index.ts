import type { Sql } from '../../db/client.ts';
import { outboxSms } from './outbox.ts';

/** Sends a text message. `to` is E.164-like: '+<dialing code><number>'. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/**
 * The platform's SMS provider. The local implementation writes to the outbox table (readable at
 * /dev/outbox in development); a real gateway implements the same interface and is chosen here.
 */
export function smsProvider(sql: Sql): SmsProvider {
  return outboxSms(sql);
}
