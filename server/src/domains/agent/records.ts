import type { LocalePack } from '@tala/contract/languages';
import type { AgentNotice, IncomeKind, IncomeLine, TeamTransaction } from '@tala/contract/agent';
import type { RecordType } from '@tala/contract/wallet';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pick } from '../system/text.ts';
import { typeOf } from '../wallet/queries.ts';
import { kindTypes } from '../wallet/transactions.ts';
import type { Scope } from './queries.ts';
import { teamCte } from './tree.ts';

/** The notice type of announcements for agents; the public notice calls never return it. */
export const AGENT_NOTICE_TYPE = 'AGENT';

const num = (v: unknown) => Number(v ?? 0);

function assertRange(from: string | null, to: string | null) {
  if (from && to && Date.parse(from) >= Date.parse(to))
    throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'to must be after from' });
}

/**
 * An income posting's kind in SQL: what the house's AGENT account credited to the agent, named by the
 * job that paid it ('agent.commission…', 'agent.dividend…', every salary — daily, hourly, real-time —
 * is a wage). Only AGENT-house credits count: money an agent moves himself is never income.
 */
const incomeKindSql = `CASE WHEN p.kind LIKE 'agent.commission%' THEN 'commission'
  WHEN p.kind LIKE 'agent.dividend%' THEN 'dividend' ELSE 'wage' END`;
const incomeWhere = `p.member_id = $1 AND p.op = 'credit' AND p.meta ->> 'house' = 'AGENT' AND p.kind LIKE 'agent.%'
  AND ($2::timestamptz IS NULL OR p.created_at >= $2) AND ($3::timestamptz IS NULL OR p.created_at < $3)`;

/** My income: the agent's own commission, wage and dividend payments over a period, with totals per kind. */
export async function incomePage(
  sql: Sql,
  agentId: number,
  filter: { from: string | null; to: string | null; kind?: IncomeKind | undefined; pageNo: number; pageSize: number },
) {
  assertRange(filter.from, filter.to);
  const params = [agentId, filter.from, filter.to];
  const [totals] = await sql.query<{ n: number; commission: number; wage: number; dividend: number; matching: number }>(
    `SELECT count(*) FILTER (WHERE $4::text IS NULL OR ${incomeKindSql} = $4) AS matching,
            COALESCE(sum(p.amount) FILTER (WHERE ${incomeKindSql} = 'commission'), 0) AS commission,
            COALESCE(sum(p.amount) FILTER (WHERE ${incomeKindSql} = 'wage'), 0) AS wage,
            COALESCE(sum(p.amount) FILTER (WHERE ${incomeKindSql} = 'dividend'), 0) AS dividend
       FROM ledger_postings p WHERE ${incomeWhere}`,
    [...params, filter.kind ?? null],
  );
  const rows = await sql.query<{
    id: number;
    kind: IncomeKind;
    source: string;
    amount: number;
    period: string | null;
    created_at: Date;
  }>(
    `SELECT p.id, ${incomeKindSql} AS kind, p.kind AS source, p.amount, p.meta ->> 'period' AS period, p.created_at
       FROM ledger_postings p WHERE ${incomeWhere} AND ($4::text IS NULL OR ${incomeKindSql} = $4)
      ORDER BY p.id DESC LIMIT $5 OFFSET $6`,
    [...params, filter.kind ?? null, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  const list = rows.map((r): IncomeLine => ({
    id: Number(r.id),
    kind: r.kind,
    source: r.source,
    amountMinor: num(r.amount),
    period: r.period,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return {
    list,
    total: num(totals?.matching),
    totals: { commissionMinor: num(totals?.commission), wageMinor: num(totals?.wage), dividendMinor: num(totals?.dividend) },
  };
}

/**
 * Account details: the ledger lines on the wallets of the team (every member below the agent) or of
 * one member of it, newest first. Types are the member's own account record's (wallet domain).
 */
export async function teamTransactionPage(
  sql: Sql,
  scope: Scope,
  filter: { from: string | null; to: string | null; type?: RecordType | undefined; pageNo: number; pageSize: number },
) {
  assertRange(filter.from, filter.to);
  const cte =
    scope.kind === 'team'
      ? `WITH ${teamCte('$1', scope.maxDepth ?? null)}, scope AS (SELECT id FROM team)`
      : 'WITH scope AS (SELECT $1::bigint AS id)';
  const from = `FROM scope s
      JOIN members m ON m.id = s.id
      JOIN ledger_accounts a ON a.member_id = s.id
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_postings p ON p.id = e.posting_id
     WHERE ($3::timestamptz IS NULL OR p.created_at >= $3) AND ($4::timestamptz IS NULL OR p.created_at < $4)
       AND ($5::text IS NULL OR ${typeOf} = $5)`;
  const params = [
    scope.kind === 'team' ? scope.agentId : scope.memberId,
    JSON.stringify(kindTypes),
    filter.from,
    filter.to,
    filter.type ?? null,
  ];
  const [count] = await sql.query<{ n: number }>(`${cte} SELECT count(*)::int AS n ${from}`, params);
  const rows = await sql.query<{
    id: number;
    account: string;
    type: RecordType;
    wallet: string;
    amount: number;
    balance_after: number;
    ref: string | null;
    created_at: Date;
  }>(
    `${cte} SELECT e.id, m.account, ${typeOf} AS type, a.wallet, e.amount, e.balance_after, p.ref, p.created_at
       ${from}
      ORDER BY e.id DESC LIMIT $6 OFFSET $7`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  const list = rows.map((r): TeamTransaction => ({
    id: Number(r.id),
    account: r.account,
    type: r.type,
    wallet: r.wallet,
    amountMinor: num(r.amount),
    balanceAfterMinor: num(r.balance_after),
    ref: r.ref,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { list, total: num(count?.n) };
}

/** The latest announcements for agents, newest first. */
export async function agentNotices(sql: Sql, language: LocalePack): Promise<AgentNotice[]> {
  const rows = await sql.query<{ id: number; title: unknown; content: unknown; created_at: Date }>(
    `SELECT id, title, content, created_at FROM notices WHERE active AND type = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
    [AGENT_NOTICE_TYPE],
  );
  return rows.map((n) => ({
    id: Number(n.id),
    title: pick(n.title, language),
    content: pick(n.content, language),
    createdAt: new Date(n.created_at).toISOString(),
  }));
}

/** Posts an announcement for agents (operator command); the text is the same in every language. */
export async function postAgentNotice(sql: Sql, title: string, content: string): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO notices (type, title, content) VALUES ($1, $2::jsonb, $3::jsonb) RETURNING id`,
    [AGENT_NOTICE_TYPE, JSON.stringify({ en: title }), JSON.stringify({ en: content })],
  );
  return Number(row!.id);
}
