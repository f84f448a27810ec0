import type { CreditLine } from '@tala/contract/agent';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { UPLINE_TRANSFER_KIND } from '../wallet/upline.ts';
import type { Scope } from './queries.ts';
import { TRANSFER_OUT } from './transfer.ts';

const num = (v: unknown) => Number(v ?? 0);

/**
 * Credit report: the money an agent extended to each member of his team over a period, read from the
 * ledger: his transfers down (his AGENT_TRANSFER debits, `ref` member:<id>) and the member's transfers
 * back up to him (the member's uplineTransfer postings whose meta names the agent). Only members in his
 * team now are listed (a member moved to another team takes his history out of this report). Largest
 * net credit first.
 */
export async function creditPage(
  sql: Sql,
  agentId: number,
  scope: Scope,
  filter: { from: string | null; to: string | null; pageNo: number; pageSize: number },
): Promise<{ list: CreditLine[]; total: number; totals: { sentMinor: number; returnedMinor: number; netMinor: number } }> {
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(filter.to))
    throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'to must be after from' });
  const only = scope.kind === 'member' ? scope.memberId : null;
  const cte = `WITH
    members_in AS (
      SELECT member_id AS id FROM member_tree WHERE ancestor_id = $1 AND ($4::bigint IS NULL OR member_id = $4)
         AND ($5::int IS NULL OR depth <= $5)
    ),
    flows AS (
      SELECT substring(p.ref from 8)::bigint AS member_id, p.amount AS sent, 0::bigint AS returned, p.created_at
        FROM ledger_postings p
       WHERE p.member_id = $1 AND p.kind = '${TRANSFER_OUT}' AND p.ref LIKE 'member:%'
         AND ($2::timestamptz IS NULL OR p.created_at >= $2) AND ($3::timestamptz IS NULL OR p.created_at < $3)
      UNION ALL
      SELECT p.member_id, 0::bigint, p.amount, p.created_at
        FROM ledger_postings p JOIN members_in i ON i.id = p.member_id
       WHERE p.kind = '${UPLINE_TRANSFER_KIND}' AND p.meta ->> 'toMemberId' = $1::text
         AND ($2::timestamptz IS NULL OR p.created_at >= $2) AND ($3::timestamptz IS NULL OR p.created_at < $3)
    ),
    per AS (
      SELECT f.member_id, sum(f.sent) AS sent, sum(f.returned) AS returned, count(*) AS n, max(f.created_at) AS last_at
        FROM flows f JOIN members_in i ON i.id = f.member_id GROUP BY f.member_id
    )`;
  const maxDepth = scope.kind === 'team' ? (scope.maxDepth ?? null) : null;
  const params = [agentId, filter.from, filter.to, only, maxDepth];
  const [totals] = await sql.query<{ n: number; sent: number; returned: number }>(
    `${cte} SELECT count(*) AS n, COALESCE(sum(sent), 0) AS sent, COALESCE(sum(returned), 0) AS returned FROM per`,
    params,
  );
  const rows = await sql.query<{ member_id: number; account: string; sent: number; returned: number; n: number; last_at: Date }>(
    `${cte} SELECT per.*, m.account FROM per JOIN members m ON m.id = per.member_id
      ORDER BY per.sent - per.returned DESC, m.account LIMIT $6 OFFSET $7`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  return {
    list: rows.map((r) => ({
      memberId: num(r.member_id),
      account: r.account,
      sentMinor: num(r.sent),
      returnedMinor: num(r.returned),
      netMinor: num(r.sent) - num(r.returned),
      transfers: num(r.n),
      lastAt: new Date(r.last_at).toISOString(),
    })),
    total: num(totals?.n),
    totals: {
      sentMinor: num(totals?.sent),
      returnedMinor: num(totals?.returned),
      netMinor: num(totals?.sent) - num(totals?.returned),
    },
  };
}
