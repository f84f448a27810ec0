import type { Db, Sql } from '../../db/client.ts';

export type OutboxRow = {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
  status: 'pending' | 'sent' | 'kept' | 'failed';
  attempts: number;
  last_error: string | null;
};

/** The latest 50 messages of the development outbox, to one recipient or to anyone. */
export async function recentOutbox(sql: Sql, to: string | undefined): Promise<OutboxRow[]> {
  return to
    ? sql.query<OutboxRow>('SELECT * FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 50', [to.trim().toLowerCase()])
    : sql.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 50');
}

export type QueuedRow = {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  expires_at: Date;
};

/**
 * Claims up to `limit` due messages: counts the attempt and moves the next one `leaseMs` ahead, so a
 * crash during the send retries it, and a second runner (a brief overlap) skips it.
 */
export async function claimDue(db: Db, now: number, limit: number, leaseMs: number): Promise<QueuedRow[]> {
  return db.query<QueuedRow>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = to_timestamp($1::float8 / 1000)
      WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= to_timestamp($2::float8 / 1000)
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, recipient, subject, body, attempts, expires_at`,
    [now + leaseMs, now, limit],
  );
}

export async function markDone(
  db: Db,
  id: number,
  status: 'sent' | 'kept' | 'failed',
  error: string | null,
  scrub: boolean,
): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, last_error = $3, done_at = now(), body = CASE WHEN $4::boolean THEN '' ELSE body END
      WHERE id = $1 AND status = 'pending'`,
    [id, status, error, scrub],
  );
}

export async function markRetry(db: Db, id: number, at: number, error: string): Promise<void> {
  await db.query(
    `UPDATE outbox SET next_attempt_at = to_timestamp($2::float8 / 1000), last_error = $3 WHERE id = $1 AND status = 'pending'`,
    [id, at, error],
  );
}

/** Finished messages are kept 30 days (what was sent when, for support), then removed. */
export async function purgeOld(db: Db): Promise<void> {
  await db.query(`DELETE FROM outbox WHERE status <> 'pending' AND created_at < now() - interval '30 days'`);
}

/**
 * The language of the member whose mobile number is `target` ('+<dialing code><number>'), or null.
 * Dialing codes have one to three digits, so the three possible splits are tried (each an index lookup).
 */
export async function languageOfNumber(sql: Sql, target: string): Promise<string | null> {
  const digits = target.replace(/^\+/, '');
  const splits = [1, 2, 3].flatMap((n) => [digits.slice(0, n), digits.slice(n)]);
  const [row] = await sql.query<{ language: string }>(
    `SELECT language FROM members
      WHERE (country_dialing_code = $1 AND mobile = $2) OR (country_dialing_code = $3 AND mobile = $4)
         OR (country_dialing_code = $5 AND mobile = $6)
      LIMIT 1`,
    splits,
  );
  return row?.language ?? null;
}
