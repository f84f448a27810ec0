import { maskAccountNumber, type PayoutType } from '@tala/contract/payout';
import type { Withdrawal, WithdrawReceipt, WithdrawResolution, WithdrawStatus } from '@tala/contract/withdraw';
import type { Sql } from '../../db/client.ts';

/** The withdraw domain's SQL. */

export type WithdrawalRow = {
  id: number;
  withdraw_no: string;
  member_id: number;
  account: string;
  request_id: string;
  payout_account_id: number;
  amount_minor: number;
  status: WithdrawStatus;
  reject_reason: string | null;
  receipt: WithdrawReceipt | null;
  received_minor: number | null;
  remaining_minor: number | null;
  /** Set once a payout was asked of this provider: from then on only paying it out finishes it. */
  payout_provider: string | null;
  payout_ref: string | null;
  created_at: Date;
  approved_at: Date | null;
  paid_at: Date | null;
  confirm_due_at: Date | null;
  closed_at: Date | null;
  resolution: WithdrawResolution | null;
  resolution_note: string | null;
  resolution_minor: number | null;
  resolved_at: Date | null;
  account_type: PayoutType;
  bank: string;
  bank_name: string;
  payout_via: string;
  account_number: string;
  holder_name: string;
};

const columns = `w.id, w.withdraw_no, w.member_id, m.account, w.request_id, w.payout_account_id, w.amount_minor, w.status,
  w.reject_reason, w.receipt, w.received_minor, w.remaining_minor, w.payout_provider, w.payout_ref, w.created_at, w.approved_at, w.paid_at,
  w.confirm_due_at, w.closed_at, w.resolution, w.resolution_note, w.resolution_minor, w.resolved_at, a.type AS account_type, a.provider AS bank, p.name AS bank_name, p.payout_via,
  a.account_number, a.holder_name`;
const from = `FROM withdrawals w JOIN members m ON m.id = w.member_id
  JOIN payout_accounts a ON a.id = w.payout_account_id JOIN payout_providers p ON p.code = a.provider`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const num = (n: number | null) => (n === null ? null : Number(n));

export function toWithdrawal(r: WithdrawalRow): Withdrawal {
  return {
    withdrawNo: r.withdraw_no,
    amountMinor: Number(r.amount_minor),
    status: r.status,
    account: { type: r.account_type, providerName: r.bank_name, accountNumber: maskAccountNumber(r.account_number) },
    rejectReason: r.reject_reason,
    receipt: r.receipt,
    receivedMinor: num(r.received_minor),
    remainingMinor: num(r.remaining_minor),
    createdAt: new Date(r.created_at).toISOString(),
    approvedAt: iso(r.approved_at),
    paidAt: iso(r.paid_at),
    confirmDueAt: r.status === 'paid' ? iso(r.confirm_due_at) : null,
    closedAt: iso(r.closed_at),
    resolution: r.resolution
      ? { kind: r.resolution, note: r.resolution_note ?? '', paidMinor: Number(r.resolution_minor ?? 0), at: iso(r.resolved_at)! }
      : null,
  };
}

/** One withdrawal by number (of one member when memberId is given); `lock` takes its row lock. */
export async function withdrawalByNo(
  sql: Sql,
  withdrawNo: string,
  opts: { memberId?: number; lock?: boolean } = {},
): Promise<WithdrawalRow | null> {
  const [row] = await sql.query<WithdrawalRow>(
    `SELECT ${columns} ${from} WHERE w.withdraw_no = $1 ${opts.memberId !== undefined ? 'AND w.member_id = $2' : ''}
     ${opts.lock ? 'FOR UPDATE OF w' : ''}`,
    opts.memberId !== undefined ? [withdrawNo, opts.memberId] : [withdrawNo],
  );
  return row ?? null;
}

export async function withdrawalByRequest(sql: Sql, memberId: number, requestId: string): Promise<WithdrawalRow | null> {
  const [row] = await sql.query<WithdrawalRow>(`SELECT ${columns} ${from} WHERE w.member_id = $1 AND w.request_id = $2`, [
    memberId,
    requestId,
  ]);
  return row ?? null;
}

