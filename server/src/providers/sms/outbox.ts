import type { Sql } from '../../db/client.ts';
import type { SmsProvider } from './index.ts';

export function outboxSms(sql: Sql): SmsProvider {
  return {
    async send(to, text) {
      await sql.query(`INSERT INTO outbox (channel, recipient, body) VALUES ('sms', $1, $2)`, [to, text]);
    },
  };
}
