import type { Sql } from '../../db/client.ts';

/** The wallet domain's reads that are not postings (the ledger's own SQL is in ledger.ts). */

export type EntryRow = {
  id: number;
  posting_id: number;
  type: string;
  ref: string | null;
  created_at: Date;
  wallet: string;
  vendor_name: unknown;
  amount: number;
  balance_after: number;
};

export interface EntryFilter {
  from: string | null;
  to: string | null;
  wallet: string | null;
  /** Only entries whose record type (see typeOf) is this one. */
  type: string | null;
  limit: number;
  offset: number;
}

/**
 * A posting's record type in SQL, from the same table the code maps with: the kind's type when the
 * table has it, a PROMO posting as a bonus, anything else as an adjustment. $2 is the table (jsonb).
 */
export const typeOf = `COALESCE($2::jsonb ->> p.kind, CASE WHEN p.meta ->> 'house' = 'PROMO' THEN 'bonus' ELSE 'adjustment' END)`;

/**
 * One page of a member's ledger entries (member accounts only: the house side is not theirs), newest
 * first, with the total count. Walks ledger_entries_account per wallet account.
 */
export async function memberEntries(
  sql: Sql,
  memberId: number,
  kindTypes: Record<string, string>,
  filter: EntryFilter,
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = `WHERE a.member_id = $1
      AND ($3::timestamptz IS NULL OR p.created_at >= $3) AND ($4::timestamptz IS NULL OR p.created_at < $4)
      AND ($5::text IS NULL OR a.wallet = $5) AND ($6::text IS NULL OR ${typeOf} = $6)`;
  const from = `FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_postings p ON p.id = e.posting_id`;
  const params = [memberId, JSON.stringify(kindTypes), filter.from, filter.to, filter.wallet, filter.type];
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${where}`, params);
  const rows = await sql.query<EntryRow>(
    `SELECT e.id, p.id AS posting_id, ${typeOf} AS type, p.ref, p.created_at, a.wallet,
            v.name AS vendor_name, e.amount, e.balance_after
       ${from}
       LEFT JOIN game_vendors v ON v.code = a.wallet
       ${where}
      ORDER BY e.id DESC LIMIT $7 OFFSET $8`,
    [...params, filter.limit, filter.offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}
