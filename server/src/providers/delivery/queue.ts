import type { Sql } from '../../db/client.ts';

type Channel = 'email' | 'sms';

/**
 * Queues one message in the outbox table, inside the caller's transaction: it is delivered by the
 * delivery job after the transaction commits (never for a rolled-back change), so the request that sends
 * a code answers at once however slow the provider is. `ttlSeconds`: no attempt is made after that.
 */
export async function enqueue(
  sql: Sql,
  m: { channel: Channel; to: string; subject?: string; body: string; ttlSeconds?: number },
): Promise<void> {
  await sql.query(
    `INSERT INTO outbox (channel, recipient, subject, body, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [m.channel, m.channel === 'email' ? m.to.toLowerCase() : m.to, m.subject ?? '', m.body, m.ttlSeconds ?? 3600],
  );
}
