import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The points ledger (migration 0520). Like the money ledger, every function runs inside the caller's
 * transaction, and every change is one posting with a unique idempotency key: replaying a key with
 * the same member, kind and points returns the original posting and moves nothing; the same key with
 * anything else is DUPLICATE_REQUEST. The balance is the newest posting's balance_after, written
 * under the member's row lock, so two postings of one member never read the same previous balance.
 */

export type PointKind = 'earn' | 'redeem' | 'convert' | 'mission' | 'signIn';

export interface PointPosting {
  id: number;
  points: number;
  balanceAfter: number;
  replayed: boolean;
}

type Row = { id: number; member_id: number; kind: string; points: number; balance_after: number };

/** Locks the member's row: every points posting of one member waits for the one before it. */
export async function lockMemberForPoints(sql: Sql, memberId: number): Promise<void> {
  const rows = await sql.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  if (rows.length !== 1) throw new AppError('SESSION_EXPIRED');
}

/** The member's point balance (0 before any posting). */
export async function pointBalance(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql.query<{ balance_after: number }>(
    'SELECT balance_after FROM point_postings WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  return Number(row?.balance_after ?? 0);
}

/**
 * Posts points for a member (positive: in, negative: out). Takes the member's row lock itself; a
 * posting that would take the balance below zero is refused with POINTS_INSUFFICIENT and writes nothing.
 */
export async function postPoints(
  sql: Sql,
  input: { key: string; memberId: number; kind: PointKind; points: number; ref?: string | null },
): Promise<PointPosting> {
  if (!Number.isSafeInteger(input.points) || input.points === 0) {
    throw new AppError('VALIDATION_FAILED', { field: 'points', message: 'points must be a non-zero integer' });
  }
  await lockMemberForPoints(sql, input.memberId);
  const [existing] = await sql.query<Row>(
    'SELECT id, member_id, kind, points, balance_after FROM point_postings WHERE idem_key = $1',
    [input.key],
  );
  if (existing) {
    const same =
      Number(existing.member_id) === input.memberId && existing.kind === input.kind && Number(existing.points) === input.points;
    if (!same) throw new AppError('DUPLICATE_REQUEST', { field: 'key' });
    return { id: Number(existing.id), points: input.points, balanceAfter: Number(existing.balance_after), replayed: true };
  }
  const after = (await pointBalance(sql, input.memberId)) + input.points;
  if (after < 0) throw new AppError('POINTS_INSUFFICIENT', { field: 'points' });
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO point_postings (idem_key, member_id, kind, points, balance_after, ref)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.key, input.memberId, input.kind, input.points, after, input.ref ?? null],
  );
  return { id: Number(row!.id), points: input.points, balanceAfter: after, replayed: false };
}

/** Checks that every member's postings add up to the balance they report (for tests and audits). */
export async function pointsAudit(sql: Sql): Promise<{ memberId: number; sum: number; balance: number }[]> {
  const rows = await sql.query<{ member_id: number; sum: number; balance: number }>(
    `SELECT p.member_id, sum(p.points)::bigint AS sum,
            (SELECT balance_after FROM point_postings q WHERE q.member_id = p.member_id ORDER BY id DESC LIMIT 1) AS balance
       FROM point_postings p GROUP BY p.member_id`,
  );
  return rows
    .map((r) => ({ memberId: Number(r.member_id), sum: Number(r.sum), balance: Number(r.balance) }))
    .filter((r) => r.sum !== r.balance);
}