export async function insertWithdrawal(
  sql: Sql,
  w: { withdrawNo: string; memberId: number; requestId: string; accountId: number; amountMinor: number; holdPostingId: number },
): Promise<void> {
  await sql.query(
    `INSERT INTO withdrawals (withdraw_no, member_id, request_id, payout_account_id, amount_minor, hold_posting_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [w.withdrawNo, w.memberId, w.requestId, w.accountId, w.amountMinor, w.holdPostingId],
  );
}

/** Takes the member row's lock: a member's withdrawal requests are checked and written one at a time. */
export async function lockMember(sql: Sql, memberId: number): Promise<boolean> {
  const rows = await sql.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  return rows.length === 1;
}

/** Today's withdrawals (since dayStart: local midnight in the brand's time zone) that were not rejected, and those still waiting for approval or payout. */
export async function usage(
  sql: Sql,
  memberId: number,
  dayStart: Date,
): Promise<{ count: number; amount: number; open: number }> {
  const [row] = await sql.query<{ count: number; amount: number; open: number }>(
    `SELECT count(*) FILTER (WHERE created_at >= $2 AND status <> 'rejected')::int AS count,
            COALESCE(SUM(amount_minor) FILTER (WHERE created_at >= $2 AND status <> 'rejected'), 0)::bigint AS amount,
            count(*) FILTER (WHERE status IN ('requested', 'approved'))::int AS open
       FROM withdrawals WHERE member_id = $1`,
    [memberId, dayStart],
  );
  return { count: Number(row!.count), amount: Number(row!.amount), open: Number(row!.open) };
}

/**
 * The member's turnover: what his deposits ask to be wagered, and what he staked (net of refunded
 * stakes) since the first of them.
 */
export async function turnoverOf(sql: Sql, memberId: number): Promise<{ required: number; done: number }> {
  const [row] = await sql.query<{ required: number; done: number }>(
    `WITH req AS (
       SELECT COALESCE(SUM(required_minor), 0)::bigint AS required, MIN(created_at) AS since
         FROM turnover_requirements WHERE member_id = $1
     )
     SELECT req.required,
            COALESCE((SELECT SUM(CASE WHEN p.kind IN ('refund', 'lottery.refund') THEN -p.amount ELSE p.amount END)
                        FROM ledger_postings p
                       WHERE p.member_id = $1 AND p.created_at >= req.since
                         AND p.kind IN ('bet', 'lottery.bet', 'refund', 'lottery.refund')), 0)::bigint AS done
       FROM req`,
    [memberId],
  );
  return { required: Number(row!.required), done: Math.max(0, Number(row!.done)) };
}

export type ProviderLimitRow = { code: string; withdraw_min_minor: number | null; withdraw_max_minor: number | null };

/** Banks and e-wallets with a withdrawal range of their own. */
export function providerLimits(sql: Sql): Promise<ProviderLimitRow[]> {
  return sql.query<ProviderLimitRow>(
    `SELECT code, withdraw_min_minor, withdraw_max_minor FROM payout_providers
      WHERE withdraw_min_minor IS NOT NULL OR withdraw_max_minor IS NOT NULL`,
  );
}

/** A live payout account of the member, with its bank's range. */
export async function liveAccount(
  sql: Sql,
  memberId: number,
  accountId: number,
): Promise<{ id: number; provider: string; withdraw_min_minor: number | null; withdraw_max_minor: number | null } | null> {
  const [row] = await sql.query<{
    id: number;
    provider: string;
    withdraw_min_minor: number | null;
    withdraw_max_minor: number | null;
  }>(
    `SELECT a.id, a.provider, p.withdraw_min_minor, p.withdraw_max_minor FROM payout_accounts a
       JOIN payout_providers p ON p.code = a.provider
      WHERE a.id = $1 AND a.member_id = $2 AND a.removed_at IS NULL`,
    [accountId, memberId],
  );
  return row ?? null;
}

export async function withdrawalPage(
  sql: Sql,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const [count] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1', [memberId]);
  const rows = await sql.query<WithdrawalRow>(
    `SELECT ${columns} ${from} WHERE w.member_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** What the proof images of a withdrawal are attached to (uploads.attached_to). */
export const proofOwner = (withdrawNo: string) => `withdrawal:${withdrawNo}`;

/** What operators work on: waiting for approval or payout, and disputed (with the proof image ids). Oldest first. */
export function pendingWithdrawals(sql: Sql): Promise<(WithdrawalRow & { proofs: string[] | null })[]> {
  return sql.query<WithdrawalRow & { proofs: string[] | null }>(
    `SELECT ${columns},
            (SELECT array_agg(u.id ORDER BY u.created_at) FROM uploads u WHERE u.attached_to = 'withdrawal:' || w.withdraw_no) AS proofs
       ${from} WHERE w.status IN ('requested', 'approved', 'disputed') ORDER BY w.id LIMIT 200`,
  );
}

/** Paid withdrawals whose confirmation time is over (oldest first, a batch at a time). */
export function overdueReceipts(sql: Sql, now: Date, limit: number): Promise<WithdrawalRow[]> {
  return sql.query<WithdrawalRow>(
    `SELECT ${columns} ${from} WHERE w.status = 'paid' AND w.confirm_due_at <= $1 ORDER BY w.confirm_due_at LIMIT $2`,
    [now, limit],
  );
}

/**
 * Moves a withdrawal from one state to the next, guarded by its current state (so a second runner
 * or a double click changes nothing); false when it was not in `from` any more.
 */
export async function moveWithdrawal(
  sql: Sql,
  id: number,
  from: WithdrawStatus,
  to: WithdrawStatus,
  set: Record<string, unknown>,
): Promise<boolean> {
  const keys = Object.keys(set);
  const assignments = keys.map((k, i) => `${k} = $${i + 4}`);
  const rows = await sql.query(
    `UPDATE withdrawals SET status = $3${assignments.length ? `, ${assignments.join(', ')}` : ''}
      WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, to, ...keys.map((k) => set[k])],
  );
  return rows.length === 1;
}

export async function memberIdByAccount(sql: Sql, account: string): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>('SELECT id FROM members WHERE lower(account) = lower($1)', [account]);
  return row ? Number(row.id) : null;
}
