import type { DepositLimitPeriod } from '@tala/contract/deposit';
import type { Sql } from '../../db/client.ts';

/** The deposit limits' SQL. */

export type LimitRow = {
  period: DepositLimitPeriod;
  limit_minor: number | null;
  pending_minor: number | null;
  pending_from: Date | null;
};

/** The member's limit rows, locked when asked (a deposit and a limit change then run one at a time). */
export async function limitRows(sql: Sql, memberId: number, opts: { lock?: boolean } = {}): Promise<LimitRow[]> {
  const rows = await sql.query<LimitRow>(
    `SELECT period, limit_minor, pending_minor, pending_from FROM deposit_limits WHERE member_id = $1
      ORDER BY period ${opts.lock ? 'FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows.map((r) => ({
    ...r,
    limit_minor: r.limit_minor === null ? null : Number(r.limit_minor),
    pending_minor: r.pending_minor === null ? null : Number(r.pending_minor),
  }));
}

export async function writeLimit(
  sql: Sql,
  memberId: number,
  period: DepositLimitPeriod,
  row: { limitMinor: number | null; pendingMinor: number | null; pendingFrom: Date | null },
): Promise<void> {
  await sql.query(
    `INSERT INTO deposit_limits (member_id, period, limit_minor, pending_minor, pending_from, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (member_id, period) DO UPDATE SET limit_minor = $3, pending_minor = $4, pending_from = $5, updated_at = now()`,
    [memberId, period, row.limitMinor, row.pendingMinor, row.pendingFrom],
  );
}

/** What the member deposited, or has open, in orders made since `since` (refused and expired ones excluded). */
export async function depositedSince(sql: Sql, memberId: number, since: Date): Promise<number> {
  const [row] = await sql.query<{ s: number }>(
    `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS s FROM deposit_orders
      WHERE member_id = $1 AND created_at > $2 AND status IN ('created', 'pending', 'review', 'paid')`,
    [memberId, since],
  );
  return Number(row?.s ?? 0);
}
