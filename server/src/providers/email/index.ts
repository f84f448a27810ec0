import type { Sql } from '../../db/client.ts';
import { enqueue } from '../delivery/queue.ts';

export interface EmailProvider {
  send(to: string, subject: string, text: string): Promise<void>;
}

/**
 * The platform's e-mail provider, for use inside a transaction: the message is queued in the outbox
 * and delivered by the delivery job (over SMTP when SMTP_URL is set — smtp.ts — else kept for the
 * development outbox at /dev/outbox).
 */
export function emailProvider(sql: Sql): EmailProvider {
  return {
    send: (to, subject, text) => enqueue(sql, { channel: 'email', to, subject, body: text }),
  };
}
