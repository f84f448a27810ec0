import type { PlayLimitKind, PlayLimitPeriod } from '@tala/contract/responsible';
import type { Sql } from '../../db/client.ts';

/** The responsible-play SQL. */

export type BreakRow = { kind: 'timeout' | 'exclusion'; choice: string; ends_at: Date | null };

/** The break in force at `now`: a permanent one first, else the one that ends last; null when none. */
export async function activeBreak(sql: Sql, memberId: number, now: number): Promise<BreakRow | null> {
  const [row] = await sql.query<BreakRow>(
    `SELECT kind, choice, ends_at FROM play_breaks
      WHERE member_id = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
      ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [memberId, new Date(now)],
  );
  return row ?? null;
}

export async function insertBreak(
  sql: Sql,
  memberId: number,
  b: { kind: BreakRow['kind']; choice: string; startsAt: Date; endsAt: Date | null },
): Promise<void> {
  await sql.query('INSERT INTO play_breaks (member_id, kind, choice, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    b.kind,
    b.choice,
    b.startsAt,
    b.endsAt,
  ]);
}

export type PlayLimitRow = {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  limit_minor: number | null;
  pending_minor: number | null;
  pending_from: Date | null;
};

export async function playLimitRows(sql: Sql, memberId: number): Promise<PlayLimitRow[]> {
  const rows = await sql.query<PlayLimitRow>(
    'SELECT kind, period, limit_minor, pending_minor, pending_from FROM play_limits WHERE member_id = $1',
    [memberId],
  );
  return rows.map((r) => ({
    ...r,
    limit_minor: r.limit_minor === null ? null : Number(r.limit_minor),
    pending_minor: r.pending_minor === null ? null : Number(r.pending_minor),
  }));
}

export async function writePlayLimit(
  sql: Sql,
  memberId: number,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  row: { limitMinor: number | null; pendingMinor: number | null; pendingFrom: Date | null },
): Promise<void> {
  await sql.query(
    `INSERT INTO play_limits (member_id, kind, period, limit_minor, pending_minor, pending_from, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (member_id, kind, period) DO UPDATE SET limit_minor = $4, pending_minor = $5, pending_from = $6, updated_at = now()`,
    [memberId, kind, period, row.limitMinor, row.pendingMinor, row.pendingFrom],
  );
}

/**
 * Locks the member's settings row (made if missing): every bet and every limit change of one member
 * then runs one at a time, so two bets at once cannot both slip under a limit.
 */
export async function lockSettings(sql: Sql, memberId: number): Promise<{ reminder_minutes: number | null }> {
  await sql.query('INSERT INTO play_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING', [memberId]);
  const [row] = await sql.query<{ reminder_minutes: number | null }>(
    'SELECT reminder_minutes FROM play_settings WHERE member_id = $1 FOR UPDATE',
    [memberId],
  );
  return row ?? { reminder_minutes: null };
}

export async function reminderOf(sql: Sql, memberId: number): Promise<number | null> {
  const [row] = await sql.query<{ reminder_minutes: number | null }>(
    'SELECT reminder_minutes FROM play_settings WHERE member_id = $1',
    [memberId],
  );
  return row?.reminder_minutes ?? null;
}

export async function writeReminder(sql: Sql, memberId: number, minutes: number | null): Promise<void> {
  await sql.query(
    `INSERT INTO play_settings (member_id, reminder_minutes) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET reminder_minutes = $2, updated_at = now()`,
    [memberId, minutes],
  );
}

/** Ledger kinds that are a stake, and those that give money back from play (wins, refunds). */
const STAKE_KINDS = ['lottery.bet', 'bet'];
const RETURN_KINDS = ['lottery.win', 'lottery.refund', 'win', 'refund'];

/** Stakes and what came back from play since `since`, from the ledger (every product posts there). */
export async function playSince(sql: Sql, memberId: number, since: Date): Promise<{ stake: number; returned: number }> {
  const [row] = await sql.query<{ stake: number; returned: number }>(
    `SELECT COALESCE(SUM(amount) FILTER (WHERE kind = ANY($3::text[])), 0)::bigint AS stake,
            COALESCE(SUM(amount) FILTER (WHERE kind = ANY($4::text[])), 0)::bigint AS returned
       FROM ledger_postings WHERE member_id = $1 AND created_at > $2`,
    [memberId, since, STAKE_KINDS, RETURN_KINDS],
  );
  return { stake: Number(row?.stake ?? 0), returned: Number(row?.returned ?? 0) };
}

export async function sessionStart(sql: Sql, sessionId: number): Promise<Date | null> {
  const [row] = await sql.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1', [sessionId]);
  return row ? new Date(row.created_at) : null;
}
