import type { Sql } from '../../db/client.ts';

export type OutboxRow = {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
};

/** The latest 50 messages of the development outbox, to one recipient or to anyone. */
export async function recentOutbox(sql: Sql, to: string | undefined): Promise<OutboxRow[]> {
  return to
    ? sql.query<OutboxRow>('SELECT * FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 50', [to.trim().toLowerCase()])
    : sql.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 50');
}
