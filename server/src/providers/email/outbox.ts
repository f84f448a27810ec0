import type { Sql } from '../../db/client.ts';
import type { EmailProvider } from './index.ts';

export function outboxEmail(sql: Sql): EmailProvider {
  return {
    async send(to, subject, text) {
      await sql.query(`INSERT INTO outbox (channel, recipient, subject, body) VALUES ('email', $1, $2, $3)`, [
        to.toLowerCase(),
        subject,
        text,
      ]);
    },
  };
}
