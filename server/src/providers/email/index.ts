import type { Sql } from '../../db/client.ts';
import { outboxEmail } from './outbox.ts';

export interface EmailProvider {
  send(to: string, subject: string, text: string): Promise<void>;
}

/**
 * The platform's e-mail provider. The local implementation writes to the outbox table (readable at
 * /dev/outbox in development); an SMTP or API sender implements the same interface and is chosen here.
 */
export function emailProvider(sql: Sql): EmailProvider {
  return outboxEmail(sql);
}
